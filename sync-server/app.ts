import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { authRoutes } from './auth/routes';
import { meRoutes } from './auth/me-routes';
import { DEFAULT_OTP_BUDGET_PER_HOUR } from './auth/rate-limit';
import { contributionRoutes } from './contributions/routes';
import { publicLookupRoutes } from './groups/public-routes';
import { guestGiftRoutes } from './guests/guest-routes';
import { groupsApi } from './groups/routes';
import { statsRoutes } from './stats/routes';
import { sessionMiddleware } from './auth/session-middleware';
import { systemClock, type Clock } from './clock';
import type { Database } from './db/database';
import type { AppEnv } from './http/app-env';
import { limitBody } from './http/body-limit';
import { forwardedClient } from './http/client-ip';
import { compressLarge } from './http/compress-large';
import { drainBody } from './http/drain-body';
import { answerRefusal } from './http/json';
import { refuse } from './outcome/outcome';
import { routingPath } from './http/nul-path';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { mountStatic } from './http/static';
import type { OtpSender } from './otp-senders';
import type { ProofStore } from './proofs/proof-store';
import { notificationsApi } from './notifications/routes';
import { healthCheck } from './ops/health';
import { correctionsApi } from './corrections/routes';
import { manageApi } from './groups/manage-routes';
import { historyApi } from './history/routes';
import { payoutsApi } from './payouts/routes';
import { statementsApi } from './statements/routes';
import { proofRoutes } from './proofs/routes';
import { ownReceiptRoutes } from './receipt-checks/routes';
import { receiptReadsQueued } from './receipt-checks/job-queue';
import { reconcileApi } from './reconcile/routes';
import { createPush, type Push } from './push/push-service';
import { deliveriesWritten } from './push/queue';
import { pushRoutes } from './push/routes';
import { getOrCreateSecret } from './settings';
import { syncRoutes } from './sync/routes';
import type { ReceiptRunner } from './receipt-checks/runner';
import { requestLog } from './http/request-log';
import { silentLog, type Log } from './observe/log';
import { createMetrics, type Metrics } from './observe/metrics';
import { meteredOtpSender } from './otp-senders/metered';

export interface AppDeps {
  db: Database;
  otpSender: OtpSender;
  /** Where proof images live (server.ts: `<dataDir>/proofs` on disk). */
  proofStore: ProofStore;
  clock?: Clock;
  /** Codes the whole server may send an hour (OTP_BUDGET_PER_HOUR); DEFAULT_OTP_BUDGET_PER_HOUR without. */
  otpBudgetPerHour?: number;
  /** NODE_ENV=production: never reveal codes, whatever the sender. */
  production?: boolean;
  /** The built PWA (dist/web). Without it the app serves the API only. */
  webRoot?: string;
  /**
   * Behind reverse proxies: trust X-Forwarded-Proto, and X-Forwarded-For as far as the proxies
   * wrote it (true: one proxy; a number: that many, see http/client-ip.ts).
   */
  trustProxy?: boolean | number;
  /** Origins other than the request's own host allowed to make state-changing calls. */
  allowedOrigins?: string[];
  /**
   * Web push (keys, sender, delivery worker): startServer builds it with createPush and runs its
   * worker. Without it the app makes one with generated keys and web-push as the sender, whose
   * worker only runs when kicked after a write.
   */
  push?: Push;
  /**
   * The queue that reads proofs (issue 13): kicked after every write, as push is. startServer
   * builds it with the tesseract reader; without it, proofs stay queued until a runner runs.
   */
  receipts?: ReceiptRunner;
  /** The JSON log (observe/log.ts); silent without. */
  log?: Log;
  /** What /metrics shows (observe/metrics.ts); a registry of the app's own without. */
  metrics?: Metrics;
}

/** JSON bodies are small; proof uploads get their own, larger limit on their routes. */
const JSON_BODY_LIMIT = 64 * 1024;
/** Routes that set their own body limit: a sync batch, proof uploads, a contribution or payout with its image, a bank statement. */
const OWN_BODY_LIMIT = [/^\/api\/sync\/push$/, /^\/api\/proofs\/[^/]+$/, /^\/api\/contributions$/, /^\/api\/guest-gifts\/[^/]+$/, /^\/api\/projects\/[^/]+\/payouts$/, /^\/api\/groups\/[^/]+\/statements$/];

function clientIp(c: Context, proxyHops: number): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), proxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Runs `make` at the first call and hands out its promise after (a failed run is tried again). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make().catch((error: unknown) => {
    made = undefined;
    throw error;
  }));
}

