import { EMBEDDED_ANSWER_ID } from '../../../../shared/embedded-answer';
import type { Parser } from '../../../lib/api';
import { saveAnswer } from './saved-answers';

/**
 * The look-up answer the server wrote into this page's HTML for `path` (shared/embedded-answer.ts),
 * checked by `parser` like a fetched one; undefined when there is none for that path. A good one
 * is kept on the device as a fetched answer would be, so the link opens offline next time.
 * @example const group = embeddedAnswer(registrationAnswerPath(link), summaryAnswer)
 */
export function embeddedAnswer<T>(path: string, parser: Parser<T>): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(EMBEDDED_ANSWER_ID);
  if (!element || element.dataset.path !== path) return undefined;
  try {
    const answer: unknown = JSON.parse(element.textContent ?? '');
    const value = parser.parse(answer);
    saveAnswer(path, answer);
    return value;
  } catch {
    return undefined; // not what the screen expects: the fetch decides
  }
}
