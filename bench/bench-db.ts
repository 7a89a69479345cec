import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCheckpointer } from '../sync-server/db/checkpointer';
import { databaseFile, openDatabase, type SqliteDatabase } from '../sync-server/db/open';

/**
 * A SQLite database of the server's in a temporary folder, checkpointed in the background as
 * startServer does (without it, every thousandth WAL page a commit copies the WAL back and
 * syncs), for a bench that calls the services in process; close() stops it and removes the folder.
 * @example const { db, close } = openBenchDatabase('gp-bench-scale-'); try { … } finally { await close(); }
 */
export function openBenchDatabase(prefix: string): { db: SqliteDatabase; close(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const db = openDatabase(databaseFile(dir));
  const checkpoints = startCheckpointer(db.sqlite, databaseFile(dir));
  return {
    db,
    async close() {
      // The checkpoint worker does not hold the process open (unref'd): this timer does, until it has stopped.
      const awake = setInterval(() => {}, 1000);
      await checkpoints.stop();
      clearInterval(awake);
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
