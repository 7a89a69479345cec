import type { Tx } from './database';
import { isPostgres } from './prepared';

/**
 * Statements a PostgreSQL transaction sent without waiting for their answers (issue 26 §1).
 *
 * The pool's connections run in node-postgres's pipeline mode: a statement goes on the wire when
 * it is asked for, not when the one before it is answered. What costs a round trip is waiting.
 * A statement whose answer the work does not read (a lock before the read that needs it, a history
 * entry, a notice) is sent ahead: the work goes on, and its next statement shares the flight.
 * PostgreSQL runs a connection's statements in the order they were sent, so a lock sent ahead of a
 * read is held before the read takes its snapshot.
 *
 * The transaction (db/postgres.ts) sends its COMMIT behind them and waits for all their answers
 * before it reports the commit. A statement that failed is the transaction's error: its failure
 * aborted the transaction (PostgreSQL then answers the COMMIT with a rollback), and the statements
 * after it fail only with "current transaction is aborted". On SQLite, whose statements
 * run one at a time in the calling thread, sendAhead simply runs `statement` to its end.
 */
const sentAhead = new WeakMap<Tx, Promise<unknown>[]>();

/**
 * Runs `statement` (one or more statements whose answers the caller does not need) without waiting
 * for its answer on PostgreSQL; on SQLite, to its end. Its statements go on the connection before
 * anything the caller sends next, as long as `statement` sends them before its first `await` of
 * anything but its own statements.
 * @example await sendAhead(tx, () => lockRow(tx, groups, groups.id, groupId)); const [row] = await readUnderLock(tx)
 */
export async function sendAhead(tx: Tx, statement: () => Promise<unknown>): Promise<void> {
  if (!isPostgres(tx)) {
    await statement();
    return;
  }
  const sent = statement();
  // Its failure is the transaction's (answersAhead), never an unhandled rejection.
  sent.catch(() => undefined);
  const list = sentAhead.get(tx);
  if (list) list.push(sent);
  else sentAhead.set(tx, [sent]);
}

/**
 * Waits for every statement `tx` sent ahead, and throws the first one's error if any failed. The
 * transaction calls it before its COMMIT, and when its work failed (to name the statement that
 * aborted the transaction rather than one that only found it aborted).
 */
export async function answersAhead(tx: Tx): Promise<void> {
  const list = sentAhead.get(tx);
  if (!list) return;
  sentAhead.delete(tx);
  for (const result of await Promise.allSettled(list)) {
    if (result.status === 'rejected') throw result.reason;
  }
}

/**
 * A read asked for now and awaited later, so that it shares a round trip with the reads asked
 * beside it (on PostgreSQL; on SQLite it simply runs). Its promise is marked handled: the
 * caller may return (a refusal) before awaiting it; on PostgreSQL a read that failed has aborted
 * the transaction, whose COMMIT then fails (db/postgres.ts).
 * @example const devices = askAhead(pushDevicesOf(tx, payerId)); const head = askAhead(historyHead(tx, groupId)); … await devices
 */
export function askAhead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
