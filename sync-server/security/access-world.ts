import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { circle, pngBytes, sha256Of, submitDialog } from '../contributions/test-fixtures';
import * as schema from '../db/schema';
import { groupRow, join, makeGroup, makePurse, person, pushOne, type Person } from '../groups/test-fixtures';
import { testSubscription } from '../testing/push-service';
import type { TestApp } from '../testing/test-app';

/**
 * The world of the access matrix: a victim group ('Ajo Circle') seen by every kind of actor, and
 * the victim data that must reach no one without the right to it.
 */

export const ACTORS = ['anonymous', 'outsider', 'otherMember', 'member', 'partner', 'removedPartner', 'otherAdmin', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'anonymous'>;

export const SIGNED_IN = ACTORS.filter((a): a is SignedIn => a !== 'anonymous');
/** Everyone who belongs to the victim group (the removed partner is still a member). */
export const IN_GROUP: readonly Actor[] = ['admin', 'partner', 'member', 'removedPartner'];
/** The narration of the admin's imported bank credit: the admin's alone to see. */
const STATEMENT_PAYER = 'TRF FROM MATRIX STATEMENT PAYER';

/** Who reviews the victim group's contributions: its admin and current partners. */
export const REVIEWERS: readonly Actor[] = ['admin', 'partner'];

/** A piece of victim data and the actors who may ever be shown it. */
export interface Secret {
  name: string;
  value: string;
  entitled: readonly Actor[];
}

export const VICTIM_ACCOUNT = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
const OTHER_ACCOUNT = { bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Other Circle' };
export const VICTIM_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/victim-member-device';
const ANNOUNCEMENT = 'Victim dues secret announcement';
const PAYOUT_PURPOSE = 'Victim payout secret purpose';

export async function buildWorld(t: TestApp) {
  const c = await circle(t);
  const removed = c.other;
  const spare = await person(t, 'eze');
  await join(spare, c.group.id);
  // Dayo was a partner and is one no more (before any payment, so no notification names one).
  await expectStatus(c.admin.call('POST', `/api/groups/${c.group.id}/accountability-partners`, { userId: removed.id }), 201);
  await expectStatus(c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${removed.id}`), 200);

  // Monthly dues in the victim group: the admin's exceptions to it are admin-side writes (issue 25).
  const dues = await makePurse(c.admin, c.group.id, { name: 'Victim Dues', targetAmount: 60000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', lateFine: { kind: 'fixed', amount: '500', graceDays: 3 }, ...VICTIM_ACCOUNT });
  const rotation = await makePurse(c.admin, c.group.id, { name: 'Victim Ajo', targetAmount: 60000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: '2099-01-01', ...VICTIM_ACCOUNT });
  // Its members pick their places: only a member of the group may take one.
  const opened = await pushOne(c.admin, 'rotation.openPicks', { projectId: rotation.id });
  if (opened.status !== 'applied') throw new Error(`setup: open picks ${JSON.stringify(opened)}`);
  const otherAdmin = await person(t, 'oscar', 'admin');
  const otherGroup = await makeGroup(otherAdmin, 'Other Circle');
  await makePurse(otherAdmin, otherGroup.id, { name: 'Other Purse', ...OTHER_ACCOUNT });
  const otherMember = await person(t, 'mona');
  await join(otherMember, otherGroup.id);
  const outsider = await person(t, 'olu');

  // The member's payments: one with a proof (to confirm), one to reject later, one rejected now.
  // The proof is an image a decoder reads, so its thumbnail can be made.
  const proof = new Uint8Array(await sharp({ create: { width: 12, height: 20, channels: 3, background: '#f4f4f4' } }).png().toBuffer());
  const proofSha = sha256Of(proof);
  await expectStatus(c.member.send('PUT', `/api/proofs/${proofSha}`, proof), 201);
  const pay = async (body: Record<string, unknown>) => {
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id, ...body });
    if (res.status !== 201) throw new Error(`submit ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.id as string;
  };
  const toConfirm = await pay({ proofSha256: proofSha, transactionRef: 'TRF-1' });
  const toReject = await pay({ transactionRef: 'TRF-2' });
  const rejected = await pay({ transactionRef: 'TRF-3' });
  // A plain member's payment: for the group's reviewers, not for the other members.
  const spares = await submitDialog(spare, { amount: 300, projectId: c.project.id, transactionRef: 'TRF-9' });
  if (spares.status !== 201) throw new Error(`submit ${spares.status}`);
  await expectStatus(c.admin.call('PATCH', `/api/contributions/${rejected}/reject`, { reason: 'wrong amount' }), 200);
  // The spare's ₦300 confirmed is money in the purse; two payouts with the admin's receipt wait for a partner.
  await expectStatus(c.admin.call('PATCH', `/api/contributions/${spares.json.id}/confirm`), 200);
  const receipt = pngBytes(90, 8);
  const receiptSha = sha256Of(receipt);
  await expectStatus(c.admin.send('PUT', `/api/proofs/${receiptSha}`, receipt), 201);
  const payout = async (amount: number) => {
    const res = await c.admin.call('POST', `/api/projects/${c.project.id}/payouts`, { amount, recipient: 'Mama Chika', purpose: PAYOUT_PURPOSE, paidOn: '2026-11-20', proofSha256: receiptSha });
    if (res.status !== 201) throw new Error(`payout ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.id as string;
  };
  const payouts = { toApprove: await payout(50), toReject: await payout(60) };
  await expectStatus(c.admin.call('POST', `/api/groups/${c.group.id}/updates`, { title: ANNOUNCEMENT, message: 'Pay by Friday' }), 201);
  // The admin's bank alerts (issue 22 §6): credits to record as a member's transfer, to link to the
  // spare's confirmed ₦300, and to set aside.
  const alert = (naira: number, from: string) => `Acct: 0123****89\nAmt: NGN${naira}.00 CR\nDesc: ${from}\nDate: 24-11-2026 10:21`;
  const imported = await c.admin.call('POST', `/api/groups/${c.group.id}/statements`, { text: [alert(400, STATEMENT_PAYER), alert(300, 'TRF FROM SPARE'), alert(500, 'REFUND')].join('\n\n') });
  if (imported.status !== 201) throw new Error(`statement ${imported.status} ${JSON.stringify(imported.json)}`);
  const view = imported.json.reconciliation as { unmatchedCredits: { id: string; amountKobo: number }[]; alreadyConfirmed: { credit: { id: string; amountKobo: number } }[] };
  const creditOf = (kobo: number) => [...view.unmatchedCredits, ...view.alreadyConfirmed.map((known) => known.credit)].find((credit) => credit.amountKobo === kobo)!.id;
  const credits = { toRecord: creditOf(40_000), toLink: creditOf(30_000), toSetAside: creditOf(50_000) };
  await expectStatus(c.member.call('POST', '/api/push/subscriptions', testSubscription(VICTIM_ENDPOINT).json), 201);

  const notificationOf = async (userId: string) => {
    const [row] = await t.db.transaction((tx) => tx.select().from(schema.notifications).where(eq(schema.notifications.userId, userId)).limit(1), { readOnly: true });
    if (!row) throw new Error(`no notification for ${userId}`);
    return row.id;
  };
  const notices = { admin: await notificationOf(c.admin.id), member: await notificationOf(c.member.id) };
  const group = await groupRow(t, c.group.id);
  const people: Record<SignedIn, Person> = { outsider, otherMember, member: c.member, partner: c.partner, removedPartner: removed, otherAdmin, admin: c.admin };
  const secrets: Secret[] = [
    { name: 'registration link', value: group.registrationLink, entitled: IN_GROUP },
    { name: 'purse account number', value: VICTIM_ACCOUNT.accountNumber, entitled: IN_GROUP },
    { name: 'announcement', value: ANNOUNCEMENT, entitled: IN_GROUP },
    { name: "admin's phone", value: people.admin.phoneNumber, entitled: ['admin'] },
    // A member's number goes to them and to their group's admin alone (the one-to-one WhatsApp
    // reminder, issue 25 §7), never to a partner or another member.
    ...(['partner', 'member', 'removedPartner'] as const).map((a) => ({ name: `${a}'s phone`, value: people[a].phoneNumber, entitled: [a, 'admin'] as Actor[] })),
    ...[toConfirm, toReject, rejected].map((id) => ({ name: `member's contribution ${id}`, value: id, entitled: ['member', ...REVIEWERS] as Actor[] })),
    { name: "another member's contribution", value: spares.json.id as string, entitled: REVIEWERS },
    { name: "member's proof hash", value: proofSha, entitled: ['member', ...REVIEWERS] },
    { name: 'payout purpose', value: PAYOUT_PURPOSE, entitled: IN_GROUP },
    { name: "payout's receipt hash", value: receiptSha, entitled: IN_GROUP },
    { name: "admin's notification", value: notices.admin, entitled: ['admin'] },
    { name: "member's notification", value: notices.member, entitled: ['member'] },
    { name: "admin's bank statement", value: STATEMENT_PAYER, entitled: ['admin'] },
  ];
  return {
    t,
    people,
    spare,
    group,
    project: c.project as { id: string; name: string; customSlug: string },
    duesProject: dues,
    rotation,
    contributions: { toConfirm, toReject, rejected },
    payouts,
    credits,
    sparesContribution: spares.json.id as string,
    notifications: notices,
    /** The member's uploaded proof (attached to their contributions). */
    proofSha,
    secrets,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

async function expectStatus(res: Promise<{ status: number; json: unknown }>, status: number) {
  const r = await res;
  if (r.status !== status) throw new Error(`setup: expected ${status}, got ${r.status} ${JSON.stringify(r.json)}`);
}

/** Tables a refused request may still write: sessions, attempt counters, codes, remembered answers. */
const BOOKKEEPING = new Set(['sessions', 'rate_events', 'otp_verifications', 'idempotency_keys', 'server_settings']);

/** Every table of the schema, by name (the same tables on both engines: db/pg/schema-lockstep.test.ts). */
const TABLES: SQLiteTable[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

/**
 * The tables that hold the app's data: what a refused request must leave as it was.
 * @example dataTables() // ['accountability_partners', 'contributions', …]
 */
export function dataTables(): string[] {
  return dataTableObjects().map((table) => getTableName(table));
}

function dataTableObjects(): SQLiteTable[] {
  return TABLES.filter((table) => !BOOKKEEPING.has(getTableName(table)));
}

/** A table's primary key columns, in key order (all its columns if it has no key), to list rows in one order on both engines. */
function keyColumns(table: SQLiteTable): SQLiteColumn[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns;
  if (composite) return composite;
  const single = config.columns.filter((column) => column.primary);
  return single.length > 0 ? single : config.columns;
}

/**
 * A hash of every row of every table that holds the app's data, rows in primary key order: equal
 * before and after a request that changed nothing. On either engine.
 * @example const before = await dataChecksum(t); …; expect(await dataChecksum(t)).toBe(before)
 */
export async function dataChecksum(t: Pick<TestApp, 'db'>): Promise<string> {
  const hash = createHash('sha256');
  await t.db.transaction(
    async (tx) => {
      for (const table of dataTableObjects()) {
        const rows = await tx.select().from(table).orderBy(...keyColumns(table));
        hash.update(getTableName(table)).update(JSON.stringify(rows));
      }
    },
    { readOnly: true },
  );
  return hash.digest('hex');
}
