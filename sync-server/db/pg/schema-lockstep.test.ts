import { describe, expect, it } from 'vitest';
import { getTableColumns, is, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import { SQLiteTimestamp, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as sqlite from '../schema';
import * as pg from './schema';
import { POSTGRES_ONLY_COLUMN } from './schema';
import { describeTable, tablesOf, withoutRowid } from './table-shape';
import { diffTables } from './shape-diff';

const sqliteTables = tablesOf(sqlite);
const pgTables = tablesOf(pg);

describe('the PostgreSQL schema kept in lockstep with the SQLite one', () => {
  it('exports the same tables under the same names', () => {
    expect(Object.keys(pgTables).sort()).toEqual(Object.keys(sqliteTables).sort());
  });

  it.each(Object.keys(sqliteTables))('declares %s like SQLite: columns, types, nullability, defaults, keys and indexes', (name) => {
    const twin = pgTables[name];
    if (!twin) return expect.fail(`${name} has no PostgreSQL twin`);
    const table = sqliteTables[name];
    if (!table) return expect.fail(`${name} vanished`);
    expect(diffTables(describeTable(table), withoutRowid(describeTable(twin)), ['SQLite', 'PostgreSQL'])).toEqual([]);
  });

  it('gives the tables listed in insertion order (db/order.ts) a rowid like SQLite\'s implicit one: a bigint identity PostgreSQL fills', () => {
    const withRowid = Object.values(pgTables).flatMap((table) => {
      const config = getTableConfig(table as PgTable);
      const rowid = config.columns.find((c) => c.name === POSTGRES_ONLY_COLUMN);
      return rowid ? [{ table: config.name, type: rowid.getSQLType(), identity: rowid.generatedIdentity?.type }] : [];
    });
    const expected = ['contributions', 'group_updates', 'notifications', 'payouts'];
    expect(withRowid.sort((x, y) => x.table.localeCompare(y.table))).toEqual(expected.map((table) => ({ table, type: 'bigint', identity: 'always' })));
  });

  it('stores money, revisions and the revision counter in 64-bit integers', () => {
    const wide = Object.values(pgTables)
      .filter((table) => is(table, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns
          .filter((c) => c.name.endsWith('_kobo') || c.name === 'revision' || `${config.name}.${c.name}` === 'counters.value')
          .map((c) => ({ column: `${config.name}.${c.name}`, type: c.getSQLType() }));
      });
    // Guards against a vacuous pass: the schema has many such columns.
    expect(wide.length).toBeGreaterThan(10);
    expect(wide.filter(({ type }) => type !== 'bigint')).toEqual([]);
  });

  it('stores every time as a 64-bit integer holding the milliseconds the SQLite column sends', () => {
    const at = new Date('2026-11-02T10:11:12.345Z');
    const times = Object.entries(sqliteTables).flatMap(([name, table]) =>
      Object.entries(getTableColumns(table))
        .filter(([, column]) => is(column, SQLiteTimestamp))
        .map(([key, column]) => {
          const twin = pgTables[name] && getTableColumns(pgTables[name])[key];
          // The server sends what the SQLite column makes of a Date; the PostgreSQL column must store it as is.
          const sent = column.mapToDriverValue(at);
          return {
            column: `${name}.${key}`,
            type: twin?.getSQLType(),
            sent,
            readBack: twin?.mapFromDriverValue(String(sent)),
          };
        }),
    );
    expect(times.length).toBeGreaterThan(20);
    for (const time of times) expect(time).toEqual({ column: time.column, type: 'bigint', sent: at.getTime(), readBack: at });
  });
});

// Compile-time half, checked by `tsc` in npm test: the services are typed against the SQLite tables,
// so every PostgreSQL table must give exactly the same row types for select and insert.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Schema = typeof sqlite;
type PgSchema = typeof pg;
type TableKey = { [K in keyof Schema]: Schema[K] extends SQLiteTable ? K : never }[keyof Schema];
type Mismatch<K extends TableKey> = K extends keyof PgSchema
  ? PgSchema[K] extends PgTable
    ? Equals<InferSelectModel<Schema[K]>, Omit<InferSelectModel<PgSchema[K]>, typeof POSTGRES_ONLY_COLUMN>> extends true
      ? Equals<InferInsertModel<Schema[K]>, InferInsertModel<PgSchema[K]>> extends true
        ? never
        : `${K}: insert type differs`
      : `${K}: select type differs`
    : `${K}: not a PostgreSQL table`
  : `${K}: missing`;
// The tables (and exported row types) whose types differ, each with what differs; tsc prints them
// where `{}` is assigned below, as "Property 'users' is missing".
type ExportedRows = { UserRow: [pg.UserRow, sqlite.UserRow]; OtpRow: [pg.OtpRow, sqlite.OtpRow] };
type Disagreements = { [K in TableKey as [Mismatch<K>] extends [never] ? never : K]: Mismatch<K> } & {
  [K in keyof ExportedRows as Equals<ExportedRows[K][0], ExportedRows[K][1]> extends true ? never : K]: 'row type differs';
};

describe('row types', () => {
  it('are identical on both engines for every table (checked by tsc)', () => {
    const disagreements: Disagreements = {};
    expect(disagreements).toEqual({});
  });
});
