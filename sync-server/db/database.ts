import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';

/** The database engines the server runs on: SQLite (embedded default) or PostgreSQL (DATABASE_URL). */
export type Engine = 'sqlite' | 'postgres';

type Drizzle = BetterSQLite3Database<typeof schema>;

/**
 * What a service receives: the request's one transaction, as drizzle's query builders over the
 * tables of db/schema.ts. The same builders run on both engines (see db/engine-neutral.test.ts
 * for what a service must not use: the SQLite-only `.get()`, `.all()`, `.run()`, raw `$client`).
 * Always `await` a query; one row is `const [row] = await tx.select()…limit(1)`; an update's
 * effect is `.returning({ id })`, never a driver's change count. A write whose answer nothing
 * reads may be sent ahead instead (db/pipeline.ts: `await sendAhead(tx, () => query.execute())`).
 * @example const [group] = await tx.select().from(groups).where(eq(groups.id, id)).limit(1);
 */
export type Tx = Pick<Drizzle, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | '$count' | 'with'>;

/** How a transaction will be used: read-only ones see one snapshot and never wait for writers. */
/**
 * How a transaction runs: read-write by default; `readOnly`; or, read-only only, `oneStatement`:
 * `work` sends a single statement (one read is its own snapshot), so on PostgreSQL it runs on the
 * pool outside a transaction, one round trip instead of three (BEGIN and COMMIT cost as much as
 * the read: the session lookup of every request). SQLite ignores it. A type, not a comment, keeps
 * `oneStatement` off a write: `{ oneStatement: true }` alone does not compile.
 */
export type TransactionOptions = { readOnly?: boolean; oneStatement?: never } | { readOnly: true; oneStatement?: boolean };

/**
 * The server's database. Only the request's edge (routes, the idempotency wrapper, sync push) and
 * background workers open transactions; services receive the `Tx` and never open their own.
 * Commits when `work` resolves, rolls back when it throws.
 * @example const outcome = await db.transaction((tx) => confirmContribution(tx, actor, id, now));
 */
export interface Database {
  readonly engine: Engine;
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** One cheap round trip (`select 1`) outside any transaction; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Closes the connection(s); pending transactions finish first. */
  close(): Promise<void>;
}
