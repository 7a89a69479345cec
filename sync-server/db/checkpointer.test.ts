import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';
import { databaseFile, openDatabase, type SqliteDatabase } from './open';

let dir = '';
let db: SqliteDatabase | null = null;
afterEach(() => {
  db?.sqlite.close();
  db = null;
  rmSync(dir, { recursive: true, force: true });
});

/** About 2 MB of rows: well under the request connection's raised automatic checkpoint. */
function writeRows(target: SqliteDatabase): void {
  target.sqlite.exec('CREATE TABLE filler (body TEXT)');
  const insert = target.sqlite.prepare('INSERT INTO filler (body) VALUES (?)');
  for (let i = 0; i < 500; i++) insert.run('x'.repeat(4000));
}

describe('the background checkpointer', () => {
  it('copies committed pages into the database file without the request connection checkpointing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gp-ckpt-'));
    const file = databaseFile(dir);
    db = openDatabase(file);
    const checkpoints = startCheckpointer(db.sqlite, file, 20);
    const before = statSync(file).size;
    writeRows(db);
    // The writes sit in the WAL until a checkpoint; only the worker's can have run.
    const deadline = Date.now() + 3000;
    while (statSync(file).size < before + 1_500_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await checkpoints.stop();
    expect(statSync(file).size).toBeGreaterThan(before + 1_500_000);
  });

  it('leaves the request connection’s automatic checkpoint as a far larger safety net while it runs', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gp-ckpt-'));
    const file = databaseFile(dir);
    db = openDatabase(file);
    const checkpoints = startCheckpointer(db.sqlite, file, 20);
    expect(db.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    await checkpoints.stop();
    expect(db.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('lets a process whose last work is awaiting its stop finish that await (a server closed by a script)', () => {
    dir = mkdtempSync(join(tmpdir(), 'gp-ckpt-'));
    const script = [
      `import { startCheckpointer } from ${JSON.stringify(join(import.meta.dirname, 'checkpointer.ts'))};`,
      `import { databaseFile, openDatabase } from ${JSON.stringify(join(import.meta.dirname, 'open.ts'))};`,
      `const file = databaseFile(${JSON.stringify(dir)});`,
      'const db = openDatabase(file);',
      'await startCheckpointer(db.sqlite, file, 20).stop();',
      'await db.close();',
      "console.log('stopped');",
    ].join('\n');
    writeFileSync(join(dir, 'stop.mts'), script);
    // Exit code 13 (a top-level await that never settled) would throw here.
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(dir, 'stop.mts')], { encoding: 'utf8', timeout: 30_000 });
    expect(out.trim()).toBe('stopped');
  });
});
