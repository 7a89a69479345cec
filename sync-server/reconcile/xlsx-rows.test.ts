import { readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx-rows';
import { textRow, workbookParts, zipOf } from './zip-fixture';

const written = async (rows: SheetData) => new Uint8Array(await writeXlsxFile(rows).toBuffer());

describe('xlsxRows reads a workbook as read-excel-file did', () => {
  it('gives the same rows for text, numbers, dates, booleans, formats and gaps', async () => {
    const bytes = await written([
      ['FIRST BANK OF NIGERIA', null, null, null],
      ['Transaction Date', 'Details', 'Money In', 'Money Out'],
      [{ value: new Date(Date.UTC(2026, 10, 24, 10, 21, 33)), type: Date, format: 'dd/mm/yyyy hh:mm:ss' }, '  POS & LEKKI <x> "q" ', 5000.1, null],
      [46350.5, 'TRF FROM EMEKA OBI', { value: 2500, type: Number, format: '#,##0.00' }, null],
      [null, null, null, null],
      [{ value: true, type: Boolean }, { value: new Date(Date.UTC(2026, 0, 2)), type: Date, format: 'mmm d, yyyy' }, { value: -12.5, type: Number, format: '"NGN"#,##0.00;[Red]-#,##0.00' }, ''],
      [null, null, 'x', null],
    ]);
    const theirs = (await readSheet(Buffer.from(bytes))).map((cells, index) => ({ line: index + 1, cells: cells.map((cell) => (typeof cell === 'boolean' ? String(cell) : cell)) }));
    expect(await xlsxRows(bytes)).toEqual(theirs);
  });

  it('reads inline and rich text, a 1904 workbook, and cells placed by their references', async () => {
    const parts = workbookParts(`${textRow(1, ['Date', 'Credit'])}<row r="3"><c r="B3" t="inlineStr"><is><r><t>TRF </t></r><r><t>ADA_x000D_</t></r><rPh><t>ignored</t></rPh></is></c><c r="D3" s="1"><v>1</v></c></row>`);
    parts.push({ name: 'xl/styles.xml', data: '<styleSheet><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>' });
    parts[1]!.data = (parts[1]!.data as string).replace('<sheets>', '<workbookPr date1904="1"/><sheets>');
    expect(await xlsxRows(zipOf(parts))).toEqual([
      { line: 1, cells: ['Date', 'Credit', null, null] },
      { line: 2, cells: [null, null, null, null] },
      { line: 3, cells: [null, 'TRF ADA', null, new Date(Date.UTC(1904, 0, 2))] },
    ]);
  });
});

describe('xlsxRows stops at the first thing over a cap', () => {
  it.each([
    ['a cell past the 256th column', `<row r="1"><c r="IW1"><v>1</v></c></row>`, 'statement-too-large', 'more than 256 columns'],
    ['a value on row 1,048,576', `<row r="1048576"><c r="A1048576"><v>1</v></c></row>`, 'statement-too-large', 'more than 20,000 lines'],
    ['forty thousand empty rows', '<row/>'.repeat(40_001), 'statement-too-large', 'more than 40,000 rows'],
    ['parts nested 33 deep', `${'<x>'.repeat(33)}${'</x>'.repeat(33)}`, 'statement-too-complex', 'nested more than 32 deep'],
    ['a 3 MB cell', `<row><c t="inlineStr"><is><t>${'A'.repeat(3 * 1024 * 1024)}</t></is></c></row>`, 'statement-too-complex', 'longer than 1 MB'],
    ['a row numbered before the last', `<row r="5"/><row r="4"/>`, 'statement-format-unrecognised', 'damaged'],
  ])('%s', async (_, sheetData, code, detail) => {
    expect(await xlsxRows(zipOf(workbookParts(sheetData)))).toMatchObject({ ok: false, code, message: expect.stringContaining(detail) });
  });
});
