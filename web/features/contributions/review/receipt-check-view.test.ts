import { describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS, NO_REUSE, type ReceiptCheck, type ReceiptReading } from '../../../../shared/receipt-reading';
import { receiptCheckSection, type ReceiptCheckInput } from './receipt-check-view';
import { contributionRow } from './test-fixtures';

const reading = (fields: Partial<ReceiptReading> = {}): ReceiptReading => ({ ...NO_RECEIPT_FIELDS, state: 'read', ...fields });
const check = (fields: Partial<ReceiptReading> = {}, reuse = NO_REUSE): ReceiptCheck => ({ reading: reading(fields), reuse });

const purse = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'ADAEZE OKAFOR', createdAt: '2025-01-01T00:00:00.000Z' };
// Declared ₦25,000 with reference TRX-1, sent 1 Mar 2025.
const row = (receiptCheck: ReceiptCheck | null | undefined, extra = {}) =>
  contributionRow('c1', { amountKobo: 2_500_000, proofSha256: 'a'.repeat(64), receiptCheck: receiptCheck as ReceiptCheck | null, ...extra });
const section = (input: Partial<ReceiptCheckInput> & Pick<ReceiptCheckInput, 'row'>) => receiptCheckSection({ reviewer: true, purse, group: { receiptMaxAgeDays: 14 }, ...input });

describe('the review’s receipt check', () => {
  it.each([
    ['a member (their rows carry no check)', 'hidden', { row: row(null), reviewer: false }],
    ['a member even if a check were there', 'hidden', { row: row(check()), reviewer: false }],
    ['a payment with no proof image (cash)', 'hidden', { row: row(null, { proofSha256: null }) }],
    ['a proof the server has not read', 'not-read', { row: row(null) }],
    ['a row stored before receipt checks existed', 'not-read', { row: row(undefined) }],
    ['a proof the server read', 'checked', { row: row(check()) }],
  ] as const)('shows %s as %s', (_what, kind, input) => {
    expect(section(input).kind).toBe(kind);
  });

  it('puts the amount and reference read beside the ones declared, and marks what differs', () => {
    const result = section({
      row: row(
        check({
          amountKobo: 2_000_000,
          reference: 'TRX-9',
          paidAt: '2025-02-28T09:30:00.000Z',
          accountNumber: '9876543210',
          accountName: 'JOHN DOE',
          bank: 'OPay',
          status: 'successful',
        }),
      ),
    });
    expect(result.kind === 'checked' && result.rows).toEqual([
      { label: 'Amount', read: '₦20,000', declared: '₦25,000', differs: true },
      { label: 'Reference', read: 'TRX-9', declared: 'TRX-1', differs: true },
      { label: 'Date and time', read: '28 Feb 2025, 10:30 am', declared: null, differs: false },
      { label: 'Paid to account', read: '9876543210', declared: null, differs: false },
      { label: 'Account name', read: 'JOHN DOE', declared: null, differs: false },
      { label: 'Bank', read: 'OPay', declared: null, differs: false },
      { label: 'Status', read: 'Successful', declared: null, differs: false },
    ]);
    expect(result.kind === 'checked' && result.flags.map((flag) => flag.text)).toEqual([
      'The receipt shows ₦20,000, not the ₦25,000 declared.',
      "Paid to account 9876543210, not the purse's 0123456789.",
      "Paid to JOHN DOE, not the purse's account name ADAEZE OKAFOR.",
    ]);
  });

  it.each([
    ['the same reference, spelt differently', { reference: 'trx 1' }, false],
    ['the session ID when the member typed that', { sessionId: '000013250301', reference: 'XYZ' }, false],
    ['neither', { reference: 'XYZ' }, true],
  ])('compares a declared reference with %s', (_what, fields, differs) => {
    const result = section({ row: row(check(fields), { transactionRef: 'sessionId' in fields ? fields.sessionId : 'TRX-1' }) });
    expect(result.kind === 'checked' && result.rows.find((field) => field.label === 'Reference')?.differs).toBe(differs);
  });

  it("says whether the payment codes the receipt shows are this member's for this purse (issue 27 §3)", () => {
    const codeRows = (codes: string[] | undefined, payCode: string | null) => {
      const result = section({ row: row({ ...check(), ...(codes ? { codes } : {}) }), payCode });
      return result.kind === 'checked' ? result.rows.filter((r) => r.label === 'Payment code') : null;
    };
    expect(codeRows(['ADA-DEC26'], 'ADA-DEC26')).toEqual([{ label: 'Payment code', read: "ADA-DEC26: this member's code for this purse", declared: null, differs: false }]);
    expect(codeRows(['BOL-DEC26', 'ADA-XMA26'], 'ADA-DEC26')).toEqual([
      { label: 'Payment code', read: "BOL-DEC26, ADA-XMA26: not this member's code for this purse (ADA-DEC26)", declared: null, differs: true },
    ]);
    // A member with no code on this phone: the codes as read, nothing judged.
    expect(codeRows(['BOL-DEC26'], null)).toEqual([{ label: 'Payment code', read: 'BOL-DEC26', declared: null, differs: false }]);
    expect(codeRows(undefined, 'ADA-DEC26')).toEqual([]);
  });

  it('shows kobo when the receipt has them', () => {
    const result = section({ row: row(check({ amountKobo: 2_500_050 })) });
    expect(result.kind === 'checked' && result.rows[0]).toMatchObject({ read: '₦25,000.50', declared: '₦25,000', differs: true });
  });

  it('has no flags and nothing to list when the receipt agrees', () => {
    const result = section({ row: row(check({ amountKobo: 2_500_000, reference: 'TRX1', accountNumber: '0123456789', status: 'successful' })) });
    expect(result).toMatchObject({ kind: 'checked', unreadable: false, flags: [], related: [] });
  });

  it('shows an unreadable receipt by its flag alone', () => {
    const result = section({ row: row({ reading: { ...reading(), state: 'unreadable' }, reuse: NO_REUSE }) });
    expect(result).toMatchObject({ kind: 'checked', unreadable: true, rows: [], flags: [{ code: 'unreadable' }] });
  });

  it('flags an old receipt by the group’s own limit, and the default when the phone’s group row predates it', () => {
    const old = row(check({ paidAt: '2025-02-20T10:00:00.000Z' })); // 9 days before the proof
    const codes = (group: ReceiptCheckInput['group']) => {
      const result = section({ row: old, group });
      return result.kind === 'checked' ? result.flags.map((flag) => flag.code) : null;
    };
    expect(codes({ receiptMaxAgeDays: 7 })).toEqual(['dated-too-old']);
    expect(codes({ receiptMaxAgeDays: 10 })).toEqual([]);
    expect(codes({})).toEqual([]);
  });

  it('names the other payments of the group that share the reference or the image, each once', () => {
    const reuse = { sameReference: { here: ['c2', 'c3'], elsewhere: 1 }, similarImage: { here: ['c3', 'c4'], elsewhere: 0, likeness: 'same-image' as const } };
    const result = section({ row: row(check({}, reuse)) });
    expect(result.kind === 'checked' && result.related).toEqual([
      { id: 'c2', reason: 'Same reference' },
      { id: 'c3', reason: 'Same reference and image' },
      { id: 'c4', reason: 'Similar image' },
    ]);
  });

  it('names no payment an image link of the old check made (stored without a likeness)', () => {
    const reuse = { sameReference: { here: [], elsewhere: 0 }, similarImage: { here: ['c3'], elsewhere: 0 } };
    const result = section({ row: row(check({}, reuse)) });
    expect(result.kind === 'checked' && result.related).toEqual([]);
  });
});
