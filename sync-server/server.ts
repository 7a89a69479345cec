import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp, type AppDeps } from './app';
import { databaseFile, openDatabase } from './db/open';
import { MAINTENANCE_INTERVAL_MS, pruneExpired } from './maintenance';
import { systemClock } from './clock';
import { diskProofStore } from './proofs/proof-store';

export interface StartOptions extends Omit<AppDeps, 'db' | 'proofStore'> {
  dataDir: string;
  port: number;
  host: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Opens the database in `dataDir` (migrating it), keeps proof images in `dataDir/proofs`, builds
 * the app and listens. Used by main.ts and by the end-to-end tests, which start it on 127.0.0.1
 * with port 0 and an injected clock.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { dataDir, port, host, ...appDeps } = options;
  const db = openDatabase(databaseFile(dataDir));
  const app = createApp({ db, proofStore: diskProofStore(join(dataDir, 'proofs')), ...appDeps });
  const clock = appDeps.clock ?? systemClock;
  pruneExpired(db, clock.now());
  const maintenance = setInterval(() => pruneExpired(db, clock.now()), MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(maintenance);
        server.close((error) => {
          db.$client.close();
          if (error) reject(error);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
