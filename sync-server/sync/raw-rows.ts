/**
 * Reads a table's rows with better-sqlite3 directly, in drizzle's row shape (`$inferSelect`), for
 * the pull's hot reads: drizzle maps every cell through generic checks, which cost a full pull of
 * a 10,000-contribution group more than SQLite's own work. Here the column names are aliased in
 * SQL and only the columns whose driver value differs (timestamps, booleans, JSON) are converted,
 * each with drizzle's own converter, so the rows are the ones drizzle would return.
 */
import { Column, getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

export interface RawRowReader<R> {
  /** `"column" AS "property", …` of every column. */
  select: string;
  table: string;
  /** Converts, in place, the rows better-sqlite3 returned for `select`. */
  map(rows: Record<string, unknown>[]): R[];
}

export function rawRowReader<T extends SQLiteTable>(table: T): RawRowReader<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  const select = columns.map(([property, column]) => `"${column.name}" AS "${property}"`).join(', ');
  const converted = columns.filter(([, column]) => column.mapFromDriverValue !== Column.prototype.mapFromDriverValue);
  return {
    select,
    table: getTableName(table),
    map(rows) {
      for (const row of rows) {
        for (const [property, column] of converted) {
          const value = row[property];
          if (value !== null && value !== undefined) row[property] = column.mapFromDriverValue(value);
        }
      }
      return rows as T['$inferSelect'][];
    },
  };
}
