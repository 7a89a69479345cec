/**
 * The words and figures of a statement as the screen and the PDF both print them, so the two
 * cannot disagree: the summary lines, the period, the title, a movement's label and its amount.
 */
import {
  report_allDates,
  report_awaitingConfirmation,
  report_closingBalance,
  report_itemPayment,
  report_itemPayout,
  report_moneyIn,
  report_myStatementTitle,
  report_ofWhichCash,
  report_openingBalance,
  report_paidBefore,
  report_paidInPeriod,
  report_paidOut,
  report_paymentsAwaiting,
  report_payoutsAwaiting,
  report_periodFrom,
  report_periodRange,
  report_periodTo,
  report_reversed,
  report_totalPaid,
  report_wholeGroupScope,
} from '../../../shared/i18n/paraglide/messages.js';
import { groupSlugBase } from '../../../shared/slugs';
import type { Statement, StatementItem, StatementRange } from '../../../shared/statement';
import { formatDate, formatNaira } from '../../lib/format';

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
      { label: report_paidBefore(), kobo: t.openingKobo },
      { label: report_paidInPeriod(), kobo: t.inKobo },
      ...(t.cashKobo > 0 ? [{ label: report_ofWhichCash(), kobo: t.cashKobo }] : []),
      ...(t.reversedKobo > 0 ? [{ label: report_reversed(), kobo: t.reversedKobo }] : []),
      { label: report_totalPaid(), kobo: t.closingKobo, strong: true },
      { label: report_awaitingConfirmation(), kobo: t.pendingInKobo },
    ];
  }
  return [
    { label: report_openingBalance(), kobo: t.openingKobo },
    { label: report_moneyIn(), kobo: t.inKobo },
    { label: report_ofWhichCash(), kobo: t.cashKobo },
    { label: report_reversed(), kobo: t.reversedKobo },
    { label: report_paidOut(), kobo: t.outKobo },
    { label: report_closingBalance(), kobo: t.closingKobo, strong: true },
    { label: report_paymentsAwaiting(), kobo: t.pendingInKobo },
    { label: report_payoutsAwaiting(), kobo: t.pendingOutKobo },
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
  if (range.from && range.to) return report_periodRange({ from: formatDay(range.from), to: formatDay(range.to) });
  if (range.from) return report_periodFrom({ from: formatDay(range.from) });
  if (range.to) return report_periodTo({ to: formatDay(range.to) });
  return report_allDates();
}

/** 'My statement: Xmas' / 'Ajo Circle: Xmas' / 'Ajo Circle: whole group'. */
export function statementTitle(s: Statement, mine: boolean): string {
  const scope = s.purseName ?? report_wholeGroupScope();
  return mine ? report_myStatementTitle({ scope }) : `${s.groupName}: ${scope}`;
}

/** A payment or payout still waiting, or rejected: 'Payment from Ada: for the party'. */
export function itemLabel(i: StatementItem): string {
  const label = i.kind === 'payout' ? report_itemPayout({ who: i.who }) : report_itemPayment({ who: i.who });
  return i.details ? `${label}: ${i.details}` : label;
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
