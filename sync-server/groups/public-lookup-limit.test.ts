import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/rate-limit';
import { openDatabase, type SqliteDatabase } from '../db/open';
import { ok, refuse } from '../outcome/outcome';
import { createLookupLimiter, lookupCountsFor, type LookupCountStore, type LookupLimiter } from './public-lookup-limit';

let db: SqliteDatabase;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const T0 = new Date('2026-12-01T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const hit = async () => ok('found');
const miss = async () => refuse('group-not-found');

/** One look-up through `limiter` in its own transaction, as the public routes make it. */
const lookUp = (limiter: LookupLimiter, ip: string, now: Date, found: typeof hit | typeof miss) =>
  db.transaction((tx) => limiter.lookUp(tx, { ip, now }, found), { readOnly: !limiter.writes });

describe.each<LookupCountStore>(['memory', 'database'])('the public look-up caps, counted in %s', (store) => {
  it('refuses every look-up from an address after 60 misses, with the wait, until the hour has passed', async () => {
    const limiter = createLookupLimiter(store);
    for (let i = 0; i < LIMITS.publicLookupMissPerIp.max; i++) expect((await lookUp(limiter, '102.89.8.8', T0, miss)).ok).toBe(false);
    expect(await lookUp(limiter, '102.89.8.8', T0, hit)).toMatchObject({ ok: false, code: 'lookup-rate-limited', retryAfterSeconds: 3600 });
    expect(await lookUp(limiter, '102.89.8.9', T0, hit)).toEqual({ ok: true, value: 'found' });
    expect(await lookUp(limiter, '102.89.8.8', at(30), hit)).toMatchObject({ code: 'lookup-rate-limited', retryAfterSeconds: 1800 });
    expect(await lookUp(limiter, '102.89.8.8', at(60), hit)).toEqual({ ok: true, value: 'found' });
  });

  it('counts hits against the generous cap', async () => {
    const limiter = createLookupLimiter(store);
    for (let i = 0; i < LIMITS.publicLookupPerIp.max; i++) expect((await lookUp(limiter, '102.89.9.9', T0, hit)).ok).toBe(true);
    expect(await lookUp(limiter, '102.89.9.9', T0, hit)).toMatchObject({ code: 'lookup-rate-limited', retryAfterSeconds: 3600 });
  });
});

describe('the database count (PostgreSQL, several server processes)', () => {
  it('is shared: limiters of two processes on one database together allow the cap once', async () => {
    const [first, second] = [createLookupLimiter('database'), createLookupLimiter('database')];
    for (let i = 0; i < LIMITS.publicLookupMissPerIp.max; i++) await lookUp(i % 2 === 0 ? first : second, '102.89.8.8', T0, miss);
    for (const limiter of [first, second]) expect(await lookUp(limiter, '102.89.8.8', T0, hit)).toMatchObject({ code: 'lookup-rate-limited' });
  });

  it('is where PostgreSQL keeps the counts; SQLite, one process, keeps them in memory', () => {
    expect([lookupCountsFor('postgres'), lookupCountsFor('sqlite')]).toEqual(['database', 'memory']);
  });
});
