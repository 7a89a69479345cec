import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users, type UserRow } from '../db/schema';
import type { SessionUser } from '../../shared/auth-schemas';

/** The user as the client holds it (SPEC §3: id, fullName, username, phoneNumber, role). */
export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, fullName: row.fullName, username: row.username, phoneNumber: row.phoneNumber, role: row.role };
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
