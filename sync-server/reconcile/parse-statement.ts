import { csvRows, sniffDelimiter } from './csv-rows';
import { decodeText } from './decode-text';
import { htmlRows } from './html-rows';
import { withKeys } from './credit-key';
import { MAX_STATEMENT_BYTES, statementProblem, type StatementProblem } from './messages';
import { smsCredits } from './sms-alerts';
import type { ParseOptions, ReadOutcome, StatementFormat, StatementOutcome } from './statement-credit';
import { tableCredits, type TableRow } from './table-credits';
import { xlsxRows } from './xlsx-rows';

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function finish(format: StatementFormat, read: ReadOutcome | StatementProblem): StatementOutcome {
  if (!read.ok) return read;
  // "No credits" only when nothing at all was found: an unreadable alert is listed, never hidden
  // behind that refusal.
  if (read.credits.length === 0 && read.unreadable.length === 0) {
    return statementProblem('statement-no-credits', read.skippedDebits > 0 ? `${read.skippedDebits} debits were skipped` : undefined);
  }
  return { ok: true, format, credits: withKeys(read.credits), skippedDebits: read.skippedDebits, unreadable: read.unreadable, dateOrder: read.dateOrder };
}

const table = (rows: TableRow[] | StatementProblem, options: ParseOptions) => (Array.isArray(rows) ? tableCredits(rows, options) : rows);

// A text whose first lines split into the same number (2+) of cells is a table we could not
// place, rather than something that is not a statement at all.
function looksTabular(text: string): boolean {
  const lines = text.split('\n', 20).filter((line) => line.trim() !== '');
  return lines.length >= 2 && [',', ';', '\t'].some((d) => lines.every((line) => line.split(d).length >= 2));
}

function parseText(text: string, options: ParseOptions): StatementOutcome {
  if (/^\s*</.test(text) && /<table[\s>]/i.test(text)) return finish('gtbank-xls', table(htmlRows(text), options));
  const delimiter = sniffDelimiter(text);
  if (delimiter) return finish('csv', table(csvRows(text, delimiter), options));
  // Alerts before the tabular guess: sentence alerts are full of commas.
  const sms = smsCredits(text, options);
  if (sms) return finish('sms', sms);
  return statementProblem(looksTabular(text) ? 'statement-columns-not-found' : 'statement-format-unrecognised');
}

/**
 * Reads a bank statement the admin uploaded (CSV, XLSX, GTBank's HTML ".xls") or pasted (credit
 * alert texts, or a CSV), detecting the format from the content, never the file name. Gives every
 * credit with a stable key and lists every alert or row it could not read; refuses only a whole
 * file it cannot place (format, header, size, a broken quote) or whose dates read either way
 * (`options.dateOrder` is the admin's answer). Nothing is stored here.
 * @example await parseStatement({ text: 'Acct: 0123****89\nAmt: NGN5,000.00 CR\nDesc: TRF FROM ADA OKAFOR\nDate: 24-11-2026 10:21' })
 */
export async function parseStatement(
  input: { bytes: Uint8Array; fileName?: string } | { text: string },
  options: ParseOptions = {},
): Promise<StatementOutcome> {
  if ('text' in input) {
    if (Buffer.byteLength(input.text) > MAX_STATEMENT_BYTES) return statementProblem('statement-too-large');
    return parseText(input.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), options);
  }
  const { bytes } = input;
  if (bytes.length > MAX_STATEMENT_BYTES) return statementProblem('statement-too-large');
  if (bytes.length === 0) return statementProblem('statement-format-unrecognised', 'the file is empty');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return finish('xlsx', table(await xlsxRows(bytes), options));
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return statementProblem('statement-format-unrecognised', 'an old binary Excel file: open it and save it as .xlsx or CSV');
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return statementProblem('statement-format-unrecognised', 'a PDF cannot be read');
  const text = decodeText(bytes);
  return text === null ? statementProblem('statement-format-unrecognised') : parseText(text, options);
}
