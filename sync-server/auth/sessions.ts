import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { sessions, users, type UserRow } from '../db/schema';

export const SESSION_COOKIE = 'gp_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const SLIDE_AFTER_MS = 24 * 60 * 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: a random 256-bit token for the cookie; only its hash is stored. */
export function createSession(db: Queryable, userId: string, now: Date): { token: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt }).run();
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

/**
 * The user behind a cookie token, or null when unknown or expired. Extends the expiry (sliding
 * 30 days) when it was last set more than a day ago; `renewed` tells the caller to refresh the cookie.
 */
export function resolveSession(db: Db, token: string, now: Date): { user: UserRow; expiresAt: Date; renewed: boolean } | null {
  const tokenHash = hashToken(token);
  const row = sessionByHash(db).get({ tokenHash });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
    return null;
  }
  const fullExpiry = now.getTime() + SESSION_TTL_MS;
  if (fullExpiry - row.expiresAt.getTime() > SLIDE_AFTER_MS) {
    const expiresAt = new Date(fullExpiry);
    db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash)).run();
    return { user: row.user, expiresAt, renewed: true };
  }
  return { user: row.user, expiresAt: row.expiresAt, renewed: false };
}

/** Ends a session (logout, or rotation at login). */
export function deleteSession(db: Queryable, token: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).run();
}
