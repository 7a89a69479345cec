import { readFileSync } from 'node:fs';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES } from './messages';
import { parseStatement } from './parse-statement';
import type { StatementOutcome } from './statement-credit';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const bytesOf = (text: string) => new TextEncoder().encode(text);
const xlsx = async (rows: SheetData) => new Uint8Array(await writeXlsxFile(rows).toBuffer());
function credits(outcome: StatementOutcome) {
  if (!outcome.ok) throw new Error(`expected credits, got ${outcome.code}: ${outcome.message}`);
  return outcome.credits.map(({ line, postedAt, amountKobo, narration }) => [line, postedAt, amountKobo, narration]);
}

describe('parseStatement reads each bank format into credits', () => {
  it.each([
    ['gtbank-statement.xls', 'gtbank-xls', 2, [[7, '2026-11-23T23:00:00.000Z', 500000, 'TRANSFER FROM ADAEZE OKAFOR/GTB/REF:GTB7781203'], [9, '2026-11-24T23:00:00.000Z', 1000000, 'NIP/ACCESS/TUNDE BAKARE & SONS/DUES NOV']]],
    ['access-statement.csv', 'csv', 1, [[8, '2026-11-24T08:58:12.000Z', 500000, 'TRF FROM OKAFOR ADAEZE NIP MOB'], [10, '2026-11-25T17:30:05.000Z', 500000, 'TRF FROM EMEKA OBI/FOR DUES'], [11, '2026-11-25T17:30:05.000Z', 500000, 'TRF FROM EMEKA OBI/FOR DUES']]],
    ['zenith-statement.csv', 'csv', 1, [[6, '2026-11-23T23:00:00.000Z', 2000000, 'NIP/GTB/ADAEZE OKAFOR/AJO NOV'], [8, '2026-11-27T23:00:00.000Z', 750000, 'NIP/UBA/FATIMA ABUBAKAR']]],
    ['kuda-statement.tsv', 'csv', 1, [[5, '2026-11-24T09:21:33.000Z', 500000, 'ADAEZE CHIAMAKA OKAFOR ajo november']]],
    ['moniepoint-statement.csv', 'csv', 1, [[5, '2026-11-24T09:21:33.000Z', 500000, 'Transfer from BAKARE TUNDE'], [7, '2026-11-25T07:01:10.000Z', 500050, 'Transfer from ADAEZE OKAFOR']]],
  ])('%s (%s): credits kept with their rows, debits counted, title and total rows skipped', async (name, format, debits, expected) => {
    const outcome = await parseStatement({ bytes: fixture(name) });
    expect(outcome).toMatchObject({ ok: true, format, skippedDebits: debits });
    expect(credits(outcome)).toEqual(expected);
  });

  it('reads pasted credit alerts of eight banks, skipping the debit alert and numbering alerts as pasted', async () => {
    const outcome = await parseStatement({ text: readFileSync(new URL('./fixtures/sms-alerts.txt', import.meta.url), 'utf8') });
    expect(outcome).toMatchObject({ ok: true, format: 'sms', skippedDebits: 1 });
    expect(credits(outcome)).toEqual([
      [1, '2026-11-24T09:21:00.000Z', 500000, 'TRF FROM ADAEZE OKAFOR/GTB/REF123'],
      [2, '2026-11-24T10:05:00.000Z', 1000000, 'NIP TRF FROM TUNDE BAKARE'],
      [3, '2026-11-24T11:40:03.000Z', 750000, 'NIP/UBA/FATIMA ABUBAKAR/AJO'],
      [5, '2026-11-25T07:15:00.000Z', 300000, 'TRF FROM EMEKA OBI'],
      [6, '2026-11-25T08:30:00.000Z', 500000, 'TRF FROM IFEOMA NWOSU'],
      [7, '2026-11-25T08:34:00.000Z', 250000, 'from CHIDI EZE (Access Bank)'],
      [8, '2026-11-25T09:02:00.000Z', 120000, 'from AMINA YUSUF'],
      [9, '2026-11-25T09:15:00.000Z', 400000, 'TRF FROM GRACE ADEBAYO/WEMA'],
    ]);
    expect(outcome.ok && outcome.credits.map((c) => [c.reference, c.balanceKobo])[8 - 1]).toEqual(['100004261125101500123456789012', 7391050]);
  });

  it('reads an XLSX with title rows, Date cells, numbers and an Excel serial date', async () => {
    const bytes = await xlsx([
      ['FIRST BANK OF NIGERIA', null, null, null],
      ['Account: 3012345678', null, null, null],
      ['Transaction Date', 'Details', 'Money In', 'Money Out'],
      [{ value: new Date(Date.UTC(2026, 10, 24, 10, 21, 33)), type: Date, format: 'dd/mm/yyyy hh:mm:ss' }, 'TRF FROM ADAEZE OKAFOR', 5000.1, null],
      [46350.5, 'POS LEKKI', null, 300],
      [46351, 'TRF FROM EMEKA OBI', { value: 2500, type: Number, format: '#,##0.00' }, null],
    ]);
    const outcome = await parseStatement({ bytes, fileName: 'statement.csv' });
    expect(outcome).toMatchObject({ ok: true, format: 'xlsx', skippedDebits: 1 });
    expect(credits(outcome)).toEqual([
      [4, '2026-11-24T09:21:33.000Z', 500010, 'TRF FROM ADAEZE OKAFOR'],
      [6, '2026-11-24T23:00:00.000Z', 250000, 'TRF FROM EMEKA OBI'],
    ]);
  });

  it('takes the transaction date over the value date, and a value date when it is the only date', async () => {
    const both = await parseStatement({ bytes: bytesOf('Value Date,Trans Date,Credit\n24/11/2026,24/11/2026 10:21,500\n') });
    const only = await parseStatement({ bytes: bytesOf('Value Date,Narration,Credit\n24/11/2026,A,500\n') });
    expect([credits(both)[0]![1], credits(only)[0]![1]]).toEqual(['2026-11-24T09:21:00.000Z', '2026-11-23T23:00:00.000Z']);
  });

  it('detects the format from the bytes, not the file name', async () => {
    expect(await parseStatement({ bytes: fixture('zenith-statement.csv'), fileName: 'statement.xlsx' })).toMatchObject({ ok: true, format: 'csv' });
    expect(await parseStatement({ bytes: fixture('gtbank-statement.xls'), fileName: 'x.csv' })).toMatchObject({ ok: true, format: 'gtbank-xls' });
  });
});

