import { afterEach, beforeEach } from 'vitest';
import { testApp, type TestApp } from '../sync-server/testing/test-app';
import { openDeviceDb, type DeviceDb } from '../web/data/db';
import type { PreparedProof } from '../web/data/contribution-writes';
import { createSyncEngine, type SyncEngine } from '../web/sync/engine';
import type { NetworkConnection } from '../web/sync/prefetch-budget';
import { phoneNetwork } from './phone-network';

/**
 * For each test of the file: a fresh real server app, and phones (a device database and a sync
 * engine each, with their user's cookie) on a simulated network; all closed after the test.
 * @example const world = eachTestPhones(); const { db, engine } = world.phone(user, cookie);
 */
export function eachTestPhones() {
  let app: TestApp | undefined;
  const dbs: DeviceDb[] = [];
  const engines: SyncEngine[] = [];
  const net = phoneNetwork(() => app!);
  beforeEach(() => {
    app = testApp();
    net.state = 'up';
    net.requests.length = 0;
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) engine.stop();
    for (const db of dbs.splice(0)) await db.delete();
    app?.close();
  });
  return {
    net,
    get t(): TestApp {
      return app!;
    },
    /**
     * A phone for a user: its own device database and sync engine, with that user's cookie. Its
     * connection is one Node does not name (no navigator.connection: counted as metered, so no
     * receipt is prefetched) unless `connection` says otherwise (`WIFI`).
     */
    phone(user: { id: string }, cookie: string, connection?: NetworkConnection) {
      const db = openDeviceDb(user.id, `test-${crypto.randomUUID()}`);
      const engine = createSyncEngine({ db, userId: user.id, fetch: net.fetchFor(cookie), backoff: [60_000], connection: () => connection });
      dbs.push(db);
      engines.push(engine);
      return { db, engine };
    },
  };
}

/** An unmetered connection, where a review phone prefetches pending receipts (sync/prefetch-budget.ts). */
export const WIFI: NetworkConnection = { type: 'wifi' };

/** A small real JPEG-looking proof: the JPEG magic bytes, a 16×16 frame header (SOF0) and some body. */
export function jpegProof(seed: number, size = 30_000): PreparedProof {
  const bytes = new Uint8Array(size);
  const head = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 8, 0, 16, 0, 16, 1, 1, 0x11, 0];
  bytes.set(head);
  for (let i = head.length; i < size; i += 1) bytes[i] = (i * 31 + seed) % 251;
  return { bytes: bytes.buffer, mimeType: 'image/jpeg', originalSize: size * 10 };
}
