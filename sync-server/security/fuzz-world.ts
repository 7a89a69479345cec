import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { circle, pngBytes, sha256Of, submitDialog } from '../contributions/test-fixtures';
import { rawRows } from '../db/raw';
import { groupMembers, notifications } from '../db/schema';
import { person as signUpPerson, PURSE_BANK, type Person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { testSubscription } from '../testing/push-service';
import { dataTables } from './access-world';

/**
 * The fuzz suite's world: the circle (an admin, a partner, two members, a purse), a proof, two
 * pending contributions, a notification and an outsider, so that fuzzed requests naming real ids reach the
 * services and not only the 404s; plus the valid body of every write route and sync mutation,
 * which the suite damages one way at a time.
 */
export async function buildFuzzWorld(t: TestApp) {
  const c = await circle(t);
  const proof = pngBytes(80, 7);
  const proofSha = sha256Of(proof);
  const uploaded = await c.member.send('PUT', `/api/proofs/${proofSha}`, proof);
  if (uploaded.status !== 201) throw new Error(`setup: proof ${uploaded.status}`);
  const pay = async (body: Record<string, unknown>) => {
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id, ...body });
    if (res.status !== 201) throw new Error(`setup: submit ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.id as string;
  };
  const contributionIds = [await pay({ proofSha256: proofSha, transactionRef: 'TRF-1' }), await pay({ transactionRef: 'TRF-2' })];
  // Money in the purse (two confirmed payments) and a payout waiting for the partner, so the
  // reversal and payout cases can be applied, not only refused.
  const confirmedIds = [await pay({ transactionRef: 'TRF-3' }), await pay({ transactionRef: 'TRF-4' })];
  for (const id of confirmedIds) {
    const confirmed = await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    if (confirmed.status !== 200) throw new Error(`setup: confirm ${confirmed.status}`);
  }
  const payout = await c.admin.call('POST', `/api/projects/${c.project.id}/payouts`, { amount: '20', recipient: 'Mama Chika', purpose: 'Rice', paidOn: '2025-01-02' });
  if (payout.status !== 201) throw new Error(`setup: payout ${payout.status} ${JSON.stringify(payout.json)}`);
  const payoutId = payout.json.id as string;
  // Monthly dues, so the admin's exceptions to them can be applied, not only refused (issue 25).
  const dues = await c.admin.call('POST', `/api/groups/${c.group.id}/projects`, { name: 'Dues', targetAmount: 60000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', lateFine: { kind: 'fixed', amount: '500', graceDays: 3 }, ...PURSE_BANK });
  if (dues.status !== 201) throw new Error(`setup: dues ${dues.status} ${JSON.stringify(dues.json)}`);
  const duesId = dues.json.id as string;
  const ajo = await c.admin.call('POST', `/api/groups/${c.group.id}/projects`, { name: 'Ajo', targetAmount: 60000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: '2099-01-01', ...PURSE_BANK });
  if (ajo.status !== 201) throw new Error(`setup: rotation ${ajo.status} ${JSON.stringify(ajo.json)}`);
  const ajoId = ajo.json.id as string;
  // A second rotation whose members pick their places: open, so a pick and the close can apply.
  const picking = await c.admin.call('POST', `/api/groups/${c.group.id}/projects`, { name: 'Ajo Picks', targetAmount: 60000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: '2099-01-01', ...PURSE_BANK });
  if (picking.status !== 201) throw new Error(`setup: rotation ${picking.status} ${JSON.stringify(picking.json)}`);
  const pickingId = picking.json.id as string;
  const opened = await c.admin.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: crypto.randomUUID(), type: 'rotation.openPicks', payload: { projectId: pickingId } }] });
  if (opened.json.results?.[0]?.status !== 'applied') throw new Error(`setup: open picks ${JSON.stringify(opened.json)}`);
  // A round paid to the member and approved by the partner, for the member to say they received it.
  const roundPayout = await c.admin.call('POST', `/api/projects/${c.project.id}/payouts`, { amount: '10', recipient: 'Member', purpose: 'Round 1', paidOn: '2025-01-02', recipientUserId: c.member.id });
  if (roundPayout.status !== 201) throw new Error(`setup: round payout ${roundPayout.status} ${JSON.stringify(roundPayout.json)}`);
  const approved = await c.partner.call('PATCH', `/api/payouts/${roundPayout.json.id}/approve`, {});
  if (approved.status !== 200) throw new Error(`setup: approve ${approved.status} ${JSON.stringify(approved.json)}`);
  // A third rotation with its order set and a swap Chidi asked and Dayo agreed to: each swap step can apply.
  const swapping = await c.admin.call('POST', `/api/groups/${c.group.id}/projects`, { name: 'Ajo Swaps', targetAmount: 60000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: '2099-01-01', ...PURSE_BANK });
  if (swapping.status !== 201) throw new Error(`setup: rotation ${swapping.status} ${JSON.stringify(swapping.json)}`);
  const swapsId = swapping.json.id as string;
  for (const [who, type, payload] of [
    [c.admin, 'rotation.order', { projectId: swapsId, order: [c.partner.id, c.member.id, c.other.id] }],
    [c.member, 'rotation.askSwap', { projectId: swapsId, withUserId: c.other.id }],
    [c.other, 'rotation.answerSwap', { projectId: swapsId, fromUserId: c.member.id, agree: true }],
  ] as const) {
    const done = await who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: crypto.randomUUID(), type, payload }] });
    if (done.json.results?.[0]?.status !== 'applied') throw new Error(`setup: ${type} ${JSON.stringify(done.json)}`);
  }
  const ajoMembers = await t.db.transaction((tx) => tx.select({ userId: groupMembers.userId }).from(groupMembers).where(and(eq(groupMembers.groupId, c.group.id), eq(groupMembers.status, 'active'))), { readOnly: true });
  const [notification] = await t.db.transaction((tx) => tx.select().from(notifications).where(and(eq(notifications.userId, c.admin.id))).limit(1), { readOnly: true });
  if (!notification) throw new Error('setup: no notification');
  // Someone in no group: refused past validation (403), after a carried proof was written.
  const outsider = await signUpPerson(t, 'olu');
  const actors: Record<'admin' | 'partner' | 'member' | 'other' | 'outsider', Person> = { admin: c.admin, partner: c.partner, member: c.member, other: c.other, outsider };

  /** Real ids by path parameter name: a fuzzed path names these as often as garbage. */
  const realIds: Record<string, string[]> = {
    groupId: [c.group.id],
    projectId: [c.project.id],
    userId: [c.member.id, c.partner.id, c.admin.id],
    sha256: [proofSha],
    id: [...contributionIds, ...confirmedIds, payoutId, notification.id],
  };
  const subscription = testSubscription('https://fcm.googleapis.com/fcm/send/fuzz-device').json;
  const person = { fullName: 'Ngozi Eze', username: 'ngozi', phoneNumber: '+2348039990002', otp: '123456' };

  /** A valid body of each write route (`METHOD /path`); a route not named here is fuzzed from `{}`. */
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/auth/send-login-otp': { username: c.member.username, phoneNumber: c.member.phoneNumber },
    'POST /api/auth/login-with-otp': { username: c.member.username, phoneNumber: c.member.phoneNumber, otp: '123456' },
    'POST /api/auth/send-otp': { phoneNumber: '+2348039990001', channel: 'sms' },
    'POST /api/auth/register-with-otp': { ...person, role: 'member', password: 'otp-only' },
    'POST /api/auth/logout': {},
    'POST /api/groups/:groupId/register-with-otp': person,
    'POST /api/groups': { name: 'Fuzz Circle', description: 'Monthly savings', whatsappLink: null },
    'POST /api/groups/:groupId/projects': { name: 'Fuzz Purse', targetAmount: 50000, deadline: '2027-01-31', ...PURSE_BANK },
    'POST /api/groups/:groupId/accountability-partners': { userId: c.member.id },
    'DELETE /api/groups/:groupId/accountability-partners/:userId': {},
    'POST /api/groups/:groupId/join': { userId: c.other.id },
    'PUT /api/proofs/:sha256': {},
    'POST /api/contributions': { amount: '100.50', groupId: c.group.id, projectId: c.project.id, transactionRef: 'TRF-F', notes: 'n', description: 'd', proofSha256: null },
    'PATCH /api/contributions/:id/confirm': {},
    'PATCH /api/contributions/:id/reject': { reason: 'wrong amount' },
    'POST /api/push/subscriptions': subscription,
    'DELETE /api/push/subscriptions': { endpoint: subscription.endpoint },
    'PATCH /api/notifications/:id/read': {},
    'POST /api/groups/:groupId/updates': { title: 'Meeting', message: 'Now on Saturday', priority: 'high' },
    'POST /api/projects/:projectId/reminders': { message: 'Please pay', userIds: [c.member.id] },
    'POST /api/sync/push': { protocol: SYNC_PROTOCOL_VERSION, mutations: [] },
    'POST /api/groups/:groupId/cash-payments': { userId: c.member.id, projectId: c.project.id, amount: '100', paidOn: '2025-01-02', notes: 'cash at the meeting' },
    'PATCH /api/contributions/:id/reverse': { reason: 'the transfer bounced' },
    'PATCH /api/groups/:groupId': { name: 'Fuzz Circle', description: 'd', showMemberAmounts: false },
    'PATCH /api/projects/:projectId': { description: 'd', targetAmount: '60000', deadline: '2027-01-31', ...PURSE_BANK },
    'PATCH /api/projects/:projectId/status': { status: 'paused' },
    'POST /api/projects/:projectId/payouts': { amount: '50', recipient: 'Mama Chika', purpose: 'Rice', paidOn: '2025-01-02', proofSha256: null },
    'PATCH /api/payouts/:id/approve': {},
    'PATCH /api/payouts/:id/reject': { reason: 'no receipt' },
  };

  /** A valid payload of each sync mutation type (an `id` is replaced by a fresh one per case). */
  const payloads: Record<string, Record<string, unknown>> = {
    'group.create': { name: 'Sync Circle', description: null },
    'project.create': { groupId: c.group.id, name: 'Sync Purse', targetAmount: '50000', ...PURSE_BANK },
    'partner.add': { groupId: c.group.id, userId: c.member.id },
    'partner.remove': { groupId: c.group.id, userId: c.partner.id },
    'contribution.create': {
      id: 'a fresh uuid per case',
      groupId: c.group.id, projectId: c.project.id, amount: '100', paymentType: 'bank_transfer', reference: null, notes: null, description: null, proofSha256: proofSha,
    },
    'contribution.confirm': { contributionId: contributionIds[0] },
    'contribution.reject': { contributionId: contributionIds[1], reason: null },
    'notification.read': { notificationId: notification.id },
    'announcement.create': { groupId: c.group.id, title: 'Sync news', message: 'Hello', priority: 'low' },
    'contribution.cash': { id: 'a fresh uuid per case', groupId: c.group.id, userId: c.member.id, projectId: c.project.id, amount: '100', paidOn: '2025-01-02', notes: null },
    'contribution.reverse': { contributionId: confirmedIds[0], reason: 'the transfer bounced' },
    'group.update': { groupId: c.group.id, changes: { name: 'Sync Circle', showMemberAmounts: false } },
    'project.update': { projectId: c.project.id, changes: { accountNumber: '5550001111', targetAmount: '60000' } },
    'project.status': { projectId: c.project.id, status: 'paused' },
    'payout.create': { id: 'a fresh uuid per case', projectId: c.project.id, amount: '50', recipient: 'Mama Chika', purpose: 'Rice', paidOn: '2025-01-02', proofSha256: null },
    'payout.approve': { payoutId },
    'payout.reject': { payoutId, reason: 'no receipt' },
    'dues.excuse': { projectId: duesId, userId: c.member.id, period: 0, reason: 'Bereavement' },
    'dues.owesFromStart': { projectId: duesId, userId: c.member.id, owesFromStart: true },
    'dues.stop': { projectId: duesId, userId: c.member.id, period: 1 },
    // November: the first period due since the fine was set (the test clock's 21 Nov 2026).
    'dues.waive': { projectId: duesId, userId: c.member.id, period: 10, reason: 'Bank app was down' },
    'payout.acknowledge': { payoutId: roundPayout.json.id as string },
    'rotation.draw': { projectId: ajoId },
    'rotation.order': { projectId: ajoId, order: ajoMembers.map((m) => m.userId) },
    'rotation.openPicks': { projectId: ajoId },
    'rotation.pick': { projectId: pickingId, place: 0 },
    'rotation.closePicks': { projectId: pickingId },
    'rotation.askSwap': { projectId: swapsId, withUserId: c.other.id },
    'rotation.answerSwap': { projectId: swapsId, fromUserId: c.member.id, agree: true },
    'rotation.decideSwap': { projectId: swapsId, fromUserId: c.member.id, approve: true },
  };
  return { actors, realIds, bodies, payloads, proof, proofSha };
}

export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;

/**
 * Rows per data table and the files in the proof folder: what a refused request must leave as it
 * was. On either engine.
 * @example const before = await footprint(t); …; expect(await footprint(t)).toEqual(before)
 */
export async function footprint(t: Pick<TestApp, 'db' | 'proofsDir'>): Promise<string[]> {
  // One statement for every table: on PostgreSQL each statement is a round trip, and the fuzz
  // suites take this twice a case, thousands of cases.
  const names = dataTables();
  const counted = sql.join(names.map((name) => sql`(SELECT count(*) FROM ${sql.identifier(name)}) AS ${sql.identifier(name)}`), sql`, `);
  const [row] = await t.db.transaction((tx) => rawRows<Record<string, number | string>>(tx, sql`SELECT ${counted}`), { readOnly: true });
  const counts = names.map((name) => `${name}=${row?.[name]}`);
  let files: string[] = [];
  try {
    // Files only: an emptied shard folder ('c6/') may stay; there are at most 256 of them.
    files = readdirSync(t.proofsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    files = []; // no proof written yet
  }
  return [...counts, ...files];
}

type Total = { id: string; total: number; sum: number };

/**
 * Every purse's and member's total equals the sum of its confirmed contributions, a purse's paid
 * out total that of its approved payouts and never more than it collected; on SQLite, PRAGMA
 * integrity_check finds no damage too. On either engine (sums come back as numbers on both).
 * @example expect(await ledgerProblems(t)).toEqual([])
 */
export async function ledgerProblems(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const { integrity, purses, paidOut, members } = await t.db.transaction(
    async (tx) => ({
      integrity: t.db.engine === 'sqlite' ? (await rawRows<{ integrity_check: string }>(tx, sql`PRAGMA integrity_check`)).map((row) => row.integrity_check) : [],
      purses: await rawRows<Total>(
        tx,
        sql`SELECT p.id, p.collected_amount_kobo AS total, (SELECT coalesce(sum(c.amount_kobo), 0) FROM contributions c WHERE c.project_id = p.id AND c.status = 'confirmed') AS sum
            FROM projects p`,
      ),
      paidOut: await rawRows<Total & { collected: number }>(
        tx,
        sql`SELECT p.id, p.collected_amount_kobo AS collected, p.paid_out_amount_kobo AS total,
              (SELECT coalesce(sum(o.amount_kobo), 0) FROM payouts o WHERE o.project_id = p.id AND o.status = 'approved') AS sum
            FROM projects p`,
      ),
      members: await rawRows<Total>(
        tx,
        sql`SELECT m.id, m.contributed_amount_kobo AS total, (SELECT coalesce(sum(c.amount_kobo), 0) FROM contributions c
              WHERE c.group_id = m.group_id AND c.user_id = m.user_id AND c.status = 'confirmed') AS sum
            FROM group_members m`,
      ),
    }),
    { readOnly: true },
  );
  return [
    ...integrity.filter((line) => line !== 'ok').map((line) => `integrity: ${line}`),
    ...purses.filter((p) => p.total !== p.sum).map((p) => `purse ${p.id}: total ${p.total} != confirmed ${p.sum}`),
    ...paidOut.filter((p) => p.total !== p.sum).map((p) => `purse ${p.id}: paid out ${p.total} != approved payouts ${p.sum}`),
    ...paidOut.filter((p) => p.total > p.collected).map((p) => `purse ${p.id}: paid out ${p.total} > collected ${p.collected}`),
    ...members.filter((m) => m.total !== m.sum).map((m) => `member ${m.id}: total ${m.total} != confirmed ${m.sum}`),
  ];
}
