import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { groupMembers, users, type UserRow } from '../db/schema';
import type { SessionUser } from '../../shared/auth-schemas';
import type { Locale } from '../../shared/i18n/languages';

/** The user as the client holds it (SPEC §3: id, fullName, username, phoneNumber, role; issue 15: locale). */
export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, fullName: row.fullName, username: row.username, phoneNumber: row.phoneNumber, role: row.role, locale: row.locale };
}

/**
 * Remembers the user's language: their pushes are rendered in it from the next one on. No device
 * syncs a users row (the user's own devices read it from /api/auth/me), but the admins of their
 * groups hold it on the membership for one-to-one reminders (issue 25 §7): a change gives those
 * memberships a new revision, so the next pull carries it. The same language again writes nothing.
 * @example await setUserLocale(tx, user.id, 'ha')
 */
export async function setUserLocale(tx: Tx, userId: string, locale: Locale): Promise<void> {
  const changed = await tx.update(users).set({ locale }).where(and(eq(users.id, userId), ne(users.locale, locale))).returning({ id: users.id });
  if (changed.length === 0) return;
  const memberships = await tx.select({ id: groupMembers.id }).from(groupMembers).where(eq(groupMembers.userId, userId));
  for (const { id } of memberships) await tx.update(groupMembers).set({ revision: await nextRevision(tx) }).where(eq(groupMembers.id, id));
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
