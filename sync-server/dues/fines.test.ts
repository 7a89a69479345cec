import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { purseLedgers } from '../../shared/purse-ledgers';
import { join, makeGroup, person, PURSE_BANK, pushOne, type Person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';

// The test clock starts on 21 Nov 2026 (Lagos). Monthly dues from 1 Nov: November is due 30 Nov;
// with 3 days of grace, money sent by 3 Dec is on time.
let t: TestApp;
let ada: Person;
let kemi: Person;
let bola: Person;
let groupId: string;
let duesId: string;
const DAY = 86_400_000;

beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  kemi = await person(t, 'kemi', 'member');
  bola = await person(t, 'bola', 'member');
  groupId = (await makeGroup(ada, 'Ajo Circle')).id;
  await join(kemi, groupId);
  await join(bola, groupId);
  const dues = await ada.call('POST', `/api/groups/${groupId}/projects`, {
    name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-11-01', ...PURSE_BANK,
    lateFine: { kind: 'fixed', amount: '500', graceDays: 3 },
  });
  expect(dues.status, JSON.stringify(dues.json)).toBe(201);
  duesId = dues.json.id;
  for (const who of [kemi, bola]) expect(await pushOne(ada, 'dues.owesFromStart', { projectId: duesId, userId: who.id, owesFromStart: true })).toMatchObject({ status: 'applied' });
});
afterEach(() => t.close());

async function pay(who: Person, amount: string, sentOn?: string): Promise<string> {
  const id = randomUUID();
  const payload = { id, groupId, projectId: duesId, amount, paymentType: 'bank_transfer', reference: null, notes: null, description: null, proofSha256: null, ...(sentOn ? { sentOn } : {}) };
  expect(await pushOne(who, 'contribution.create', payload)).toMatchObject({ status: 'applied' });
  return id;
}

