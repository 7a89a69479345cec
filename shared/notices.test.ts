import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/languages';
import { dayText } from './lagos-day';
import { englishNotice, noticeText, SWAP_STEPS, type NoticeParams } from './notices';

// The English each server-made notice wrote before issue 15, word for word: older apps show it.
const english: [NoticeParams, string, string][] = [
  [{ kind: 'paymentSubmitted', contributor: 'Ada Okafor', amountKobo: 500_000, purpose: 'Xmas Party' }, 'New Payment Submitted', 'Ada Okafor submitted ₦5,000 for Xmas Party'],
  [{ kind: 'paymentApproved', amountKobo: 500_000, purpose: 'Xmas Party (Ajo Circle)' }, 'Payment Approved', 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was approved.'],
  [{ kind: 'paymentRejected', amountKobo: 500_000, purpose: 'Ajo Circle', reason: null }, 'Payment Rejected', 'Your payment of ₦5,000 for Ajo Circle was rejected.'],
  [{ kind: 'paymentRejected', amountKobo: 500_000, purpose: 'Ajo Circle', reason: 'blurry photo' }, 'Payment Rejected', 'Your payment of ₦5,000 for Ajo Circle was rejected. Reason: blurry photo'],
  [
    { kind: 'cashRecorded', amountKobo: 500_000, purpose: 'Xmas Party (Ajo Circle)', paidOn: '2026-11-20' },
    'Cash Payment Recorded',
    'Your cash payment of ₦5,000 for Xmas Party (Ajo Circle), paid on 2026-11-20, was recorded.',
  ],
  [{ kind: 'paymentReversed', amountKobo: 500_000, purpose: 'Xmas Party (Ajo Circle)', reason: 'the transfer bounced' }, 'Payment Reversed', 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was reversed. Reason: the transfer bounced'],
  [
    { kind: 'payoutPending', recorder: 'Ada Okafor', amountKobo: 2_000_000, recipient: 'Mama Chika', purse: 'Xmas Party', purpose: 'the rice' },
    'Payout to Approve',
    'Ada Okafor paid ₦20,000 to Mama Chika from Xmas Party for the rice. Please approve or reject it.',
  ],
  [
    { kind: 'payoutApproved', amountKobo: 2_000_000, recipient: 'Mama Chika', purse: 'Xmas Party', decider: 'Pat Okafor' },
    'Payout Approved',
    'Your payout of ₦20,000 to Mama Chika from Xmas Party was approved by Pat Okafor.',
  ],
  [
    { kind: 'payoutRejected', amountKobo: 2_000_000, recipient: 'Mama Chika', purse: 'Xmas Party', decider: 'Pat Okafor', reason: 'no receipt' },
    'Payout Rejected',
    'Your payout of ₦20,000 to Mama Chika from Xmas Party was rejected by Pat Okafor. Reason: no receipt',
  ],
  [
    { kind: 'bankChanged', purse: 'Xmas Party (Ajo Circle)', before: 'GTBank 0123456789 Ajo Circle', after: null },
    'Bank Details Changed',
    'Xmas Party (Ajo Circle) now takes payments to a different account. Old: GTBank 0123456789 Ajo Circle → New: none. If you did not expect this, ask your admin before you pay.',
  ],
  [{ kind: 'reminder', purse: 'Xmas Party (Ajo Circle)', note: null }, 'Payment Reminder', 'Please remember to contribute to Xmas Party (Ajo Circle).'],
  [{ kind: 'reminder', purse: 'Xmas Party (Ajo Circle)', note: 'Two days left!' }, 'Payment Reminder', 'Two days left!'],
];

const row = (params: unknown) => ({ type: 'payment_approved', title: 'Stored title', message: 'Stored message', params });

describe('noticeText', () => {
  it.each(english)('writes %o in English exactly as before', (params, title, message) => {
    expect(englishNotice(params)).toEqual({ title, message });
    expect(noticeText(row(params), 'en')).toEqual({ title, message });
  });

  it.each(english)('writes %o in every language, other than English, with the same names and en-NG money', (params) => {
    const en = englishNotice(params);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const text = noticeText(row(params), locale);
      expect(text.title).not.toBe(en.title);
      if (params.kind === 'reminder' && params.note !== null) {
        expect(text.message).toBe(params.note);
        continue;
      }
      expect(text.message).not.toBe(en.message);
      for (const value of Object.values(params)) if (typeof value === 'string' && value !== params.kind) expect(text.message).toContain(value);
      if ('amountKobo' in params) expect(text.message).toContain(en.message.match(/₦[\d,]+/)?.[0]);
    }
  });

  it.each(SWAP_STEPS)('words the %s step of a swap of places in every language, with both names, the purse and the days', (step) => {
    const params = { kind: 'rotationSwap', step, purse: 'Ajo (Unity Circle)', from: 'Kemi Bello', to: 'Bisi Ola', fromDay: '2026-02-28', toDay: '2026-04-30' } as const;
    const en = englishNotice(params);
    expect(en.title).toBe('Swap of places');
    for (const locale of LOCALES) {
      const text = noticeText(row(params), locale);
      if (locale !== 'en') expect(text.message).not.toBe(en.message);
      expect(text.message).toContain('Ajo (Unity Circle)');
      // The one told of a decline reads who declined; everyone else reads who asked.
      expect(text.message).toContain(step === 'declined' ? 'Bisi Ola' : 'Kemi Bello');
      if (step === 'asked' || step === 'approved') expect(text.message).toContain(dayText('2026-04-30'));
    }
  });

  it("keeps an admin's own reminder words as typed in every language, and words a missing account in the reader's", () => {
    expect(noticeText(row({ kind: 'reminder', purse: 'Xmas Party', note: 'Two days left!' }), 'ig').message).toBe('Two days left!');
    expect(noticeText(row({ kind: 'bankChanged', purse: 'Xmas Party', before: null, after: 'Zenith 5550001111' }), 'ha').message).toContain('babu');
  });

  it.each([
    ['an announcement (no params)', null],
    ['a row stored before params existed', undefined],
    ['a kind from a newer server', { kind: 'somethingNew', amountKobo: 1 }],
    ['params missing a field', { kind: 'paymentApproved', purpose: 'Xmas Party' }],
    ['params that are not an object', 'paymentApproved'],
  ])('shows %s as stored', (_name, params) => {
    expect(noticeText(row(params), 'ha')).toEqual({ title: 'Stored title', message: 'Stored message' });
  });
});
