/**
 * One plain description of a drizzle table, whichever dialect declared it, so the SQLite and the
 * PostgreSQL schema can be compared field by field (`shape-diff.ts`). Types are reduced to the class
 * of value a service sees, not the engine's spelling: SQLite's integer and PostgreSQL's bigint are
 * both 'integer'; SQLite's `timestamp_ms` and PostgreSQL's bigint that reads as a Date are both
 * 'timestamp'. A PostgreSQL timestamptz is not: the SQLite column objects the server builds its
 * queries from send a time as a number of milliseconds, which a timestamptz refuses.
 */
import { Column, getTableColumns, getTableName, is, SQL, StringChunk, type Table } from 'drizzle-orm';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { POSTGRES_ONLY_COLUMN } from './schema';

export type TypeClass = 'text' | 'integer' | 'boolean' | 'timestamp' | 'json' | 'bytes' | `unmapped ${string}`;

export interface ColumnShape {
  name: string;
  /** The TypeScript property the services use. */
  property: string;
  type: TypeClass;
  enumValues: string[];
  notNull: boolean;
  /** The default as text (a value or an SQL expression), '' when the column has none. */
  default: string;
}

export interface IndexShape {
  name: string;
  columns: string[];
  unique: boolean;
  partial: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  /** Each as "(a, b) -> table(x, y) on delete … on update …". */
  foreignKeys: string[];
  indexes: IndexShape[];
}

/** The tables a schema module exports, by export name. @example tablesOf(sqliteSchema).users */
export function tablesOf(schema: Record<string, unknown>): Record<string, Table> {
  const tables: Record<string, Table> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (is(value, SQLiteTable) || is(value, PgTable)) tables[key] = value;
  }
  return tables;
}

/** A SQL fragment as text with bare column names. @example sqlText(sql`lower(${t.ref})`) === 'lower(transaction_ref)' */
export function sqlText(fragment: SQL): string {
  return fragment.queryChunks
    .map((chunk) => {
      if (is(chunk, StringChunk)) return chunk.value.join('');
      if (is(chunk, Column)) return chunk.name;
      if (is(chunk, SQL)) return sqlText(chunk);
      return '?';
    })
    .join('');
}

// Keyed by drizzle's column class: the mode ('timestamp_ms', 'boolean', 'json') picks the class.
const sqliteTypes: Record<string, TypeClass> = {
  SQLiteText: 'text',
  SQLiteInteger: 'integer',
  SQLiteBoolean: 'boolean',
  SQLiteTimestamp: 'timestamp',
  SQLiteTextJson: 'json',
  SQLiteBlobJson: 'json',
  SQLiteBlobBuffer: 'bytes',
};

function sqliteType(column: Column): TypeClass {
  return sqliteTypes[column.columnType] ?? `unmapped ${column.getSQLType()}`;
}

function pgType(column: Column): TypeClass {
  const sqlType = column.getSQLType();
  if (sqlType === 'text' || sqlType === 'boolean' || sqlType === 'json') return sqlType;
  if (sqlType === 'jsonb') return 'json';
  if (sqlType === 'bytea') return 'bytes';
  // A time: epoch milliseconds in a bigint, read as a Date (schema.ts's timestampMs).
  if (sqlType === 'bigint' && column.mapFromDriverValue(0) instanceof Date) return 'timestamp';
  if (/^(smallint|integer|bigint)$/.test(sqlType)) return 'integer';
  return `unmapped ${sqlType}`;
}

function defaultText(column: Column): string {
  if (!column.hasDefault) return '';
  if (column.default === undefined) return 'generated';
  return is(column.default, SQL) ? sqlText(column.default) : JSON.stringify(column.default);
}

function describe(table: Table, config: ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>, typeOf: (c: Column) => TypeClass): TableShape {
  const columns = Object.entries(getTableColumns(table)).map(([property, column]): ColumnShape => ({
    name: column.name,
    property,
    type: typeOf(column),
    enumValues: column.enumValues ?? [],
    notNull: column.notNull,
    default: defaultText(column),
  }));
  const single = config.columns.filter((c) => c.primary).map((c) => c.name);
  const composite = config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name));
  const foreignKeys = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    const from = ref.columns.map((c) => c.name).join(', ');
    const to = ref.foreignColumns.map((c) => c.name).join(', ');
    return `(${from}) -> ${getTableName(ref.foreignTable)}(${to}) on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`;
  });
  const indexes = config.indexes.map(({ config: index }): IndexShape => ({
    name: index.name ?? '',
    columns: index.columns.map((c) => (is(c, SQL) ? sqlText(c) : 'name' in c ? (c.name ?? '') : '?')),
    unique: index.unique,
    partial: index.where !== undefined,
  }));
  return { name: getTableName(table), columns, primaryKey: [...single, ...composite], foreignKeys, indexes };
}

/** Describes a table of either dialect. @example describeTable(sqliteSchema.users).columns[0].type === 'text' */
export function describeTable(table: Table): TableShape {
  if (is(table, SQLiteTable)) return describe(table, sqliteConfig(table), sqliteType);
  if (is(table, PgTable)) return describe(table, pgConfig(table), pgType);
  throw new Error(`${getTableName(table)} is neither a SQLite nor a PostgreSQL table`);
}

/**
 * The shape without PostgreSQL's stand-in for SQLite's implicit rowid (schema.ts, insertionOrder):
 * SQLite has the column too, undeclared, so the two schemas agree without it.
 * @example diffTables(describeTable(sqlite.payouts), withoutRowid(describeTable(pg.payouts)), sides) // []
 */
export function withoutRowid(shape: TableShape): TableShape {
  return { ...shape, columns: shape.columns.filter((c) => c.name !== POSTGRES_ONLY_COLUMN) };
}
