/**
 * The member dashboard's Export (SPEC §2 'Payment History'): every payment of the user as CSV
 * (RFC 4180), opened by people in Excel, Google Sheets or WPS on a phone. Headers and statuses are
 * in the language of the moment; dates and amounts are plain numbers in every language.
 */
import { koboToDecimalString } from '../../../../shared/money';
import {
  contributions_csvAmount,
  contributions_csvDate,
  contributions_notes,
  contributions_reference,
  contributions_status,
  payments_group,
  payments_purse,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { ContributionView } from '../../../data/contribution-views';
import { lagosDayOf } from '../../../lib/format';
import { contributionStatusLabel } from './status-style';

const csvHeader = () => [contributions_csvDate(), payments_group(), payments_purse(), contributions_csvAmount(), contributions_status(), contributions_reference(), contributions_notes()];


/**
 * One CSV field: quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled.
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe,
 * so a reference typed as '=HYPERLINK(…)' stays text.
 * @example csvField('Ada, "Ife"') === '"Ada, ""Ife"""'
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

type Exportable = Pick<ContributionView, 'groupName' | 'projectName' | 'status'> & {
  row: { createdAt: string; amountKobo: number; transactionRef: string | null; paymentNotes: string | null };
};

/**
 * The payments as CSV text with a header line and CRLF line ends; amounts in naira with two
 * decimals ('1500.00') so they add up in a spreadsheet.
 */
export function contributionsCsv(views: readonly Exportable[]): string {
  const lines = [csvHeader().map(csvField).join(',')];
  for (const view of views) {
    lines.push(
      [
        lagosDayOf(view.row.createdAt),
        csvField(view.groupName),
        csvField(view.projectName ?? ''),
        koboToDecimalString(view.row.amountKobo),
        csvField(contributionStatusLabel(view.status).toLowerCase()),
        csvField(view.row.transactionRef ?? ''),
        csvField(view.row.paymentNotes ?? ''),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name of an export made on `now`: 'grouppurse-contributions-2026-03-14.csv'. */
export function csvFileName(now: Date): string {
  return `grouppurse-contributions-${lagosDayOf(now.toISOString())}.csv`;
}
