/**
 * The treasurer's books between phones and the real server app (in-process, real SQLite, proofs on
 * disk), with IndexedDB from fake-indexeddb (issue 11 "Device"): a payout recorded offline with its
 * receipt, a partner's approval made offline, cash, a reversal and purse edits each reach the
 * server exactly once, and a refused change put aside on the phone gives back the server's row.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../shared/auth-schemas';
import { MESSAGES } from '../shared/errors';
import { contributions, historyEntries, payouts, projects, users } from '../sync-server/db/schema';
import { joinGroup } from '../sync-server/groups/membership-service';
import { ledgerProblems } from '../sync-server/security/fuzz-world';
import { signUp, type TestApp } from '../sync-server/testing/test-app';
import { eachTestPhones, jpegProof } from './phones';
import { decidePayout, recordCash, recordPayout, reverseContribution, setPurseStatus, updatePurse } from '../web/data/books-writes';
import { discardEntry } from '../web/sync/apply-push';

const world = eachTestPhones();
const { net, phone } = world;
let t: TestApp;
beforeEach(() => {
  t = world.t;
});

type Person = Awaited<ReturnType<typeof signUp>> & { cookie: string };

const session = (u: Person, role: 'admin' | 'member'): SessionUser => ({ id: u.id, fullName: u.fullName, username: u.username, phoneNumber: u.phoneNumber, role });

/** An admin's purse holding ₦50,000 confirmed from Kemi, with Tunde (a member) as partner. */
async function purseWithMoney() {
  const admin = { ...(await signUp(t, { username: 'ada', role: 'admin', fullName: 'Ada Admin' })), cookie: t.cookie };
  const group = (await t.call('POST', '/api/groups', { name: 'Ajo Circle' })).json as { id: string };
  const project = (await t.call('POST', `/api/groups/${group.id}/projects`, { name: 'Xmas Party', targetAmount: 100000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' })).json as { id: string };
  const join = async (username: string, fullName: string): Promise<Person> => {
    const person = { ...(await signUp(t, { username, role: 'member', fullName })), cookie: t.cookie };
    const row = (await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, person.id)).limit(1)))[0]!;
    await t.db.transaction((tx) => joinGroup(tx, row, group.id, t.clock.now()));
    return person;
  };
  const kemi = await join('kemi', 'Kemi Bello');
  const tunde = await join('tunde', 'Tunde Ade');
  t.setCookie(kemi.cookie);
  const submitted = await t.call('POST', '/api/contributions', { userId: kemi.id, amount: 50000, projectId: project.id, transactionRef: 'TRF-1' });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
  const paid = submitted.json as { id: string };
  t.setCookie(admin.cookie);
  expect((await t.call('PATCH', `/api/contributions/${paid.id}/confirm`)).status).toBe(200);
  expect((await t.call('POST', `/api/groups/${group.id}/accountability-partners`, { userId: tunde.id })).status).toBe(201);
  return { admin, kemi, tunde, group, project, paidId: paid.id };
}

const purseRow = async (id: string) => (await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, id)).limit(1)))[0]!;

