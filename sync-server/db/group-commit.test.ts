/**
 * SQLite's group commit (db/open.ts, issue 26 §2): the writes that wait together run in one
 * transaction, each in a savepoint, and none is answered before the transaction commits. A write
 * that throws is undone alone; a COMMIT that fails, or a transaction SQLite ended, fails them all
 * and leaves nothing written; the queue goes on after either.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Tx } from './database';
import { databaseFile, openDatabase, type SqliteDatabase } from './open';
import { nextRevision, nextRevisions } from './revision';

let dir: string;
let db: SqliteDatabase;
/** A second connection to the same file: it sees only what was committed. */
let other: BetterSqlite3.Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gp-group-commit-'));
  db = openDatabase(databaseFile(dir));
  db.sqlite.exec(`
    CREATE TABLE probe (id TEXT PRIMARY KEY);
    CREATE TABLE probe_child (id TEXT PRIMARY KEY, parent TEXT REFERENCES probe(id) DEFERRABLE INITIALLY DEFERRED);
  `);
  other = new BetterSqlite3(databaseFile(dir), { readonly: true });
});

afterEach(async () => {
  other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const committed = () => (other.prepare('SELECT id FROM probe ORDER BY id').all() as { id: string }[]).map((row) => row.id);
/** A statement on the queue's own connection, as a transaction's work runs it. */
const exec = (text: string, ...params: string[]) => db.sqlite.prepare(text).run(...params);
const insert = (id: string) => async () => {
  exec('INSERT INTO probe (id) VALUES (?)', id);
  return id;
};
/** Resolves to what the promise gave, or 'failed: <message>'. */
const outcome = (promise: Promise<unknown>) => promise.then((value) => value, (error: Error) => `failed: ${error.message}`);

describe('group commit on SQLite', () => {
  it('runs the writes asked for together in one transaction and answers each only once it is committed', async () => {
    const seenAtAnswer: string[][] = [];
    const order: string[] = [];
    const first = db.transaction(async () => {
      order.push('a ran');
      return insert('a')();
    });
    const second = db.transaction(async () => {
      order.push('b ran');
      return insert('b')();
    });
    const answers = [first, second].map((p) => p.then((id) => (order.push(`${id} answered`), seenAtAnswer.push(committed()))));
    await Promise.all(answers);
    // 'a' is answered after 'b' ran: they shared the transaction, and its COMMIT came after both.
    expect(order).toEqual(['a ran', 'b ran', 'a answered', 'b answered']);
    expect(seenAtAnswer).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('undoes a write that throws and only that one: the others of its batch commit', async () => {
    const results = await Promise.all([
      outcome(db.transaction(insert('a'))),
      outcome(
        db.transaction(async () => {
          await insert('b')();
          throw new Error('refused half way');
        }),
      ),
      outcome(db.transaction(insert('c'))),
    ]);
    expect(results).toEqual(['a', 'failed: refused half way', 'c']);
    expect(committed()).toEqual(['a', 'c']);
  });

  it('fails every write of a batch whose COMMIT fails, leaves nothing of it, and goes on with the next', async () => {
    const results = await Promise.all([
      outcome(db.transaction(insert('a'))),
      // A deferred foreign key is checked at COMMIT: the batch's COMMIT fails.
      outcome(
        db.transaction(async () => {
          exec("INSERT INTO probe_child (id, parent) VALUES ('x', 'nobody')");
          return 'child';
        }),
      ),
    ]);
    expect(results).toEqual(['failed: FOREIGN KEY constraint failed', 'failed: FOREIGN KEY constraint failed']);
    expect(committed()).toEqual([]);
    expect(db.sqlite.inTransaction).toBe(false);
    expect(await db.transaction(insert('after'))).toBe('after');
    expect(committed()).toEqual(['after']);
  });

  it('fails every write of a batch whose transaction SQLite ended, never running the rest outside one', async () => {
    const results = await Promise.all([
      outcome(db.transaction(insert('a'))),
      // Stands for SQLite ending the transaction itself (an I/O error): the savepoint is gone.
      outcome(
        db.transaction(async () => {
          exec('ROLLBACK');
          return 'ended';
        }),
      ),
      outcome(db.transaction(insert('c'))),
    ]);
    expect(results[0]).toBe('failed: no such savepoint: gp_write');
    expect(results[1]).toBe('failed: no such savepoint: gp_write');
    // The write queued behind them runs in a transaction of its own, after.
    expect(results[2]).toBe('c');
    expect(committed()).toEqual(['c']);
  });

  it('runs the reads waiting together in one read transaction and the write after them', async () => {
    await db.transaction(insert('a'));
    const reads = [1, 2, 3].map(() => db.transaction(async () => (db.sqlite.prepare('SELECT id FROM probe').all() as { id: string }[]).map((r) => r.id), { readOnly: true }));
    const write = db.transaction(insert('b'));
    expect(await Promise.all(reads)).toEqual([['a'], ['a'], ['a']]);
    expect(await write).toBe('b');
    expect(committed()).toEqual(['a', 'b']);
  });

  it("runs each write of a batch in its caller's async context (the request id of its log lines)", async () => {
    const context = new AsyncLocalStorage<string>();
    const seen = await Promise.all(['req-1', 'req-2', 'req-3'].map((id) => context.run(id, () => db.transaction(async () => context.getStore()))));
    expect(seen).toEqual(['req-1', 'req-2', 'req-3']);
  });

  it('starts its queue even when a test replaced the global timers', async () => {
    const real = globalThis.setImmediate;
    globalThis.setImmediate = (() => {
      throw new Error('the fake timer');
    }) as unknown as typeof setImmediate;
    try {
      expect(await db.transaction(insert('a'))).toBe('a');
    } finally {
      globalThis.setImmediate = real;
    }
  });
});

describe('revision numbers of a batch on SQLite', () => {
  /** The counter as committed, read by the other connection. */
  const committedCounter = () => (other.prepare("SELECT value FROM counters WHERE name = 'revision'").get() as { value: number }).value;
  /** How many times the counter row was written: a trigger counts each UPDATE. */
  const counterWrites = () => (db.sqlite.prepare('SELECT n FROM counter_writes').get() as { n: number }).n;
  beforeEach(() => {
    db.sqlite.exec(`
      CREATE TABLE counter_writes (n INTEGER NOT NULL);
      INSERT INTO counter_writes (n) VALUES (0);
      CREATE TRIGGER count_counter_writes AFTER UPDATE ON counters BEGIN UPDATE counter_writes SET n = n + 1; END;
    `);
  });
  /** A write that takes `count` numbers one by one and stores a row named by the first. */
  const stamping = (count: number, fail = false) => async (tx: Tx) => {
    const taken: number[] = [];
    for (let i = 0; i < count; i++) taken.push(await nextRevision(tx));
    exec('INSERT INTO probe (id) VALUES (?)', `r${taken[0]}`);
    if (fail) throw new Error('refused half way');
    return taken;
  };

  it('hands out consecutive numbers across the writes of a batch and writes the counter once, before its COMMIT', async () => {
    const before = committedCounter();
    const taken = await Promise.all([db.transaction(stamping(3)), db.transaction(stamping(3)), db.transaction(async (tx) => [await nextRevisions(tx, 4)])]);
    expect(taken).toEqual([
      [before + 1, before + 2, before + 3],
      [before + 4, before + 5, before + 6],
      [before + 7],
    ]);
    expect(committedCounter()).toBe(before + 10);
    expect(counterWrites()).toBe(1);
    // The next batch counts on from what was committed.
    expect(await db.transaction(stamping(1))).toEqual([before + 11]);
    expect(committedCounter()).toBe(before + 11);
  });

  it('leaves the numbers of a write undone alone unused: the batch after never hands them out again', async () => {
    const before = committedCounter();
    const results = await Promise.all([outcome(db.transaction(stamping(2))), outcome(db.transaction(stamping(2, true))), outcome(db.transaction(stamping(2)))]);
    expect(results).toEqual([[before + 1, before + 2], 'failed: refused half way', [before + 5, before + 6]]);
    expect(committed()).toEqual([`r${before + 1}`, `r${before + 5}`].sort());
    expect(committedCounter()).toBe(before + 6);
    expect(await db.transaction(stamping(1))).toEqual([before + 7]);
  });

  it('keeps the counter as it was when the batch is lost, and counts on from there', async () => {
    const before = committedCounter();
    const results = await Promise.all([
      outcome(db.transaction(stamping(2))),
      // A deferred foreign key is checked at COMMIT: the batch's COMMIT fails.
      outcome(
        db.transaction(async (tx) => {
          await nextRevision(tx);
          exec("INSERT INTO probe_child (id, parent) VALUES ('x', 'nobody')");
        }),
      ),
    ]);
    expect(results).toEqual(['failed: FOREIGN KEY constraint failed', 'failed: FOREIGN KEY constraint failed']);
    expect(committedCounter()).toBe(before);
    expect(await db.transaction(stamping(1))).toEqual([before + 1]);
  });

  it('refuses a number asked for after SQLite ended the transaction, so none is written outside it', async () => {
    const before = committedCounter();
    const result = await outcome(
      db.transaction(async (tx) => {
        await nextRevision(tx);
        exec('ROLLBACK');
        return nextRevision(tx);
      }),
    );
    expect(result).toBe('failed: a revision number was asked for after the write transaction ended');
    expect(committedCounter()).toBe(before);
    expect(await db.transaction(stamping(1))).toEqual([before + 1]);
  });

  it('takes a number outside any batch (a database used directly) by writing the counter itself', async () => {
    const before = committedCounter();
    const orm = drizzle(db.sqlite) as unknown as Tx;
    expect(await nextRevision(orm)).toBe(before + 1);
    expect(committedCounter()).toBe(before + 1);
    expect(counterWrites()).toBe(1);
  });
});
