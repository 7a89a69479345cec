/**
 * The tables of a live PostgreSQL database, read from its catalog into the same `TableShape` that
 * `table-shape.ts` makes from a drizzle schema, so what the migrations really built can be compared
 * with the SQLite schema. The catalog knows no TypeScript property or enum, spells defaults its own
 * way and sees a time as the bigint of milliseconds it is stored in, so `withoutDeclarationOnly`
 * reduces both sides to what the catalog can tell.
 */
import type { ClientBase } from 'pg';
import type { TableShape, TypeClass } from './table-shape';

const TYPE_CLASSES: Record<string, TypeClass> = {
  text: 'text',
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'json',
  bytea: 'bytes',
};

// PostgreSQL deparses trim(x) as TRIM(BOTH FROM x); the drizzle schemas write trim(x).
const expressionText = (column: string) => column.replace(/TRIM\(BOTH FROM /g, 'trim(');

/** Keeps what a catalog can tell: no property names or enums, a default only as present or not, a time as an integer. @example withoutDeclarationOnly(describeTable(users)) */
export function withoutDeclarationOnly(shape: TableShape): TableShape {
  return {
    ...shape,
    columns: shape.columns.map((c) => ({
      ...c,
      property: '',
      type: c.type === 'timestamp' ? 'integer' : c.type,
      enumValues: [],
      default: c.default === '' ? '' : 'present',
    })),
  };
}

/** Every table of the `public` schema, as the database holds it. @example (await describeLiveTables(client)).get('users')?.primaryKey */
export async function describeLiveTables(client: ClientBase): Promise<Map<string, TableShape>> {
  const tables = new Map<string, TableShape>();
  const table = (name: string): TableShape => {
    const found = tables.get(name) ?? { name, columns: [], primaryKey: [], foreignKeys: [], indexes: [] };
    tables.set(name, found);
    return found;
  };

  const columns = await client.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string; has_default: boolean }>(
    `SELECT table_name, column_name, data_type, is_nullable, (column_default IS NOT NULL OR is_identity = 'YES') AS has_default
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  for (const c of columns.rows) {
    const type = TYPE_CLASSES[c.data_type] ?? `unmapped ${c.data_type}`;
    table(c.table_name).columns.push({ name: c.column_name, property: '', type, enumValues: [], notNull: c.is_nullable === 'NO', default: c.has_default ? 'present' : '' });
  }

  const indexes = await client.query<{ table_name: string; name: string; unique: boolean; primary: boolean; partial: boolean; columns: string[] }>(
    `SELECT t.relname AS table_name, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
            x.indpred IS NOT NULL AS partial,
            array(SELECT pg_get_indexdef(x.indexrelid, k + 1, true) FROM generate_subscripts(x.indkey, 1) AS k ORDER BY k) AS columns
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public' ORDER BY t.relname, i.relname`,
  );
  for (const i of indexes.rows) {
    const columnsText = i.columns.map(expressionText);
    if (i.primary) table(i.table_name).primaryKey = columnsText;
    else table(i.table_name).indexes.push({ name: i.name, columns: columnsText, unique: i.unique, partial: i.partial });
  }

  // Every foreign key of the schema has one column, which this query assumes.
  const foreignKeys = await client.query<{ table_name: string; column_name: string; foreign_table: string; foreign_column: string; delete_rule: string; update_rule: string }>(
    `SELECT k.table_name, k.column_name, u.table_name AS foreign_table, u.column_name AS foreign_column, r.delete_rule, r.update_rule
       FROM information_schema.referential_constraints r
       JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
       JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.constraint_name AND u.constraint_schema = r.constraint_schema
      WHERE r.constraint_schema = 'public'`,
  );
  for (const f of foreignKeys.rows) {
    const rule = (text: string) => text.toLowerCase();
    table(f.table_name).foreignKeys.push(
      `(${f.column_name}) -> ${f.foreign_table}(${f.foreign_column}) on delete ${rule(f.delete_rule)} on update ${rule(f.update_rule)}`,
    );
  }
  return tables;
}
