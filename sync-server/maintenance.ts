import { lt } from 'drizzle-orm';
import { pruneRateEvents } from './auth/rate-limit';
import type { Db } from './db/open';
import { otpVerifications, sessions } from './db/schema';
import { pruneUnreferencedProofs } from './proofs/proof-retention';
import { pruneFailedDeliveries } from './push/prune-failed';
import type { ProofStore } from './proofs/proof-store';
import { pruneIdempotencyKeys } from './sync/idempotency';

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
/** Codes live 10 minutes; a day's rows are kept for the resend cooldown and for looking into abuse. */
const OTP_ROW_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Drops what no rule looks at any more: rate events past their window, idempotency keys past
 * their 8-day retention, expired sessions, old one-time-code rows, pushes given up over a week
 * ago, and proof images no contribution named within their retention (rows and files). Runs beside the server, never on a request's path.
 */
export async function pruneExpired(db: Db, store: ProofStore, now: Date): Promise<void> {
  pruneRateEvents(db, now);
  pruneIdempotencyKeys(db, now);
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
  db.delete(otpVerifications).where(lt(otpVerifications.createdAt, new Date(now.getTime() - OTP_ROW_RETENTION_MS))).run();
  pruneFailedDeliveries(db, now);
  await pruneUnreferencedProofs(db, store, now);
}
