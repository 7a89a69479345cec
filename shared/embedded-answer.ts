/**
 * The group summary the server writes into the HTML of a public group page (/register/{link},
 * /join/{link}, /{customSlug}), so the page shows the group without a second request on a slow
 * network. The same JSON as the public look-up answer, keyed by that look-up's path: the page
 * takes it only for the path it would have fetched, and still fetches to refresh.
 */
import { parseGroupSlug, parseJoinLink } from './join-link';

/** The id of the `<script type="application/json">` element that carries the answer. */
export const EMBEDDED_ANSWER_ID = 'group-summary';

/** GET path of the registration look-up for a (parsed) link. */
export const registrationAnswerPath = (link: string) => `/api/groups/registration/${encodeURIComponent(link)}`;

/** GET path of the Custom URL look-up for a (parsed) slug. */
export const slugAnswerPath = (slug: string) => `/api/groups/slug/${encodeURIComponent(slug)}`;

/**
 * The public look-up a page path shows, or null for every other page.
 * @example publicAnswerPathOf('/join/AB12…') // '/api/groups/registration/ab12…'
 */
export function publicAnswerPathOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // a malformed escape: no group, the page says so
  }
  if (decoded.length === 2 && (decoded[0] === 'register' || decoded[0] === 'join')) {
    return registrationAnswerPath(parseJoinLink(decoded[1]!) ?? decoded[1]!);
  }
  if (decoded.length === 1) {
    const slug = parseGroupSlug(decoded[0]!);
    return slug === null ? null : slugAnswerPath(slug);
  }
  return null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The element carrying `json` (a JSON text) for `path`. Every `<` becomes \u003c — JSON syntax
 * has none outside strings, where the escape means the same — so a group named
 * "</script><script>…" cannot end the element; U+2028/9 likewise, for older parsers.
 */
export function embeddedAnswerElement(path: string, json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${EMBEDDED_ANSWER_ID}" data-path="${escapeAttribute(path)}">${safe}</script>`;
}
