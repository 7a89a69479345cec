import type { ReceiptFields } from '../../shared/receipt-reading';
import { locateAmount } from './find-amount';
import { locateDate } from './find-date';
import { findAccountName, findAccountNumber, findBank } from './find-parties';
import { locateReference, locateSessionId } from './find-reference';
import { findStatus } from './find-status';
import type { OcrPage } from './ocr-engine';
import { rowsOf, type ReceiptRow } from './ocr-rows';
import { partiesOf } from './party-sections';
import { unstackColumns } from './stacked-columns';
import type { ValueSource } from './value-region';
import { joinWrappedRows } from './wrapped-rows';

/** Where the transaction's own figures were read (rows of `rows`), each null when not found. */
export interface FieldSources {
  amount: ValueSource | null;
  reference: ValueSource | null;
  sessionId: ValueSource | null;
  paidAt: ValueSource | null;
}

/**
 * Reads a bank-app receipt's fields from its OCR page: amount by wording and layout (the ₦ sign
 * rarely survives OCR), reference, session ID, date, beneficiary and status; null where absent.
 * @example extractFields(page, { now }) // { amountKobo: 2_500_000, status: 'successful', … }
 */
export function extractFields(page: OcrPage, options: { now?: Date } = {}): ReceiptFields {
  return readFields(page, options).fields;
}

/**
 * The fields (as extractFields), the rows they were read from, and where in those rows the
 * amount, reference, session ID and date were found.
 * @example const { fields, rows, sources } = readFields(page, { now }); valueBox(rows, sources.amount!)
 */
export function readFields(page: OcrPage, options: { now?: Date } = {}): { fields: ReceiptFields; rows: ReceiptRow[]; sources: FieldSources } {
  const rows = joinWrappedRows(unstackColumns(rowsOf(page)));
  const parties = partiesOf(rows);
  const amount = locateAmount(rows);
  const reference = locateReference(rows);
  const sessionId = locateSessionId(rows);
  const paidAt = locateDate(rows, options.now);
  const fields: ReceiptFields = {
    amountKobo: amount?.kobo ?? null,
    reference: reference?.reference ?? null,
    sessionId: sessionId?.sessionId ?? null,
    paidAt: paidAt?.paidAt ?? null,
    accountNumber: findAccountNumber(rows, parties),
    accountName: findAccountName(rows, parties),
    bank: findBank(rows, parties),
    status: findStatus(rows),
  };
  const sources = { amount: amount?.source ?? null, reference: reference?.source ?? null, sessionId: sessionId?.source ?? null, paidAt: paidAt?.source ?? null };
  return { fields, rows, sources };
}
