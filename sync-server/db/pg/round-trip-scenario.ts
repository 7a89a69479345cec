/**
 * One fixed set of writes and reads through the SQLite table objects, written once and run on
 * either engine, so a test can check that PostgreSQL gives back exactly what SQLite gives: the
 * server builds its queries on both engines from those objects (see schema.ts).
 */
import { count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { NO_RECEIPT_FIELDS, NO_REUSE, type ReceiptCheck } from '../../../shared/receipt-reading';
import * as sqlite from '../schema';

/** A database typed by the SQLite schema: SQLite's own, or PostgreSQL's running the same objects. */
export type SqliteTypedDb = BaseSQLiteDatabase<'sync' | 'async', unknown, typeof sqlite>;

/** When the rows were made; the second contribution is one millisecond later. */
export const AT = new Date('2026-11-02T10:11:12.345Z');
/** The largest kobo amount the schema promises to hold exactly. */
export const MAX_KOBO = Number.MAX_SAFE_INTEGER;
/** Keys not in jsonb's order (it sorts them by length): json must keep the text as written. */
export const CHECK: ReceiptCheck = { reading: { state: 'read', ...NO_RECEIPT_FIELDS, reference: 'ZX9', amountKobo: 500_000 }, reuse: NO_REUSE };

/**
 * Writes a user, a group and two contributions, then reads them back in several ways; every
 * call is awaited, which both engines' drizzle builders accept.
 * @example expect(await writeAndReadBack(pgDb)).toEqual(await writeAndReadBack(openDatabase(':memory:')))
 */
export async function writeAndReadBack(db: SqliteTypedDb) {
  const { users, groups, contributions } = sqlite;
  const later = new Date(AT.getTime() + 1);
  const ada = { id: 'u1', username: 'Ada', usernameKey: 'ada', fullName: 'Ada L', phoneNumber: '+2348000000000', createdAt: AT, revision: MAX_KOBO };
  const insertedUser = await db.insert(users).values(ada).returning();
  // A replayed insert (the same id) changes nothing and returns no row.
  const replayedUser = await db.insert(users).values({ ...ada, fullName: 'Someone else' }).onConflictDoNothing().returning();
  await db.insert(groups).values({ id: 'g1', name: 'G', registrationLink: 'g1', adminId: 'u1', createdAt: AT, revision: 1 });
  const insertedContributions = await db
    .insert(contributions)
    .values([
      { id: 'c1', groupId: 'g1', userId: 'u1', amountKobo: MAX_KOBO, status: 'confirmed', paymentType: 'transfer', possibleDuplicate: true, receiptCheck: CHECK, decidedAt: later, createdAt: AT, revision: 2 },
      { id: 'c2', groupId: 'g1', userId: 'u1', amountKobo: 1, paymentType: 'cash', createdAt: later, revision: 3 },
    ])
    .returning();
  const flagged = await db.select({ id: contributions.id }).from(contributions).where(eq(contributions.possibleDuplicate, true));
  const unflagged = await db.update(contributions).set({ possibleDuplicate: false }).where(eq(contributions.id, 'c1')).returning({ id: contributions.id, possibleDuplicate: contributions.possibleDuplicate });
  // drizzle's sum() maps to a string itself; the services' raw sums and counts take the driver's value.
  const totalsOf = (groupId: string) =>
    db
      .select({
        kobo: sum(contributions.amountKobo),
        rawKobo: sql<number>`coalesce(sum(${contributions.amountKobo}), 0)`,
        rows: count(),
        rawRows: sql<number>`count(*)`,
      })
      .from(contributions)
      .where(eq(contributions.groupId, groupId));
  const totals = await totalsOf('g1');
  const noTotals = await totalsOf('none');
  const sinceLater = await db.select({ id: contributions.id }).from(contributions).where(gte(contributions.createdAt, later));
  // Raw SQL may compare a time with a number of milliseconds: it is one on both engines.
  const afterAt = await db.select({ id: contributions.id }).from(contributions).where(sql`${contributions.createdAt} > ${AT.getTime()}`);
  return {
    insertedUser,
    replayedUser,
    insertedContributions,
    flagged,
    unflagged,
    totals,
    noTotals,
    sinceLater,
    afterAt,
    users: await db.select().from(users),
    groups: await db.select().from(groups),
    contributions: await db.select().from(contributions).orderBy(desc(contributions.createdAt)),
  };
}
