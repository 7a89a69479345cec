/**
 * What a pasted group link names. The spec's forms (a bare identifier, …/join/{id},
 * …/register/{id}, ?link={id}) go through parseJoinLink; the app's other links are read here
 * too, so every link the app hands out can be pasted back in: a group's Custom URL
 * {origin}/{customSlug} and a purse's share link {origin}/{group slug}/{purse segment} (SPEC §9).
 * People paste the whole WhatsApp message the link came in, so the link is also found inside text.
 */
import { parseGroupSlug, parseJoinLink } from '../../../../shared/join-link';
import type { GroupSummary } from '../register/group-summary';
import { fetchGroupBySlug, fetchRegistration } from '../register/registration-api';
import { resolveShareSlug } from '../register/registration-calls';

export type PastedLink =
  | { kind: 'registration'; link: string }
  | { kind: 'custom'; groupSlug: string }
  | { kind: 'share'; groupSlug: string; purseSlug: string };

/** The Custom URL and share link forms: one or two path segments of an http(s) URL. */
function slugLink(url: URL): PastedLink | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [first = '', purseSlug] = segments;
  const groupSlug = parseGroupSlug(first);
  if (groupSlug === null || segments.length > 2) return null;
  return purseSlug === undefined ? { kind: 'custom', groupSlug } : { kind: 'share', groupSlug, purseSlug };
}

function asUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

// Links inside a message: with a scheme, with www., or a bare host with a path (grouppurse.ng/join/…).
const LINK_IN_TEXT = /(?:https?:\/\/|www\.)[^\s<>"'`]+|[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?\/[^\s<>"'`]*/gi;
// What WhatsApp formatting and sentences leave stuck to the end of a link: '*bold*', '(…)', 'link.'
const TRAILING_PUNCTUATION = /[.,;:!?*_~)\]}>'"»”’]+$/;

/**
 * The group link in a message, as written there and as read: the first registration link
 * (unambiguous, from any host), else the first Custom URL or share link on this app's host
 * (`appHost`; any host when not given). Another site's short link, such as instagram.com/p/abc,
 * is never taken for a group.
 */
function groupLinkInMessage(text: string, appHost: string | undefined): { written: string; link: PastedLink } | null {
  const found: { written: string; link: PastedLink; onAppHost: boolean }[] = [];
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    const written = match[0].replace(TRAILING_PUNCTUATION, '');
    const registration = parseJoinLink(written);
    if (registration !== null) return { written, link: { kind: 'registration', link: registration } };
    const url = asUrl(/^https?:\/\//i.test(written) ? written : `https://${written}`);
    const link = url ? slugLink(url) : null;
    if (url && link) found.push({ written, link, onAppHost: appHost === undefined || url.host === appHost.toLowerCase() });
  }
  return found.find((entry) => entry.onAppHost) ?? null;
}

/**
 * The group link inside a pasted message, as it was written there (the field then shows just
 * the link), or null when the message holds none.
 * @example findLinkInMessage('Join here 👉 https://gp.ng/class-of-2010!', 'gp.ng') === 'https://gp.ng/class-of-2010'
 */
export function findLinkInMessage(text: string, appHost?: string): string | null {
  return groupLinkInMessage(text, appHost)?.written ?? null;
}

/**
 * Reads pasted text as a group link: the whole text as one link (any host), else the link found
 * inside a message; null when there is none (show MESSAGES.invalidLink).
 * @example parsePastedLink('https://gp.ng/class-of-2010/fees') // { kind: 'share', groupSlug: 'class-of-2010', purseSlug: 'fees' }
 * @example parsePastedLink('Pay here 👉 https://gp.ng/class-of-2010 thanks', 'gp.ng') // { kind: 'custom', groupSlug: 'class-of-2010' }
 */
export function parsePastedLink(text: string, appHost?: string): PastedLink | null {
  const trimmed = text.trim();
  // More than one word is a message: parseJoinLink would read its last words as the link.
  if (/\s/.test(trimmed)) return groupLinkInMessage(trimmed, appHost)?.link ?? null;
  const link = parseJoinLink(trimmed);
  if (link !== null) return { kind: 'registration', link };
  const url = asUrl(trimmed);
  return (url ? slugLink(url) : null) ?? groupLinkInMessage(trimmed, appHost)?.link ?? null;
}

/** A stable lookup key for a parsed link. */
export function pastedLinkKey(pasted: PastedLink): string {
  return JSON.stringify(pasted);
}

/** Loads the group a key from pastedLinkKey names (a module-level function: useLookup needs it stable). */
export async function loadPastedLink(key: string): Promise<GroupSummary> {
  const pasted = JSON.parse(key) as PastedLink;
  switch (pasted.kind) {
    case 'registration':
      return fetchRegistration(pasted.link);
    case 'custom':
      return (await fetchGroupBySlug(pasted.groupSlug)).group;
    case 'share': {
      const target = await resolveShareSlug(pasted.groupSlug, pasted.purseSlug);
      return fetchRegistration(target.registrationLink);
    }
  }
}
