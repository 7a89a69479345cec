import { RESERVED_GROUP_SLUGS, SLUG_MAX } from './slugs';

// SPEC §5: exactly 36 characters of lowercase hex digits and dashes (a lowercase UUID fits).
const IDENTIFIER = /^[0-9a-f-]{36}$/;
// A path ending in /join/{id} or /register/{id} (our registration links), optional trailing slash;
// case-insensitive for the same reason identifiers are lowercased below.
const JOIN_PATH = /(?:^|\/)(?:join|register)\/([^/]+)\/?$/i;

// Lowercased first: people paste links from apps that upper-case them, and an upper-case UUID
// names the same group as its lowercase form.
function asIdentifier(candidate: string): string | null {
  const lower = candidate.toLowerCase();
  return IDENTIFIER.test(lower) ? lower : null;
}

function linkQueryParameter(query: string): string | null {
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== 'link') continue;
    try {
      return decodeURIComponent(value.replaceAll('+', ' '));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Reads a group's registration identifier from pasted text: a bare identifier, a link whose path
 * ends in /join/{id} or /register/{id} (a query or fragment after it is ignored; any letter case), or a URL with
 * ?link={id}. Surrounding whitespace is trimmed and upper-case letters are lowercased.
 * Returns the lowercase identifier, or null (show MESSAGES.invalidLink).
 * @example parseJoinLink('https://x.ng/join/3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f') === '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f'
 */
export function parseJoinLink(input: string): string | null {
  const text = input.trim();
  const bare = asIdentifier(text);
  if (bare) return bare;

  const withoutFragment = text.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  const path = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = queryStart === -1 ? '' : withoutFragment.slice(queryStart + 1);

  const pathId = JOIN_PATH.exec(path)?.[1];
  if (pathId !== undefined) {
    const id = asIdentifier(pathId);
    if (id) return id;
  }
  const linkId = linkQueryParameter(query);
  return linkId === null ? null : asIdentifier(linkId);
}

// A group's customSlug as shared/slugs.ts makes it: a-z, 0-9 and inner dashes, at most SLUG_MAX.
const GROUP_SLUG = new RegExp(`^[a-z0-9](?:[a-z0-9-]{0,${SLUG_MAX - 2}}[a-z0-9])?$`);

/**
 * Reads one path segment as a group's custom slug ({origin}/{customSlug}, the dashboard's Custom
 * URL): lowercased, since people retype links in capitals; null when no group slug can look like
 * it (a page of the app such as 'join' is never a group's slug), so /favicon.ico or /a_b is a plain
 * 'Page Not Found' without asking the server.
 * @example parseGroupSlug('Class-of-2010') === 'class-of-2010'; parseGroupSlug('index.html') === null
 */
export function parseGroupSlug(segment: string): string | null {
  const lower = segment.trim().toLowerCase();
  return GROUP_SLUG.test(lower) && !RESERVED_GROUP_SLUGS.has(lower) ? lower : null;
}
