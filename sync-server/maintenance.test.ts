import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../shared/sync-protocol';
import { idempotencyKeys, otpVerifications, rateEvents, sessions } from './db/schema';
import { pruneExpired } from './maintenance';
import { signUp, testApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

const DAY = 24 * 60 * 60_000;
const pushGroup = () =>
  t.call('POST', '/api/sync/push', {
    protocol: SYNC_PROTOCOL_VERSION,
    mutations: [{ id: crypto.randomUUID(), type: 'group.create', payload: { id: crypto.randomUUID(), name: 'Ajo' } }],
  });
const rowsIn = async (table: SQLiteTable) => (await t.db.transaction((tx) => tx.select().from(table), { readOnly: true })).length;

describe('pruneExpired', () => {
  it('keeps what rules still need and drops what they no longer look at', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    await pushGroup();
    await pruneExpired(t.db, t.proofStore, t.clock.now());
    expect(await rowsIn(sessions)).toBe(1);
    expect(await rowsIn(idempotencyKeys)).toBe(1);
    expect(await rowsIn(otpVerifications)).toBe(1);
    expect(await rowsIn(rateEvents)).toBeGreaterThan(0);

    // Seven days on, a replay must still be recognised: the key stays.
    await pruneExpired(t.db, t.proofStore, new Date(t.clock.now().getTime() + 7 * DAY));
    expect(await rowsIn(idempotencyKeys)).toBe(1);
    expect(await rowsIn(rateEvents)).toBe(0);
    expect(await rowsIn(otpVerifications)).toBe(0);
    expect(await rowsIn(sessions)).toBe(1);

    await pruneExpired(t.db, t.proofStore, new Date(t.clock.now().getTime() + 31 * DAY));
    expect(await rowsIn(idempotencyKeys)).toBe(0);
    expect(await rowsIn(sessions)).toBe(0);
  });
});
