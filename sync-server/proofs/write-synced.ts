import { open } from 'node:fs/promises';

/**
 * Writes `bytes` to a new file at `path` and flushes them to disk before returning, so a rename
 * that follows never publishes a file whose bytes are still only in the page cache. Refuses an
 * existing `path` (a temporary name is always fresh).
 * @example await writeSynced(temp, bytes); await rename(temp, target)
 */
export async function writeSynced(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
