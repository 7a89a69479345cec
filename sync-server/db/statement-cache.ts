import type Database from 'better-sqlite3';

/** Distinct SQL texts kept prepared; past this the least recently used is dropped (dynamic IN lists). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `sqlite.prepare` reuse a statement already compiled for the same SQL text. drizzle calls
 * `prepare` for every query it runs, and compiling the SQL was about 14 % of a submit's time.
 * A cached statement is handed out as a fresh one would be: raw mode off (drizzle turns it on for
 * a select with fields and expects objects otherwise), pluck and expand off. A statement busy in
 * an iteration is never handed out again; the caller gets a fresh one instead.
 * @example cacheStatements(sqlite); drizzle(sqlite)
 */
export function cacheStatements(sqlite: Database.Database, size = STATEMENT_CACHE_SIZE): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Most recently used goes last: Map keeps insertion order, so the first key is the oldest.
      cache.delete(source);
      cache.set(source, cached);
      if (cached.reader) cached.raw(false).pluck(false).expand(false);
      return cached;
    }
    const fresh = prepare(source);
    if (cached) return fresh;
    cache.set(source, fresh);
    if (cache.size > size) cache.delete(cache.keys().next().value!);
    return fresh;
  }) as typeof sqlite.prepare;
}