/** Every member's ledger as the admin's phone computes it from what it pulled. */
async function adminLedgers() {
  const page = await pullPage(t.db, ada.id, 0);
  const purse = page.projects.find((p) => p.id === duesId)!;
  const members = page.members.filter((m) => m.status === 'active');
  const today = new Date(t.clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
  return purseLedgers(purse, members, page.contributions, today)!;
}
const ledgerOf = async (who: Person) => (await adminLedgers()).members.find((m) => m.member.userId === who.id)!.ledger;

describe('late fines on the server (issue 25 §6)', () => {
  it('keeps the fine from the day it was set, and judges by when the money was sent, never by when it was confirmed', async () => {
    const row = (await pullPage(t.db, kemi.id, 0)).projects.find((p) => p.id === duesId)!;
    expect(row.lateFines).toEqual([{ since: '2026-11-21', kobo: 50_000, percent: null, graceDays: 3 }]);
    const created = (await pullPage(t.db, ada.id, 0)).history.find((h) => h.type === 'purse.created')!;
    expect(JSON.parse(created.data!).lateFine).toEqual({ kobo: 50_000, percent: null, graceDays: 3 });

    // Kemi sends November's money today; the admin confirms it on 10 Dec, long after the grace.
    const onTime = await pay(kemi, '5000');
    t.clock.advance(19 * DAY);
    // Bola sends hers on 10 Dec: late.
    const late = await pay(bola, '5000');
    for (const id of [onTime, late]) expect(await pushOne(ada, 'contribution.confirm', { contributionId: id })).toMatchObject({ status: 'applied' });

    const contributions = (await pullPage(t.db, ada.id, 0)).contributions;
    // Each was sent the day it was submitted: the row leaves the day out (the phone takes the day it was created).
    expect(contributions.filter((c) => c.id === onTime || c.id === late).map((c) => [c.sentOn, c.createdAt.slice(0, 10)])).toEqual([
      [undefined, '2026-11-21'],
      [undefined, '2026-12-10'],
    ]);
    expect((await ledgerOf(kemi)).periods[0]!.fine).toBeNull();
    expect((await ledgerOf(bola)).periods[0]!.fine).toMatchObject({ owedKobo: 50_000, paidKobo: 0, lastDay: '2026-12-03' });

    // The server's own roll-call owes the fine too: Bola owes December and her fine; Kemi December only.
    const owing = (await ada.call('GET', `/api/projects/${duesId}/unpaid-members`)).json as { part: { userId: string; left: string }[] };
    expect(Object.fromEntries(owing.part.map((p) => [p.userId, p.left]))).toEqual({ [kemi.id]: '5000.00', [bola.id]: '5500.00' });
  });

  it('takes the day a phone declares it sent the money (queued offline), never after today nor more than 60 days back', async () => {
    t.clock.advance(19 * DAY); // 10 Dec
    const offline = await pay(kemi, '5000', '2026-12-02');
    const future = await pay(kemi, '100', '2027-01-01');
    const ancient = await pay(kemi, '100', '2026-01-01');
    const sent = Object.fromEntries((await pullPage(t.db, kemi.id, 0)).contributions.map((c) => [c.id, c.sentOn]));
    // Today (10 Dec) is the day they were created: left out of the row.
    expect([sent[offline], sent[future], sent[ancient]]).toEqual(['2026-12-02', undefined, '2026-10-11']);
    expect(await pushOne(ada, 'contribution.confirm', { contributionId: offline })).toMatchObject({ status: 'applied' });
    expect((await ledgerOf(kemi)).periods[0]!.fine).toBeNull();
    expect((await pushOne(kemi, 'contribution.create', { id: randomUUID(), groupId, projectId: duesId, amount: '1', paymentType: 'bank_transfer', reference: null, notes: null, description: null, proofSha256: null, sentOn: '2026-02-30' })).message).toBe(MESSAGES.paidOnInvalid);
  });

  it('waives a fine with a reason: owed nothing, in history with the reason sealed from other members; a retry writes nothing', async () => {
    t.clock.advance(19 * DAY);
    expect((await ledgerOf(bola)).finesOwingKobo).toBe(50_000);
    const waive = { projectId: duesId, userId: bola.id, period: 0, reason: 'Her bank app was down' };
    expect(await pushOne(ada, 'dues.waive', waive)).toMatchObject({ status: 'applied' });
    expect(await pushOne(ada, 'dues.waive', waive)).toMatchObject({ status: 'applied' });
    const bolaLedger = await ledgerOf(bola);
    expect(bolaLedger.periods[0]!.fine).toMatchObject({ owedKobo: 0, waived: true, chargedKobo: 50_000 });
    expect(bolaLedger.finesOwingKobo).toBe(0);
    const entries = async (who: Person) => (await pullPage(t.db, who.id, 0)).history.filter((h) => h.type === 'dues.fine-waived');
    expect(await entries(ada)).toHaveLength(1);
    expect(JSON.parse((await entries(bola))[0]!.data!)).toMatchObject({ reason: 'Her bank app was down', periodStart: '2026-11-01' });
    expect(JSON.parse((await entries(kemi))[0]!.data!).reason).toEqual({ sealed: expect.any(String) });
  });

  it('refuses a waiver where no fine rule judges the period, from a member, and without a reason', async () => {
    const plain = await ada.call('POST', `/api/groups/${groupId}/projects`, { name: 'Levy', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', ...PURSE_BANK });
    expect(await pushOne(ada, 'dues.waive', { projectId: plain.json.id, userId: bola.id, period: 0, reason: 'x' })).toMatchObject({ status: 'refused', code: 'no-fine-to-waive', message: MESSAGES.noFineToWaive });
    expect(await pushOne(bola, 'dues.waive', { projectId: duesId, userId: bola.id, period: 0, reason: 'x' })).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    expect(await pushOne(ada, 'dues.waive', { projectId: duesId, userId: bola.id, period: 0, reason: ' ' })).toMatchObject({ status: 'refused', code: 'invalid-field' });
    expect((await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type === 'dues.fine-waived')).toHaveLength(0);
  });

  it('changes the fine from today on (one history entry, none for the same again), and refuses a fine that makes no sense with its reason', async () => {
    t.clock.advance(10 * DAY); // 1 Dec
    const change = { projectId: duesId, changes: { lateFine: { kind: 'percent', amount: 20, graceDays: 0 } } };
    expect(await pushOne(ada, 'project.update', change)).toMatchObject({ status: 'applied' });
    expect(await pushOne(ada, 'project.update', change)).toMatchObject({ status: 'applied' });
    const row = (await pullPage(t.db, ada.id, 0)).projects.find((p) => p.id === duesId)!;
    expect(row.lateFines).toEqual([
      { since: '2026-11-21', kobo: 50_000, percent: null, graceDays: 3 },
      { since: '2026-12-01', kobo: null, percent: 20, graceDays: 0 },
    ]);
    const edits = (await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type === 'purse.edited');
    expect(edits).toHaveLength(1);
    // Every member is told what the fine is now and from when; the admin who changed it is not.
    const told = async (who: Person) => (await pullPage(t.db, who.id, 0)).notifications.filter((n) => (n.params as { kind?: string } | null)?.kind === 'fineChanged').map((n) => n.message);
    expect(await told(kemi)).toEqual(['Dues (Ajo Circle): from 1 Dec 2026, a period not paid by its due day is fined 20% of the amount due.']);
    expect(await told(bola)).toHaveLength(1);
    expect(await told(ada)).toEqual([]);
    expect(JSON.parse(edits[0]!.data!)).toMatchObject({ before: { lateFine: { kobo: 50_000, percent: null, graceDays: 3 } }, after: { lateFine: { kobo: null, percent: 20, graceDays: 0 } } });
    const bad = await ada.call('POST', `/api/groups/${groupId}/projects`, { name: 'Bad', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-11-01', ...PURSE_BANK, lateFine: { kind: 'percent', amount: 150, graceDays: 400 } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid-field', field: 'lateFine.graceDays', message: MESSAGES.fineGraceInvalid });
    const badAmount = await ada.call('POST', `/api/groups/${groupId}/projects`, { name: 'Bad', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-11-01', ...PURSE_BANK, lateFine: { kind: 'percent', amount: 150 } });
    expect(badAmount.json).toMatchObject({ code: 'invalid-field', field: 'lateFine.amount', message: MESSAGES.finePercentInvalid });
    // November (due 30 Nov) keeps the fixed ₦500; December (due 31 Dec) takes 20% of ₦5,000.
    t.clock.advance(32 * DAY); // 2 Jan
    expect((await ledgerOf(kemi)).periods.map((p) => p.fine?.owedKobo ?? 0)).toEqual([50_000, 100_000, 0]);

  });
});
