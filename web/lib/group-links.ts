/**
 * The links an admin hands out for a group, built from the app's own origin (SPEC §2, §9), and
 * the WhatsApp fallback for sharing one.
 */
import { BASE_LOCALE, type Locale } from '../../shared/i18n/languages';
import { groups_shareText } from '../../shared/i18n/paraglide/messages.js';


function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * The registration wizard's link, shown on the admin dashboard.
 * @example registrationUrl('https://grouppurse.ng', 'abc') === 'https://grouppurse.ng/register/abc'
 */
export function registrationUrl(origin: string, registrationLink: string): string {
  return `${trimOrigin(origin)}/register/${registrationLink}`;
}

/**
 * The public landing page's link, shown and shared on the groups page.
 * @example joinUrl('https://grouppurse.ng', 'abc') === 'https://grouppurse.ng/join/abc'
 */
export function joinUrl(origin: string, registrationLink: string): string {
  return `${trimOrigin(origin)}/join/${registrationLink}`;
}

/**
 * The group's custom URL: a path on the product's host named by the server-assigned slug.
 * @example customUrl('https://grouppurse.ng/', 'class-of-2010') === 'https://grouppurse.ng/class-of-2010'
 */
export function customUrl(origin: string, customSlug: string): string {
  return `${trimOrigin(origin)}/${customSlug}`;
}

/**
 * The message sent with a shared group link, in the group's language (it is posted into the group).
 * @example groupShareText('Class of 2010', 'https://x.ng/join/abc') // 'Join "Class of 2010" on GroupPurse: https://x.ng/join/abc'
 */
export function groupShareText(groupName: string, url: string, locale: Locale = BASE_LOCALE): string {
  return groups_shareText({ groupName, url }, { locale });
}

/**
 * A link that opens WhatsApp with `text` ready to send (the last sharing fallback).
 * @example whatsappShareUrl('Hi & bye') === 'https://wa.me/?text=Hi%20%26%20bye'
 */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
