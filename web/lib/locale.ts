/**
 * The app's language on this device (issue 15). Paraglide's runtime keeps it in localStorage
 * ('gp-locale'); a first visit takes the first of the browser's languages we speak, else English.
 * Changing it re-renders every screen in place (router.tsx subscribes each route's component), so
 * nothing typed is lost, and works offline: every language is compiled into the app's own files.
 *
 * A signed-in user's choice also goes to the server (features/auth keeps it in step), so pushes
 * and other texts the server writes follow it.
 */
import { useSyncExternalStore } from 'react';
import { BASE_LOCALE, isLocale, type Locale } from '../../shared/i18n/languages';
import { getLocale, localStorageKey, setLocale } from '../../shared/i18n/paraglide/runtime.js';

const listeners = new Set<() => void>();

function safeGetLocale(): Locale {
  try {
    const locale = getLocale();
    return isLocale(locale) ? locale : BASE_LOCALE;
  } catch {
    return BASE_LOCALE;
  }
}

/** The page's `lang`, so screen readers speak it and the browser hyphenates it right. */
function markPage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'en' ? 'en-NG' : locale;
}

let current: Locale = safeGetLocale();
markPage(current);

/** The language now. */
export function currentLocale(): Locale {
  return current;
}

/** True when someone chose the language on this device (not just the browser's default). */
export function localeWasChosen(): boolean {
  try {
    return isLocale(localStorage.getItem(localStorageKey));
  } catch {
    return false;
  }
}

/**
 * Switches the language on this device, at once, with no reload. Does nothing for the language
 * already shown.
 */
export function changeLocale(locale: Locale): void {
  if (!isLocale(locale)) return;
  // Written every time, so a first pick that equals the browser's language is still remembered.
  void setLocale(locale, { reload: false });
  if (locale === current) return;
  current = locale;
  markPage(locale);
  for (const listener of listeners) listener();
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language now, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, currentLocale, currentLocale);
}
