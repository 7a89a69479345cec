import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, messageKeyOf } from '../../shared/errors';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import { historyOf, noticesOf, pushAs, pushesFor, subscribe } from '../corrections/books-fixtures';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import { groupMembers, projects } from '../db/schema';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { anonymous, join, makePurse, person, PURSE_BANK } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const edit = (body: unknown, who = c.admin, projectId = c.project.id, headers?: Record<string, string>) => who.call('PATCH', `/api/projects/${projectId}`, body, headers);
const purse = async () => (await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1), { readOnly: true }))[0]!;
const NEW_BANK = { bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Ajo Circle Treasury' };
const SIDE_BY_SIDE = 'Old: GTBank 0123456789 Ajo Circle → New: Zenith 5550001111 Ajo Circle Treasury';

describe('PATCH /api/projects/{id}', () => {
  it("changes target, deadline and description, answers the purse, and appends 'purse.edited' with before and after", async () => {
    const before = await purse();
    const res = await edit({ targetAmount: '75000.50', deadline: '2027-01-31', description: 'Food and drinks' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: c.project.id, targetAmount: '75000.50', description: 'Food and drinks', deadline: '2027-01-31T22:59:59.000Z', groupName: 'Ajo Circle' });
    expect((await purse()).revision).toBeGreaterThan(before.revision);
    const entry = (await historyOf(t, c.group.id)).at(-1)!;
    expect(entry).toMatchObject({ type: 'purse.edited', actorId: c.admin.id });
    expect(entry.details).toEqual({
      projectId: c.project.id,
      name: 'Xmas Party',
      before: { targetAmountKobo: 5_000_000, deadline: null, description: null },
      after: { targetAmountKobo: 7_500_050, deadline: '2027-01-31T22:59:59.000Z', description: 'Food and drinks' },
    });
    expect((await historyOf(t, c.group.id)).some((e) => e.type === 'bank.changed')).toBe(false);
  });

  it("sets, changes and drops the amount per member: 'purse.edited' with before and after, and every member and partner told in their language", async () => {
    for (const who of [c.partner, c.member, c.other]) await subscribe(who);
    const set = await edit({ amountPerMember: '20000' });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ amountPerMember: '20000.00' });
    expect((await purse()).amountPerMemberKobo).toBe(2_000_000);
    expect((await historyOf(t, c.group.id)).at(-1)?.details).toEqual({
      projectId: c.project.id,
      name: 'Xmas Party',
      before: { amountPerMemberKobo: null },
      after: { amountPerMemberKobo: 2_000_000 },
    });
    for (const who of [c.partner, c.member, c.other]) {
      const notices = (await noticesOf(t, who.id)).filter((n) => n.type === 'purse_dues_changed');
      expect(notices.map((n) => n.message), who.username).toEqual(['Xmas Party (Ajo Circle) now asks ₦20,000 from each member (before: no set amount).']);
      expect(await pushesFor(t, who.id)).toEqual([{ title: 'Amount per Member Changed', body: 'Xmas Party: ₦20,000 per member.', tag: `dues-${c.project.id}`, url: '/updates' }]);
    }
    expect((await noticesOf(t, c.admin.id)).filter((n) => n.type === 'purse_dues_changed')).toEqual([]);

    expect((await edit({ amountPerMember: null })).json).toMatchObject({ amountPerMember: null });
    expect((await historyOf(t, c.group.id)).at(-1)?.details).toMatchObject({ before: { amountPerMemberKobo: 2_000_000 }, after: { amountPerMemberKobo: null } });
    const last = (await noticesOf(t, c.member.id)).filter((n) => n.type === 'purse_dues_changed').at(-1);
    expect(last?.message).toBe('Xmas Party (Ajo Circle) no longer asks a set amount from each member (before: ₦20,000).');
    // Bad input is named and changes nothing.
    const bad = await edit({ amountPerMember: '-5' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain(MESSAGES.amountPositive);
    expect((await purse()).amountPerMemberKobo).toBeNull();
  });

  it('writes nothing when nothing differs: no revision, no history, no notice', async () => {
    const before = await dataChecksum(t);
    for (const body of [{}, { targetAmount: 50000 }, { ...PURSE_BANK }, { accountNumber: '0123 456 789' }, { deadline: null, description: '' }]) {
      expect((await edit(body)).status, JSON.stringify(body)).toBe(200);
    }
    expect(await dataChecksum(t)).toBe(before);
  });

  it("on a new bank account appends 'bank.changed' (old and new) and tells every member and partner, side by side, in-app and by push", async () => {
    const newcomer = await person(t, 'eze');
    await join(newcomer, c.group.id);
    for (const who of [c.partner, c.member, c.other, newcomer]) await subscribe(who);
    await subscribe(c.admin);
    const res = await edit(NEW_BANK);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject(NEW_BANK);
    // One bank change, one entry (issue 22 §3): no 'purse.edited' beside it for the same fields.
    const [before, bank] = (await historyOf(t, c.group.id)).slice(-2);
    expect(before?.type).not.toBe('purse.edited');
    expect(bank).toMatchObject({ type: 'bank.changed', actorId: c.admin.id });
    expect(bank?.details).toEqual({ projectId: c.project.id, name: 'Xmas Party', old: PURSE_BANK, new: NEW_BANK });
    // The replaced account joins the purse's bank-details history, until now, and travels with the purse.
    expect(res.json.previousAccounts).toEqual([{ ...PURSE_BANK, until: expect.any(String) }]);
    for (const who of [c.partner, c.member, c.other, newcomer]) {
      const notices = (await noticesOf(t, who.id)).filter((n) => n.type === 'bank_details_changed');
      expect(notices, who.username).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: 'Bank Details Changed', projectId: c.project.id, groupId: c.group.id });
      expect(notices[0]?.message).toContain(SIDE_BY_SIDE);
      expect(await pushesFor(t, who.id), who.username).toEqual([
        { title: 'Bank details changed', body: 'Xmas Party now takes payments to Zenith 5550001111 Ajo Circle Treasury. Check before you pay.', tag: `bank-${c.project.id}`, url: '/updates' },
      ]);
    }
    // The admin made the change; they are not told of it.
    expect((await noticesOf(t, c.admin.id)).filter((n) => n.type === 'bank_details_changed')).toEqual([]);
    expect(await pushesFor(t, c.admin.id)).toEqual([]);
  });

  it('tells a partner who is no longer a member, and not a member who left', async () => {
    await t.db.transaction(async (tx) => {
      await tx.update(groupMembers).set({ status: 'left' }).where(eq(groupMembers.userId, c.partner.id));
      await tx.update(groupMembers).set({ deletedAt: new Date(1) }).where(eq(groupMembers.userId, c.other.id));
    });
    await edit({ accountNumber: '5550001111' });
    const told = async (userId: string) => (await noticesOf(t, userId)).filter((n) => n.type === 'bank_details_changed').length;
    expect([await told(c.partner.id), await told(c.member.id), await told(c.other.id)]).toEqual([1, 1, 0]);
    expect((await noticesOf(t, c.member.id)).find((n) => n.type === 'bank_details_changed')?.message).toContain('Old: GTBank 0123456789 Ajo Circle → New: GTBank 5550001111 Ajo Circle');
  });

  it.each([
    [{ accountNumber: '' }, 'accountNumber', MESSAGES.accountNumberRequired],
    [{ accountNumber: '12345' }, 'accountNumber', MESSAGES.accountNumberNuban],
    [{ bankName: null }, 'bankName', MESSAGES.bankNameRequired],
    [{ accountName: '  ' }, 'accountName', MESSAGES.accountNameRequired],
  ])('keeps a bank-transfer purse with a complete account: %j is refused on %s', async (body, field, message) => {
    const before = await dataChecksum(t);
    const res = await edit(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message, field, code: 'bank-account-required', params: { messageKey: messageKeyOf(message) } });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('lets a purse without bank transfer drop its account', async () => {
    const cashOnly = await makePurse(c.admin, c.group.id, { name: 'Cash Purse', allowedPaymentTypes: ['cash'] });
    const res = await edit({ bankName: '', accountNumber: '', accountName: '' }, c.admin, cashOnly.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ bankName: null, accountNumber: null, accountName: null });
  });

  it("keeps the group's targets within the limit when a target grows", async () => {
    const second = await makePurse(c.admin, c.group.id, { name: 'Second', targetAmount: 1000 });
    // The purses' targets together one naira short of the bound (written directly: no purse may aim so high).
    await t.db.transaction((tx) => tx.update(projects).set({ targetAmountKobo: MAX_GROUP_TOTAL_KOBO - 100_000 - 100 }).where(eq(projects.id, c.project.id)));
    const before = await dataChecksum(t);
    const over = await edit({ targetAmount: '1001.01' }, c.admin, second.id);
    expect(over.status).toBe(422);
    expect(over.json).toEqual({ message: MESSAGES.groupTargetsLimit, code: 'group-targets-limit', field: 'targetAmount' });
    expect(await dataChecksum(t)).toBe(before);
    expect((await edit({ targetAmount: '1001.00' }, c.admin, second.id)).status).toBe(200);
    expect((await edit({ targetAmount: 500 }, c.admin, second.id)).status).toBe(200);
  });

  it('is for the group admin only, and a refusal changes nothing', async () => {
    const otherAdmin = await person(t, 'bola', 'admin');
    const before = await dataChecksum(t);
    for (const who of [c.partner, c.member, otherAdmin]) {
      const res = await edit(NEW_BANK, who);
      expect([res.status, res.json.message], who.username).toEqual([403, MESSAGES.notGroupAdmin]);
    }
    expect((await anonymous(t, 'PATCH', `/api/projects/${c.project.id}`, NEW_BANK)).status).toBe(401);
    expect((await edit(NEW_BANK, c.admin, 'nope')).json).toMatchObject({ message: MESSAGES.projectNotFound });
    expect((await edit({ targetAmount: 0 })).json).toMatchObject({ field: 'targetAmount' });
    expect((await edit({ deadline: 'soon' })).json).toMatchObject({ message: MESSAGES.deadlineInvalid, field: 'deadline' });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('replays an Idempotency-Key and a sync mutation once: one bank change, one notice each', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    await edit(NEW_BANK, c.admin, c.project.id, key);
    await edit(NEW_BANK, c.admin, c.project.id, key);
    const mutation = { id: randomUUID(), type: 'project.update', payload: { projectId: c.project.id, changes: PURSE_BANK } };
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect(await purse()).toMatchObject(PURSE_BANK);
    expect((await historyOf(t, c.group.id)).filter((e) => e.type === 'bank.changed')).toHaveLength(2);
    expect((await noticesOf(t, c.member.id)).filter((n) => n.type === 'bank_details_changed')).toHaveLength(2);
  });
});
