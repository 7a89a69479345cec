import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bigint, boolean, index as pgIndex, integer as pgInteger, pgTable, text as pgText, timestamp, uniqueIndex as pgUniqueIndex } from 'drizzle-orm/pg-core';
import { diffTables } from './shape-diff';
import { timestampMs } from './timestamp-ms';
import { describeTable } from './table-shape';

const parent = sqliteTable('parent', { id: text('id').primaryKey() });
const pgParent = pgTable('parent', { id: pgText('id').primaryKey() });

const reference = sqliteTable(
  'item',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references(() => parent.id),
    amountKobo: integer('amount_kobo').notNull().default(0),
    kind: text('kind', { enum: ['a', 'b'] }).notNull(),
    done: integer('done', { mode: 'boolean' }).notNull(),
    at: integer('at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('item_kind_uq').on(t.kind), index('item_ref_idx').on(sql`lower(${t.kind})`, t.at)],
);

/** The PostgreSQL twin of `reference`, with one thing changed by `change`. */
function twin(change: Partial<Record<'idColumn' | 'parentRef' | 'amount' | 'kind' | 'done' | 'at' | 'atInteger' | 'unique' | 'expression' | 'where', true>> = {}) {
  return pgTable(
    'item',
    {
      id: change.idColumn ? pgText('id').notNull() : pgText('id').primaryKey(),
      parentId: change.parentRef ? pgText('parent_id').references(() => pgParent.id, { onDelete: 'cascade' }) : pgText('parent_id').references(() => pgParent.id),
      amountKobo: change.amount ? bigint('amount_kobo', { mode: 'number' }).notNull() : bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
      kind: change.kind ? pgText('kind').notNull() : pgText('kind', { enum: ['a', 'b'] }).notNull(),
      done: change.done ? pgInteger('done').notNull() : boolean('done').notNull(),
      at: change.at
        ? timestamp('at', { withTimezone: true, precision: 3, mode: 'date' })
        : change.atInteger
          ? bigint('at', { mode: 'number' })
          : timestampMs('at'),
    },
    (t) => [
      change.unique ? pgIndex('item_kind_uq').on(t.kind) : pgUniqueIndex('item_kind_uq').on(t.kind),
      change.where
        ? pgIndex('item_ref_idx').on(sql`lower(${t.kind})`, t.at).where(sql`${t.at} is not null`)
        : pgIndex('item_ref_idx').on(change.expression ? t.kind : sql`lower(${t.kind})`, t.at),
    ],
  );
}

const diff = (pg: ReturnType<typeof twin>) => diffTables(describeTable(reference), describeTable(pg), ['SQLite', 'PostgreSQL']);

describe('diffTables', () => {
  it('finds nothing between a SQLite table and its faithful PostgreSQL twin', () => {
    expect(diff(twin())).toEqual([]);
  });

  it.each([
    ['idColumn', 'primary key of item: ["id"] on SQLite, [] on PostgreSQL'],
    ['parentRef', 'foreign key of item (parent_id) -> parent(id) on delete cascade on update no action: only on PostgreSQL'],
    ['amount', 'column item.amount_kobo: default "0" on SQLite, "" on PostgreSQL'],
    ['kind', 'column item.kind: enumValues ["a","b"] on SQLite, [] on PostgreSQL'],
    ['done', 'column item.done: type "boolean" on SQLite, "integer" on PostgreSQL'],
    ['at', 'column item.at: type "timestamp" on SQLite, "unmapped timestamp (3) with time zone" on PostgreSQL'],
    ['atInteger', 'column item.at: type "timestamp" on SQLite, "integer" on PostgreSQL'],
    ['unique', 'index item.item_kind_uq: unique true on SQLite, false on PostgreSQL'],
    ['expression', 'index item.item_ref_idx: columns ["lower(kind)","at"] on SQLite, ["kind","at"] on PostgreSQL'],
    ['where', 'index item.item_ref_idx: partial false on SQLite, true on PostgreSQL'],
  ] as const)('names what differs when the twin changes %s', (change, message) => {
    expect(diff(twin({ [change]: true }))).toContain(message);
  });

  it('names a column present on one side only', () => {
    const shorter = sqliteTable('item', { id: text('id').primaryKey() });
    const differences = diffTables(describeTable(shorter), describeTable(twin()), ['SQLite', 'PostgreSQL']);
    expect(differences).toContain('column item.amount_kobo: only on PostgreSQL');
  });
});
