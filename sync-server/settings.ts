import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from './db/database';
import { serverSettings } from './db/schema';

async function storedSecret(tx: Tx, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key)).limit(1);
  return row?.value;
}

/**
 * Returns the server secret stored under `key`, creating it at first use. Generated secrets live
 * in the database so a restart keeps them (issued codes stay checkable, push keys stay valid).
 * Several server processes may start at once on one database: each offers its own new value with
 * INSERT … ON CONFLICT DO NOTHING and then reads what is stored, so the first insert wins and every
 * process uses that one (on PostgreSQL a second insert of the key waits for the first to commit,
 * then does nothing; the read after it is a new statement and sees the winner).
 * @example const otpSecret = await db.transaction((tx) => getOrCreateSecret(tx, 'otp-hmac-secret'));
 */
export async function getOrCreateSecret(tx: Tx, key: string, create: () => string = () => randomBytes(32).toString('base64url')): Promise<string> {
  const existing = await storedSecret(tx, key);
  if (existing !== undefined) return existing;
  await tx.insert(serverSettings).values({ key, value: create() }).onConflictDoNothing();
  const stored = await storedSecret(tx, key);
  if (stored === undefined) throw new Error(`server setting ${key} missing after insert`);
  return stored;
}

/**
 * OTP_BUDGET_PER_HOUR: the codes the whole server may send an hour (auth/rate-limit.ts otpBudget),
 * the default when unset or blank, and null when it is not a whole number of at least 1 (main.ts
 * then refuses to start rather than run without the bound it was given).
 * @example otpBudgetFromEnv(undefined, 2000) === 2000; otpBudgetFromEnv('5000', 2000) === 5000; otpBudgetFromEnv('lots', 2000) === null
 */
export function otpBudgetFromEnv(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value.trim() === '') return fallback;
  const budget = Number(value.trim());
  return Number.isSafeInteger(budget) && budget >= 1 ? budget : null;
}

/**
 * METRICS_PORT and METRICS_HOST as where /metrics listens: 'off' when METRICS_PORT is unset, null
 * when it is not a port. The host is 127.0.0.1 unless set: the metrics are for the operator only.
 * @example metricsListenerFromEnv('9464', undefined) // { port: 9464, host: '127.0.0.1' }
 */
export function metricsListenerFromEnv(port: string | undefined, host: string | undefined): { port: number; host: string } | 'off' | null {
  if (port === undefined || port.trim() === '') return 'off';
  if (!/^\d{1,5}$/.test(port.trim())) return null;
  const number = Number(port.trim());
  if (number < 1 || number > 65_535) return null;
  const address = host?.trim() || '127.0.0.1';
  return { port: number, host: address };
}
