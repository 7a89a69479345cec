import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

/** The database file's name, in a data directory and in a backup alike (db/open.ts databaseFile). */
export const DATABASE_NAME = 'grouppurse.db';
/** The proofs folder, in a data directory (server.ts) and in a backup alike. */
export const PROOFS_FOLDER = 'proofs';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Where the proof of hash `sha256` lives under a root (data directory or backup), relative to it:
 * `proofs/<first 2 hex>/<sha256>`, the layout of proofs/proof-store.ts.
 * @example proofPath('ab12…') // 'proofs/ab/ab12…'
 */
export function proofPath(sha256: string): string {
  // The hash is checked before it names a path: a manifest or a row cannot reach another file.
  if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
  return join(PROOFS_FOLDER, sha256.slice(0, 2), sha256);
}

/**
 * Whether `relative` is a path a backup may hold: the database or a proof named by its hash.
 * @example isBackupPath('../../etc/passwd') // false
 */
export function isBackupPath(relative: string): boolean {
  if (relative === DATABASE_NAME) return true;
  const match = /^proofs\/([0-9a-f]{2})\/([0-9a-f]{64})$/.exec(relative);
  return match !== null && match[2]!.startsWith(match[1]!);
}

/**
 * The hash of a proof named by `relative` (its file name), or null for the database.
 * @example proofHashOf('grouppurse.db') // null
 */
export function proofHashOf(relative: string): string | null {
  return relative.startsWith(`${PROOFS_FOLDER}/`) ? relative.slice(-64) : null;
}

export interface FileDigest {
  sha256: string;
  bytes: number;
}

/**
 * The SHA-256 and size of a file, read as a stream (a database may be larger than memory).
 * @example const { sha256, bytes } = await digestFile('backups/x/grouppurse.db')
 */
export async function digestFile(path: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).byteLength;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * The SHA-256 of bytes in memory, in hex.
 * @example digestBytes(await readFile(file)) === sha256
 */
export function digestBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// One way to write a file that survives a power loss, shared with the proof store.
export { writeSynced } from '../proofs/write-synced';

/**
 * Flushes a directory, so the renames done in it survive a power loss.
 * @example await rename(staging, destination); await syncDirectory(dirname(destination))
 */
export async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
