import type { ReceiptFields } from '../../shared/receipt-reading';
import { findAmount } from './find-amount';
import { findDate } from './find-date';
import { findAccountName, findAccountNumber, findBank } from './find-parties';
import { findReference, findSessionId } from './find-reference';
import { findStatus } from './find-status';
import type { OcrPage } from './ocr-engine';
import { rowsOf } from './ocr-rows';
import { partiesOf } from './party-sections';
import { unstackColumns } from './stacked-columns';
import { joinWrappedRows } from './wrapped-rows';

/**
 * Reads a bank-app receipt's fields from its OCR page: amount by wording and layout (the ₦ sign
 * rarely survives OCR), reference, session ID, date, beneficiary and status; null where absent.
 * @example extractFields(page, { now }) // { amountKobo: 2_500_000, status: 'successful', … }
 */
export function extractFields(page: OcrPage, options: { now?: Date } = {}): ReceiptFields {
  const rows = joinWrappedRows(unstackColumns(rowsOf(page)));
  const parties = partiesOf(rows);
  return {
    amountKobo: findAmount(rows),
    reference: findReference(rows),
    sessionId: findSessionId(rows),
    paidAt: findDate(rows, options.now),
    accountNumber: findAccountNumber(rows, parties),
    accountName: findAccountName(rows, parties),
    bank: findBank(rows, parties),
    status: findStatus(rows),
  };
}
