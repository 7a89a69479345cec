import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * The order of a listing that shows the newest rows first: by `created_at` descending, and rows
 * written in the same millisecond (a batch, a fast client) by insertion order, the later insert
 * first, so two reads of the same rows always list them alike. On SQLite the insertion order is
 * the rowid.
 * @example tx.select().from(contributions).orderBy(newestFirst(contributions))
 */
export function newestFirst(table: SQLiteTable & { createdAt: SQLiteColumn }): SQL {
  return sql`${table.createdAt} desc, ${table}.rowid desc`;
}
