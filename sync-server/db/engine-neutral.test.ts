import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The services build their queries once, for both engines (db/database.ts): what only SQLite runs
 * would pass every SQLite test and fail on PostgreSQL. This reads the server's code and names
 * every use of SQLite-only execution methods or SQL outside the places that may know the engine:
 * db/ (the engines themselves), ops/ (SQLite's backup and restore tools) and testing/.
 */
const ROOT = join(import.meta.dirname, '..');
const MAY_KNOW_THE_ENGINE = ['db/', 'ops/', 'testing/', 'security/crash-server.ts', 'server.ts'];

const SQLITE_ONLY: [RegExp, string][] = [
  // A prepared query's runs, `byId(tx).get()`, are db/prepared.ts's and serve both engines.
  [/(?<!\(\w+\))\.(get|all|run)\(\s*\)/, "drizzle's synchronous SQLite execution (.get() / .all() / .run()): await the query"],
  [/\.(get|all|run)<[^>]*>\(\s*sql`/, 'raw SQL through the SQLite driver: use a query builder'],
  [/\$client/, "the SQLite driver's connection"],
  [/\.sqlite\b(?!['"])/, 'the raw SQLite connection'],
  [/\browid\b/, "SQLite's rowid (use db/order.ts)"],
  [/INSERT OR (IGNORE|REPLACE)/i, 'INSERT OR … (use onConflictDoNothing / onConflictDoUpdate)'],
  [/\bifnull\(|\bjson_extract\(|\bstrftime\(|\bglob\b/i, 'a SQLite-only SQL function'],
];
/** Services (and what they call) receive the request's one transaction and never open one. */
const SERVICE_FILE = /(-service|reads|append|access|notify|present|write|limits?|figures|audience)\.ts$/;
const OPENS_A_TRANSACTION = /\.transaction\(/;
/** Composition, not services: push-service.ts builds web push and reads its stored keys once, at first use. */
const COMPOSES = ['push/push-service.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !/fixtures?\.ts$|test-|-world\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('server code that runs on both engines', () => {
  it('uses no SQLite-only execution method or SQL outside db/, ops/ and testing/, and no service opens a transaction', () => {
    const found: string[] = [];
    for (const file of sources(ROOT)) {
      const name = relative(ROOT, file);
      if (MAY_KNOW_THE_ENGINE.some((prefix) => name.startsWith(prefix))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*)/.test(line)) return; // comments may name what they avoid
          for (const [pattern, why] of SQLITE_ONLY) if (pattern.test(line)) found.push(`${name}:${i + 1}: ${why}\n    ${line.trim()}`);
          if (SERVICE_FILE.test(name) && !COMPOSES.includes(name) && OPENS_A_TRANSACTION.test(line)) found.push(`${name}:${i + 1}: a service opening its own transaction\n    ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
