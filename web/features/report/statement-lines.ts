/**
 * The words and figures of a statement as the screen and the PDF both print them, so the two
 * cannot disagree: the summary lines, the period, the title, a movement's label and its amount.
 */
import { formatNaira } from '../../../shared/money';
import { groupSlugBase } from '../../../shared/slugs';
import type { Statement, StatementRange } from '../../../shared/statement';
import { formatDate } from '../groups/format-date';

export interface SummaryRow {
  label: string;
  kobo: number;
  strong?: boolean;
}

/**
 * The summary: opening, in (and of it cash), reversed, out, closing, then what still waits. A
 * member's own statement counts only their payments, so it says so in its labels.
 */
export function summaryRows(s: Statement, mine: boolean): SummaryRow[] {
  const t = s.totals;
  if (mine) {
    return [
      { label: 'Paid before this period', kobo: t.openingKobo },
      { label: 'Paid in this period (confirmed)', kobo: t.inKobo },
      ...(t.cashKobo > 0 ? [{ label: 'of which cash recorded', kobo: t.cashKobo }] : []),
      ...(t.reversedKobo > 0 ? [{ label: 'Reversed', kobo: t.reversedKobo }] : []),
      { label: 'Total paid', kobo: t.closingKobo, strong: true },
      { label: 'Awaiting confirmation', kobo: t.pendingInKobo },
    ];
  }
  return [
    { label: 'Opening balance', kobo: t.openingKobo },
    { label: 'Money in (confirmed)', kobo: t.inKobo },
    { label: 'of which cash recorded', kobo: t.cashKobo },
    { label: 'Reversed', kobo: t.reversedKobo },
    { label: 'Paid out', kobo: t.outKobo },
    { label: 'Closing balance', kobo: t.closingKobo, strong: true },
    { label: 'Payments awaiting confirmation', kobo: t.pendingInKobo },
    { label: 'Payouts awaiting approval', kobo: t.pendingOutKobo },
  ];
}

/** A statement day ('2025-12-01') as the app writes dates: '1 Dec 2025'. */
export function formatDay(day: string): string {
  // Noon UTC is the same calendar day in Lagos.
  return formatDate(`${day}T12:00:00.000Z`) || day;
}

/**
 * @example periodText({ from: null, to: null }) === 'All dates'
 * @example periodText({ from: '2025-12-01', to: null }) === 'From 1 Dec 2025'
 */
export function periodText(range: StatementRange): string {
  if (range.from && range.to) return `${formatDay(range.from)} to ${formatDay(range.to)}`;
  if (range.from) return `From ${formatDay(range.from)}`;
  if (range.to) return `Up to ${formatDay(range.to)}`;
  return 'All dates';
}

/** 'My statement: Xmas' / 'Ajo Circle: Xmas' / 'Ajo Circle: whole group'. */
export function statementTitle(s: Statement, mine: boolean): string {
  const scope = s.purseName ?? 'whole group';
  return mine ? `My statement: ${scope}` : `${s.groupName}: ${scope}`;
}

/** The file a statement is saved as: 'ajo-circle-xmas-statement.pdf'. */
export function statementFileName(s: Statement, extension: 'pdf' | 'csv', mine: boolean): string {
  const base = groupSlugBase([s.groupName, s.purseName ?? '', mine ? 'mine' : ''].filter(Boolean).join(' '));
  return `${base}-statement.${extension}`;
}

/**
 * A movement's amount with its sign, or '—' where the group shows members only totals.
 * @example signedNaira(500000) === '+₦5,000'; signedNaira(-200000) === '−₦2,000'; signedNaira(null) === '—'
 */
export function signedNaira(kobo: number | null): string {
  if (kobo === null) return '—';
  return kobo < 0 ? `−${formatNaira(-kobo)}` : `+${formatNaira(kobo)}`;
}

/** A figure that may be withheld (item 7): '—' then. */
export function nairaOrDash(kobo: number | null): string {
  return kobo === null ? '—' : formatNaira(kobo);
}
