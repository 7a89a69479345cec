/**
 * The language on the user (issue 15): the server keeps each user's language, so pushes and the
 * texts it writes follow it. A choice that cannot reach the server now (offline, a server error)
 * waits in localStorage and goes when the phone is back online or at the next start; PUT is
 * idempotent, so sending it twice does no harm.
 */
import type { SessionUser } from '../../shared/auth-schemas';
import { isLocale, type Locale } from '../../shared/i18n/languages';
import { ApiError, apiRequest } from '../lib/api';
import { changeLocale, currentLocale, localeWasChosen } from '../lib/locale';
import { getCurrentUser } from './session';

export const PENDING_LOCALE_KEY = 'gp-locale-pending';

interface PendingLocale {
  userId: string;
  locale: Locale;
}

function readPending(): PendingLocale | null {
  try {
    const pending: unknown = JSON.parse(localStorage.getItem(PENDING_LOCALE_KEY) ?? 'null');
    const { userId, locale } = (pending ?? {}) as Partial<PendingLocale>;
    return typeof userId === 'string' && isLocale(locale) ? { userId, locale } : null;
  } catch {
    return null;
  }
}

function writePending(pending: PendingLocale | null): void {
  try {
    if (pending === null) localStorage.removeItem(PENDING_LOCALE_KEY);
    else localStorage.setItem(PENDING_LOCALE_KEY, JSON.stringify(pending));
  } catch {
    // Storage unavailable: the next sign-in sends the device's language again.
  }
}

/**
 * PUT /api/me/locale for `userId`. Kept pending until the server has it; a refusal (4xx but 401)
 * will not change by retrying and is dropped. A 401 waits: the next sign-in settles it anyway.
 */
export async function sendLocale(userId: string, locale: Locale): Promise<void> {
  writePending({ userId, locale });
  try {
    await apiRequest('PUT', '/api/me/locale', { locale });
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    if (!refused) return;
  }
  // Only the choice sent here: a newer one made meanwhile stays pending.
  const pending = readPending();
  if (pending?.userId === userId && pending.locale === locale) writePending(null);
}

/** The user picked `locale` here: shown at once, and sent to the server when someone is signed in. */
export function chooseLocale(locale: Locale): void {
  changeLocale(locale);
  const user = getCurrentUser();
  if (user) void sendLocale(user.id, locale);
}

/** Sends the signed-in user's choice that has not reached the server yet, if any. */
export async function sendPendingLocale(): Promise<void> {
  const pending = readPending();
  if (pending === null) return;
  const user = getCurrentUser();
  if (user === null) return;
  // Another user's choice cannot go with this user's session; their next sign-in settles it.
  if (pending.userId !== user.id) return writePending(null);
  await sendLocale(user.id, pending.locale);
}

/** While signed in: sends a waiting choice now and whenever the phone is back online. */
export function keepLocaleInStep(): () => void {
  const send = () => void sendPendingLocale();
  send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}

/**
 * At login or sign-up: a device where nobody chose a language takes the user's; otherwise the
 * device's language (the newest choice) goes to the server when the user's differs or is unset.
 */
export function settleLocaleAtSignIn(user: SessionUser): void {
  const userLocale = user.locale;
  if (!localeWasChosen() && isLocale(userLocale)) return changeLocale(userLocale);
  const locale = currentLocale();
  if (userLocale !== locale) void sendLocale(user.id, locale);
}
