import { describe, expect, it } from 'vitest';
import type { ReceiptFields } from '../../shared/receipt-reading';
import { extractFields } from './extract-fields';
import { ocrPage } from './ocr-page-fixture';

const now = new Date('2026-12-01T12:00:00Z');

// OCR text as tesseract returns it from real app layouts, with its usual slips kept in.
const RECEIPTS: { rule: string; text: string; expected: Partial<ReceiptFields> }[] = [
  {
    rule: 'reads an OPay receipt where ₦ reads as § and the sender is listed after the recipient',
    text: `OPay
Transfer successful
[big] §25,000.00
Nov 24th, 2026 10:22:05
Recipient Details   CHINEDU OKAFOR
GTBank | 012****789
Sender Details   ADAEZE NWOSU
OPay | 810****321
Transaction No.   241124010203040506070809
Session ID   100004241124102205123456789012
Fee   §0.00`,
    expected: {
      amountKobo: 2_500_000, reference: '241124010203040506070809', sessionId: '100004241124102205123456789012',
      paidAt: '2026-11-24T09:22:05.000Z', accountNumber: '012****789', accountName: 'CHINEDU OKAFOR', bank: 'GTBank', status: 'successful',
    },
  },
  {
    rule: 'reads a GTWorld receipt with NGN amounts, a spaced-out session ID and the sender above the beneficiary',
    text: `GTWorld
Transaction Receipt
Transaction Date   24/11/2026 10:22:05
Sender   ADAEZE NWOSU
Sender Account   0241234567
Beneficiary   CHINEDU OKAFOR
Beneficiary Account   0123456789
Beneficiary Bank   ACCESS BANK
Amount   NGN 25,000.00
Narration   Ajo November
Transaction Reference   FT24329ABC12
Session ID   0000 1324 1124 1022 0512 3456 7890 12
Status   Successful`,
    expected: {
      amountKobo: 2_500_000, reference: 'FT24329ABC12', sessionId: '000013241124102205123456789012', paidAt: '2026-11-24T09:22:05.000Z',
      accountNumber: '0123456789', accountName: 'CHINEDU OKAFOR', bank: 'ACCESS BANK', status: 'successful',
    },
  },
  {
    rule: 'reads a Moniepoint receipt where ₦ reads as N and skips the charges',
    text: `Moniepoint
Charges   N10.75
[big] N50,000.00
Transaction Successful
Recipient   BLESSING EZE
Account Number   2012345678
Bank   Kuda MFB
Reference   MNPT|2411241022|A7F3
Date   2026-11-24 10:22`,
    expected: {
      amountKobo: 5_000_000, reference: 'MNPT2411241022A7F3', paidAt: '2026-11-24T09:22:00.000Z',
      accountNumber: '2012345678', accountName: 'BLESSING EZE', bank: 'Kuda MFB', status: 'successful',
    },
  },
  {
    rule: 'reads a pending Kuda transfer where ₦ reads as a 4 glued to the headline amount',
    text: `[big] 425,000.00
Pending
Recipient
CHINEDU OKAFOR
Zenith Bank • 2087654321
Amount   25,000.00
Date   Tuesday, November 24, 2026
Time   10:22 AM
Reference   kuda-2411-8821-33AB`,
    expected: {
      amountKobo: 2_500_000, reference: 'KUDA2411882133AB', paidAt: '2026-11-24T09:22:00.000Z',
      accountNumber: '2087654321', accountName: 'CHINEDU OKAFOR', bank: 'Zenith Bank', status: 'pending',
    },
  },
  {
    rule: 'drops a ₦ read as a digit when it leaves a first group of four digits',
    text: `Transfer Successful
[big] 8120,000.00
Fee 810.75`,
    expected: { amountKobo: 12_000_000 },
  },
  {
    rule: 'takes the Amount line of an Access slip, never the fee, VAT, total amount or balance',
    text: `Access Bank
Transfer Receipt
Fee: NGN 50.00
VAT: NGN 3.75
Total Amount: NGN 5,053.75
Available Balance: NGN 120,345.10
Amount: NGN 5,000.00
Status: Approved
Beneficiary Name: Musa Ibrahim
Beneficiary Account: 3045678901
Beneficiary Bank: First Bank of Nigeria
Transaction Ref: 000013241124102205
Date: 24-Nov-2026 10:22 PM`,
    expected: {
      amountKobo: 500_000, reference: '000013241124102205', paidAt: '2026-11-24T21:22:00.000Z', accountNumber: '3045678901',
      accountName: 'MUSA IBRAHIM', bank: 'First Bank of Nigeria', status: 'successful',
    },
  },
  {
    rule: 'finds the headline amount by its size when the ₦ sign vanished and nothing labels it',
    text: `Transfer to ALIYU BELLO
Remark: Ajo 1,250.00 x 10
Fee 10.75
[big] 12,500.00
Completed
24 Nov 2026, 10:22 AM`,
    expected: { amountKobo: 1_250_000, accountName: 'ALIYU BELLO', status: 'successful', paidAt: '2026-11-24T09:22:00.000Z' },
  },
  {
    rule: 'counts a reversed UBA transfer as failed and reads a session ID where 0 reads as O',
    text: `UBA
Transaction Reversed
Amount   #7,500.00
Beneficiary Name   IFEOMA CHUKWU
Account Number   2012 345 678
Session ID   1OOOO4241124102205123456789O12`,
    expected: {
      amountKobo: 750_000, status: 'failed', sessionId: '100004241124102205123456789012', accountName: 'IFEOMA CHUKWU', accountNumber: '2012345678',
    },
  },
  {
    rule: 'reads the banner, not a disclaimer that mentions failed transfers',
    text: `Note: failed or reversed transfers are refunded within 24 hours
Transfer Successful
[big] H3,000.00
To   Wema Bank | 0987654321`,
    expected: { amountKobo: 300_000, status: 'successful', accountNumber: '0987654321', bank: 'Wema Bank' },
  },
  {
    rule: 'takes the Transaction Amount of a Zenith slip, not the Stamp Duty Amount printed above it',
    text: `Zenith Bank
Stamp Duty Amount   NGN 50.00
Transaction Amount   NGN 50,000`,
    expected: { amountKobo: 5_000_000 },
  },
  {
    rule: 'never takes the sender account of a From section opened before the beneficiary',
    text: `From
ADAEZE NWOSU
First Bank 3012345678
To
TUNDE BAKARE
Sterling Bank 0055667788
Amount 2,000`,
    expected: { accountNumber: '0055667788', accountName: 'TUNDE BAKARE', bank: 'Sterling Bank', amountKobo: 200_000 },
  },
];

