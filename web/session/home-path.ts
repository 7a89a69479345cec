import type { Role } from '../../shared/auth-schemas';
import { auth_roleAdmin, auth_roleMember } from '../../shared/i18n/paraglide/messages.js';
import { sameOriginPath } from '../lib/same-origin-path';

/** Where a user lands after login or sign-up (SPEC §2): /admin for admins, /member otherwise. */
export function homePathFor(role: Role): '/admin' | '/member' {
  return role === 'admin' ? '/admin' : '/member';
}

/**
 * Where login leads: the page the login guard kept in `?redirect=` (a deep link such as
 * /admin?review=ID from a push tapped on a logged-out phone), else the role's home. The kept
 * value came from the address bar, so anyone can craft it: only a path on this origin is
 * followed (never `//host`, `https://host`, `javascript:`), and '/' itself means the home.
 * @example afterLoginPath('admin', '/admin?review=c1', 'https://gp.ng') === '/admin?review=c1'
 * @example afterLoginPath('member', '//evil.example', 'https://gp.ng') === '/member'
 * @example afterLoginPath('member', '/api/payouts/p1/receipt', 'https://gp.ng') === '/api/payouts/p1/receipt' // a full page load: isServerPath
 */
export function afterLoginPath(role: Role, redirect: unknown, origin: string): string {
  const path = typeof redirect === 'string' && redirect.startsWith('/') ? sameOriginPath(redirect, origin) : null;
  if (path === null || new URL(path, origin).pathname === '/') return homePathFor(role);
  if (isServerPath(path, origin) && !isServerPage(path, origin)) return homePathFor(role);
  return path;
}

// The server's links meant to be opened in a browser: the PDF statement's receipt link, which
// sends a logged-out reader here (sync-server/http/login-redirect.ts) and expects them back.
const SERVER_PAGES = [/^\/api\/payouts\/[^/]+\/receipt$/];

/** Whether the path is the server's, not a page of the app's router (`/api/...`). */
export function isServerPath(path: string, origin: string): boolean {
  return new URL(path, origin).pathname.startsWith('/api/');
}

function isServerPage(path: string, origin: string): boolean {
  const { pathname } = new URL(path, origin);
  return SERVER_PAGES.some((page) => page.test(pathname));
}

/** How a role reads in the UI. */
export function roleLabel(role: Role): string {
  return role === 'admin' ? auth_roleAdmin() : auth_roleMember();
}
