import { describe, expect, it } from 'vitest';
import type { ReceiptFields } from '../../shared/receipt-reading';
import { extractFields } from './extract-fields';
import { ocrPage } from './ocr-page-fixture';

const now = new Date('2026-12-01T12:00:00Z');

// OCR text as tesseract returned it on the generated corpus (tests/receipts): narrow screens that
// wrap labels and identifiers, columns read as one line, a photo's specks, masks and ₦ misread.
// Rows are 12 px apart (a wrapped line); an empty line is the wider gap between two fields.
const SLIPS: { rule: string; text: string; expected: Partial<ReceiptFields> }[] = [
  {
    rule: 'joins a session ID cut at the line end to its digits on the next line',
    text: 'SESSION ID: 00001426111320320069484\n5609796',
    expected: { sessionId: '000014261113203200694845609796' },
  },
  {
    rule: 'joins a label and its value wrapped over two lines (Session / ID, Transaction / No.)',
    text: 'Transaction   2611120131486849407\nNo.   60258\n\nSession   1000042611121100007977\nID   70087646',
    expected: { reference: '261112013148684940760258', sessionId: '100004261112110000797770087646' },
  },
  {
    rule: 'joins "NIP Session" over "ID" and "Transaction" over "Reference" with the value cut between them',
    text: 'Transaction   MFDS26111918251166170\nReference   8\n\nNIP Session   000004261112143023365387294\nID   347',
    expected: { reference: 'MFDS261119182511661708', sessionId: '000004261112143023365387294347' },
  },
  {
    rule: 'keeps two fields apart when the first label is complete on its own, and a banner apart from the date under it',
    text: 'Transaction Successful\nDate   24 Nov 2026 10:22\nRecipient   ADA OBI\nAmount   5,000.00',
    expected: { status: 'successful', paidAt: '2026-11-24T09:22:00.000Z', accountName: 'ADA OBI', amountKobo: 500_000 },
  },
  {
    rule: 'keeps a digits-only line apart when it sits a field gap below',
    text: 'Session ID   000014261113203200694845609796\n\n2026',
    expected: { sessionId: '000014261113203200694845609796' },
  },
  {
    rule: 'reads Kuda’s stacked two columns as separate fields, with the values that wrapped under each',
    text: `[big] NGN 5,000.00

Recipient               Account Number
Bukola Femi             2980847615
Nnamdi

Bank                    Date
Guaranty Trust          17/11/2026 07:48
Bank                    AM

Transaction Reference   Session ID
KUD542126111729         090267261114110838860
7021                    736285572`,
    expected: {
      accountName: 'BUKOLA FEMI NNAMDI', accountNumber: '2980847615', bank: 'Guaranty Trust Bank', paidAt: '2026-11-17T06:48:00.000Z',
      reference: 'KUD5421261117297021', sessionId: '090267261114110838860736285572',
    },
  },
  {
    rule: 'drops the specks a photo’s screen edge leaves around labels and values',
    text: '| REFERENCE:   ACB2611076784873 |\n585\n\ni Reference Number   UBA54546377819263\n\n| SESSION ID:   0000142611070839\n|   00997731821028',
    expected: { reference: 'ACB2611076784873585', sessionId: '000014261107083900997731821028' },
  },
  {
    rule: 'reads "Transaction \\D" and "Session D" as their labels on a photo',
    text: 'Transaction \\D   p261121607598886542\n\nSession D   10000426111722090864195974',
    expected: { reference: 'P261121607598886542', sessionId: '10000426111722090864195974' },
  },
  {
    rule: 'joins an identifier’s digits from a line between specks, and reads a label after a speck read as a digit',
    text: '§  Session ID   000015261108215502957\n4   541782680   8\n\n4 Beneficiary Name   ADA OBI',
    expected: { sessionId: '000015261108215502957541782680', accountName: 'ADA OBI' },
  },
  {
    rule: 'drops a bar read as "I" before a heading, so the stacked columns still line up',
    text: 'I Transaction Reference   Session ID\n  KUD542126111729         090267261114110838860736285572',
    expected: { reference: 'KUD542126111729', sessionId: '090267261114110838860736285572' },
  },
  {
    rule: 'reads ZIB for Z1B and 71B, and digits for letters among a reference’s digits',
    text: 'Reference Number   71B499756235295',
    expected: { reference: 'ZIB499756235295' },
  },
  {
    rule: 'reads a date wrapped after the day',
    text: 'DATE: Friday, November 13,\n2026 8:32 PM\nSTATUS: SUCCESSFUL',
    expected: { paidAt: '2026-11-13T19:32:00.000Z', status: 'successful' },
  },
];

describe('extractFields on the slips OCR makes on narrow screens and photos', () => {
  it.each(SLIPS)('$rule', ({ text, expected }) => {
    expect(extractFields(ocrPage(text), { now })).toMatchObject(expected);
  });
});

describe('extractFields on status words a photo blurred', () => {
  it.each([['Successfy|'], ['Transfer Successy|'], ['Succesful'], ['Transaction Successfu!']])('reads "%s" as successful', (banner) => {
    expect(extractFields(ocrPage(`[big] N5,000.00\n${banner}`), { now }).status).toBe('successful');
  });
});

describe('extractFields on masked account numbers', () => {
  it.each([
    ['Recipient Account   380**+*850', '380****850'],
    ['Beneficiary   138*++<693', '138****693'],
    ['Account No.   039%x+¥034', '039****034'],
    ['Beneficiary Account   0123456789', '0123456789'],
  ])('reads "%s" as %s', (row, account) => {
    expect(extractFields(ocrPage(row), { now }).accountNumber).toBe(account);
  });
});

describe('extractFields on the ₦ sign read as a digit before the headline amount', () => {
  it.each([
    ['[big] 820,000.00', 2_000_000],
    ['[big] 875,000.00\nFee   §10.75', 7_500_000],
    ['Amount   842,290.00', 4_229_000],
    ['[big] ₦850,000.00', 85_000_000],
    ['[big] N85,000.00', 8_500_000],
    ['[big] 85,000.00', 8_500_000],
    ['Amount   75,473.00', 7_547_300],
    ['[big] 775,000.00', 77_500_000],
    ['NGN 2,000.00\n\n[big] £8', 200_000],
  ])('reads "%s" as %i kobo', (text, kobo) => {
    expect(extractFields(ocrPage(text), { now }).amountKobo).toBe(kobo);
  });
});
