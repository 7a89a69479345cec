/**
 * An admin's decisions made on the phone move every figure at once, and the server's figures take
 * over at sync without a moment where a confirmation counts twice (or not at all). Real server app
 * and SQLite; the phone's database is fake-indexeddb. The phone pulls one row per page here, and
 * the figures are checked before every request the sync engine makes: after each step it takes.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, projects } from '../sync-server/db/schema';
import { circle, submitDialog, type Circle } from '../sync-server/contributions/test-fixtures';
import type { Person } from '../sync-server/groups/test-fixtures';
import { testApp, type TestApp } from '../sync-server/testing/test-app';
import { phoneNetwork } from './phone-network';
import { openDeviceDb, type DeviceDb } from '../web/data/db';
import { decideContribution } from '../web/data/contribution-writes';
import { createSyncEngine, type SyncEngine } from '../web/sync/engine';
import { loadAdminDashboard } from '../web/features/dashboard/admin-dashboard-data';
import { computeAdminStats } from '../web/features/dashboard/admin-stats';
import { loadPursePayers, loadReminderPurses } from '../web/features/reminders/reminder-data';

let t: TestApp;
let c: Circle;
const dbs: DeviceDb[] = [];
const engines: SyncEngine[] = [];
const net = phoneNetwork(() => t);

beforeEach(async () => {
  t = testApp();
  net.state = 'up';
  c = await circle(t);
});
afterEach(async () => {
  for (const engine of engines.splice(0)) engine.stop();
  for (const db of dbs.splice(0)) await db.delete();
  t.close();
});

const pay = async (who: Person, naira: number) => {
  const res = await submitDialog(who, { amount: naira, projectId: c.project.id });
  expect(res.status).toBe(201);
  return res.json.id as string;
};

/** What the admin's screens show: the stat cards, the purse, each member's total, Send Reminders. */
async function figures(db: DeviceDb) {
  const data = await loadAdminDashboard(db, { id: c.admin.id, role: 'admin' });
  const stats = computeAdminStats(data.groups, data.views);
  const [group] = data.groups;
  const payers = await loadPursePayers(db, { id: c.project.id, groupId: c.group.id });
  const [reminder] = await loadReminderPurses(db, c.admin.id);
  return {
    totalCollections: stats.totalCollectionsKobo,
    completionRate: stats.completionRate,
    pendingPayments: stats.pendingPayments,
    purseCollected: group?.projects[0]?.collectedAmountKobo,
    reminderCollected: reminder?.project.collectedAmountKobo,
    chidiContributed: group?.members.find((m) => m.userId === c.member.id)?.contributedAmountKobo,
    dayoContributed: group?.members.find((m) => m.userId === c.other.id)?.contributedAmountKobo,
    paid: payers.paid.map((m) => m.username),
    unsynced: stats.unsynced.collections || stats.unsynced.pending,
  };
}

/**
 * The admin's phone. It pulls one row per page, and before every request it records the figures,
 * so `seen` holds what the screens showed after each step of a sync.
 */
function adminPhone() {
  const db = openDeviceDb(c.admin.id, `test-${crypto.randomUUID()}`);
  const seen: Awaited<ReturnType<typeof figures>>[] = [];
  const inner = net.fetchFor(c.admin.cookie);
  const fetchOnePerPage: typeof fetch = async (input, init) => {
    seen.push(await figures(db));
    const url = String(input);
    return inner(url.startsWith('/api/sync?') ? `${url}&limit=1` : url, init);
  };
  const engine = createSyncEngine({ db, userId: c.admin.id, fetch: fetchOnePerPage, backoff: [60_000] });
  dbs.push(db);
  engines.push(engine);
  return { db, engine, seen };
}

const collectedOnServer = async () => (await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1)))[0]?.collectedAmountKobo;