describe('the books on the device', () => {
  it('records a payout offline with its receipt, a partner approves it offline, and each reaches the server once', async () => {
    const { admin, tunde, project } = await purseWithMoney();
    const adminPhone = phone(admin, admin.cookie);
    const partnerPhone = phone(tunde, tunde.cookie);
    await adminPhone.engine.syncNow();
    await partnerPhone.engine.syncNow();

    net.state = 'down';
    const local = (await adminPhone.db.projects.get(project.id))!;
    const row = await recordPayout(adminPhone.db, session(admin, 'admin'), local, { amountKobo: 2_000_000, recipient: 'Mama Put', purpose: 'Rice and stew', paidOn: '2025-01-02' }, jpegProof(1, 20_000));
    expect(row).toMatchObject({ status: 'pending', _pending: 1 }); // the group has a partner
    expect(await adminPhone.engine.syncNow()).toEqual({ ok: false, reason: 'offline' });

    // The answer is lost on the way back: the phone sends it again; the server keeps one payout.
    net.state = 'lose-push-answer';
    expect(await adminPhone.engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    expect(await adminPhone.engine.syncNow()).toMatchObject({ ok: true });
    expect(net.requests.filter((r) => r.startsWith('PUT /api/proofs/'))).toHaveLength(1);
    expect((await t.db.transaction((tx) => tx.select().from(payouts)))).toEqual([expect.objectContaining({ id: row.id, status: 'pending', amountKobo: 2_000_000, proofSha256: row.proofSha256 })]);
    expect((await adminPhone.db.payouts.get(row.id))?._pending).toBeUndefined();

    await partnerPhone.engine.syncNow();
    const pending = (await partnerPhone.db.payouts.get(row.id))!;
    net.state = 'down';
    await decidePayout(partnerPhone.db, session(tunde, 'member'), pending, { action: 'approve' });
    expect(await partnerPhone.db.payouts.get(row.id)).toMatchObject({ status: 'approved', _pending: 1 });
    net.state = 'lose-push-answer';
    await partnerPhone.engine.syncNow();
    expect(await partnerPhone.engine.syncNow()).toMatchObject({ ok: true });

    expect((await t.db.transaction((tx) => tx.select().from(payouts).limit(1)))[0]).toMatchObject({ status: 'approved', decidedBy: tunde.id });
    expect((await purseRow(project.id)).paidOutAmountKobo).toBe(2_000_000);
    expect((await t.db.transaction((tx) => tx.select().from(historyEntries))).filter((h) => h.type === 'payout.approved')).toHaveLength(1);
    expect(await ledgerProblems(t)).toEqual([]);
    await adminPhone.engine.syncNow();
    expect(await adminPhone.db.projects.get(project.id)).toMatchObject({ paidOutAmountKobo: 2_000_000, collectedAmountKobo: 5_000_000 });
    expect(await adminPhone.db.payouts.get(row.id)).toMatchObject({ status: 'approved', decidedByName: 'Tunde Ade' });
  });

  it('records cash and reverses a payment offline: once each, and the totals follow', async () => {
    const { admin, kemi, group, project, paidId } = await purseWithMoney();
    const { db, engine } = phone(admin, admin.cookie);
    await engine.syncNow();
    net.state = 'down';
    await recordCash(db, session(admin, 'admin'), { groupId: group.id, projectId: project.id, member: { userId: kemi.id, fullName: 'Kemi Bello', username: 'kemi' }, amountKobo: 700_000, paidOn: '2025-01-03', notes: 'at the meeting' });
    await reverseContribution(db, (await db.contributions.get(paidId))!, 'The transfer bounced');
    expect(await db.contributions.get(paidId)).toMatchObject({ status: 'reversed', _pending: 1 });
    net.state = 'lose-push-answer';
    await engine.syncNow();
    expect(await engine.syncNow()).toMatchObject({ ok: true });

    const rows = (await t.db.transaction((tx) => tx.select().from(contributions)));
    expect(rows.filter((c) => c.paymentType === 'cash')).toEqual([expect.objectContaining({ status: 'confirmed', amountKobo: 700_000, recordedBy: admin.id })]);
    expect(rows.find((c) => c.id === paidId)).toMatchObject({ status: 'reversed', reversalReason: 'The transfer bounced' });
    expect((await purseRow(project.id)).collectedAmountKobo).toBe(700_000);
    expect(await ledgerProblems(t)).toEqual([]);
    expect(await db.contributions.get(paidId)).toMatchObject({ status: 'reversed' });
    expect((await db.contributions.get(paidId))?._pending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it("gives back the server's purse when a refused edit is put aside", async () => {
    const { admin, project } = await purseWithMoney();
    const { db, engine } = phone(admin, admin.cookie);
    await engine.syncNow();
    await setPurseStatus(db, (await db.projects.get(project.id))!, 'completed');
    await engine.syncNow();
    expect((await purseRow(project.id)).status).toBe('completed');
    // A completed purse is final: reopening it is refused; the phone shows it, then puts it aside.
    await setPurseStatus(db, (await db.projects.get(project.id))!, 'active');
    await engine.syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused' });
    expect(await db.projects.get(project.id)).toMatchObject({ status: 'active', _pending: 1 });
    await discardEntry(db, entry!);
    expect(await db.projects.get(project.id)).toMatchObject({ status: 'completed' });
    expect((await db.projects.get(project.id))?._pending).toBeUndefined();

    // An edit that goes through arrives once, and the pull brings the server's row back.
    await updatePurse(db, (await db.projects.get(project.id))!, { description: 'Food and drinks' });
    await engine.syncNow();
    expect((await purseRow(project.id)).description).toBe('Food and drinks');
    expect(await db.projects.get(project.id)).toMatchObject({ description: 'Food and drinks', status: 'completed' });
    expect((await t.db.transaction((tx) => tx.select().from(historyEntries))).filter((h) => h.type === 'purse.edited')).toHaveLength(1);
  });

  it('shows a payout larger than the balance refused with its message, and putting it aside takes its receipt too', async () => {
    const { admin, project } = await purseWithMoney();
    const { db, engine } = phone(admin, admin.cookie);
    await engine.syncNow();
    const row = await recordPayout(db, session(admin, 'admin'), (await db.projects.get(project.id))!, { amountKobo: 6_000_000, recipient: 'Hall', purpose: 'Rent', paidOn: '2025-01-02' }, jpegProof(2, 20_000));
    await engine.syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', message: MESSAGES.payoutOverBalance });
    expect((await t.db.transaction((tx) => tx.select().from(payouts)))).toHaveLength(0);
    await discardEntry(db, entry!);
    expect(await db.payouts.get(row.id)).toBeUndefined();
    expect(await db.proofs.count()).toBe(0);
  });
});
