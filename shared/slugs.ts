/**
 * URL slugs of groups and purses, shared so a link the phone builds before sync is the very link
 * the server stores (SPEC §9 share links: {origin}/{group slug}/{purse segment}).
 */
export const SLUG_MAX = 40;

/**
 * First path segments the web app already routes (SPEC §2 route table, plus the server's own).
 * A share link is {origin}/{group slug}/{segment}, so a group slug must never be one of these:
 * a group named 'Join' would otherwise make /join/{segment} open the public landing instead.
 */
export const RESERVED_GROUP_SLUGS: ReadonlySet<string> = new Set([
  'admin', 'api', 'assets', 'dashboard', 'groups', 'icons', 'join', 'join-group', 'make-payment',
  'member', 'member-payment', 'my-contributions', 'register', 'updates', 'whatsapp', 'sw.js',
  'manifest.webmanifest', 'index.html',
]);

// Accented letters keep their base letter ("Adéwálé" -> "adewale") instead of vanishing.
function asciiLower(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function clip(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/**
 * A group's URL slug from its name: lower-case a-z, 0-9 and single dashes, at most 40 characters.
 * @example groupSlugBase('Class of 2010 — Reunion!') === 'class-of-2010-reunion'
 */
export function groupSlugBase(name: string): string {
  const slug = clip(asciiLower(name).replace(/[^a-z0-9]+/g, '-').replace(/^-+/, ''), SLUG_MAX);
  if (slug === '') return 'group';
  return RESERVED_GROUP_SLUGS.has(slug) ? `${slug}-group` : slug;
}

/**
 * A project's share-link segment: the lower-cased, space-free name (SPEC §9), so a link a device
 * builds from the name before the server's customSlug reaches it is the same link; characters
 * that do not belong in a URL path are dropped. Also used to read a segment from a link.
 * @example purseSegmentBase('Xmas Party 2026!') === 'xmasparty2026'
 */
export function purseSegmentBase(name: string): string {
  const segment = clip(asciiLower(name).replace(/\s+/g, '').replace(/[^a-z0-9-]+/g, '').replace(/-{2,}/g, '-').replace(/^-+/, ''), SLUG_MAX);
  return segment === '' ? 'purse' : segment;
}
