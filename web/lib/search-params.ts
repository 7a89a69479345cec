/**
 * How the router reads and writes a page address's `?…` (createRouter's parseSearch and
 * stringifySearch): every value is the text it was, as our links and the server's write them.
 * TanStack's default JSON-parses any value that starts like JSON, so a check code that happens to
 * be all digits (`?code=10577178`: about 1 in 40 of them) arrived as a number, failed its route's
 * check and the link did nothing; '00123456' would also have lost its zeros. (Its `parseSearchWith`
 * cannot help: the decoding under it already turns digits and true/false into numbers and booleans.)
 * @example parseSearch('?code=10577178') → { code: '10577178' }
 */
import { stringifySearchWith } from '@tanstack/react-router';

/** Each key's value as text (a key given twice: its last value). */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** Text as itself; an object (none of our routes has one) as JSON, as TanStack's default does. */
export const stringifySearch = stringifySearchWith(JSON.stringify);
