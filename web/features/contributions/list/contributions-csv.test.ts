import { describe, expect, it } from 'vitest';
import { contributionsCsv, csvField, csvFileName } from './contributions-csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['Ada, Ife', '"Ada, Ife"'],
    ['She said "paid"', '"She said ""paid"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+2348031234567', "'+2348031234567"],
    ['@ref', "'@ref"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('contributionsCsv', () => {
  it('writes a header and one CRLF line per payment, amounts in naira', () => {
    const csv = contributionsCsv([
      {
        groupName: 'Class of 2010',
        projectName: 'Reunion, 2026',
        status: 'confirmed',
        row: { createdAt: '2026-03-13T23:30:00.000Z', amountKobo: 150_050, transactionRef: 'GTB-1', paymentNotes: 'First "half"' },
      },
      { groupName: 'Estate', projectName: null, status: 'pending', row: { createdAt: '2026-03-14T08:00:00.000Z', amountKobo: 500_000, transactionRef: null, paymentNotes: null } },
    ]);
    expect(csv).toBe(
      'Date,Group,Purse,Amount (NGN),Status,Reference,Notes\r\n' +
        // 23:30 UTC is already the next day in Lagos.
        '2026-03-14,Class of 2010,"Reunion, 2026",1500.50,confirmed,GTB-1,"First ""half"""\r\n' +
        '2026-03-14,Estate,,5000.00,pending,,\r\n',
    );
  });

  it('is just the header with no payments', () => {
    expect(contributionsCsv([])).toBe('Date,Group,Purse,Amount (NGN),Status,Reference,Notes\r\n');
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date('2026-03-14T10:00:00Z'))).toBe('grouppurse-contributions-2026-03-14.csv');
  });
});
