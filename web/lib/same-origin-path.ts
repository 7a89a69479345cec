/**
 * The same-origin path (with query and hash) a link points to, or null for anything else:
 * another origin, `//host`, `javascript:`, or not a string. A push payload is data from the
 * network; only our own screens may be opened from it.
 * @example sameOriginPath('/admin?review=c1', 'https://gp.ng') === '/admin?review=c1'
 * @example sameOriginPath('https://evil.example/x', 'https://gp.ng') === null
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
