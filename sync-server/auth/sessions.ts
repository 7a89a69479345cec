import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { sessions, users, type UserRow } from '../db/schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const SLIDE_AFTER_MS = 24 * 60 * 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: a random 256-bit token for the cookie; only its hash is stored. */
export async function createSession(tx: Tx, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

// Every signed-in request runs this, so it is built once per database.
const sessionByHash = preparedQuery((q) =>
  q
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(),
);

/** A cookie token's session as the database holds it: what sessionUpkeep decides from. */
export interface StoredSession {
  user: UserRow;
  expiresAt: Date;
  /** The stored token hash, for the write sessionUpkeep may ask for. */
  tokenHash: string;
}

/** What to do with a session seen at `now`: nothing, forget it (expired), or slide its expiry. */
export type SessionUpkeep = { kind: 'none' } | { kind: 'delete' } | { kind: 'renew'; expiresAt: Date };

/**
 * Reads the session behind a cookie token, or undefined when unknown. One statement, and a read
 * only: every request runs it (oneStatement, see db/database.ts); the rare write a session needs
 * (sessionUpkeep) follows in a transaction of its own.
 */
export async function findSession(tx: Tx, token: string): Promise<StoredSession | undefined> {
  const tokenHash = hashToken(token);
  const row = await sessionByHash(tx).get({ tokenHash });
  return row ? { user: row.user, expiresAt: row.expiresAt, tokenHash } : undefined;
}

/**
 * What a session seen at `now` needs: an expired one is deleted; a live one has its expiry slid to
 * 30 days from now when it was last set more than a day ago (so a session is written at most once
 * a day, not on every request).
 */
export function sessionUpkeep(session: StoredSession, now: Date): SessionUpkeep {
  if (session.expiresAt.getTime() <= now.getTime()) return { kind: 'delete' };
  const fullExpiry = now.getTime() + SESSION_TTL_MS;
  if (fullExpiry - session.expiresAt.getTime() > SLIDE_AFTER_MS) return { kind: 'renew', expiresAt: new Date(fullExpiry) };
  return { kind: 'none' };
}

/**
 * Writes what sessionUpkeep decided (in a write transaction; nothing is written for 'none') and
 * answers the signed-in user, or null for an expired session. `renewed` tells the caller to
 * refresh the cookie. A renewal only ever moves the expiry later (its WHERE), so two requests or
 * processes sliding the same session at once agree.
 * @example const upkeep = sessionUpkeep(session, now); await db.transaction((tx) => applySessionUpkeep(tx, session, upkeep));
 */
export async function applySessionUpkeep(
  tx: Tx,
  session: StoredSession,
  upkeep: SessionUpkeep,
): Promise<{ user: UserRow; expiresAt: Date; renewed: boolean } | null> {
  switch (upkeep.kind) {
    case 'delete':
      await tx.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
      return null;
    case 'renew':
      await tx
        .update(sessions)
        .set({ expiresAt: upkeep.expiresAt })
        .where(and(eq(sessions.tokenHash, session.tokenHash), lt(sessions.expiresAt, upkeep.expiresAt)));
      return { user: session.user, expiresAt: upkeep.expiresAt, renewed: true };
    case 'none':
      return { user: session.user, expiresAt: session.expiresAt, renewed: false };
  }
}

/** Ends a session (logout, or rotation at login). */
export async function deleteSession(tx: Tx, token: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
