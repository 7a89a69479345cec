/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * The Lagos calendar day of an ISO time, 'YYYY-MM-DD'. In a file of its own, with no imports, so a
 * screen that shows a day does not bring the statement's schemas (and zod) with it.
 * @example lagosDay('2026-01-31T23:30:00.000Z') === '2026-02-01'
 */
export function lagosDay(iso: string): string {
  return new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}
