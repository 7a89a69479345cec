import { BASE_LOCALE, isLocale, type Locale } from '../../shared/i18n/languages';

/**
 * The language a group's WhatsApp messages are written in (issue 15): the admin's choice in
 * Manage Group; English for a group stored before there was one.
 * @example groupLocale({ locale: 'ha' }) === 'ha'; groupLocale({}) === 'en'
 */
export function groupLocale(group: { locale?: string | null }): Locale {
  return isLocale(group.locale) ? group.locale : BASE_LOCALE;
}
