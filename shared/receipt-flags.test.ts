import { describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS, NO_REUSE, type ReceiptCheck, type ReceiptFields, type ReceiptReuse } from './receipt-reading';
import { accountNamesAgree, accountNumbersAgree, receiptFlags, type ReceiptFlagInput } from './receipt-flags';
import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { restoreLocaleAfterEach } from './i18n/test-locale';

const SENT = '2026-11-24T10:00:00.000Z';
const PURSE = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Adaeze Okafor', createdAt: '2026-11-01T09:00:00.000Z' };
const GOOD: ReceiptFields = {
  ...NO_RECEIPT_FIELDS,
  amountKobo: 2_500_000,
  reference: 'GTB2026112400001',
  paidAt: '2026-11-24T09:40:00.000Z',
  accountNumber: '0123456789',
  accountName: 'ADAEZE OKAFOR',
  bank: 'GTBank',
  status: 'successful',
};

function input(fields: Partial<ReceiptFields> = {}, more: { reuse?: ReceiptReuse; state?: 'read' | 'unreadable'; purse?: ReceiptFlagInput['purse'] } = {}): ReceiptFlagInput {
  const check: ReceiptCheck = { reading: { state: more.state ?? 'read', ...GOOD, ...fields }, reuse: more.reuse ?? NO_REUSE };
  return { amountKobo: 2_500_000, createdAt: SENT, receiptCheck: check, purse: more.purse === undefined ? PURSE : more.purse, maxAgeDays: 14 };
}
const codes = (i: ReceiptFlagInput) => receiptFlags(i).map((flag) => flag.code);

describe('receiptFlags', () => {
  it('raises nothing for a receipt that fits the payment, and nothing before the proof is read', () => {
    expect(receiptFlags(input())).toEqual([]);
    expect(receiptFlags({ ...input(), receiptCheck: null })).toEqual([]);
  });

  it.each<[string, Partial<ReceiptFields>, string, string]>([
    ['an edited amount', { amountKobo: 2_000_000 }, 'amount-differs', 'The receipt shows ₦20,000, not the ₦25,000 declared.'],
    ['a few kobo more', { amountKobo: 2_500_050 }, 'amount-differs', 'The receipt shows ₦25,000.50, not the ₦25,000 declared.'],
    ['another account number', { accountNumber: '0987654321' }, 'account-number-differs', "Paid to account 0987654321, not the purse's 0123456789."],
    ['a masked account number that cannot be ours', { accountNumber: '012****788' }, 'account-number-differs', "Paid to account 012****788, not the purse's 0123456789."],
    ['another beneficiary', { accountName: 'CHUKWUMA EZE' }, 'account-name-differs', "Paid to CHUKWUMA EZE, not the purse's account name Adaeze Okafor."],
    ['a pending transfer', { status: 'pending' }, 'not-successful', 'The receipt says the transfer is pending, not successful.'],
    ['a failed transfer', { status: 'failed' }, 'not-successful', 'The receipt says the transfer failed, not successful.'],
    ['a date after the proof', { paidAt: '2026-11-25T08:00:00.000Z' }, 'dated-after-proof', 'The receipt is dated 25 Nov 2026, after the proof was sent on 24 Nov 2026.'],
    ['a date before the purse', { paidAt: '2026-10-20T08:00:00.000Z' }, 'dated-before-purse', 'The receipt is dated 20 Oct 2026, before this purse was created on 1 Nov 2026.'],
    ['an old receipt', { paidAt: '2026-11-08T08:00:00.000Z' }, 'dated-too-old', 'The receipt is dated 8 Nov 2026, 16 days before the proof was sent (this group allows 14 days).'],
  ])('flags %s', (_, fields, code, text) => {
    expect(receiptFlags(input(fields))).toEqual([{ code, text, tone: 'warning' }]);
  });

  it('accepts what banks do to names and numbers: masks, order, cut-off names, a few minutes of clock drift', () => {
    expect(codes(input({ accountNumber: '012****789', accountName: 'OKAFOR ADAEZE', paidAt: '2026-11-24T10:10:00.000Z' }))).toEqual([]);
    expect(codes(input({ accountName: 'ADAEZE OKAF' }))).toEqual([]);
    expect(codes(input({ paidAt: '2026-11-10T10:00:00.000Z' }))).toEqual([]); // exactly 14 days
  });

  it('names its evidence: the reference shared, and whether the image is the same or the same but for the amount', () => {
    const reuse: ReceiptReuse = { sameReference: { here: ['c2'], elsewhere: 2, keys: ['GTB2026112400001'] }, similarImage: { here: ['c2', 'c3'], elsewhere: 0, likeness: 'same-image' } };
    expect(receiptFlags(input({}, { reuse }))).toEqual([
      { code: 'reference-reused', text: 'The same reference GTB2026112400001 is on another payment in this group and 2 payments in other groups on GroupPurse.', tone: 'warning' },
      { code: 'image-reused', text: 'The same image is the proof of 2 other payments in this group.', tone: 'warning' },
    ]);
    const edited: ReceiptReuse = { sameReference: NO_REUSE.sameReference, similarImage: { here: ['c2'], elsewhere: 0, likeness: 'amount-differs' } };
    expect(receiptFlags(input({}, { reuse: edited }))).toEqual([
      { code: 'image-edited', text: 'The same image as the proof of another payment in this group, but the amount area differs (perhaps edited).', tone: 'warning' },
    ]);
  });

  it('shows no image link stored before issue 22 (no likeness: the old check linked different transfers of one layout)', () => {
    const old: ReceiptReuse = { sameReference: NO_REUSE.sameReference, similarImage: { here: ['c2'], elsewhere: 1 } };
    expect(receiptFlags(input({}, { reuse: old }))).toEqual([]);
  });

  it('flags an unreadable receipt, and checks no bank details for a payment to no purse', () => {
    expect(codes(input({ ...NO_RECEIPT_FIELDS }, { state: 'unreadable' }))).toEqual(['unreadable']);
    expect(codes(input({ accountNumber: '0987654321', paidAt: '2026-10-20T08:00:00.000Z' }, { purse: null }))).toEqual(['dated-too-old']);
  });
});

