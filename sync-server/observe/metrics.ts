import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the server counts for an operator (GET /metrics on the metrics port, Prometheus's text format). */
export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its method, route pattern (never the path: ids would make a series each), status. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One sync push: how many of its mutations were applied, refused or lost a conflict. */
  syncPush(results: readonly { status: 'applied' | 'refused' | 'conflict' }[]): void;
  /** One sync pull page and how many rows it carried. */
  syncPull(rows: number): void;
  /** One one-time code handed to a provider (console, termii, twilio) and whether it took it. */
  otpSend(provider: string, ok: boolean): void;
  /** One push delivery tried: sent, gone (the browser unsubscribed) or failed (retried or given up). */
  pushDelivery(outcome: 'ok' | 'gone' | 'failed'): void;
  /** One proof's receipt check finished: read now, its bytes read before, unreadable, or an error. */
  receiptRead(outcome: 'read' | 'read-before' | 'unreadable' | 'error', seconds: number): void;
  /** One database transaction's time, read-only or writing. */
  transaction(mode: 'read' | 'write', seconds: number): void;
}

/** Read at each scrape: queue depths and ages from the database, the connection pool's state. */
export interface MetricsProbes {
  /** Push deliveries waiting to be sent, and receipt checks waiting with the oldest one's age in seconds. */
  queues(): Promise<{ pushQueued: number; pushFailed: number; receiptQueued: number; receiptOldestSeconds: number }>;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one. Absent on SQLite (one connection). */
  pool?(): { total: number; idle: number; waiting: number };
}

// Request latency buckets (seconds): a submit on a quiet server takes milliseconds; a 2G client's
// upload may hold a request for seconds, which the top buckets show.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// An OCR read takes 0.3–3 s on this machine; a queue stuck behind a hung read shows in the top buckets.
const READ_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32];

/**
 * A registry of its own (never prom-client's global one: tests build many apps in one process),
 * with Node's process metrics (memory, CPU, event-loop lag, GC) when `processMetrics` is set.
 * @example const metrics = createMetrics({ processMetrics: true }); metrics.request('POST', '/api/contributions', 201, 0.004)
 */
export function createMetrics(options: { processMetrics?: boolean; probes?: MetricsProbes } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({ name: 'gp_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({ name: 'gp_http_request_duration_seconds', help: 'Time from a request to its answer, by method and route pattern.', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers });
  const mutations = new Counter({ name: 'gp_sync_push_mutations_total', help: 'Mutations received by sync push, by result.', labelNames: ['result'], registers });
  const pushes = new Counter({ name: 'gp_sync_pushes_total', help: 'Sync push batches answered.', registers });
  const pulls = new Counter({ name: 'gp_sync_pulls_total', help: 'Sync pull pages answered.', registers });
  const pulledRows = new Counter({ name: 'gp_sync_pull_rows_total', help: 'Rows sent by sync pull pages.', registers });
  const otp = new Counter({ name: 'gp_otp_sends_total', help: 'One-time codes handed to a provider, by provider and result (ok or failed).', labelNames: ['provider', 'result'], registers });
  const deliveries = new Counter({ name: 'gp_push_deliveries_total', help: 'Web push deliveries tried, by outcome: ok, gone (unsubscribed), failed (retried later or given up).', labelNames: ['outcome'], registers });
  const reads = new Histogram({ name: 'gp_receipt_read_duration_seconds', help: 'Receipt checks finished, by outcome, and the time each took.', labelNames: ['outcome'], buckets: READ_BUCKETS, registers });
  const transactions = new Histogram({ name: 'gp_db_transaction_duration_seconds', help: 'Database transactions, read-only or writing, and the time each took (waiting for a connection or the write lock included).', labelNames: ['mode'], buckets: LATENCY_BUCKETS, registers });

  const { probes } = options;
  if (probes) {
    // One query answers the four gauges: whichever is collected first runs it, the others reuse its answer.
    let reading: ReturnType<MetricsProbes['queues']> | null = null;
    const queues = () => (reading ??= probes.queues().finally(() => setImmediate(() => (reading = null))));
    const queueGauge = (name: string, help: string, pick: (q: Awaited<ReturnType<MetricsProbes['queues']>>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(pick(await queues()));
        },
      });
    queueGauge('gp_push_queue_depth', 'Web push deliveries queued (due now or waiting for a retry).', (q) => q.pushQueued);
    queueGauge('gp_push_failed_deliveries', 'Web push deliveries given up and kept as failed (pruned after a while).', (q) => q.pushFailed);
    queueGauge('gp_receipt_queue_depth', 'Proofs waiting for their receipt check.', (q) => q.receiptQueued);
    queueGauge('gp_receipt_queue_oldest_seconds', 'Age of the oldest proof waiting for its receipt check (0 when none waits).', (q) => q.receiptOldestSeconds);
    const { pool } = probes;
    if (pool) {
      new Gauge({
        name: 'gp_db_pool_connections',
        help: 'PostgreSQL connections of this process, by state: total, idle, and requests waiting for one.',
        labelNames: ['state'],
        registers,
        collect() {
          const now = pool();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
    }
  }

  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    syncPush(results) {
      pushes.inc();
      const counts = { applied: 0, refused: 0, conflict: 0 };
      for (const result of results) counts[result.status] += 1;
      for (const [result, n] of Object.entries(counts)) if (n > 0) mutations.inc({ result }, n);
    },
    syncPull(rows) {
      pulls.inc();
      pulledRows.inc(rows);
    },
    otpSend(provider, ok) {
      otp.inc({ provider, result: ok ? 'ok' : 'failed' });
    },
    pushDelivery(outcome) {
      deliveries.inc({ outcome });
    },
    receiptRead(outcome, seconds) {
      reads.observe({ outcome }, seconds);
    },
    transaction(mode, seconds) {
      transactions.observe({ mode }, seconds);
    },
  };
}
