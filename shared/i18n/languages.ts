/**
 * The languages GroupPurse speaks (issue 15), shared by the web app and the server. The texts
 * themselves live in the catalogues (shared/i18n/messages/<area>/<locale>.json), compiled by
 * Paraglide into shared/i18n/paraglide (scripts/i18n.mjs); a component imports each message by
 * name from './paraglide/messages.js'.
 *
 * No zod here: the first paint imports this (a schema for the wire sits with the schemas).
 * Money and dates are always formatted as en-NG whatever the language (shared/money.ts and the
 * date formats): Chromium has no locale data for yo, ha, ig or pcm and would fall back to US forms.
 */
export const LOCALES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/**
 * The cookie in which the phone keeps its language for the server (web/lib/locale.ts writes it):
 * `/` then comes with the sign-in screen in that language (shared/home-markup.ts).
 */
export const LOCALE_COOKIE = 'gp-locale';

/** Each language by its own name, as a speaker looks for it in a list. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

/** A page's `lang` in `locale`: English as Nigeria writes it. */
export const htmlLang = (locale: Locale): string => (locale === 'en' ? 'en-NG' : locale);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
