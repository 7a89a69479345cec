import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Circle, eachTestACircle, pngBytes, sha256Of } from '../contributions/test-fixtures';
import { databaseFile, openDatabase } from '../db/open';
import type { TestApp } from '../testing/test-app';
import { digestFile, proofPath } from './backup-files';
import { takeBackup } from './backup';
import { restoreBackup } from './restore';
import { dataDirOf, decide, pay, scratch } from './test-backups';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

let backup: string;
let proofSha: string;
beforeEach(async () => {
  const id = await pay(c, c.member, 4000);
  await decide(c, id, 'confirm');
  proofSha = (t.sqlite.prepare('SELECT proof_sha256 AS sha FROM contributions WHERE id = ?').get(id) as { sha: string }).sha;
  backup = join(scratch(), 'backup');
  await takeBackup({ dataDir: dataDirOf(t), destination: backup });
});

/** Every file under `dir` with its hash: what a refused restore must leave as it was. */
async function snapshotOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[join(entry.parentPath, entry.name)] = (await digestFile(join(entry.parentPath, entry.name))).sha256;
  }
  return files;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { migrations: number; files: Record<string, unknown> };

describe('npm run restore', () => {
  it('restores into an empty data directory, and the database opens migrated', async () => {
    const target = join(scratch(), 'data');
    const { replaced } = await restoreBackup({ backupDir: backup, dataDir: target });
    expect(replaced).toBe(false);
    expect(readFileSync(join(target, proofPath(proofSha)))).toEqual(readFileSync(join(dataDirOf(t), proofPath(proofSha))));
    const db = openDatabase(databaseFile(target));
    expect(db.sqlite.prepare("SELECT sum(amount_kobo) AS kobo FROM contributions WHERE status = 'confirmed'").get()).toEqual({ kobo: 400_000 });
    db.sqlite.close();
    expect(readdirSync(target).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it('refuses to replace a database that holds data unless forced, then replaces it and its other proofs', async () => {
    const target = join(scratch(), 'data');
    await restoreBackup({ backupDir: backup, dataDir: target });
    const stray = pngBytes(500, 99);
    mkdirSync(join(target, 'proofs', sha256Of(stray).slice(0, 2)), { recursive: true });
    writeFileSync(join(target, proofPath(sha256Of(stray))), stray);
    const before = await snapshotOf(target);

    await expect(restoreBackup({ backupDir: backup, dataDir: target })).rejects.toThrow(/already holds data: add --force/);
    expect(await snapshotOf(target)).toEqual(before);

    expect(await restoreBackup({ backupDir: backup, dataDir: target, force: true })).toMatchObject({ replaced: true });
    expect(existsSync(join(target, proofPath(sha256Of(stray))))).toBe(false);
    expect(existsSync(join(target, proofPath(proofSha)))).toBe(true);
  });

  it('refuses while a server has the database open, even idle, and writes nothing', async () => {
    const target = join(scratch(), 'data');
    await restoreBackup({ backupDir: backup, dataDir: target });
    const server = openDatabase(databaseFile(target));
    try {
      const before = await snapshotOf(target);
      await expect(restoreBackup({ backupDir: backup, dataDir: target, force: true })).rejects.toThrow(/a server is running/);
      expect(await snapshotOf(target)).toEqual(before);
    } finally {
      server.sqlite.close();
    }
  });

  it.each([
    ['a database byte changed', (dir: string) => appendFileSync(join(dir, 'grouppurse.db'), 'x'), /grouppurse.db .* does not match its hash/],
    ['a proof byte changed', (dir: string) => writeFileSync(join(dir, proofPath(proofSha)), pngBytes(300, 3)), /does not match its hash/],
    ['a proof missing', (dir: string) => writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifestOf(dir), files: { ...manifestOf(dir).files, [proofPath('a'.repeat(64))]: { sha256: 'a'.repeat(64), bytes: 1 } } })), /is missing/],
    ['a path outside the backup', (dir: string) => writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifestOf(dir), files: { ...manifestOf(dir).files, '../../etc/passwd': { sha256: 'a'.repeat(64), bytes: 1 } } })), /never holds/],
    ['a newer schema', (dir: string) => writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifestOf(dir), migrations: manifestOf(dir).migrations + 1 })), /this server knows/],
    ['no manifest', (dir: string) => writeFileSync(join(dir, 'manifest.json'), ''), /not a complete backup/],
  ] as const)('refuses a backup with %s, writing nothing', async (_, tamper, reason) => {
    tamper(backup);
    const target = scratch();
    await expect(restoreBackup({ backupDir: backup, dataDir: target })).rejects.toThrow(reason);
    expect(readdirSync(target)).toEqual([]);
  });
});
