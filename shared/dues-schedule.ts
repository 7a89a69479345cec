/**
 * The calendar of a purse that collects again and again (issue 25 §1): recurring dues, a levy and
 * a rotation (ajo / esusu) are a schedule, not rows. A period is derived from the schedule when it
 * is asked for, so a schedule of years costs nothing until it is used.
 *
 * Days are Lagos calendar days written 'YYYY-MM-DD' (deadlines are the end of a day in Lagos:
 * shared/group-schemas.ts), so a period never moves with a phone's time zone.
 */

export type DuesFrequency = 'weekly' | 'monthly' | 'quarterly' | 'yearly';
export const DUES_FREQUENCIES: readonly DuesFrequency[] = ['weekly', 'monthly', 'quarterly', 'yearly'];

export interface DuesSchedule {
  /** The first period's first day. */
  startDay: string;
  /** How often a new period starts; null for a levy: one period, due on `endDay`. */
  frequency: DuesFrequency | null;
  /**
   * Recurring: no period starts after this day (null: no end). A levy: its due day.
   * A rotation passes its rounds instead (`rounds`), one per member.
   */
  endDay: string | null;
  /** At most this many periods (a rotation's rounds); null: as the end day allows. */
  rounds: number | null;
}

export interface DuesPeriod {
  /** 0 for the first period. */
  index: number;
  /** Its first day. */
  startDay: string;
  /** The last day to pay it in time: the day before the next period starts (a levy: its end day). */
  dueDay: string;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written 'YYYY-MM-DD'. @example isDay('2026-02-30') === false */
export function isDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` plus `n` days (n may be negative). @example addDays('2026-02-28', 1) === '2026-03-01' */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/**
 * The day `n` months after `day`, on the same day of the month, or the month's last day when it
 * has no such day (a schedule anchored on the 31st pays on 28 or 29 February, then the 31st again).
 * @example addMonths('2026-01-31', 1) === '2026-02-28'; addMonths('2026-01-31', 2) === '2026-03-31'
 */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = months - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(d, last)));
}

/** The first day of period `index` (counted from the anchor, never from the previous period, so no day drifts). */
export function periodStartDay(schedule: DuesSchedule, index: number): string {
  switch (schedule.frequency) {
    case null:
      return schedule.startDay;
    case 'weekly':
      return addDays(schedule.startDay, 7 * index);
    case 'monthly':
      return addMonths(schedule.startDay, index);
    case 'quarterly':
      return addMonths(schedule.startDay, 3 * index);
    case 'yearly':
      return addMonths(schedule.startDay, 12 * index);
  }
}

/** How many periods the schedule has in all, or null when it never ends. */
export function periodCount(schedule: DuesSchedule): number | null {
  if (schedule.frequency === null) return 1;
  let byEnd: number | null = null;
  if (schedule.endDay !== null) {
    if (schedule.endDay < schedule.startDay) return 0;
    // The periods that start on or before the end day: a first estimate, then adjusted.
    let n = Math.max(1, Math.floor((toUtc(schedule.endDay) - toUtc(schedule.startDay)) / (DAY_MS * 28)) + 2);
    while (n > 0 && periodStartDay(schedule, n - 1) > schedule.endDay) n -= 1;
    while (periodStartDay(schedule, n) <= schedule.endDay) n += 1;
    byEnd = n;
  }
  if (schedule.rounds !== null) return byEnd === null ? schedule.rounds : Math.min(byEnd, schedule.rounds);
  return byEnd;
}

// Periods already worked out, per schedule object (a schedule is never changed once made): the
// grid asks every member's ledger for the same periods, and each costs a few Date conversions.
const known = new WeakMap<DuesSchedule, { count: number | null; periods: Map<number, DuesPeriod | null> }>();

/** Period `index` with its days, or null past the schedule's end. */
export function periodAt(schedule: DuesSchedule, index: number): DuesPeriod | null {
  let memo = known.get(schedule);
  if (!memo) known.set(schedule, (memo = { count: periodCount(schedule), periods: new Map() }));
  const cached = memo.periods.get(index);
  if (cached !== undefined) return cached;
  let period: DuesPeriod | null = null;
  if (index >= 0 && (memo.count === null || index < memo.count)) {
    const startDay = periodStartDay(schedule, index);
    const dueDay = schedule.frequency === null ? (schedule.endDay ?? startDay) : addDays(periodStartDay(schedule, index + 1), -1);
    period = Object.freeze({ index, startDay, dueDay });
  }
  memo.periods.set(index, period);
  return period;
}

/**
 * The periods that have begun by `today` (the first one too, even before its start: a schedule is
 * shown from its first period), oldest first.
 * @example periodsBegun({ startDay: '2026-01-01', frequency: 'monthly', endDay: null, rounds: null }, '2026-03-15').length === 3
 */
export function periodsBegun(schedule: DuesSchedule, today: string): DuesPeriod[] {
  const out: DuesPeriod[] = [];
  for (let index = 0; ; index++) {
    const period = periodAt(schedule, index);
    if (!period || (index > 0 && period.startDay > today)) break;
    out.push(period);
  }
  return out;
}