describe('extractFields on bank-app receipts', () => {
  it.each(RECEIPTS)('$rule', ({ text, expected }) => {
    expect(extractFields(ocrPage(text), { now })).toMatchObject(expected);
  });

  it('returns every field null on text that is not a receipt', () => {
    expect(extractFields(ocrPage('Happy birthday Mama\nSee you on Sunday'), { now })).toEqual({
      amountKobo: null, reference: null, sessionId: null, paidAt: null, accountNumber: null, accountName: null, bank: null, status: null,
    });
  });
});

describe('extractFields on the date shapes receipts print, read as Lagos time', () => {
  it.each([
    ['24 Nov 2026, 10:22 AM', '2026-11-24T09:22:00.000Z'],
    ['24/11/2026 10:22:05', '2026-11-24T09:22:05.000Z'],
    ['2026-11-24 10:22', '2026-11-24T09:22:00.000Z'],
    ['Nov 24th, 2026 10:22:05', '2026-11-24T09:22:05.000Z'],
    ['Tuesday, November 24, 2026', '2026-11-23T23:00:00.000Z'],
    ['24-11-26 12:05 AM', '2026-11-23T23:05:00.000Z'],
    ['Date: 01/12/2026 00:30', '2026-11-30T23:30:00.000Z'],
    ['Date 24 Nov 2026\nTime 1O:22 PM', '2026-11-24T21:22:00.000Z'],
  ])('reads "%s"', (text, iso) => {
    expect(extractFields(ocrPage(text), { now }).paidAt).toBe(iso);
  });

  it('refuses a date that does not exist', () => {
    expect(extractFields(ocrPage('31/02/2026 10:22'), { now }).paidAt).toBeNull();
  });
});

describe('extractFields on status words', () => {
  it.each([
    ['Successful', 'successful'], ['Success', 'successful'], ['Completed', 'successful'], ['Approved', 'successful'],
    ['Pending', 'pending'], ['Processing', 'pending'], ['In progress', 'pending'],
    ['Failed', 'failed'], ['Declined', 'failed'], ['Reversed', 'failed'], ['Unsuccessful', 'failed'],
  ])('reads "Status: %s" as %s', (word, status) => {
    expect(extractFields(ocrPage(`Status: ${word}`), { now }).status).toBe(status);
  });
});
