import { startsWithLabel } from './labelled-value';
import type { ReceiptRow } from './ocr-rows';

/** Whose details a row shows: the payer's, the beneficiary's, something else, or unknown. */
export type Party = 'sender' | 'beneficiary' | 'other' | null;

export const SENDER_LABELS = ['from', 'sender(?: details| name| account| bank)?', 'source(?: account)?', 'debit(?:ed)? account', 'originator', 'payer', 'paid by', 'sent by', 'remitter'];
export const BENEFICIARY_LABELS = [
  'to', 'sent to', 'credited to', 'paid to', 'transferred to', 'payee',
  '(?:beneficiary|recipient|receiver)(?: details| name| account(?: name| number| no\\.?)?| bank)?',
  'credit(?:ed)? account', 'destination(?: account| bank)?',
];
// Rows with these labels belong to no party, nor do the rows under them.
const OTHER_LABELS = [
  'amount', 'total', 'fee', 'charges?', 'status', 'date', 'time', 'transaction', 'trans', 'ref', 'reference', 'session',
  'narration', 'description', 'remarks?', 'note', 'purpose', 'channel', 'type', 'payment method', 'vat', 'stamp duty', 'receipt',
  'txn', 'phone', 'balance',
];

/**
 * Which party each row belongs to: a Sender or From label opens the payer's section, a
 * Beneficiary, Recipient or To label the beneficiary's, any other label closes the section;
 * unlabelled rows and rows like "Account Name" belong to the open section.
 * @example partiesOf(rows) // ['other', 'sender', 'sender', 'beneficiary', 'beneficiary', null]
 */
export function partiesOf(rows: ReceiptRow[]): Party[] {
  let current: Party = null;
  return rows.map((row) => {
    if (startsWithLabel(row.text, SENDER_LABELS)) current = 'sender';
    else if (startsWithLabel(row.text, BENEFICIARY_LABELS)) current = 'beneficiary';
    else if (startsWithLabel(row.text, OTHER_LABELS)) current = 'other';
    return current;
  });
}
