/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * The Lagos calendar day of an ISO time, 'YYYY-MM-DD'. In a file of its own, with no imports, so a
 * screen that shows a day does not bring the statement's schemas (and zod) with it.
 * @example lagosDay('2026-01-31T23:30:00.000Z') === '2026-02-01'
 */
export function lagosDay(iso: string): string {
  // A UTC time written as the server and the phone write them, before 23:00: the same day in
  // Lagos, read off the text (the dues grid asks for the day of 5,000 payments at once).
  if (SAME_DAY_UTC.test(iso)) return iso.slice(0, 10);
  return new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:MM:SS[.sss]Z' with a valid day and an hour from 00 to 22. */
const SAME_DAY_UTC = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-2]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/;

const DAY_TEXT = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

/**
 * A Lagos calendar day written 'YYYY-MM-DD' as people read it (en-NG in every language, as money is).
 * @example dayText('2026-03-31') === '31 Mar 2026'
 */
export function dayText(day: string): string {
  return DAY_TEXT.format(new Date(`${day}T12:00:00+01:00`));
}