/**
 * The one composition root of the server (STYLE §3): everything it needs comes in `deps`, so a
 * test builds a fresh app on a fresh database in one line and `main.ts` only starts it.
 */
export function createApp(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const proxyHops = deps.trustProxy === true ? 1 : deps.trustProxy || 0;
  const trustProxy = proxyHops > 0;
  const push = deps.push ?? createPush(deps.db, clock);
  const log = deps.log ?? silentLog();
  const metrics = deps.metrics ?? createMetrics();
  const authDeps = {
    db: deps.db,
    // Each code handed to the provider is counted, and a failure logged (never the phone or the code).
    otpSender: meteredOtpSender(deps.otpSender, { log, metrics }),
    // Read (or made) at the first code issued or checked, then kept: the app is built synchronously.
    otpSecret: once(() => deps.db.transaction((tx) => getOrCreateSecret(tx, 'otp-hmac-secret'))),
    revealCodes: deps.otpSender.revealsCode && !deps.production,
    budgetPerHour: deps.otpBudgetPerHour ?? DEFAULT_OTP_BUDGET_PER_HOUR,
    trustProxy,
  };

  const app = new Hono<AppEnv>({ getPath: routingPath });

  // Outermost: the request's id is the log context of everything after it, and its line is
  // written once the answer is known, however it was made (an early refusal, an error).
  app.use('*', requestLog({ log, metrics, trustProxy }));
  // First, so that every answer, however early, waits for the body it answers (a reset otherwise).
  app.use('*', drainBody);
  // The full set (CSP and all) on the pages; what protects a JSON answer on /api.
  app.use('*', securityHeaders);

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('now', clock.now());
    c.set('ip', clientIp(c, proxyHops));
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // Before the session, compression and body limits: a load balancer's probe costs one prepared
  // `select 1` (it must say whether this process reaches its database), cookie or not.
  api.get('/health', healthCheck(deps.db, log));
  api.use('*', compressLarge);
  // The public look-ups (the link opened from WhatsApp) read no session and take no body: before
  // the body limit, origin check and session, so a look-up costs its cached answer and its cap.
  api.route('/groups', publicLookupRoutes(deps.db));
  const jsonBodyLimit = limitBody({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => answerRefusal(c, refuse('body-too-large')),
  });
  // Routes that carry more (a sync batch, proof images) set their own limit.
  api.use('*', (c, next) => (OWN_BODY_LIMIT.some((path) => path.test(c.req.path)) ? next() : jsonBodyLimit(c, next)));
  api.use('*', originCheck(deps.allowedOrigins));
  api.use('*', sessionMiddleware(deps.db, trustProxy));
  // A write that queued pushes (or proofs to read) in its transaction, committed by now: send them
  // at once rather than at the worker's next poll. Only then: a kick with nothing due still reads
  // the queue (on PostgreSQL, a transaction of three statements each), and most writes queue
  // neither. A request beside it that queued something counts too: a kick too many is harmless.
  api.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const before = { pushes: deliveriesWritten(), proofs: receiptReadsQueued() };
    await next();
    if (push.kickOnWrite && deliveriesWritten() !== before.pushes) push.worker.kick();
    if (receiptReadsQueued() !== before.proofs) deps.receipts?.kick();
  });

  api.route('/auth', authRoutes(authDeps));
  api.route('/me', meRoutes(deps.db));
  api.route('/', groupsApi(authDeps));
  api.route('/stats', statsRoutes(deps.db));
  api.route('/sync', syncRoutes(deps.db, metrics));
  api.route('/proofs', proofRoutes(deps.db, deps.proofStore));
  api.route('/proofs', ownReceiptRoutes(deps.db, deps.receipts));
  api.route('/contributions', contributionRoutes(deps.db, deps.proofStore));
  api.route('/guest-gifts', guestGiftRoutes(authDeps, deps.proofStore));
  api.route('/push', pushRoutes(deps.db, push));
  api.route('/', notificationsApi(deps.db));
  api.route('/', correctionsApi(deps.db));
  api.route('/', manageApi(deps.db));
  api.route('/', historyApi(deps.db));
  api.route('/', payoutsApi(deps.db, deps.proofStore));
  api.route('/', statementsApi(deps.db));
  api.route('/', reconcileApi(deps.db));
  // A sub-app's notFound is not used once mounted, so unknown API paths are caught here.
  api.all('*', (c) => answerRefusal(c, refuse('not-found')));

  app.route('/api', api);
  if (deps.webRoot) mountStatic(app, deps.webRoot);

  app.onError((error, c) => {
    log.error({ err: error }, 'request failed');
    return answerRefusal(c, refuse('internal'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
