/**
 * PostgreSQL's spelling of SQLite's `integer({ mode: 'timestamp_ms' })`: a 64-bit integer of
 * milliseconds since the epoch on disk, a Date in TypeScript, so both schemas give the same row
 * types and the server's queries (built from the SQLite column objects, which send a Date as that
 * number) store the same value on either engine.
 */
import { customType } from 'drizzle-orm/pg-core';

/**
 * A time column: bigint milliseconds in the database, a Date in code. Its own mapping serves only
 * queries built from the PostgreSQL schema (the migrations test); the server's go through SQLite's.
 * @example pgTable('sessions', { expiresAt: timestampMs('expires_at').notNull() })
 */
export const timestampMs = customType<{ data: Date; driverData: number | string }>({
  dataType: () => 'bigint',
  toDriver: (date) => date.getTime(),
  // A string when node-postgres's int8 parser is its default one.
  fromDriver: (ms) => new Date(Number(ms)),
});
