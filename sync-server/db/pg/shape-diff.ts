/**
 * Where two descriptions of one table disagree, as sentences naming `table.column` (or the index,
 * key) and both sides, so a failing lockstep test says what to change without a debugger.
 */
import type { ColumnShape, IndexShape, TableShape } from './table-shape';

const COLUMN_FIELDS = ['property', 'type', 'enumValues', 'notNull', 'default'] as const satisfies readonly (keyof ColumnShape)[];
const INDEX_FIELDS = ['columns', 'unique', 'partial'] as const satisfies readonly (keyof IndexShape)[];

const show = (value: unknown): string => JSON.stringify(value);

function byName<T extends { name: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.name, item]));
}

/** Names present on one side only, as sentences. */
function onlyOnOneSide(what: string, left: Iterable<string>, right: Iterable<string>, sides: [string, string]): string[] {
  const a = new Set(left);
  const b = new Set(right);
  return [
    ...[...a].filter((name) => !b.has(name)).map((name) => `${what} ${name}: only on ${sides[0]}`),
    ...[...b].filter((name) => !a.has(name)).map((name) => `${what} ${name}: only on ${sides[1]}`),
  ];
}

/**
 * Every difference between two descriptions of a table, empty when they agree.
 * @example diffTables(describeTable(sqlite.users), describeTable(pg.users), ['SQLite', 'PostgreSQL']) // []
 */
export function diffTables(left: TableShape, right: TableShape, sides: [string, string]): string[] {
  const table = left.name;
  const differences: string[] = [];
  if (left.name !== right.name) differences.push(`table ${left.name} is named ${right.name} on ${sides[1]}`);

  const rightColumns = byName(right.columns);
  differences.push(...onlyOnOneSide('column', left.columns.map((c) => `${table}.${c.name}`), right.columns.map((c) => `${table}.${c.name}`), sides));
  for (const column of left.columns) {
    const twin = rightColumns.get(column.name);
    if (!twin) continue;
    for (const field of COLUMN_FIELDS) {
      if (show(column[field]) !== show(twin[field])) {
        differences.push(`column ${table}.${column.name}: ${field} ${show(column[field])} on ${sides[0]}, ${show(twin[field])} on ${sides[1]}`);
      }
    }
  }

  if (show(left.primaryKey) !== show(right.primaryKey)) {
    differences.push(`primary key of ${table}: ${show(left.primaryKey)} on ${sides[0]}, ${show(right.primaryKey)} on ${sides[1]}`);
  }
  differences.push(...onlyOnOneSide(`foreign key of ${table}`, left.foreignKeys, right.foreignKeys, sides));

  const rightIndexes = byName(right.indexes);
  differences.push(...onlyOnOneSide(`index of ${table}`, left.indexes.map((i) => i.name), right.indexes.map((i) => i.name), sides));
  for (const index of left.indexes) {
    const twin = rightIndexes.get(index.name);
    if (!twin) continue;
    for (const field of INDEX_FIELDS) {
      if (show(index[field]) !== show(twin[field])) {
        differences.push(`index ${table}.${index.name}: ${field} ${show(index[field])} on ${sides[0]}, ${show(twin[field])} on ${sides[1]}`);
      }
    }
  }
  return differences;
}
