import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { openDeviceDb, type DeviceDb } from './db';

/**
 * For tests: returns a maker of fresh, uniquely named device databases (fake-indexeddb), each
 * deleted after its test. Call once at the top of a test file.
 * @example const freshDb = freshDeviceDbs(); it('…', async () => { const db = freshDb(); … });
 */
export function freshDeviceDbs(userId = 'u-admin'): () => DeviceDb {
  const dbs: DeviceDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.delete();
  });
  return () => {
    const db = openDeviceDb(userId, `test-${crypto.randomUUID()}`);
    dbs.push(db);
    return db;
  };
}
