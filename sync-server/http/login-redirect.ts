import type { MiddlewareHandler } from 'hono';
import { answerRefusal } from './json';
import { refuse } from '../outcome/outcome';
import type { AppEnv } from './app-env';

// A media range naming HTML, not refused with q=0 ("text/html;q=0").
const HTML_RANGE = /^text\/html\s*(;(?!\s*q\s*=\s*0(\.0*)?\s*(;|$)).*)?$/i;

/**
 * Whether a request is a browser opening a page (a link tapped in a PDF or a chat), not a call
 * of the app: the browser's Accept names text/html; fetch, <img> and API clients do not.
 * @example wantsPage('text/html,application/xhtml+xml,*\/*;q=0.8') === true
 * @example wantsPage('application/json') === false
 */
export function wantsPage(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => HTML_RANGE.test(range.trim()));
}

/**
 * Like requireUser, for a link that lives outside the app (the PDF statement's receipt link): a
 * browser opening it with no session is sent to the app's login, which comes back here after
 * (`/?redirect=`, followed by the login screen only for same-origin paths), instead of reading a
 * raw JSON 401. Every other caller keeps the API's 401 answer.
 */
export const requireUserOrLogIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user) return next();
  if (c.req.method !== 'GET' || !wantsPage(c.req.header('accept'))) return answerRefusal(c, refuse('not-signed-in'));
  const url = new URL(c.req.url);
  c.header('Cache-Control', 'no-store');
  return c.redirect(`/?redirect=${encodeURIComponent(url.pathname + url.search)}`, 303);
};