describe('parseStatement gives the same key to the same credit on every import', () => {
  it('keys a statement imported twice identically, and two identical lines differently', async () => {
    const first = await parseStatement({ bytes: fixture('access-statement.csv') });
    const second = await parseStatement({ bytes: fixture('access-statement.csv') });
    const keys = first.ok ? first.credits.map((c) => c.key) : [];
    expect(second.ok && second.credits.map((c) => c.key)).toEqual(keys);
    expect(new Set(keys).size).toBe(3);
  });

  it('keys the shared days of an overlapping later export as before', async () => {
    const november = await parseStatement({ bytes: fixture('access-statement.csv') });
    const later = [
      'ACCESS BANK PLC - CUSTOMER STATEMENT',
      'Period:,25-Nov-2026 to 02-Dec-2026',
      'Posted Date,Value Date,Reference,Description,Withdrawals,Lodgements,Balance',
      '25-Nov-2026 18:30:05,25-Nov-2026,NIP100004261125,"TRF FROM EMEKA OBI/FOR DUES",-,"5,000.00","9,999.00"',
      '25-Nov-2026 18:30:05,25-Nov-2026,NIP100004261125,"trf from emeka obi/for dues",-,"5,000.00","14,999.00"',
      '01-Dec-2026 08:00:00,01-Dec-2026,NIP100004261201,"TRF FROM FATIMA ABUBAKAR",-,"5,000.00","19,999.00"',
    ].join('\r\n');
    const december = await parseStatement({ bytes: bytesOf(later) });
    const before = november.ok ? november.credits.map((c) => c.key) : [];
    const after = december.ok ? december.credits.map((c) => c.key) : [];
    expect(after.slice(0, 2)).toEqual(before.slice(1, 3));
    expect(before).not.toContain(after[2]);
  });
});

