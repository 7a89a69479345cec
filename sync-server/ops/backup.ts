import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { DATABASE_NAME, digestBytes, digestFile, proofPath, syncDirectory, writeSynced, type FileDigest } from './backup-files';
import { BACKUP_FORMAT, MANIFEST_NAME, type Manifest } from './manifest';
import { dropPrunedProofs, inspectSnapshot } from './snapshot';

/** Progress of SQLite's online backup, as better-sqlite3 reports it after each step. */
export interface BackupProgress {
  totalPages: number;
  remainingPages: number;
}

export interface BackupOptions {
  /** The server's DATA_DIR: `grouppurse.db` and `proofs/` inside it. */
  dataDir: string;
  /** The backup directory to create; it must not exist yet. */
  destination: string;
  now?: Date;
  /**
   * Pages SQLite copies per step. All at once by default: a step is one read transaction, which
   * in WAL mode blocks no writer, whereas a write from another connection between two steps makes
   * SQLite start the copy again, and on a busy server small steps might never finish.
   */
  pagesPerStep?: number;
  /** Called between steps (a test writes to the live database here). */
  onStep?: (progress: BackupProgress) => void;
}

const ALL_PAGES = 0x7fffffff;

/**
 * A default backup directory name for `now`, in UTC and safe on every file system.
 * @example backupName(new Date('2025-01-02T03:04:05.678Z')) // 'grouppurse-2025-01-02T03-04-05Z'
 */
export function backupName(now: Date): string {
  return `grouppurse-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/**
 * Copies the live SQLite database with SQLite's online backup API (the server may be running and
 * writing), then every proof the copy's `proofs` table lists, each checked against its hash, and
 * writes `manifest.json` last. Everything goes to a hidden sibling directory renamed to
 * `destination` at the end, so a backup directory is either complete or absent.
 *
 * Why this order is consistent: a proof's file is written before its row (proof-service.ts) and
 * never rewritten (its name is its hash), so every proof the snapshot lists was on disk when the
 * snapshot was taken. Files uploaded later are not listed and not copied, nor are half-written
 * temp files. The one thing that can happen in between is retention (proof-retention.ts) deleting
 * a proof no contribution or payout names; such a proof's rows are dropped from the copy, exactly
 * as retention dropped them from the live database. A named proof missing is a damaged store: the
 * backup fails and says so.
 * @example const { directory, manifest } = await takeBackup({ dataDir: './data', destination: './backups/x' })
 */
export async function takeBackup(options: BackupOptions): Promise<{ directory: string; manifest: Manifest }> {
  const { dataDir, destination } = options;
  const now = options.now ?? new Date();
  const liveDatabase = join(dataDir, DATABASE_NAME);
  if (!existsSync(liveDatabase)) throw new Error(`no database at ${liveDatabase}: is DATA_DIR right?`);
  if (existsSync(destination)) throw new Error(`${destination} already exists: a backup never writes over anything`);
  await mkdir(dirname(destination), { recursive: true });
  const staging = join(dirname(destination), `.partial-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    await copyDatabase(liveDatabase, join(staging, DATABASE_NAME), options);
    const facts = inspectSnapshot(join(staging, DATABASE_NAME));
    const proofFiles: Record<string, FileDigest> = {};
    const pruned: string[] = [];
    for (const proof of facts.proofs) {
      const copied = await copyProof(dataDir, staging, proof.sha256);
      if (copied) proofFiles[proofPath(proof.sha256)] = copied;
      else if (proof.named) throw new Error(`proof ${proof.sha256} is named by a contribution or payout but missing from ${dataDir}: the proof store is damaged`);
      else pruned.push(proof.sha256);
    }
    const proofRows = dropPrunedProofs(join(staging, DATABASE_NAME), pruned);
    const copiedProofs = Object.values(proofFiles);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      engine: 'sqlite',
      createdAt: now.toISOString(),
      appVersion: packageJson.version,
      migrations: facts.migrations,
      rows: { ...facts.rows, proofs: proofRows },
      proofs: { count: copiedProofs.length, bytes: copiedProofs.reduce((sum, f) => sum + f.bytes, 0), prunedDuringBackup: pruned.length },
      // Hashed last: dropping pruned proofs' rows changed the copy.
      files: { [DATABASE_NAME]: await digestFile(join(staging, DATABASE_NAME)), ...proofFiles },
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await syncDirectory(staging);
    await rename(staging, destination);
    await syncDirectory(dirname(destination));
    return { directory: destination, manifest };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** SQLite's online backup from a connection of our own to the live file; it never writes to it. */
async function copyDatabase(source: string, target: string, options: BackupOptions): Promise<void> {
  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    const pages = options.pagesPerStep ?? ALL_PAGES;
    await live.backup(target, {
      progress: (progress) => {
        options.onStep?.(progress);
        return pages;
      },
    });
  } finally {
    live.close();
  }
}

/**
 * Copies one proof into the backup after checking its bytes against its name; the digest, or
 * null when the live store no longer has it.
 */
async function copyProof(dataDir: string, staging: string, sha256: string): Promise<FileDigest | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dataDir, proofPath(sha256)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (digestBytes(bytes) !== sha256) throw new Error(`proof ${sha256} in ${dataDir} does not match its hash: the proof store is damaged`);
  const target = join(staging, proofPath(sha256));
  await mkdir(dirname(target), { recursive: true });
  await writeSynced(target, bytes);
  return { sha256, bytes: bytes.byteLength };
}
