import { randomBytes } from 'node:crypto';
import { clip, SLUG_MAX } from '../../shared/slugs';

/**
 * The first of base, base-2, base-3 … that `isTaken` says is free, kept within 40 characters;
 * after 20 tries a short random suffix (a name shared by that many groups is rare).
 * Call it inside the inserting transaction so no other write can take the slug in between.
 * @example await uniqueSlug('ajo', async (s) => s === 'ajo') === 'ajo-2'
 */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; n <= 20; n++) {
    const suffix = `-${n}`;
    const candidate = clip(base, SLUG_MAX - suffix.length) + suffix;
    if (!(await isTaken(candidate))) return candidate;
  }
  for (;;) {
    const suffix = `-${randomBytes(4).toString('hex')}`;
    const candidate = clip(base, SLUG_MAX - suffix.length) + suffix;
    if (!(await isTaken(candidate))) return candidate;
  }
}
