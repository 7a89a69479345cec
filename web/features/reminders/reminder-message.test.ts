import { describe, expect, it } from 'vitest';
import { deadlineLine, personName, progressLine, reminderMessage, reminderPushText, type ReminderPurse } from './reminder-message';
import type { PaidMember, UnpaidMember } from './purse-payers';

const now = new Date('2025-12-19T09:00:00.000Z');
const purse: ReminderPurse = {
  groupName: 'Ajo Circle',
  purseName: 'Xmas Party',
  collectedKobo: 4_500_000,
  targetKobo: 10_000_000,
  deadline: '2025-12-24T22:59:59.000Z',
};
const paid: PaidMember[] = [
  { userId: 'u1', fullName: 'Kemi Bello', username: 'kemi_pay', confirmedKobo: 2_000_000, pendingKobo: 0 },
  { userId: 'u2', fullName: 'Tunde Ade', username: 'tunde ade', confirmedKobo: 0, pendingKobo: 500_000 },
  { userId: 'u3', fullName: 'Ada Eze', username: 'ada', confirmedKobo: 2_500_000, pendingKobo: 500_000 },
];
const unpaid: UnpaidMember[] = [{ userId: 'u4', fullName: 'Chidi Obi', username: 'chidi' }];

describe('reminderMessage', () => {
  it('lists the purse, its progress, who has paid and who has not, and where to pay', () => {
    expect(reminderMessage({ purse, paid, unpaid, link: 'https://gp.ng/ajo/xmas', now })).toBe(
      [
        '📢 *Contribution reminder*',
        '*Xmas Party* · Ajo Circle',
        '',
        '📊 ₦45,000 of ₦100,000 collected (45%)',
        '⏰ Deadline: 24 Dec 2025 (6 days left)',
        '',
        '✅ *Paid (3)*',
        '1. Kemi Bello (kemi_pay) – ₦20,000',
        '2. Tunde Ade – ₦5,000, awaiting confirmation',
        '3. Ada Eze (ada) – ₦30,000 (₦5,000 awaiting confirmation)',
        '',
        '❌ *Not yet paid (1)*',
        '1. Chidi Obi (chidi)',
        '',
        '🙏 If your name is on the "Not yet paid" list, please pay and upload your proof in GroupPurse.',
        '👉 Pay here: https://gp.ng/ajo/xmas',
        '',
        '#GroupPurse #Contribution',
      ].join('\n'),
    );
  });

  it('thanks everyone when all have paid', () => {
    const text = reminderMessage({ purse, paid, unpaid: [], link: null, now });
    expect(text).toContain('🎉 Everyone has paid. Thank you all!');
    expect(text).not.toContain('Not yet paid');
    expect(text).not.toContain('Pay here');
  });

  it('thanks nobody in a group with no members yet', () => {
    const text = reminderMessage({ purse: { ...purse, collectedKobo: 0 }, paid: [], unpaid: [], link: null, now });
    expect(text).toContain('✅ *Paid (0)*\nNobody yet');
    expect(text).not.toContain('Everyone has paid');
  });

  it('says nobody has paid yet on a new purse', () => {
    const text = reminderMessage({ purse: { ...purse, collectedKobo: 0, deadline: null }, paid: [], unpaid, link: null, now });
    expect(text).toContain('✅ *Paid (0)*\nNobody yet');
    expect(text).toContain('(0%)');
    expect(text).not.toContain('Deadline');
  });
});

describe('the message lines', () => {
  it('shows progress without a percentage when the purse has no target', () => {
    expect(progressLine({ collectedKobo: 150_000, targetKobo: 0 })).toBe('📊 ₦1,500 collected');
  });

  it('counts days left, 0 once the deadline has passed, and skips an unreadable one', () => {
    expect(deadlineLine('2025-12-19T22:59:59.000Z', now)).toBe('⏰ Deadline: 19 Dec 2025 (1 day left)');
    expect(deadlineLine('2025-12-01T22:59:59.000Z', now)).toBe('⏰ Deadline: 1 Dec 2025 (0 days left)');
    expect(deadlineLine('soon', now)).toBeNull();
  });

  it('names people by full name, adding the group nickname when it differs', () => {
    expect(personName({ fullName: 'Kemi Bello', username: 'kemi_pay' })).toBe('Kemi Bello (kemi_pay)');
    expect(personName({ fullName: 'Tunde', username: 'tunde' })).toBe('Tunde');
    expect(personName({ fullName: '', username: 'tunde' })).toBe('tunde');
  });
});

describe('reminderPushText', () => {
  it('says what is still to raise and the days left', () => {
    expect(reminderPushText(purse, now)).toBe('Please contribute to Xmas Party (Ajo Circle): ₦55,000 still to raise, 6 days left.');
  });

  it('leaves out what it does not know, and stays within the server’s limit', () => {
    expect(reminderPushText({ ...purse, deadline: null, collectedKobo: 10_000_000 }, now)).toBe('Please contribute to Xmas Party (Ajo Circle).');
    expect(reminderPushText({ ...purse, purseName: 'x'.repeat(600) }, now).length).toBeLessThanOrEqual(500);
  });
});
