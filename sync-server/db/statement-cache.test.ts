import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

function database(size?: number) {
  const sqlite = new Database(':memory:');
  cacheStatements(sqlite, size);
  sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b')");
  return sqlite;
}

describe('the prepared-statement cache', () => {
  it('hands the same SQL text its already compiled statement', () => {
    const sqlite = database();
    expect(sqlite.prepare('SELECT name FROM t WHERE id = ?')).toBe(sqlite.prepare('SELECT name FROM t WHERE id = ?'));
  });

  it('hands a cached statement back with raw, pluck and expand off, as a fresh one comes', () => {
    const sqlite = database();
    sqlite.prepare('SELECT id, name FROM t WHERE id = ?').raw().get(1);
    expect(sqlite.prepare('SELECT id, name FROM t WHERE id = ?').get(1)).toEqual({ id: 1, name: 'a' });
    sqlite.prepare('SELECT name FROM t WHERE id = ?').pluck().get(1);
    expect(sqlite.prepare('SELECT name FROM t WHERE id = ?').get(2)).toEqual({ name: 'b' });
  });

  it('never hands out a statement still busy in an iteration', () => {
    const sqlite = database();
    const outer = sqlite.prepare('SELECT id FROM t ORDER BY id');
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ id: number }>) {
      const inner = sqlite.prepare('SELECT id FROM t ORDER BY id');
      expect(inner).not.toBe(outer);
      seen.push(row.id, (inner.all() as { id: number }[]).length);
    }
    expect(seen).toEqual([1, 2, 2, 2]);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const sqlite = database(2);
    const first = sqlite.prepare('SELECT 1');
    const second = sqlite.prepare('SELECT 2');
    sqlite.prepare('SELECT 1'); // used again: now the newest
    sqlite.prepare('SELECT 3'); // evicts SELECT 2
    expect(sqlite.prepare('SELECT 1')).toBe(first);
    expect(sqlite.prepare('SELECT 2')).not.toBe(second);
  });
});
