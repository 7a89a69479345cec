import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { openDatabase } from '../db/open';
import { DATABASE_NAME, digestBytes, digestFile, PROOFS_FOLDER, proofHashOf, proofPath, syncDirectory, writeSynced } from './backup-files';
import { lockExclusively, type ExclusiveLock } from './exclusive-lock';
import { verifyBackup, type Manifest } from './manifest';

export interface RestoreOptions {
  /** A directory `takeBackup` made. */
  backupDir: string;
  /** The server's DATA_DIR to restore into (created when missing). */
  dataDir: string;
  /** Replace a database that holds data; without it such a restore is refused. */
  force?: boolean;
}

/** How many migrations this version of the server knows: those it applies to an empty database. */
function knownMigrations(): number {
  const db = openDatabase(':memory:');
  try {
    return (db.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
  } finally {
    db.sqlite.close();
  }
}

/**
 * Puts a backup back into `dataDir`. Refused, with nothing written, when a file of the backup does
 * not match its manifest, when the backup is newer than this code, when a server has the database
 * open, or when the database holds data and `force` is not set. The database is staged in
 * `dataDir`, migrated with openDatabase (the server's own start-up check), then renamed over the
 * old one in one step; its proofs are in place before that rename (each written to a temp file,
 * then renamed), so at every moment the database in place finds all the proofs it names.
 * @example await restoreBackup({ backupDir: 'backups/grouppurse-2025-01-02T03-04-05Z', dataDir: './data' })
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ manifest: Manifest; replaced: boolean }> {
  const { backupDir, dataDir } = options;
  const manifest = await verifyBackup(backupDir);
  const known = knownMigrations();
  if (manifest.migrations > known) {
    throw new Error(`the backup's database has ${manifest.migrations} migrations, this server knows ${known}: restore it with the version that made it (${manifest.appVersion}) or newer`);
  }
  const liveDatabase = join(dataDir, DATABASE_NAME);
  const replaced = existsSync(liveDatabase) && statSync(liveDatabase).size > 0;
  const lock = existsSync(liveDatabase) ? lockExclusively(liveDatabase) : null;
  if (lock === 'in-use') throw new Error(`a server is running on ${dataDir} (its database is open): stop it before restoring`);
  if (replaced && !options.force) {
    lock?.release();
    throw new Error(`${liveDatabase} already holds data: add --force to replace it with the backup`);
  }
  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(staging);
    const stagedDatabase = await stageDatabase(backupDir, staging, manifest);
    for (const relative of Object.keys(manifest.files)) {
      const sha256 = proofHashOf(relative);
      if (sha256 !== null) await placeProof(backupDir, dataDir, sha256);
    }
    await swapDatabase(stagedDatabase, liveDatabase, lock);
    if (replaced) await removeOtherProofs(dataDir, manifest);
    return { manifest, replaced };
  } finally {
    if (lock) lock.release();
    await rm(staging, { recursive: true, force: true });
  }
}

/** Copies the database into `staging`, checks the copy, and migrates it as the server would. */
async function stageDatabase(backupDir: string, staging: string, manifest: Manifest): Promise<string> {
  const staged = join(staging, DATABASE_NAME);
  await copyFile(join(backupDir, DATABASE_NAME), staged);
  // Checked again after the copy: the backup may sit on a disk that changed since it was verified.
  if ((await digestFile(staged)).sha256 !== manifest.files[DATABASE_NAME]!.sha256) throw new Error('the database changed while it was copied');
  const db = openDatabase(staged);
  try {
    const check = db.sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the restored database fails SQLite's check: ${String(check)}`);
  } finally {
    // Closing the only connection copies the WAL back into the file and deletes it.
    db.sqlite.close();
  }
  return staged;
}

/** Puts one proof in the data directory unless the same bytes are there already. */
async function placeProof(backupDir: string, dataDir: string, sha256: string): Promise<void> {
  const target = join(dataDir, proofPath(sha256));
  if (existsSync(target) && (await digestFile(target)).sha256 === sha256) return;
  const bytes = await readFile(join(backupDir, proofPath(sha256)));
  if (digestBytes(bytes) !== sha256) throw new Error(`proof ${sha256} changed while it was copied`);
  await mkdir(dirname(target), { recursive: true });
  // The proof store's temp-file name (proof-store.ts): if this is cut short, the server's next start clears it.
  const temp = join(dirname(target), `.${sha256}.${randomBytes(6).toString('hex')}.tmp`);
  await writeSynced(temp, bytes);
  await rename(temp, target);
}

/**
 * Renames the staged database over the live one. The old database's `-wal` and `-shm` go first:
 * a WAL left beside the new file would be replayed into it. Releasing the lock closed the old
 * connection, which already folded its WAL in; these removals only catch a crashed server's leftovers.
 */
async function swapDatabase(staged: string, live: string, lock: ExclusiveLock | null): Promise<void> {
  lock?.release();
  await rm(`${live}-wal`, { force: true });
  await rm(`${live}-shm`, { force: true });
  await rename(staged, live);
  await syncDirectory(dirname(live));
}

/**
 * Deletes the proof files of the replaced data that the restored database does not list: nothing
 * would ever name or prune them (retention goes by rows, not files).
 */
async function removeOtherProofs(dataDir: string, manifest: Manifest): Promise<void> {
  const root = join(dataDir, PROOFS_FOLDER);
  if (!existsSync(root)) return;
  for (const folder of await readdir(root)) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    for (const name of await readdir(join(root, folder))) {
      if (/^[0-9a-f]{64}$/.test(name) && !manifest.files[proofPath(name)]) await rm(join(root, folder, name), { force: true });
    }
  }
}
