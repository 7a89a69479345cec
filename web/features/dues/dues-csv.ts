/**
 * The treasurer's grid as a spreadsheet (issue 25 §4): a row per member (arrears first, as on
 * screen) with what each period received in naira, or the word for a period excused or not owed,
 * then what they owe and how much of it is overdue; a last row of what each period received.
 * Made on the phone from the same ledgers, so it downloads offline.
 */
import { dues_member, dues_overdueColumn, dues_owingColumn, dues_totalRow } from '../../../shared/i18n/paraglide/messages.js';
import type { PurseLedgers } from '../../../shared/purse-ledgers';
import { toCsv } from '../../../shared/statement-csv';
import type { Cell } from '../../../shared/statement-table';
import { stateLabel } from './dues-words';

/** @example duesCsv(ledgers, ['Jan 2026', 'Feb 2026']) // 'Member,Jan 2026,Feb 2026,Owing,Overdue\r\nKemi Bello,5000.00,2500.00,…' */
export function duesCsv(ledgers: PurseLedgers, periodLabels: readonly string[]): string {
  const header: Cell[] = [dues_member(), ...periodLabels, dues_owingColumn(), dues_overdueColumn()];
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
    ];
  });
  const totals: Cell[] = [dues_totalRow(), ...ledgers.totals.map((t): Cell => ({ kobo: t.paidKobo })), { kobo: ledgers.owingKobo }, { kobo: ledgers.arrearsKobo }];
  return toCsv([header, ...rows, totals]);
}
