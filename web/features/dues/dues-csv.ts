/**
 * The treasurer's grid as a spreadsheet (issue 25 §4), CSV or (dues-xlsx.ts) XLSX: a row per member (arrears first, as on
 * screen) with what each period received in naira, or the word for a period excused or not owed,
 * then what they owe, how much of it is overdue and (when any member was fined) the late fines still owed; a last row of what each period received.
 * Made on the phone from the same ledgers, so both download offline.
 */
import { dues_finesColumn, dues_member, dues_overdueColumn, dues_owingColumn, dues_totalRow } from '../../../shared/i18n/paraglide/messages.js';
import type { PurseLedgers } from '../../../shared/purse-ledgers';
import { toCsv } from '../../../shared/statement-csv';
import type { Cell } from '../../../shared/statement-table';
import { stateLabel } from './dues-words';

/** The grid as table rows (a header, a row per member, the totals), for the CSV and the workbook. */
export function duesTable(ledgers: PurseLedgers, periodLabels: readonly string[]): Cell[][] {
  // The late fines still owed (part of what is owed), when any member was fined (issue 25 §6).
  const fines = ledgers.members.some((m) => m.ledger.finesKobo > 0);
  const header: Cell[] = [dues_member(), ...periodLabels, dues_owingColumn(), dues_overdueColumn(), ...(fines ? [dues_finesColumn()] : [])];
  const rows: Cell[][] = ledgers.members.map(({ member, ledger }) => {
    const cells = new Map(ledger.periods.map((p) => [p.index, p]));
    return [
      member.fullName,
      ...ledgers.periods.map((period): Cell => {
        const cell = cells.get(period.index);
        if (!cell) return null;
        return cell.state === 'excused' || cell.state === 'not-owed' ? stateLabel(cell.state) : { kobo: cell.paidKobo };
      }),
      { kobo: ledger.owingKobo },
      { kobo: ledger.arrearsKobo },
      ...(fines ? [{ kobo: ledger.finesOwingKobo }] : []),
    ];
  });
  const finesOwing = ledgers.members.reduce((sum, m) => sum + m.ledger.finesOwingKobo, 0);
  const totals: Cell[] = [dues_totalRow(), ...ledgers.totals.map((t): Cell => ({ kobo: t.paidKobo })), { kobo: ledgers.owingKobo }, { kobo: ledgers.arrearsKobo }, ...(fines ? [{ kobo: finesOwing }] : [])];
  return [header, ...rows, totals];
}

/** @example duesCsv(ledgers, ['Jan 2026', 'Feb 2026']) // 'Member,Jan 2026,Feb 2026,Owing,Overdue\r\nKemi Bello,5000.00,2500.00,…' */
export function duesCsv(ledgers: PurseLedgers, periodLabels: readonly string[]): string {
  return toCsv(duesTable(ledgers, periodLabels));
}