describe('decisions made on the admin’s phone', () => {
  it('move every figure at once offline, and the pulled figures take over without counting twice', async () => {
    await c.admin.call('PATCH', `/api/contributions/${await pay(c.member, 5_000)}/confirm`);
    const toConfirm = await pay(c.member, 14_000);
    const toReject = await pay(c.other, 3_000);
    const phone = adminPhone();
    await phone.engine.syncNow();
    const before = await figures(phone.db);
    expect(before).toMatchObject({ totalCollections: 500_000, completionRate: 10, pendingPayments: 2, chidiContributed: 500_000, paid: ['chidi'], unsynced: false });

    net.state = 'down';
    await decideContribution(phone.db, (await phone.db.contributions.get(toConfirm))!, { action: 'confirm' });
    await decideContribution(phone.db, (await phone.db.contributions.get(toReject))!, { action: 'reject', reason: 'Wrong account' });
    const decided = {
      totalCollections: 1_900_000,
      completionRate: 38,
      pendingPayments: 0,
      purseCollected: 1_900_000,
      reminderCollected: 1_900_000,
      chidiContributed: 1_900_000,
      dayoContributed: 0,
      paid: ['chidi'],
    };
    expect(await figures(phone.db)).toEqual({ ...decided, unsynced: true });
    // Marked as not synced yet where they show.
    const [group] = (await loadAdminDashboard(phone.db, { id: c.admin.id, role: 'admin' })).groups;
    expect(group?.projects[0]?._pending).toBe(1);
    expect(group?.members.find((m) => m.userId === c.member.id)?._pending).toBe(1);
    expect(group?.members.find((m) => m.userId === c.other.id)?._pending).toBeUndefined();

    net.state = 'up';
    phone.seen.length = 0;
    expect(await phone.engine.syncNow()).toMatchObject({ ok: true });
    // Before the push, after it, and after every one-row page: always the same figures.
    expect(phone.seen.length).toBeGreaterThan(4);
    for (const step of phone.seen) expect(step).toMatchObject(decided);
    expect(await figures(phone.db)).toEqual({ ...decided, unsynced: false });
    expect(await collectedOnServer()).toBe(1_900_000);
    expect((await phone.db.projects.get(c.project.id))?.collectedAmountKobo).toBe(1_900_000);
    expect(await phone.db.contributions.filter((row) => row._decided === 1).count()).toBe(0);
  });

  it('never counts a confirmation twice when the server applied it but its answer was lost', async () => {
    const id = await pay(c.member, 14_000);
    const phone = adminPhone();
    await phone.engine.syncNow();
    net.state = 'down';
    await decideContribution(phone.db, (await phone.db.contributions.get(id))!, { action: 'confirm' });

    net.state = 'lose-push-answer';
    expect(await phone.engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    expect(await collectedOnServer()).toBe(1_400_000);
    phone.seen.length = 0;
    expect(await phone.engine.syncNow()).toMatchObject({ ok: true });
    for (const step of [...phone.seen, await figures(phone.db)]) expect(step).toMatchObject({ totalCollections: 1_400_000, chidiContributed: 1_400_000 });
    expect(await collectedOnServer()).toBe(1_400_000);
  });

  it('drops a confirmation the server refused because the payment was already rejected', async () => {
    const id = await pay(c.member, 14_000);
    const phone = adminPhone();
    await phone.engine.syncNow();
    net.state = 'down';
    await decideContribution(phone.db, (await phone.db.contributions.get(id))!, { action: 'confirm' });
    expect(await figures(phone.db)).toMatchObject({ totalCollections: 1_400_000, unsynced: true });
    // The same admin rejects it on another phone first.
    expect((await c.admin.call('PATCH', `/api/contributions/${id}/reject`, { reason: 'Blurry' })).status).toBe(200);

    net.state = 'up';
    await phone.engine.syncNow();
    expect((await phone.db.outbox.toArray()).map((e) => e.status)).toEqual(['conflict']);
    expect(await figures(phone.db)).toMatchObject({ totalCollections: 0, completionRate: 0, chidiContributed: 0, pendingPayments: 0, paid: [], unsynced: false });
  });

  it('clears the bell’s unread notification of a decided payment, on the phone at once and on the server at sync', async () => {
    const confirmed = await pay(c.member, 14_000);
    const rejected = await pay(c.other, 3_000);
    const waiting = await pay(c.partner, 1_000);
    const phone = adminPhone();
    await phone.engine.syncNow();
    const unread = async () => (await phone.db.notifications.filter((n) => !n.read).toArray()).map((n) => n.contributionId).sort();
    expect(await unread()).toEqual([confirmed, rejected, waiting].sort());

    net.state = 'down';
    await decideContribution(phone.db, (await phone.db.contributions.get(confirmed))!, { action: 'confirm' });
    await decideContribution(phone.db, (await phone.db.contributions.get(rejected))!, { action: 'reject', reason: null });
    expect(await unread()).toEqual([waiting]);

    net.state = 'up';
    await phone.engine.syncNow();
    expect(await unread()).toEqual([waiting]);
    const onServer = await t.db.transaction((tx) =>
      tx
        .select({ contributionId: notifications.contributionId, read: notifications.read })
        .from(notifications)
        .where(and(eq(notifications.userId, c.admin.id), eq(notifications.type, 'payment_submitted'))),
    );
    expect(onServer.filter((n) => !n.read).map((n) => n.contributionId)).toEqual([waiting]);
  });
});
