import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/postgres';
import { openDatabase } from './open';
import { openPostgres, type PostgresDatabase } from './postgres';
import { runAlone } from './run-alone';

let fresh: FreshDatabase;
let first: PostgresDatabase;
let second: PostgresDatabase;
beforeAll(async () => {
  fresh = await freshPostgresDatabase();
  // Two server processes' pools on one database.
  first = await openPostgres(fresh.url, { max: 2 });
  second = await openPostgres(fresh.url, { max: 2 });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await fresh.drop();
});

describe('a job only one server process may run at a time', () => {
  it('runs in one process while the other, asking at the same moment, skips it; afterwards either may run it again', async () => {
    let running = 0;
    let most = 0;
    const job = () => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
      return 'ran';
    };
    const answers = await Promise.all([runAlone(first, 42, job()), runAlone(second, 42, job())]);
    expect(answers.sort()).toEqual([null, 'ran']);
    expect(most).toBe(1);
    expect(await runAlone(second, 42, job())).toBe('ran');
  });

  it('lets a job that failed be run again (its lock is released)', async () => {
    await expect(runAlone(first, 43, async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await runAlone(second, 43, async () => 'ran')).toBe('ran');
  });

  it('always runs on SQLite, whose file one process owns', async () => {
    const db = openDatabase(':memory:');
    expect(await Promise.all([runAlone(db, 42, async () => 1), runAlone(db, 42, async () => 2)])).toEqual([1, 2]);
    await db.close();
  });
});
