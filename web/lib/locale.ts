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
import { BASE_LOCALE, LOCALE_COOKIE, htmlLang, isLocale, type Locale } from '../../shared/i18n/languages';
import { getLocale, localStorageKey, overwriteGetLocale, setLocale } from '../../shared/i18n/paraglide/runtime.js';

// A page may show itself in a language nobody chose on this device (a group's notice board in the
// group's language): kept here, never written to storage, and dropped when someone chooses one.
let pageLocale: Locale | null = null;
const storedOrBrowserLocale = getLocale;
overwriteGetLocale(() => pageLocale ?? storedOrBrowserLocale());

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
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

/**
 * The language in a cookie too, for the server: `/` then comes with its sign-in screen in it
 * (shared/home-markup.ts). Not a choice of its own: it follows the app's language on this phone.
 */
function tellServer(locale: Locale): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // No document (the build's render), or cookies refused (a sandboxed page): the server then
    // goes by the browser's languages, and the screen's guard hides a screen in another one.
  }
}

let current: Locale = safeGetLocale();
markPage(current);
tellServer(current);

/** The language now. */
export function currentLocale(): Locale {
  return current;
}

/**
 * Where a choice of language is remembered. Paraglide writes its own key ('gp-locale') the first
 * time it resolves a language, from the browser's alone, so that key cannot tell a choice apart.
 */
const CHOSEN_KEY = 'gp-locale-chosen';

/** True when someone chose the language on this device (not just the browser's default). */
export function localeWasChosen(): boolean {
  try {
    return isLocale(localStorage.getItem(CHOSEN_KEY));
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
  pageLocale = null;
  // Written every time, so a first pick that equals the browser's language is still remembered.
  void setLocale(locale, { reload: false });
  try {
    localStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // No storage: the choice lasts as long as the page.
  }
  tellServer(locale);
  if (locale === current) return;
  current = locale;
  markPage(locale);
  for (const listener of listeners) listener();
}

/**
 * Shows the app in `locale` for as long as the page lives, when nobody chose a language on this
 * device: a group's public notice board speaks the group's language (issue 27 §2). Nothing is
 * stored, so the visitor's own app is not switched; choosing a language ends it.
 */
export function showInLocaleUnlessChosen(locale: Locale): void {
  if (!isLocale(locale) || localeWasChosen() || locale === current) return;
  pageLocale = locale;
  current = locale;
  markPage(locale);
  for (const listener of listeners) listener();
}

/** Ends what showInLocaleUnlessChosen began: the app speaks this device's language again. */
export function endPageLocale(): void {
  if (pageLocale === null) return;
  pageLocale = null;
  current = safeGetLocale();
  markPage(current);
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
