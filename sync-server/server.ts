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
import { assignMissingPayTags } from './pay-codes/pay-tags';
import { systemClock } from './clock';
import { diskProofStore } from './proofs/proof-store';
import { createPush, type PushOptions } from './push/push-service';
import type { ReceiptReader } from './receipt-checks/reader';
import { createReceiptRunner } from './receipt-checks/runner';
import { receiptThread } from './receipt-checks/receipt-thread';
import { sendDueReminders } from './dues/due-reminders';
import { startMetricsServer } from './http/metrics-server';
import { silentLog, type Log } from './observe/log';
import { createMetrics, type MetricsProbes } from './observe/metrics';
import { observedDatabase } from './observe/observed-database';
import { pushQueueCounts } from './push/queue';
import { receiptQueueAge } from './receipt-checks/job-queue';
import type { Database } from './db/database';

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export interface StartOptions extends Omit<AppDeps, 'db' | 'proofStore' | 'push' | 'metrics'> {
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
  /**
   * Where GET /metrics listens, apart from the app (METRICS_PORT, METRICS_HOST: 127.0.0.1 unless
   * set); no metrics listener without. Port 0 picks a free one (tests).
   */
  metrics?: { port: number; host: string };
}

export interface RunningServer {
  url: string;
  port: number;
  /** The metrics listener's address (http://host:port/metrics), when one was asked for. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * Opens the database (SQLite in `dataDir`, or PostgreSQL at `databaseUrl`), migrating it, keeps
 * proof images in `proofsDir` (default `dataDir/proofs`), builds
 * the app, starts the push delivery worker and listens. Used by main.ts and by the end-to-end tests, which start it on 127.0.0.1
 * with port 0 and an injected clock.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { dataDir, databaseUrl, proofsDir, port, host, push: pushOptions, receiptReader, metrics: metricsAt, ...appDeps } = options;
  const engine = await openEngine({ databaseUrl, dataDir });
  // SQLite's WAL checkpoints move to a worker of their own; PostgreSQL checkpoints by itself.
  const checkpoints = engine.engine === 'sqlite' ? startCheckpointer(engine.sqlite, databaseFile(dataDir)) : { stop: async () => {} };
  const clock = appDeps.clock ?? systemClock;
  const log: Log = appDeps.log ?? silentLog();
  const metrics = createMetrics({
    processMetrics: metricsAt !== undefined,
    probes: queueProbes(engine, clock.now.bind(clock), engine.engine === 'postgres' ? engine.pool : null),
  });
  // Every transaction of the app and its workers is timed, and logged when slow with its request's id.
  const db = observedDatabase(engine, { log, metrics });
  const push = createPush(db, clock, { ...pushOptions, observe: { log, metrics } });
  // Opening the store clears temp files a crash left (before any write of this process starts).
  const proofFolder = proofsDir ?? join(dataDir, 'proofs');
  const proofStore = diskProofStore(proofFolder);
  // Proofs are read and compared on a thread of their own, below the requests' priority (it starts
  // with the first proof; a test's own reader compares on this thread).
  const thread = receiptThread(proofFolder);
  const receipts = createReceiptRunner({ db, store: proofStore, reader: receiptReader ?? thread, comparer: receiptReader ? undefined : thread, clock, log, metrics });
  const app = createApp({ db, proofStore, push, receipts, ...appDeps, log, metrics });
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
      // Memberships and purses made before payment codes get their tags (issue 27 §3).
      const tagged = await assignMissingPayTags(db, clock.now()).then(
        () => null,
        (error: unknown) => error,
      );
      await sendDueReminders(db, clock.now());
      if (pruned ?? tagged) throw pruned ?? tagged;
    });
  await prune();
  // A failed round (a file the OS would not delete) is retried by the next one; it must not stop the server.
  const maintenance = setInterval(() => prune().catch((error: unknown) => log.error({ err: error }, 'maintenance failed')), MAINTENANCE_INTERVAL_MS);
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
  const metricsServer = metricsAt ? await startMetricsServer({ metrics, log, ...metricsAt }) : null;
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(maintenance);
        void metricsServer?.close();
        server.close((error) => {
          // A push in flight finishes (or stays queued for the next start) before the database closes.
          void Promise.all([push.worker.stop(), receipts.stop(), checkpoints.stop()])
            .then(() => engine.close())
            .then(() => (error ? reject(error) : resolve()), reject);
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** What the metrics read at each scrape: the queues from the database, and PostgreSQL's pool. */
function queueProbes(db: Database, now: () => Date, pool: { totalCount: number; idleCount: number; waitingCount: number } | null): MetricsProbes {
  return {
    queues: () =>
      db.transaction(
        async (tx) => {
          const push = await pushQueueCounts(tx);
          const receipts = await receiptQueueAge(tx, now());
          return { pushQueued: push.queued, pushFailed: push.failed, receiptQueued: receipts.queued, receiptOldestSeconds: receipts.oldestSeconds };
        },
        { readOnly: true },
      ),
    ...(pool ? { pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) } : {}),
  };
}
