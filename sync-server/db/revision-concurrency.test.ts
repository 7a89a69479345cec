import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Tx } from './database';
import { openPostgres, type PostgresDatabase } from './postgres';
import { rawRows } from './raw';
import { nextRevision, nextRevisions, revisionWatermark } from './revision';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/postgres';

// The revision guarantee on PostgreSQL under real concurrency (db/revision.ts): writers that take
// numbers in one order and commit in another, some aborting, while a device pulls throughout.
const WRITERS = 8;
const RUN_MS = 3000;
const ABORT_RATE = 0.1;

let fresh: FreshDatabase;
let db: PostgresDatabase;

beforeAll(async () => {
  fresh = await freshPostgresDatabase();
  db = await openPostgres(fresh.url, { max: WRITERS + 4 });
  // A synced table reduced to what the pull reads: an id and the revision of its last write.
  await db.pool.query('CREATE TABLE revision_probe (id text PRIMARY KEY, revision bigint NOT NULL)');
}, 60_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

class Aborted extends Error {}
const randomInt = (below: number) => Math.floor(Math.random() * below);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 1–3 numbers, taken one by one or as a run, as services do. */
async function takeSome(tx: Tx): Promise<number[]> {
  const count = 1 + randomInt(3);
  if (Math.random() < 0.5) {
    const first = await nextRevisions(tx, count);
    return Array.from({ length: count }, (_, i) => first + i);
  }
  const taken: number[] = [];
  for (let i = 0; i < count; i++) taken.push(await nextRevision(tx));
  return taken;
}

interface Run {
  committed: string[];
  aborted: string[];
  seen: string[];
  pulls: number;
  /** Commits whose smallest revision was below one already committed: the order a naive cursor trips on. */
  outOfOrder: number;
}

/** Writers and one puller for RUN_MS, then one last pull; the puller advances its cursor to the watermark. */
async function run(): Promise<Run> {
  const result: Run = { committed: [], aborted: [], seen: [], pulls: 0, outOfOrder: 0 };
  let highestCommitted = 0;
  let writing = true;

  async function writer(w: number, until: number): Promise<void> {
    for (let n = 0; Date.now() < until; n++) {
      const ids: string[] = [];
      let smallest = 0;
      let largest = 0;
      try {
        await db.transaction(async (tx) => {
          const revisions = await takeSome(tx);
          smallest = revisions[0]!;
          largest = revisions.at(-1)!;
          for (const [j, revision] of revisions.entries()) {
            const id = `w${w}-${n}-${j}`;
            ids.push(id);
            await rawRows(tx, sql`INSERT INTO revision_probe (id, revision) VALUES (${id}, ${revision})`);
          }
          // Others take later numbers and commit meanwhile.
          await sleep(randomInt(21));
          if (Math.random() < ABORT_RATE) throw new Aborted();
        });
      } catch (error) {
        if (!(error instanceof Aborted)) throw error;
        result.aborted.push(...ids);
        continue;
      }
      if (smallest < highestCommitted) result.outOfOrder++;
      highestCommitted = Math.max(highestCommitted, largest);
      result.committed.push(...ids);
    }
  }

  let cursor = 0;
  async function pull(): Promise<void> {
    const watermark = await revisionWatermark(db);
    const rows = await db.transaction(
      (tx) => rawRows<{ id: string }>(tx, sql`SELECT id FROM revision_probe WHERE revision > ${cursor} AND revision <= ${watermark}`),
      { readOnly: true },
    );
    result.seen.push(...rows.map((r) => r.id));
    result.pulls++;
    cursor = watermark;
  }

  const until = Date.now() + RUN_MS;
  const writers = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w, until))).finally(() => (writing = false));
  while (writing) await pull();
  await writers;
  await pull();
  return result;
}

describe('revision numbers under concurrent writers on PostgreSQL', () => {
  it('let a puller running throughout see every committed row exactly once, and no aborted row', async () => {
    const { committed, aborted, seen, pulls, outOfOrder } = await run();
    // Not vacuous: many rows, many pulls, aborts, and commits out of revision order.
    expect(committed.length).toBeGreaterThan(500);
    expect(aborted.length).toBeGreaterThan(0);
    expect(pulls).toBeGreaterThan(20);
    expect(outOfOrder).toBeGreaterThan(20);

    expect(seen.length - new Set(seen).size).toBe(0); // seen twice
    const seenSet = new Set(seen);
    // A committed row never seen is one the cursor passed before it committed.
    expect(committed.filter((id) => !seenSet.has(id))).toEqual([]);
    expect(aborted.filter((id) => seenSet.has(id))).toEqual([]);
    expect(seen.length).toBe(committed.length);
  }, 30_000);
});
