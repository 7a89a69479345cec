/** Days and months as the app counts them (Lagos time), for the dues and rotation browser tests. */

export const DAY_MS = 86_400_000;

/** Today in Lagos, as 'YYYY-MM-DD'. */
export const lagosToday = (): string => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** The first day of the month `back` months before this one (Lagos); negative: months ahead. */
export function monthStart(back: number): string {
  const [y, m] = lagosToday().split('-').map(Number) as [number, number];
  const months = y * 12 + (m - 1) - back;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** A month's label as the grid and the card show it in English: 'Mar 2026'. */
export const monthLabel = (day: string): string => new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(`${day}T12:00:00+01:00`));
