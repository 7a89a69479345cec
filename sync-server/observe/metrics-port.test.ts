/**
 * The metrics are served on a port of their own (issue 26 §4): the app's port never answers them,
 * and the metrics port answers nothing else. Through startServer, as main.ts starts it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { recordingSender } from '../testing/test-app';
import { createLog } from './log';

let dir: string;
let server: RunningServer;
const raw: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gp-metrics-'));
  server = await startServer({
    dataDir: dir,
    port: 0,
    host: '127.0.0.1',
    otpSender: recordingSender().sender,
    receiptReader: { read: () => new Promise(() => {}), close: async () => {} },
    log: createLog({ level: 'info', destination: { write: (line: string) => void raw.push(line) } }),
    metrics: { port: 0, host: '127.0.0.1' },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('serves Prometheus metrics on the metrics port: requests, transactions, queues, process', async () => {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  const res = await fetch(server.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('gp_http_requests_total{method="GET",route="/api/health",status="200"} 1');
  expect(text).toMatch(/gp_db_transaction_duration_seconds_count\{mode="(read|write)"\} [1-9]/);
  for (const gauge of ['gp_push_queue_depth 0', 'gp_push_failed_deliveries 0', 'gp_receipt_queue_depth 0', 'gp_receipt_queue_oldest_seconds 0']) expect(text).toContain(gauge);
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  // The request line of the health check is in the log.
  expect(raw.map((line) => JSON.parse(line)).find((line) => line.msg === 'request')).toMatchObject({ route: '/api/health', status: 200, method: 'GET' });
});

it("answers the metrics on the metrics port only, and nothing else there", async () => {
  const onApp = await fetch(`${server.url}/metrics`);
  expect(onApp.status).toBe(404);
  expect(await onApp.text()).not.toContain('gp_http_requests_total');
  const apiMetrics = await fetch(`${server.url}/api/metrics`);
  expect(apiMetrics.status).toBe(404);
  const other = await fetch(server.metricsUrl!.replace('/metrics', '/api/health'));
  expect(other.status).toBe(404);
  expect((await fetch(server.metricsUrl!, { method: 'POST' })).status).toBe(404);
});
