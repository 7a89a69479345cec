/**
 * What a pasted group link names. The spec's forms (a bare identifier, …/join/{id},
 * …/register/{id}, ?link={id}) go through parseJoinLink; a purse's share link from the share page,
 * {origin}/{group slug}/{purse segment} (SPEC §9), is read here too, so every link the app hands
 * out can be pasted back in.
 */
import { parseJoinLink } from '../../../shared/join-link';
import type { GroupSummary } from '../registration/group-summary';
import { fetchRegistration, resolveShareSlug } from '../registration/registration-api';

export type PastedLink =
  | { kind: 'registration'; link: string }
  | { kind: 'share'; groupSlug: string; projectSlug: string };

// First path segments that are app pages, never a group slug.
const APP_SEGMENTS = new Set(['join', 'register', 'join-group', 'whatsapp', 'admin', 'member', 'dashboard', 'groups', 'api', 'assets', 'icons']);

function shareLinkParts(text: string): { groupSlug: string; projectSlug: string } | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length !== 2) return null;
  try {
    const [groupSlug = '', projectSlug = ''] = segments.map(decodeURIComponent);
    if (APP_SEGMENTS.has(groupSlug.toLowerCase())) return null;
    return { groupSlug, projectSlug };
  } catch {
    return null;
  }
}

/**
 * Reads pasted text as a registration link or a purse share link; null when it is neither
 * (show MESSAGES.invalidLink).
 * @example parsePastedLink('https://gp.ng/class-of-2010/fees') // { kind: 'share', groupSlug: 'class-of-2010', projectSlug: 'fees' }
 */
export function parsePastedLink(text: string): PastedLink | null {
  const link = parseJoinLink(text);
  if (link !== null) return { kind: 'registration', link };
  const share = shareLinkParts(text.trim());
  return share ? { kind: 'share', ...share } : null;
}

/** A stable lookup key for a parsed link. */
export function pastedLinkKey(pasted: PastedLink): string {
  return JSON.stringify(pasted);
}

/** Loads the group a key from pastedLinkKey names (a module-level function: useLookup needs it stable). */
export async function loadPastedLink(key: string): Promise<GroupSummary> {
  const pasted = JSON.parse(key) as PastedLink;
  if (pasted.kind === 'registration') return fetchRegistration(pasted.link);
  const target = await resolveShareSlug(pasted.groupSlug, pasted.projectSlug);
  return fetchRegistration(target.registrationLink);
}