describe('receiptFlags in the reader\'s language', () => {
  restoreLocaleAfterEach();

  it('words the flags in the language current when they are computed, dates and amounts kept en-NG', () => {
    const reuse: ReceiptReuse = { sameReference: { here: ['c2'], elsewhere: 2 }, similarImage: NO_REUSE.similarImage };
    overwriteGetLocale(() => 'ha');
    expect(receiptFlags(input({ amountKobo: 2_000_000, paidAt: '2026-11-08T08:00:00.000Z' }, { reuse })).map((flag) => flag.text)).toEqual([
      'Rasit ɗin ya nuna ₦20,000, ba ₦25,000 da aka faɗa ba.',
      'Kwanan watan rasit ɗin 8 Nov 2026 ne, kwana 16 kafin a aika shaidar biya (wannan ƙungiya tana ba da kwana 14).',
      'Rafani ɗaya ne a kan wani biyan kuɗi a wannan ƙungiya da biyan kuɗi 2 a wasu ƙungiyoyi a GroupPurse.',
    ]);
    overwriteGetLocale(() => 'en');
    expect(receiptFlags(input({ amountKobo: 2_000_000 }))[0]?.text).toBe('The receipt shows ₦20,000, not the ₦25,000 declared.');
  });
});

describe('accountNumbersAgree and accountNamesAgree', () => {
  it.each([
    ['0123456789', '0123456789', true],
    ['012****789', '0123456789', true],
    ['******6789', '0123456789', true],
    ['0123456788', '0123456789', false],
    ['012****788', '0123456789', false],
  ])('%s against %s: %s', (read, purse, agree) => expect(accountNumbersAgree(read, purse)).toBe(agree));

  it.each([
    ['ADAEZE OKAFOR', 'Adaeze Okafor', true],
    ['OKAFOR ADAEZE N', 'Adaeze Nneka Okafor', true],
    ['ADAEZE OKAF', 'Adaeze Okafor', true],
    ['EMEKA OBI', 'Adaeze Okafor', false],
  ])('%s against %s: %s', (read, purse, agree) => expect(accountNamesAgree(read, purse)).toBe(agree));
});

describe('receiptFlags after a bank change (issue 22 §3)', () => {
  // The purse moved from GTBank (CHIOMA NWOSU) to Zenith on 28 Nov; receipts are judged against the account of their date.
  const GTB = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'CHIOMA NWOSU' };
  const changed = { bankName: 'Zenith', accountNumber: '2087654321', accountName: 'Ajo Circle Purse', createdAt: '2026-11-01T09:00:00.000Z', previousAccounts: [{ ...GTB, until: '2026-11-28T10:00:00.000Z' }] };
  const toOld = { accountNumber: '0123456789', accountName: 'CHIOMA NWOSU', paidAt: '2026-11-24T09:40:00.000Z' };

  it('says plainly, without a warning, that an older receipt paid the account the purse used then', () => {
    expect(receiptFlags(input(toOld, { purse: changed }))).toEqual([
      { code: 'previous-account', text: "Paid to the purse's previous account, GTBank 0123456789 CHIOMA NWOSU, used until 28 Nov 2026.", tone: 'note' },
    ]);
    // A masked number and the name alone still find the old account; a receipt with no date is judged by when it was sent.
    expect(codes(input({ ...toOld, accountNumber: '012****789' }, { purse: changed }))).toEqual(['previous-account']);
    expect(receiptFlags(input({ ...toOld, paidAt: null, accountNumber: null }, { purse: changed }))[0]?.tone).toBe('note');
  });

  it('warns when the old account was paid after it was replaced', () => {
    const late = { ...input({ ...toOld, paidAt: '2026-11-29T09:00:00.000Z' }, { purse: changed }), createdAt: '2026-11-29T09:30:00.000Z' };
    expect(receiptFlags(late)).toEqual([
      { code: 'previous-account', text: "Paid to the purse's previous account, GTBank 0123456789 CHIOMA NWOSU, which was replaced on 28 Nov 2026, before this payment.", tone: 'warning' },
    ]);
  });

  it('raises nothing for a receipt to the new account, and compares a stranger with the account in force at its date', () => {
    expect(receiptFlags({ ...input({ accountNumber: '2087654321', accountName: 'AJO CIRCLE PURSE', paidAt: '2026-11-28T12:00:00.000Z' }, { purse: changed }), createdAt: '2026-11-28T12:05:00.000Z' })).toEqual([]);
    expect(receiptFlags(input({ accountNumber: '5550001111', accountName: 'EMEKA OBI', paidAt: '2026-11-24T09:40:00.000Z' }, { purse: changed })).map((f) => f.text)).toEqual([
      "Paid to account 5550001111, not the purse's 0123456789.",
      "Paid to EMEKA OBI, not the purse's account name CHIOMA NWOSU.",
    ]);
  });
});