describe('parseStatement refuses a bad statement whole, naming the problem', () => {
  it.each([
    ['a credit amount that is not a number', fixture('malformed-amount.csv'), 'statement-row-unreadable', 5, 'Row 5: the amount "5,0O0" in Credit is not a number'],
    ['a quote never closed', fixture('malformed-quote.csv'), 'statement-row-unreadable', 3, 'Row 3: a quoted cell (starting with ") is never closed'],
    ['a credit with no date', bytesOf('Date,Narration,Credit\n24/11/2026,A,500\n,B,700\n'), 'statement-row-unreadable', 3, 'Row 3: the date in Date is missing'],
    ['a credit with a date that is not one', bytesOf('Date,Narration,Credit\n31/11/2026,A,500\n'), 'statement-row-unreadable', 2, 'Row 2: the date "31/11/2026" in Date is not a date'],
    ['a type neither Cr nor Dr', bytesOf('Date;Amount;Type\n24/11/2026;500;XX\n'), 'statement-row-unreadable', 2, 'Row 2: the type "XX" in Type is neither Cr nor Dr'],
    ['only debits', bytesOf('Date,Narration,Debit,Credit\n24/11/2026,POS,500,\n'), 'statement-no-credits', undefined, 'This statement has no credits'],
    ['a table without a date and credit header', bytesOf('Name,Phone\nAda,0803\nEmeka,0805\n'), 'statement-columns-not-found', undefined, 'We could not find the header row'],
    ['a letter', bytesOf('Dear customer, thank you for banking with us.'), 'statement-format-unrecognised', undefined, 'This is not a bank statement we can read'],
    ['an empty file', new Uint8Array(), 'statement-format-unrecognised', undefined, 'the file is empty'],
    ['a PDF', bytesOf('%PDF-1.7\n...'), 'statement-format-unrecognised', undefined, 'a PDF cannot be read'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'statement-format-unrecognised', undefined, 'This is not a bank statement'],
    ['a damaged XLSX', bytesOf('PK\u0003\u0004 not really a zip'), 'statement-format-unrecognised', undefined, 'the Excel file is damaged'],
    ['a file over the byte cap', new Uint8Array(MAX_STATEMENT_BYTES + 1), 'statement-too-large', undefined, 'This statement is too large'],
    ['a CSV over 20,000 lines', bytesOf(`Date,Credit\n${'24/11/2026,5\n'.repeat(20_000)}`), 'statement-too-large', undefined, 'at most 20,000 lines'],
    ['an alert whose amount is garbled', bytesOf('Acct: 0123****89\nAmt: NGN5,0O0.00 CR\nDate: 24-11-2026 10:21'), 'statement-row-unreadable', 1, 'Alert 1: the amount "5,0O0.00" is not a number'],
    ['an alert with no date', bytesOf('Amt: NGN5,000.00 CR\nDesc: X\n\nAmt: NGN7,000.00 CR\nDesc: TRF FROM Y'), 'statement-row-unreadable', 1, 'Alert 1: the date is missing'],
  ])('%s', async (_, bytes, code, line, text) => {
    const outcome = await parseStatement({ bytes });
    expect(outcome).toMatchObject({ ok: false, code });
    if (!outcome.ok) {
      expect(outcome.line).toBe(line);
      expect(outcome.message).toContain(text);
    }
  });

  it('refuses, before unpacking, an XLSX that declares more than the unpacked cap (a zip bomb)', async () => {
    // A zip's central directory alone: one entry declaring 80 MB, then the end record.
    const entry = new Uint8Array(46 + 1);
    const view = new DataView(entry.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint32(24, 80 * 1024 * 1024, true);
    view.setUint16(28, 1, true);
    const end = new Uint8Array(22);
    const endView = new DataView(end.buffer);
    endView.setUint32(0, 0x06054b50, true);
    endView.setUint16(10, 1, true);
    endView.setUint32(16, 4, true);
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...entry, ...end]);
    expect(await parseStatement({ bytes })).toMatchObject({ ok: false, code: 'statement-too-large' });
  });

  it('refuses an XLSX whose credit cell is text, naming the row and the column', async () => {
    const bytes = await xlsx([
      ['Statement', null, null],
      ['Trans Date', 'Narration', 'Credit'],
      ['24-Nov-2026', 'TRF FROM ADA', 5000],
      ['25-Nov-2026', 'TRF FROM EMEKA', 'five thousand'],
    ]);
    expect(await parseStatement({ bytes })).toMatchObject({ ok: false, code: 'statement-row-unreadable', line: 4, message: expect.stringContaining('Row 4: the amount "five thousand" in Credit is not a number') });
  });

  it('reads a paste of long blank runs or long lines quickly, as not alerts (a paste must not stall the server)', async () => {
    // Before lines were bounded, 900 KB of spaces after "Amt:" took minutes (patterns with several \s* in a row).
    for (const text of ['Amt: ' + ' '.repeat(200_000) + 'x', 'Amt:' + '\t '.repeat(100_000) + 'x', ('Amt: NGN5,000.00 CR Desc: ' + 'a '.repeat(600) + '\n').repeat(50)]) {
      const started = performance.now();
      expect(await parseStatement({ text })).toMatchObject({ ok: false });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
