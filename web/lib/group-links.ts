/**
 * The links an admin hands out for a group, built from the app's own origin (SPEC §2, §9), and
 * the WhatsApp fallback for sharing one.
 */
import { BASE_LOCALE, type Locale } from '../../shared/i18n/languages';
import { groups_shareText } from '../../shared/i18n/paraglide/messages.js';
import { purseSegmentBase } from '../../shared/slugs';


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
 * The purse's part of a share link: what follows the slash in its customSlug ('class-2010/fees'
 * gives 'fees'), else the segment the server will derive from its name (shared/slugs.ts).
 * @example purseSlugSegment({ name: 'School Fees', customSlug: null }) === 'schoolfees'
 */
export function purseSlugSegment(purse: { name: string; customSlug: string | null }): string {
  const slash = purse.customSlug?.indexOf('/') ?? -1;
  const afterSlash = purse.customSlug && slash !== -1 ? purse.customSlug.slice(slash + 1) : '';
  return afterSlash !== '' ? afterSlash : purseSegmentBase(purse.name);
}

/**
 * The link to share (SPEC §9): {origin}/register/{registrationLink}, or with a purse chosen
 * {origin}/{group customSlug}/{purse segment}. A group without a customSlug yet (made on this
 * phone and not synced) keeps the register link, which works as soon as it syncs.
 * @example shareLink('https://gp.ng', { registrationLink: 'abc', customSlug: 'class-2010' }, { name: 'Fees', customSlug: null }) === 'https://gp.ng/class-2010/fees'
 */
export function shareLink(
  origin: string,
  group: { registrationLink: string; customSlug: string | null },
  purse: { name: string; customSlug: string | null } | null,
): string {
  const base = trimOrigin(origin);
  if (purse && group.customSlug) {
    return `${base}/${encodeURIComponent(group.customSlug)}/${encodeURIComponent(purseSlugSegment(purse))}`;
  }
  return `${base}/register/${encodeURIComponent(group.registrationLink)}`;
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

/**
 * A one-to-one WhatsApp chat with `phone` (international format), the message written and not sent.
 * @example whatsappChatUrl('+2348031234567', 'Hi') === 'https://wa.me/2348031234567?text=Hi'
 */
export function whatsappChatUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
