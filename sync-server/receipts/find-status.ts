import type { ReceiptStatus } from '../../shared/receipt-reading';
import { labelledValue } from './labelled-value';
import type { ReceiptRow } from './ocr-rows';

// Checked in this order: "Unsuccessful" contains "successful", and a failed or pending word must
// never be hidden by a success word elsewhere on the same row.
const STATUS_WORDS: [ReceiptStatus, RegExp][] = [
  ['failed', /\b(failed|failure|unsuccessful|not successful|declined|reversed|reversal|rejected|cancell?ed)\b/i],
  ['pending', /\b(pending|processing|in progress|awaiting|queued|initiated)\b/i],
  // "Successfy", "Successfu|", "Succesful": a blurred or coloured banner loses the word's end.
  ['successful', /\b(succ?ess?f?[a-z|!]*|completed?|approved)(?![a-z])/i],
];

/**
 * The transfer's status: from a Status label when there is one, else the first short row that
 * carries a status word (a banner like "Transfer Successful"); null when only long text has one.
 * @example findStatus([{ text: 'Transaction Reversed', height: 0 }]) === 'failed'
 */
export function findStatus(rows: ReceiptRow[]): ReceiptStatus | null {
  const labelled = labelledValue(rows, ['(?:transaction |transfer |payment )?status']);
  const fromLabel = labelled ? statusOf(labelled.value) : null;
  if (fromLabel) return fromLabel;
  // Long rows are disclaimers ("if the transfer failed, …"): only short ones are banners.
  for (const row of rows) {
    if (row.text.split(/\s+/).length <= 5) {
      const status = statusOf(row.text);
      if (status) return status;
    }
  }
  return null;
}

function statusOf(text: string): ReceiptStatus | null {
  for (const [status, words] of STATUS_WORDS) if (words.test(text)) return status;
  return null;
}
