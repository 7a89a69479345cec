import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { trustedHops } from './http/client-ip';
import { createOtpSenderFromEnv } from './otp-senders';
import { startServer } from './server';
import { DEFAULT_OTP_BUDGET_PER_HOUR } from './auth/rate-limit';
import { otpBudgetFromEnv } from './settings';
import { createLog, logLevelFromEnv } from './observe/log';
import { metricsListenerFromEnv } from './settings';

// The only place that reads the environment: everything else gets its settings from createApp's deps.
const env = process.env;
const production = env.NODE_ENV === 'production';
const dataDir = resolve(env.DATA_DIR ?? './data');
const webRoot = resolve(env.WEB_ROOT ?? 'dist/web');
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');

if (production && (env.OTP_PROVIDER ?? '') === '') {
  // A production server with the console sender would print codes to its log and never deliver them.
  console.error('NODE_ENV=production needs OTP_PROVIDER (termii or twilio; console only if set explicitly).');
  process.exit(1);
}

const otpBudgetPerHour = otpBudgetFromEnv(env.OTP_BUDGET_PER_HOUR, DEFAULT_OTP_BUDGET_PER_HOUR);
if (otpBudgetPerHour === null) {
  console.error('OTP_BUDGET_PER_HOUR must be a whole number of codes, at least 1.');
  process.exit(1);
}

const logLevel = logLevelFromEnv(env.LOG_LEVEL);
if (logLevel === null) {
  console.error('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent.');
  process.exit(1);
}
const metrics = metricsListenerFromEnv(env.METRICS_PORT, env.METRICS_HOST);
if (metrics === null) {
  console.error('METRICS_PORT must be a port number (1-65535); METRICS_HOST an address to listen on.');
  process.exit(1);
}
// One JSON line per event on stdout (observe/log.ts): requests, deliveries, receipt checks, failures.
const log = createLog({ level: logLevel });

const otpSender = createOtpSenderFromEnv(env);
const hasWeb = existsSync(join(webRoot, 'index.html'));
const databaseUrl = env.DATABASE_URL || undefined;
const server = await startServer({
  dataDir,
  databaseUrl,
  ...(env.PROOFS_DIR ? { proofsDir: resolve(env.PROOFS_DIR) } : {}),
  port,
  host,
  otpSender,
  otpBudgetPerHour,
  production,
  trustProxy: trustedHops(env.TRUST_PROXY),
  allowedOrigins: env.ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [],
  push: {
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    endpointHosts: env.PUSH_ENDPOINT_HOSTS?.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) ?? [],
  },
  ...(hasWeb ? { webRoot } : {}),
  log,
  ...(metrics === 'off' ? {} : { metrics }),
});

// For the person at the terminal, in plain words (the log's JSON lines follow).
console.log(`GroupPurse is running on ${server.url}  (database: ${databaseUrl ? 'PostgreSQL' : `SQLite in ${dataDir}`})`);
if (!hasWeb) console.log(`No built web app in ${webRoot}: serving the API only (run "npm run build").`);
if (otpSender.name === 'console') console.log('Development mode: one-time codes are printed here and shown in the app.');
if (server.metricsUrl) console.log(`Metrics for the operator: ${server.metricsUrl}`);
log.info({ url: server.url, engine: databaseUrl ? 'postgres' : 'sqlite', metrics: server.metricsUrl ?? null }, 'server started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
