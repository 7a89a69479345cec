import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Log } from '../observe/log';
import type { Metrics } from '../observe/metrics';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics (Prometheus's text format) on a listener of its own, apart from the app's:
 * only those who reach this port (bound to 127.0.0.1 unless METRICS_HOST says otherwise, and kept
 * off the public proxy) see what the server is doing. Nothing else is answered on it. A scrape
 * whose database probe fails is a 503 naming the failure, and is logged.
 * @example const metricsServer = await startMetricsServer({ metrics, log, port: 9464, host: '127.0.0.1' })
 */
export async function startMetricsServer(deps: { metrics: Metrics; log: Log; port: number; host: string }): Promise<MetricsServer> {
  const { metrics, log } = deps;
  const app = new Hono();
  app.get('/metrics', async (c) => {
    try {
      const text = await metrics.registry.metrics();
      return c.body(text, 200, { 'Content-Type': metrics.registry.contentType });
    } catch (error) {
      log.error({ err: error }, 'metrics scrape failed');
      return c.text(`metrics unavailable: ${(error as Error).message}\n`, 503);
    }
  });
  app.all('*', (c) => c.text('Not found: this port serves GET /metrics only.\n', 404));
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: deps.port, hostname: deps.host }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${deps.host.includes(':') ? `[${deps.host}]` : deps.host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
