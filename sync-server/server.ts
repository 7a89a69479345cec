import { serve, type ServerType } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp, type AppDeps } from './app';
import { startCheckpointer } from './db/checkpointer';
import { openEngine } from './db/engine';
import { ALONE, runAlone } from './db/run-alone';
import { databaseFile } from './db/open';
import { MAINTENANCE_INTERVAL_MS, pruneExpired } from './maintenance';
import { systemClock } from './clock';
import { diskProofStore } from './proofs/proof-store';
import { createPush, type PushOptions } from './push/push-service';
import type { ReceiptReader } from './receipt-checks/reader';
import { createReceiptRunner } from './receipt-checks/runner';
import { tesseractReader } from './receipt-checks/tesseract-reader';
import { sendDueReminders } from './dues/due-reminders';

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export interface StartOptions extends Omit<AppDeps, 'db' | 'proofStore' | 'push'> {
  dataDir: string;
  /** postgres://… to run on PostgreSQL (several processes may share it); SQLite in `dataDir` without. */
  databaseUrl?: string;
  /** Where proof images live: `dataDir/proofs` by default; a directory every process mounts when several run. */
  proofsDir?: string;
  port: number;
  host: string;
  /** Web push settings: VAPID keys from env, extra push-service hosts, a test service's https agent. */
  push?: PushOptions;
  /** Reads proofs (issue 13); tesseract's by default. */
  receiptReader?: ReceiptReader;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Opens the database (SQLite in `dataDir`, or PostgreSQL at `databaseUrl`), migrating it, keeps
 * proof images in `proofsDir` (default `dataDir/proofs`), builds
 * the app, starts the push delivery worker and listens. Used by main.ts and by the end-to-end tests, which start it on 127.0.0.1
 * with port 0 and an injected clock.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { dataDir, databaseUrl, proofsDir, port, host, push: pushOptions, receiptReader, ...appDeps } = options;
  const db = await openEngine({ databaseUrl, dataDir });
  // SQLite's WAL checkpoints move to a worker of their own; PostgreSQL checkpoints by itself.
  const checkpoints = db.engine === 'sqlite' ? startCheckpointer(db.sqlite, databaseFile(dataDir)) : { stop: async () => {} };
  const clock = appDeps.clock ?? systemClock;
  const push = createPush(db, clock, pushOptions);
  // Opening the store clears temp files a crash left (before any write of this process starts).
  const proofStore = diskProofStore(proofsDir ?? join(dataDir, 'proofs'));
  const receipts = createReceiptRunner({ db, store: proofStore, reader: receiptReader ?? tesseractReader(), clock });
  const app = createApp({ db, proofStore, push, receipts, ...appDeps });
  // Deliveries queued before a restart are due now: the first poll sends them.
  push.worker.start();
  // So are the proofs a previous process left unread.
  receipts.start();
  // One process at a time prunes (several may share a PostgreSQL database).
  const prune = () =>
    runAlone(db, ALONE.maintenance, async () => {
      // Today's dues reminders (issue 25 §7) go even when a prune fails, and the other way round.
      const pruned = await pruneExpired(db, proofStore, clock.now()).then(
        () => null,
        (error: unknown) => error,
      );
      await sendDueReminders(db, clock.now());
      if (pruned) throw pruned;
    });
  await prune();
  // A failed round (a file the OS would not delete) is retried by the next one; it must not stop the server.
  const maintenance = setInterval(() => prune().catch((error) => console.error('maintenance failed', error)), MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
  });
  // Idle keep-alive connections stay open 65 s, not Node's 5 s: a phone on 2G pays one or two
  // 800 ms round trips for a new connection, and a client that sends on a connection in the very
  // moment the server closes it sees ECONNRESET (the race the e2e suite met once at 5 s). Longer
  // than the usual 60 s of proxies in front, so they close first; headers may take a second more.
  const http = server as HttpServer;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(maintenance);
        server.close((error) => {
          // A push in flight finishes (or stays queued for the next start) before the database closes.
          void Promise.all([push.worker.stop(), receipts.stop(), checkpoints.stop()])
            .then(() => db.close())
            .then(() => (error ? reject(error) : resolve()), reject);
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
