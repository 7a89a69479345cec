import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, messageKeyOf } from '../../shared/errors';
import type { HistoryWireRow, PullResponse } from '../../shared/sync-protocol';
import { historyOf, pushAs } from '../corrections/books-fixtures';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { anonymous, groupRow, person, type Person } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const edit = (body: unknown, who = c.admin, headers?: Record<string, string>) => who.call('PATCH', `/api/groups/${c.group.id}`, body, headers);
const pull = async (who: Person, since = 0): Promise<PullResponse> => (await who.call('GET', `/api/sync?since=${since}`)).json;

describe('PATCH /api/groups/{id}', () => {
  it("changes the name and description, answers the group, and appends 'group.edited' with only what changed", async () => {
    const before = await groupRow(t, c.group.id);
    const res = await edit({ name: 'Ajo Circle 2027', description: 'Monthly savings' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: c.group.id, name: 'Ajo Circle 2027', description: 'Monthly savings', showMemberAmounts: true, customSlug: before.customSlug });
    const after = await groupRow(t, c.group.id);
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(after.registrationLink).toBe(before.registrationLink);
    const entry = (await historyOf(t, c.group.id)).at(-1)!;
    expect(entry).toMatchObject({ type: 'group.edited', actorId: c.admin.id, subjectId: null });
    // The description was already 'Monthly savings': only the name is in the entry.
    expect(entry.details).toEqual({ before: { name: 'Ajo Circle' }, after: { name: 'Ajo Circle 2027' } });
  });

  it('writes nothing when nothing differs (no revision, no history)', async () => {
    const before = await dataChecksum(t);
    for (const body of [{}, { name: 'Ajo Circle' }, { description: 'Monthly savings', showMemberAmounts: true }]) {
      const res = await edit(body);
      expect(res.status).toBe(200);
      expect(res.json.name).toBe('Ajo Circle');
    }
    expect(await dataChecksum(t)).toBe(before);
  });

  it('keeps a description left out and clears one sent empty', async () => {
    await edit({ name: 'Renamed' });
    expect((await groupRow(t, c.group.id)).description).toBe('Monthly savings');
    await edit({ description: '' });
    expect((await groupRow(t, c.group.id)).description).toBeNull();
    expect((await historyOf(t, c.group.id)).at(-1)!.details).toEqual({ before: { description: 'Monthly savings' }, after: { description: null } });
  });

  it('is for the group admin only; bad fields are a 400 naming them; a refusal changes nothing', async () => {
    const otherAdmin = await person(t, 'bola', 'admin');
    const before = await dataChecksum(t);
    for (const who of [c.partner, c.member, otherAdmin]) {
      const res = await edit({ name: 'Hijacked' }, who);
      expect([res.status, res.json.message], who.username).toEqual([403, MESSAGES.notGroupAdmin]);
    }
    expect((await anonymous(t, 'PATCH', `/api/groups/${c.group.id}`, { name: 'x' })).status).toBe(401);
    expect((await c.admin.call('PATCH', '/api/groups/nope', { name: 'x' })).status).toBe(404);
    const cases: [unknown, string, string][] = [
      [{ name: '' }, 'name', MESSAGES.groupNameRequired],
      [{ name: 'x'.repeat(101) }, 'name', MESSAGES.textTooLong],
      [{ showMemberAmounts: 'no' }, 'showMemberAmounts', MESSAGES.showMemberAmountsInvalid],
    ];
    for (const [body, field, message] of cases) {
      expect((await edit(body)).json).toEqual({ message, field, code: 'invalid-field', params: { messageKey: messageKeyOf(message) } });
    }
    expect(await dataChecksum(t)).toBe(before);
  });

  it('replays an Idempotency-Key and a sync mutation once', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    await edit({ name: 'Once' }, c.admin, key);
    await edit({ name: 'Once' }, c.admin, key);
    const mutation = { id: randomUUID(), type: 'group.update', payload: { groupId: c.group.id, changes: { name: 'Twice' } } };
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await groupRow(t, c.group.id)).name).toBe('Twice');
    expect((await historyOf(t, c.group.id)).filter((e) => e.type === 'group.edited').map((e) => e.details.after)).toEqual([{ name: 'Once' }, { name: 'Twice' }]);
  });
});

