import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection copies the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 1000;
/**
 * The request connection's own automatic checkpoint, kept only as a safety net for when the
 * background one falls behind: about 40 MB of WAL (SQLite's default is 1000 pages, about 4 MB).
 */
const SAFETY_NET_PAGES = 10_000;

// Plain CommonJS, so the worker needs no TypeScript loader: a second connection to the same file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { console.error('checkpoint failed', error); }
}, workerData.intervalMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer {
  /** Stops the worker and closes its connection; call before closing the database. */
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the request thread. better-sqlite3 is synchronous: the automatic
 * checkpoint runs inside whichever commit crosses 1000 WAL pages (every hundred submits or so),
 * copying pages and syncing the file while every other request waits, which was the submit's
 * p99. A worker thread with its own connection checkpoints PASSIVE every `intervalMs` instead:
 * a passive checkpoint never blocks writers or readers, and the WAL stays small. The request
 * connection keeps a far larger automatic checkpoint in case the worker cannot keep up.
 * @example const checkpoints = startCheckpointer(db.$client, file); … await checkpoints.stop();
 */
export function startCheckpointer(sqlite: Database.Database, file: string, intervalMs = CHECKPOINT_INTERVAL_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs } });
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => console.error('checkpoint worker failed', error));
  return {
    async stop() {
      sqlite.pragma('wal_autocheckpoint = 1000');
      // Unref'd so a running server never waits on it; but a stop is awaited, and with nothing else
      // left to do Node would exit before the worker's exit event (a close that never settles).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
