import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSynced } from './write-synced';

/**
 * Proof images on disk, content-addressed: `<dir>/<first 2 hex>/<sha256>` (DESIGN "Server").
 * A file's name is its hash, so a stored file never changes and writing the same bytes twice (an
 * upload retried after a lost answer) is a no-op. The database's `proofs` row is written only
 * after the file is in place, so a row never names a missing file.
 */
export interface ProofStore {
  /** Writes the bytes under their hash, atomically (temp file, fsync, rename); true when new. */
  write(sha256: string, bytes: Uint8Array): Promise<boolean>;
  /** The stored bytes, or null when no file has that hash. */
  read(sha256: string): Promise<Buffer | null>;
  /** Deletes the file of these bytes, if there is one. */
  remove(sha256: string): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;

function pathOf(dir: string, sha256: string): string {
  // The hash is checked before it names a path: nothing else may reach the file system here.
  if (!HASH.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
  return join(dir, sha256.slice(0, 2), sha256);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

// A write in progress: `.<sha256>.<random>.tmp` beside its final name (see write).
const TEMP = /^\..*\.tmp$/;

/** A temp file older than this is a write a crash cut short; younger ones may be another process's write in progress. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Deletes the temporary files of writes a crash (kill -9, power loss) cut short. Run once when the
 * store opens: a temp file is never named by a row and never renamed later, so each one is only
 * lost disk space. Several server processes may share the folder (a mount every process sees), so
 * only temp files untouched for ABANDONED_AFTER_MS go: a write takes seconds.
 */
function removeTempLeftovers(dir: string): void {
  let folders: string[];
  try {
    folders = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const folder of folders) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    for (const name of readdirSync(join(dir, folder))) {
      if (!TEMP.test(name)) continue;
      const path = join(dir, folder, name);
      // Gone meanwhile: another process renamed its finished write.
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > ABANDONED_AFTER_MS) rmSync(path, { force: true });
    }
  }
}

/**
 * Reads the store's files under `dir`, and nothing else: for a thread that compares proofs beside
 * the server's store (which alone clears temp files and writes).
 * @example const bytes = await proofFiles(join(dataDir, 'proofs')).read(sha)
 */
export function proofFiles(dir: string): Pick<ProofStore, 'read'> {
  return {
    async read(sha256) {
      try {
        return await readFile(pathOf(dir, sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/**
 * The file-system store under `dir` (created on first write), cleared of a crashed run's temp files.
 * @example const store = diskProofStore(join(dataDir, 'proofs')); await store.write(sha, bytes)
 */
export function diskProofStore(dir: string): ProofStore {
  removeTempLeftovers(dir);
  return {
    async write(sha256, bytes) {
      const target = pathOf(dir, sha256);
      if (await exists(target)) return false;
      const folder = join(dir, sha256.slice(0, 2));
      await mkdir(folder, { recursive: true });
      // A reader sees either no file or the whole file: the bytes are flushed under a temporary
      // name in the same folder, then renamed over the final name in one step. Two writers of the
      // same hash race harmlessly, since both write the same bytes.
      const temp = join(folder, `.${sha256}.${randomBytes(6).toString('hex')}.tmp`);
      await writeSynced(temp, bytes);
      try {
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return true;
    },
    read: proofFiles(dir).read,
    async remove(sha256) {
      await rm(pathOf(dir, sha256), { force: true });
    },
  };
}
