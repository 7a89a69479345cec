import { bankIn } from './banks';
import { labelledValues } from './labelled-value';
import type { ReceiptRow } from './ocr-rows';
import type { Party } from './party-sections';

const NAME_LABELS = [
  '(?:beneficiary|recipient|receiver)(?:\'?s)? (?:account )?name', 'account name', 'acct\\.? name',
  // Not "Recipient Account" or "Recipient Bank": those rows hold other fields.
  '(?:beneficiary|recipient|receiver)(?: details)?(?!\\s+(?:account|acct|bank|no\\b|number|phone))', 'credited to', 'sent to', 'paid to', 'transferred to', 'to', 'payee', 'name',
];
const BANK_LABELS = ['(?:beneficiary|recipient|receiver|receiving|destination)(?:\'?s)? bank(?: name)?', 'bank(?: name)?'];
// Ten characters of digits and mask marks, starting and ending with a digit, at least six digits.
const ACCOUNT = /(?<![\d*])(\d[\d*]{8}\d)(?![\d*])/g;
const NOT_A_NAME = /^(details|account|bank|name|number|successful|pending|failed|transfer|amount)$/i;

/**
 * The beneficiary's 10-digit account number (masked digits as '*'), never the sender's.
 * @example findAccountNumber([{ text: 'To  GTBank | 012****789', height: 0 }], ['beneficiary']) === '012****789'
 */
export function findAccountNumber(rows: ReceiptRow[], parties: Party[]): string | null {
  for (const wanted of ['beneficiary', null] as const) {
    for (const [index, row] of rows.entries()) {
      if (parties[index] !== wanted) continue;
      const text = masked(row.text);
      // OCR sometimes spaces the digits out ("0123 456 789"): try the row as is, then closed up.
      for (const variant of [text, text.replace(/(?<=[\d*])\s(?=[\d*])/g, '')]) {
        for (const match of variant.matchAll(ACCOUNT)) {
          const account = match[1] ?? '';
          if (account.replace(/\*/g, '').length >= 6) return account;
        }
      }
    }
  }
  return null;
}

/**
 * The beneficiary's name as printed (upper-cased, single spaces), from its label or the line
 * under a Recipient heading; account numbers and the bank's name beside it are left out.
 * @example findAccountName([{ text: 'Beneficiary Name: Chinedu Okafor', height: 0 }], ['beneficiary']) === 'CHINEDU OKAFOR'
 */
export function findAccountName(rows: ReceiptRow[], parties: Party[]): string | null {
  for (const found of labelledValues(rows, NAME_LABELS, (row) => parties[row] === 'sender')) {
    if (parties[found.row] === 'sender') continue;
    const name = nameOf(found.value);
    if (name) return name;
  }
  // "You sent ₦25,000 to CHINEDU OKAFOR": the sentence some wallets print instead of a label.
  for (const row of rows) {
    const match = /\bto\s+([A-Z][A-Z.'-]+(?:\s[A-Z][A-Z.'-]+){1,4})\b/.exec(row.text);
    const name = match?.[1] ? nameOf(match[1]) : null;
    if (name) return name;
  }
  return null;
}

/**
 * The beneficiary's bank as the receipt names it: after a Bank label, else a known bank's name
 * in the beneficiary's rows.
 * @example findBank([{ text: 'Beneficiary Bank: Access Bank', height: 0 }], [null]) === 'Access Bank'
 */
export function findBank(rows: ReceiptRow[], parties: Party[]): string | null {
  for (const found of labelledValues(rows, BANK_LABELS, (row) => parties[row] === 'sender')) {
    if (parties[found.row] === 'sender') continue;
    const bank = bankIn(found.value);
    if (bank) return bank;
    const words = found.value.replace(/[^A-Za-z&' ]+/g, ' ').replace(/\s+/g, ' ').trim();
    if (/\b(bank|mfb|microfinance)\b/i.test(words)) return words;
  }
  for (const [index, row] of rows.entries()) {
    if (parties[index] !== 'beneficiary') continue;
    const bank = bankIn(row.text);
    if (bank) return bank;
  }
  return null;
}

// What OCR reads a mask star as: x, ×, %, +, #, ¥, <, a bullet.
const MASK_MARKS = /[xX×•·✱∗%+#¥<]/g;

/** A row with the mask marks read back as '*' ("380**+*850" is "380****850"). */
function masked(text: string): string {
  return text.replace(MASK_MARKS, '*');
}

/** The name in a value: letters kept, the bank and any digits or separators after it dropped. */
function nameOf(value: string): string | null {
  let text = value.split(/\s{2,}|[|/,:(]/)[0] ?? '';
  const bank = bankIn(text);
  if (bank) text = text.replace(bank, ' ');
  const words = text.replace(/[^A-Za-z.'\- ]+/g, ' ').trim().split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word));
  if (words.length === 0 || words.length > 6 || words.some((word) => NOT_A_NAME.test(word))) return null;
  const name = words.join(' ').toUpperCase();
  return name.replace(/[^A-Z]/g, '').length >= 3 ? name : null;
}
