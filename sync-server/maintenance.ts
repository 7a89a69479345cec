import { lt } from 'drizzle-orm';
import { pruneRateEvents } from './auth/rate-limit';
import type { Database } from './db/database';
import { otpVerifications, sessions } from './db/schema';
import { pruneUnreferencedProofs } from './proofs/proof-retention';
import { pruneFailedDeliveries } from './push/prune-failed';
import type { ProofStore } from './proofs/proof-store';
import { pruneIdempotencyKeys } from './idempotency/idempotency';

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
/** Codes live 10 minutes; a day's rows are kept for the resend cooldown and for looking into abuse. */
const OTP_ROW_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Drops what no rule looks at any more: rate events past their window, idempotency keys past
 * their 8-day retention, expired sessions, old one-time-code rows, pushes given up over a week
 * ago, and proof images no contribution named within their retention (rows and files). Runs beside
 * the server, never on a request's path: each prune is its own short transaction, so requests
 * wait for one delete at a time, never for the whole run, and none is held while proof files go.
 * Every prune is a delete by age, so two processes running it at once only repeat each other.
 * @example await pruneExpired(db, proofStore, clock.now())
 */
export async function pruneExpired(db: Database, store: ProofStore, now: Date): Promise<void> {
  await db.transaction((tx) => pruneRateEvents(tx, now));
  await db.transaction((tx) => pruneIdempotencyKeys(tx, now));
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
  });
  await db.transaction(async (tx) => {
    await tx.delete(otpVerifications).where(lt(otpVerifications.createdAt, new Date(now.getTime() - OTP_ROW_RETENTION_MS)));
  });
  await db.transaction((tx) => pruneFailedDeliveries(tx, now));
  await pruneUnreferencedProofs(db, store, now);
}
