import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCluster, type RunningCluster } from '../../scripts/postgres-cluster.mjs';
import { POSTGRES_BROKER_ENV, POSTGRES_URL_ENV } from './postgres';

/**
 * Vitest global setup: one PostgreSQL cluster for the whole run, started only when a test first
 * asks for it (most runs of one file need none), so `vitest run <file>` works without `npm test`.
 * Workers ask over a tiny HTTP server on 127.0.0.1, since they cannot call into this process and
 * an env var set here could only hold a URL decided before any test ran.
 * @example test: { globalSetup: ['sync-server/testing/postgres-global-setup.ts'] }
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[POSTGRES_URL_ENV]) return undefined; // npm test runs one cluster for every vitest run
  let cluster: Promise<RunningCluster> | undefined;
  const broker = createServer((_, response) => {
    cluster ??= startCluster();
    cluster.then(
      ({ url }) => response.end(url),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  broker.unref();
  // Test workers start after this returns and inherit this process's environment.
  process.env[POSTGRES_BROKER_ENV] = `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`;
  return async () => {
    broker.close();
    delete process.env[POSTGRES_BROKER_ENV];
    await cluster?.then((running) => running.stop(), () => undefined);
  };
}
