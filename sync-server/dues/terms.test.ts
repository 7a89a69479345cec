import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { join, makeGroup, person, PURSE_BANK, pushOne, type Person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let ada: Person;
let kemi: Person;
let bola: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;
let duesId: string;

beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  kemi = await person(t, 'kemi', 'member');
  bola = await person(t, 'bola', 'member');
  group = await makeGroup(ada, 'Ajo Circle');
  await join(kemi, group.id);
  await join(bola, group.id);
  const dues = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-12-31', ...PURSE_BANK });
  duesId = dues.json.id;
});
afterEach(() => t.close());

const push = pushOne;

describe("the admin's exceptions to a dues schedule (issue 25 §2)", () => {
  it('excuses a member from a period with a reason: on their membership for the admin and them, in history with the reason sealed from other members', async () => {
    expect(await push(ada, 'dues.excuse', { projectId: duesId, userId: kemi.id, period: 1, reason: 'Bereavement' })).toMatchObject({ status: 'applied' });
    // The same excuse again (a retry under a new id) changes nothing and writes no second entry.
    expect(await push(ada, 'dues.excuse', { projectId: duesId, userId: kemi.id, period: 1, reason: 'Bereavement' })).toMatchObject({ status: 'applied' });

    const own = (await pullPage(t.db, kemi.id, 0)).members.find((m) => m.userId === kemi.id)!;
    expect(own.duesTerms).toEqual({ [duesId]: { excused: [{ period: 1, reason: 'Bereavement' }] } });
    const forAdmin = (await pullPage(t.db, ada.id, 0)).members.find((m) => m.userId === kemi.id)!;
    expect(forAdmin.duesTerms).toEqual(own.duesTerms);
    expect((await pullPage(t.db, bola.id, 0)).members.map((m) => m.userId)).toEqual([bola.id]);

    const entries = (who: Person) => pullPage(t.db, who.id, 0).then((page) => page.history.filter((h) => h.type === 'dues.excused'));
    expect(await entries(ada)).toHaveLength(1);
    expect(JSON.parse((await entries(kemi))[0]!.data!)).toMatchObject({ reason: 'Bereavement', period: 1, periodStart: '2026-02-01' });
    expect(JSON.parse((await entries(bola))[0]!.data!).reason).toEqual({ sealed: expect.any(String) });
  });

  it('makes a late joiner owe from the first period, and back', async () => {
    expect(await push(ada, 'dues.owesFromStart', { projectId: duesId, userId: kemi.id, owesFromStart: true })).toMatchObject({ status: 'applied' });
    const terms = async () => (await pullPage(t.db, kemi.id, 0)).members.find((m) => m.userId === kemi.id)!.duesTerms;
    expect(await terms()).toEqual({ [duesId]: { owesFromStart: true } });
    expect(await push(ada, 'dues.owesFromStart', { projectId: duesId, userId: kemi.id, owesFromStart: false })).toMatchObject({ status: 'applied' });
    expect(await terms()).toEqual({ [duesId]: { owesFromStart: false } });
    expect((await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type === 'dues.owes-from-start')).toHaveLength(2);
  });

  it('records that a member left: from that period they owe nothing, the standing and the reminders leave them out; undone, they owe again', async () => {
    // Kemi joined in the first month (the test's clock); the admin makes everyone owe from January so the months are owed.
    for (const who of [kemi, bola]) expect(await push(ada, 'dues.owesFromStart', { projectId: duesId, userId: who.id, owesFromStart: true })).toMatchObject({ status: 'applied' });
    const owing = async () => (await ada.call('GET', `/api/projects/${duesId}/unpaid-members`)).json as { part: { userId: string }[]; unpaid: { userId: string }[] };
    const ids = (s: Awaited<ReturnType<typeof owing>>) => [...s.part, ...s.unpaid].map((m) => m.userId).sort();
    expect(ids(await owing())).toEqual([kemi.id, bola.id].sort());

    expect(await push(ada, 'dues.stop', { projectId: duesId, userId: kemi.id, period: 0 })).toMatchObject({ status: 'applied' });
    // A retry changes nothing and writes no second entry.
    expect(await push(ada, 'dues.stop', { projectId: duesId, userId: kemi.id, period: 0 })).toMatchObject({ status: 'applied' });
    const terms = async () => (await pullPage(t.db, kemi.id, 0)).members.find((m) => m.userId === kemi.id)!.duesTerms;
    expect(await terms()).toEqual({ [duesId]: { owesFromStart: true, stopsFrom: 0 } });
    expect(ids(await owing())).toEqual([bola.id]);
    const stopped = (await pullPage(t.db, bola.id, 0)).history.filter((h) => h.type === 'dues.stopped');
    expect(stopped).toHaveLength(1);
    expect(JSON.parse(stopped[0]!.data!)).toMatchObject({ period: 0, periodStart: '2026-01-01' });

    expect(await push(ada, 'dues.stop', { projectId: duesId, userId: kemi.id, period: null })).toMatchObject({ status: 'applied' });
    expect(ids(await owing())).toEqual([kemi.id, bola.id].sort());
    expect((await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type === 'dues.stopped')).toHaveLength(2);
  });

  it('refuses to let a rotation member stop owing, a period the schedule lacks and anyone but the admin', async () => {
    const ajo = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Ajo', targetAmount: 1000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: '2027-01-01', ...PURSE_BANK });
    expect(await push(ada, 'dues.stop', { projectId: ajo.json.id, userId: kemi.id, period: 0 })).toMatchObject({ status: 'refused', code: 'rotation-member-stays', message: MESSAGES.rotationMemberStays });
    expect(await push(ada, 'dues.stop', { projectId: duesId, userId: kemi.id, period: 12 })).toMatchObject({ status: 'refused', code: 'period-invalid' });
    expect(await push(kemi, 'dues.stop', { projectId: duesId, userId: kemi.id, period: 0 })).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    expect(await push(ada, 'dues.stop', { projectId: duesId, userId: kemi.id, period: -1 })).toMatchObject({ status: 'refused', code: 'invalid-field' });
    expect((await pullPage(t.db, kemi.id, 0)).members.find((m) => m.userId === kemi.id)!.duesTerms).toEqual({});
  });

  it('refuses a member, a reason left empty, a period the schedule lacks, a collection and someone not in the group', async () => {
    const party = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Party', targetAmount: 1000, ...PURSE_BANK });
    const stranger = await person(t, 'stranger', 'member');
    const cases: [Person, object, string][] = [
      [kemi, { projectId: duesId, userId: bola.id, period: 0, reason: 'Travel' }, 'not-group-admin'],
      [ada, { projectId: duesId, userId: kemi.id, period: 0, reason: '  ' }, 'invalid-field'],
      [ada, { projectId: duesId, userId: kemi.id, period: 12, reason: 'Travel' }, 'period-invalid'],
      [ada, { projectId: party.json.id, userId: kemi.id, period: 0, reason: 'Travel' }, 'period-invalid'],
      [ada, { projectId: duesId, userId: stranger.id, period: 0, reason: 'Travel' }, 'dues-member-not-active'],
      [ada, { projectId: 'nope', userId: kemi.id, period: 0, reason: 'Travel' }, 'project-not-found'],
    ];
    for (const [who, payload, code] of cases) {
      const result = await push(who, 'dues.excuse', payload);
      expect(result, JSON.stringify(payload)).toMatchObject({ status: 'refused', code });
    }
    expect((await push(ada, 'dues.excuse', { projectId: duesId, userId: kemi.id, period: 0, reason: '' })).message).toBe(MESSAGES.reasonRequired);
    expect((await push(ada, 'dues.excuse', { projectId: duesId, userId: stranger.id, period: 0, reason: 'x' })).message).toBe(MESSAGES.duesMemberNotActive);
    expect((await pullPage(t.db, kemi.id, 0)).members.find((m) => m.userId === kemi.id)!.duesTerms).toEqual({});
    expect((await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type.startsWith('dues.'))).toHaveLength(0);
  });
});
