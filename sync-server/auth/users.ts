import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/open';
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

export function findUserByUsername(db: Queryable, username: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.usernameKey, usernameKey(username))).get();
}

export function findUserByPhone(db: Queryable, phoneNumber: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).get();
}

/** Login needs the username and phone of the same user. */
export function findUserByLogin(db: Queryable, username: string, phoneNumber: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(and(eq(users.usernameKey, usernameKey(username)), eq(users.phoneNumber, phoneNumber)))
    .get();
}