describe("the group's language (issue 15)", () => {
  it('is English until the admin picks one, by PATCH or by a sync mutation, each recorded in history and sent to members', async () => {
    expect((await groupRow(t, c.group.id)).locale).toBe('en');
    const res = await edit({ locale: 'yo' });
    expect(res.status).toBe(200);
    expect(res.json.locale).toBe('yo');
    const mutation = { id: randomUUID(), type: 'group.update', payload: { groupId: c.group.id, changes: { locale: 'ig' } } };
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await groupRow(t, c.group.id)).locale).toBe('ig');
    expect((await historyOf(t, c.group.id)).filter((e) => e.type === 'group.edited').map((e) => e.details)).toEqual([
      { before: { locale: 'en' }, after: { locale: 'yo' } },
      { before: { locale: 'yo' }, after: { locale: 'ig' } },
    ]);
    expect((await pull(c.member)).groups).toEqual([expect.objectContaining({ id: c.group.id, locale: 'ig' })]);
    expect((await c.member.call('GET', `/api/groups/user/${c.member.id}`)).json).toEqual([expect.objectContaining({ group: expect.objectContaining({ id: c.group.id, locale: 'ig' }) })]);
  });

  it('is changed by the admin only, and only to a language the app speaks', async () => {
    const before = await dataChecksum(t);
    expect((await edit({ locale: 'ha' }, c.partner)).status).toBe(403);
    const mutation = { id: randomUUID(), type: 'group.update', payload: { groupId: c.group.id, changes: { locale: 'ha' } } };
    expect((await pushAs(c.member, [mutation])).json.results).toEqual([expect.objectContaining({ id: mutation.id, status: 'refused' })]);
    const unknown = await edit({ locale: 'fr' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ field: 'locale', message: 'Choose one of the languages: English, Pidgin, Yoruba, Hausa or Igbo.' });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('may be given when the group is created, by REST or offline', async () => {
    const rest = await c.admin.call('POST', '/api/groups', { name: 'Hausa Circle', locale: 'ha' });
    expect(rest.status).toBe(201);
    expect(rest.json.locale).toBe('ha');
    const id = randomUUID();
    const create = { id: randomUUID(), type: 'group.create', payload: { id, name: 'Pidgin Circle', locale: 'pcm' } };
    expect((await pushAs(c.admin, [create])).json.results).toEqual([{ id: create.id, status: 'applied' }]);
    expect((await groupRow(t, id)).locale).toBe('pcm');
  });
});

describe('showMemberAmounts (issue 11 §7)', () => {
  /** The member's and the other member's payments, each with its history entries. */
  async function twoPayments() {
    for (const who of [c.member, c.other]) expect((await submitDialog(who, { amount: 1000, projectId: c.project.id })).status).toBe(201);
  }
  const othersMoney = (rows: HistoryWireRow[]) => rows.filter((r) => r.subjectId === c.other.id && r.type === 'contribution.submitted');

  it("re-sends the group's whole history when it flips, so a member's device stores it with others' amounts withheld, then shown", async () => {
    await twoPayments();
    const first = await pull(c.member);
    expect(othersMoney(first.history)[0]?.data).not.toBeNull();

    expect((await edit({ showMemberAmounts: false })).json.showMemberAmounts).toBe(false);
    const hidden = await pull(c.member, first.cursor);
    expect(hidden.groups.map((g) => g.showMemberAmounts)).toEqual([false]);
    // Every entry comes again (not only the new 'group.edited'), each once.
    expect(hidden.history.map((r) => r.seq).sort((a, b) => a - b)).toEqual((await historyOf(t, c.group.id)).map((e) => e.seq));
    expect(othersMoney(hidden.history).map((r) => r.data)).toEqual([null]);
    // The member's own payment and the partner's view keep their details.
    expect(hidden.history.find((r) => r.subjectId === c.member.id && r.type === 'contribution.submitted')?.data).not.toBeNull();
    expect(othersMoney((await pull(c.partner)).history)[0]?.data).not.toBeNull();

    await edit({ showMemberAmounts: true });
    const shown = await pull(c.member, hidden.cursor);
    expect(othersMoney(shown.history)[0]?.data).not.toBeNull();
    expect((await c.member.call('GET', `/api/groups/${c.group.id}/history/verify`)).json.ok).toBe(true);
  });

  it('re-sends nothing old when another field changes', async () => {
    await twoPayments();
    const first = await pull(c.member);
    await edit({ description: 'New words' });
    expect((await pull(c.member, first.cursor)).history.map((r) => r.type)).toEqual(['group.edited']);
  });
});
