import { afterEach, beforeEach } from 'vitest';
import { getLocale, overwriteGetLocale } from './paraglide/runtime.js';

/**
 * For a test file that switches Paraglide's language (overwriteGetLocale): after each test, the
 * language function it found is put back, not a fixed English. Test files share one process
 * (isolate: false), and web/lib/locale.ts's own function must outlive them for the files after.
 * @example restoreLocaleAfterEach(); it('…', () => { overwriteGetLocale(() => 'ha'); … })
 */
export function restoreLocaleAfterEach(): void {
  let before: typeof getLocale;
  beforeEach(() => {
    before = getLocale;
  });
  afterEach(() => overwriteGetLocale(before));
}
