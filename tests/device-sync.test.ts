/**
 * The device's sync engine against the real server app (in-process, real SQLite file), with
 * IndexedDB from fake-indexeddb. Only the network between them is simulated: up, down, or an
 * answer lost on the way back.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../shared/errors';
import { accountabilityPartners, groups, users } from '../sync-server/db/schema';
import { joinGroup } from '../sync-server/groups/membership-service';
import { signUp, testApp, type TestApp } from '../sync-server/testing/test-app';
import { phoneNetwork } from './phone-network';
import { openDeviceDb, type DeviceDb } from '../web/data/db';
import { addPartner, createGroup, removePartner } from '../web/data/writes';
import { discardEntry, retryEntry } from '../web/sync/apply-push';
import { createSyncEngine } from '../web/sync/engine';
import { syncFromWorker } from '../web/sync/worker-sync';

let t: TestApp;
let db: DeviceDb;
const net = phoneNetwork(() => t);

beforeEach(() => {
  t = testApp();
  net.state = 'up';
  net.requests.length = 0;
});
afterEach(async () => {
  await db?.delete();
  t.close();
});


async function adminPhone() {
  const admin = await signUp(t, { username: 'ada', role: 'admin' });
  db = openDeviceDb(admin.id, `test-${crypto.randomUUID()}`);
  const engine = createSyncEngine({ db, userId: admin.id, fetch: net.fetchFor(t.cookie), backoff: [60_000] });
  return { admin: { ...admin, role: 'admin' as const }, engine };
}

describe('device sync engine', () => {
  it('keeps a group made offline and sends it once when the network returns', async () => {
    const { admin, engine } = await adminPhone();
    net.state = 'down';
    const group = await createGroup(db, admin, { name: 'Made offline', description: null });
    expect(await engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    expect(engine.getStatus().phase).toBe('offline');
    expect(await db.outbox.count()).toBe(1);
    expect((await db.groups.get(group.id))?._pending).toBe(1);

    net.state = 'up';
    expect(await engine.syncNow()).toMatchObject({ ok: true, pushed: 1 });
    expect(await db.outbox.count()).toBe(0);
    const synced = await db.groups.get(group.id);
    expect(synced?._pending).toBeUndefined();
    expect(synced?.customSlug).toBe('made-offline');
    expect(synced?.revision).toBeGreaterThan(0);
    expect(engine.getStatus()).toMatchObject({ phase: 'idle', lastError: null });
    expect(engine.getStatus().lastSyncedAt).not.toBeNull();
    expect((await t.db.transaction((tx) => tx.select().from(groups)))).toHaveLength(1);
    engine.stop();
  });

  it('does not duplicate when the answer to a push is lost and the push is replayed', async () => {
    const { admin, engine } = await adminPhone();
    await createGroup(db, admin, { name: 'Once only', description: null });
    net.state = 'lose-push-answer';
    expect(await engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    expect(await db.outbox.count()).toBe(1); // the phone does not know it arrived
    expect(await engine.syncNow()).toMatchObject({ ok: true });
    expect(net.requests.filter((r) => r.startsWith('POST'))).toHaveLength(2);
    expect((await t.db.transaction((tx) => tx.select().from(groups).where(eq(groups.name, 'Once only'))))).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    engine.stop();
  });

  it('keeps a refused change visible with the server message until the user acts', async () => {
    const member = await signUp(t, { username: 'tunde', role: 'member' });
    db = openDeviceDb(member.id, `test-${crypto.randomUUID()}`);
    const engine = createSyncEngine({ db, userId: member.id, fetch: net.fetchFor(t.cookie), backoff: [60_000] });
    const group = await createGroup(db, { ...member, role: 'member' }, { name: 'Not allowed', description: null });
    expect(await engine.syncNow()).toMatchObject({ ok: true });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', message: MESSAGES.forbidden });
    expect(await db.groups.get(group.id)).toMatchObject({ _pending: 1 });

    await retryEntry(db, entry!.seq!);
    await engine.syncNow();
    expect((await db.outbox.toArray())[0]?.status).toBe('refused');
    await discardEntry(db, (await db.outbox.toArray())[0]!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.groups.get(group.id)).toBeUndefined();
    engine.stop();
  });

  it('learns of a removed partner and of members who joined, by pulling', async () => {
    const { admin, engine } = await adminPhone();
    const adminCookie = t.cookie;
    const group = await createGroup(db, admin, { name: 'Burial fund', description: null });
    await engine.syncNow();
    const member = await signUp(t, { username: 'kemi', role: 'member' });
    t.setCookie(adminCookie);
    const memberRow = (await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, member.id)).limit(1)))[0]!;
    await t.db.transaction((tx) => joinGroup(tx, memberRow, group.id, t.clock.now()));
    await engine.syncNow();
    expect((await db.groups.get(group.id))?.memberCount).toBe(1);
    const local = await db.members.where({ groupId: group.id }).toArray();
    expect(local.map((m) => m.username)).toEqual(['kemi']);

    const partner = await addPartner(db, local[0]!);
    await engine.syncNow();
    expect((await t.db.transaction((tx) => tx.select().from(accountabilityPartners)))).toHaveLength(1);
    await removePartner(db, (await db.partners.get(partner.id))!);
    await engine.syncNow();
    expect(await db.partners.count()).toBe(0);
    expect((await t.db.transaction((tx) => tx.select().from(accountabilityPartners).limit(1)))[0]?.deletedAt).not.toBeNull();
    engine.stop();
  });

  it('runs one sync at a time and one more after, however often it is asked', async () => {
    const { admin, engine } = await adminPhone();
    await createGroup(db, admin, { name: 'Busy', description: null });
    await Promise.all([engine.syncNow(), engine.syncNow(), engine.syncNow()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await engine.syncNow();
    expect(net.requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    expect((await t.db.transaction((tx) => tx.select().from(groups)))).toHaveLength(1);
    engine.stop();
  });

  it('stops and says so when the session has ended', async () => {
    const { admin, engine } = await adminPhone();
    await t.call('POST', '/api/auth/logout');
    const ended = createSyncEngine({ db, userId: admin.id, fetch: net.fetchFor(t.cookie), backoff: [60_000] });
    expect(await ended.syncNow()).toEqual({ ok: false, reason: 'signed-out' });
    expect(ended.getStatus().phase).toBe('signed-out');
    engine.stop();
    ended.stop();
  });

  it('syncs from the service worker with the app closed, for the signed-in user only', async () => {
    const { admin, engine } = await adminPhone();
    engine.stop();
    const own = openDeviceDb(admin.id); // the database name the app itself uses
    try {
      await createGroup(own, admin, { name: 'Queued while closed', description: null });
      const posted: unknown[] = [];
      const open = await syncFromWorker({ windowClients: async () => [{ postMessage: (m) => posted.push(m) }], fetch: net.fetchFor(t.cookie) });
      expect(open).toBe('delegated');
      expect(posted).toEqual([{ type: 'sync-requested' }]);
      expect((await t.db.transaction((tx) => tx.select().from(groups)))).toHaveLength(0);

      const closed = await syncFromWorker({ windowClients: async () => [], fetch: net.fetchFor(t.cookie) });
      expect(closed).toBe('synced');
      expect((await t.db.transaction((tx) => tx.select().from(groups))).map((g) => g.name)).toEqual(['Queued while closed']);
      expect(await own.outbox.count()).toBe(0);

      expect(await syncFromWorker({ windowClients: async () => [], fetch: net.fetchFor('gp_session=stale') })).toBe('signed-out');
    } finally {
      await own.delete();
    }
  });
});
