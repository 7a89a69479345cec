/**
 * A zod-free check of the stored session user. The app's entry reads the stored user before the
 * first screen (route guards, the service-worker policy), and importing zod there puts its core
 * (about 25 KB gzip) on every public page, the WhatsApp link included. The stored copy is ours
 * and the server re-checks it at start (`verifySession`), so a plain check of the same five
 * fields is enough; `sessionUserSchema` stays the one schema for the wire, and
 * session-user.test.ts holds this check to it.
 *
 * @example isSessionUser(JSON.parse(localStorage.getItem('currentUser') ?? 'null'))
 */
import type { SessionUser } from './auth-schemas';
import { isLocale } from './i18n/languages';

const STRING_FIELDS = ['id', 'fullName', 'username', 'phoneNumber'] as const;
const ROLES: readonly string[] = ['admin', 'member'] satisfies SessionUser['role'][];

/** The five session fields of `value` and its language when known (extra keys dropped, as zod's object does), or null. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!STRING_FIELDS.every((key) => typeof record[key] === 'string')) return null;
  if (typeof record.role !== 'string' || !ROLES.includes(record.role)) return null;
  const { id, fullName, username, phoneNumber, role } = record as SessionUser;
  // A session stored before issue 15 has no language; an unknown one is dropped, not the session.
  return isLocale(record.locale) ? { id, fullName, username, phoneNumber, role, locale: record.locale } : { id, fullName, username, phoneNumber, role };
}
