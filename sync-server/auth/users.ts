import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users, type UserRow } from '../db/schema';
import type { SessionUser } from '../../shared/auth-schemas';
import type { Locale } from '../../shared/i18n/languages';

/** The user as the client holds it (SPEC §3: id, fullName, username, phoneNumber, role; issue 15: locale). */
export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, fullName: row.fullName, username: row.username, phoneNumber: row.phoneNumber, role: row.role, locale: row.locale };
}

/**
 * Remembers the user's language: their pushes are rendered in it from the next one on. No new
 * revision: no device syncs a users row; the user's own devices read it from /api/auth/me.
 * @example await setUserLocale(tx, user.id, 'ha')
 */
export async function setUserLocale(tx: Tx, userId: string, locale: Locale): Promise<void> {
  await tx.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Usernames are unique and matched without regard to case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(tx: Tx, username: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.usernameKey, usernameKey(username))).limit(1);
  return user;
}

export async function findUserByPhone(tx: Tx, phoneNumber: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return user;
}

/** Login needs the username and phone of the same user. */
export async function findUserByLogin(tx: Tx, username: string, phoneNumber: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.usernameKey, usernameKey(username)), eq(users.phoneNumber, phoneNumber)))
    .limit(1);
  return user;
}
