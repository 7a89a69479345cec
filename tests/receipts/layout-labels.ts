/**
 * The words bank and wallet apps put before each value of a transfer receipt, as collected from
 * Nigerian apps' receipts and share images. A generated layout picks one wording per field and one
 * way of writing it (Title Case, UPPER CASE, Sentence case), so the reader meets wording it was not
 * written against.
 */
import type { Random } from './receipt-data';

/** The values a receipt labels (amount aside, which may also stand unlabelled as a headline). */
export type LabelledField = 'amount' | 'reference' | 'session' | 'name' | 'account' | 'bank' | 'date' | 'status' | 'fee' | 'balance' | 'sender' | 'narration';

/** The wordings of each field's label; several apps print the same field under different words. */
export const LABEL_WORDINGS: Record<LabelledField, readonly string[]> = {
  amount: ['Amount', 'You sent', 'Debit Amount', 'Amount Sent', 'Transfer Amount', 'Amount Paid', 'Transaction Amount', 'You paid'],
  reference: ['Transaction No.', 'Transaction ID', 'Ref', 'Reference Number', 'Transaction Reference', 'Reference', 'Ref No.', 'Transaction Ref', 'Txn ID', 'Payment Reference'],
  session: ['Session ID', 'NIP Session ID', 'Session Id', 'NIP Session'],
  name: ['Beneficiary', 'Recipient', 'To', 'Beneficiary Name', 'Recipient Name', 'Account Name', 'Receiver', 'Sent to', 'Paid to'],
  account: ['Account Number', 'Account No.', 'Beneficiary Account', 'Recipient Account', 'Acct No', 'Account'],
  bank: ['Bank', 'Bank Name', 'Beneficiary Bank', 'Recipient Bank', 'Destination Bank', 'Receiving Bank'],
  date: ['Date', 'Transaction Date', 'Date & Time', 'Transaction Time', 'Payment Date', 'Time', 'Value Date', 'Date/Time'],
  status: ['Status', 'Transaction Status', 'Transfer Status'],
  fee: ['Fee', 'Charges', 'Transaction Fee', 'Charge', 'Service Fee'],
  balance: ['Balance', 'Available Balance', 'Balance After', 'Wallet Balance'],
  sender: ['Sender', 'From', 'Sender Name', 'Paid by', 'Originator', 'Sender Details'],
  narration: ['Narration', 'Remark', 'Description', 'Note', 'Purpose', 'Remarks'],
};

/** How an app writes its labels. */
export type LabelCase = 'title' | 'upper' | 'sentence';

/** Every label of one layout, fixed when the layout is generated. */
export type LabelSet = Record<LabelledField, string>;

/**
 * One wording per field, written in the layout's case (a ':' after each when the app puts one).
 * @example pickLabels(seeded(3), 'upper', false).amount // 'DEBIT AMOUNT'
 */
export function pickLabels(r: Random, labelCase: LabelCase, colon: boolean): LabelSet {
  const out = {} as LabelSet;
  for (const field of Object.keys(LABEL_WORDINGS) as LabelledField[]) {
    const words = r.pick(LABEL_WORDINGS[field]);
    const written = labelCase === 'upper' ? words.toUpperCase() : labelCase === 'sentence' ? sentenceCase(words) : words;
    out[field] = colon ? `${written}:` : written;
  }
  return out;
}

// "NIP" and "ID" stay capitals in sentence case, as apps write them.
function sentenceCase(words: string): string {
  return words
    .split(' ')
    .map((word, i) => (/^(NIP|ID)$/.test(word) ? word : i === 0 ? word : word.toLowerCase()))
    .join(' ');
}

/** The status line's words for each status, by how chatty the app is. */
export const STATUS_LINES = {
  successful: ['Successful', 'Transfer Successful', 'Transaction Successful', 'Payment Successful', 'Completed', 'Success'],
  pending: ['Pending', 'Transfer Pending', 'Processing', 'Transaction Pending'],
  failed: ['Failed', 'Transfer Failed', 'Transaction Failed', 'Reversed'],
} as const;

/** A brand's name as its header prints it (never a bank the receipt's values name: a header is not the beneficiary's bank). */
export const BRANDS = ['Paylane', 'Naira Wallet', 'Kobo+', 'Sendr', 'Ajopay', 'Tapcash', 'Lumo Bank', 'Cowry', 'Piggy Wallet', 'Stackr', 'Vale', 'Zuri'] as const;
