import { EMBEDDED_ANSWER_ID, publicAnswerPathOf } from '../../shared/embedded-answer';

/** A public group page the first paint can show: which one, and its one path segment. */
export type FirstPaintLanding =
  | { page: 'register'; segment: string }
  | { page: 'join'; segment: string }
  | { page: 'custom-slug'; segment: string };

/**
 * The public group landing `pathname` opens, when the server wrote the group's look-up answer
 * for it into this page (so the group shows with no request); null for every other page, which
 * starts with the router as before. The paths are the router's `/register/$link`,
 * `/join/$registrationId` and `/$groupSlug/`, as sync-server/http/public-page.ts reads them.
 * @example firstPaintLanding('/join/3f2c…', document) // { page: 'join', segment: '3f2c…' } when embedded
 */
export function firstPaintLanding(pathname: string, doc: Document): FirstPaintLanding | null {
  const answerPath = publicAnswerPathOf(pathname);
  if (answerPath === null || doc.getElementById(EMBEDDED_ANSWER_ID)?.dataset.path !== answerPath) return null;
  const segments = pathname.split('/').filter(Boolean);
  const segment = decodeURIComponent(segments[segments.length - 1]!);
  if (segments.length === 2 && segments[0] === 'register') return { page: 'register', segment };
  if (segments.length === 2 && segments[0] === 'join') return { page: 'join', segment };
  if (segments.length === 1) return { page: 'custom-slug', segment };
  return null;
}
