/**
 * A language on the wire (issue 15): the user's (sign-up, PUT /api/me/locale) and a group's (its
 * WhatsApp messages). Kept out of shared/i18n/languages.ts, which the first paint imports zod-free.
 */
import * as z from 'zod';
import { LOCALES } from './i18n/languages';
import { notice_localeUnknown } from './i18n/paraglide/messages.js';

/** @example localeSchema.parse('ha') === 'ha'; localeSchema.safeParse('fr').success === false */
export const localeSchema = z.enum(LOCALES, { error: () => notice_localeUnknown() });

/** PUT /api/me/locale. @example setLocaleSchema.parse({ locale: 'yo' }) */
export const setLocaleSchema = z.object({ locale: localeSchema });
