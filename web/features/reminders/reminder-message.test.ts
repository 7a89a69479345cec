import { describe, expect, it } from 'vitest';
import { memberRow } from '../updates/notifications/test-rows';
import { contributionRow } from '../contributions/review/test-fixtures';
import { splitPayers } from './purse-payers';
import { balanceLine, deadlineLine, personName, progressLine, reminderMessage, reminderPushText, type ReminderPurse } from './reminder-message';

const now = new Date('2025-12-19T09:00:00.000Z');
const purse: ReminderPurse = {
  groupName: 'Ajo Circle',
  purseName: 'Xmas Party',
  collectedKobo: 4_500_000,
  targetKobo: 10_000_000,
  paidOutKobo: 2_000_000,
  deadline: '2025-12-24T22:59:59.000Z',
  checkCode: 'abcd1234',
  showMemberAmounts: true,
};
const kemi = memberRow('u1', 'Kemi Bello', { username: 'kemi_pay' });
const tunde = memberRow('u2', 'Tunde Ade', { username: 'tunde ade' });
const ada = memberRow('u3', 'Ada Eze', { username: 'ada' });
const chidi = memberRow('u4', 'Chidi Obi', { username: 'chidi' });
const OPEN = { id: 'p1', amountPerMemberKobo: null };
const LEVY = { id: 'p1', amountPerMemberKobo: 2_000_000 };
const pay = (member: { userId: string }, status: 'confirmed' | 'pending' | 'rejected', naira: number) =>
  contributionRow(`c-${member.userId}-${status}-${naira}`, { userId: member.userId, status, amountKobo: naira * 100 });

describe('reminderMessage', () => {
  it('lists the purse, its progress, paid out and balance, who has paid, whose payment awaits confirmation, who has not, where to pay and the check code', () => {
    const payers = splitPayers(
      [kemi, tunde, ada, chidi],
      [pay(kemi, 'confirmed', 20_000), pay(tunde, 'pending', 5_000), pay(ada, 'confirmed', 25_000), pay(ada, 'pending', 5_000), pay(chidi, 'rejected', 1_000)], OPEN);
    expect(reminderMessage({ purse, payers, link: 'https://gp.ng/ajo/xmas', now })).toBe(
      [
        '📢 *Contribution reminder*',
        '*Xmas Party* · Ajo Circle',
        '',
        '📊 ₦45,000 of ₦100,000 collected (45%)',
        '💸 Paid out: ₦20,000 · Balance: ₦25,000',
        '⏰ Deadline: 24 Dec 2025 (6 days left)',
        '',
        '✅ *Paid (2)*',
        '1. Ada Eze (ada) – ₦25,000 (₦5,000 more awaiting confirmation)',
        '2. Kemi Bello (kemi_pay) – ₦20,000',
        '',
        '⏳ *Awaiting confirmation (1)*',
        '1. Tunde Ade – ₦5,000',
        '',
        '❌ *Not yet paid (1)*',
        '1. Chidi Obi (chidi)',
        '',
        '👥 Members who have contributed: 2 of 4.',
        '🙏 If your name is on the "Not yet paid" list, please pay and upload your proof in GroupPurse.',
        '👉 Pay here: https://gp.ng/ajo/xmas',
        '',
        '🔐 Check code: abcd1234 (compare it with History in GroupPurse)',
        '',
        '#GroupPurse #Contribution',
      ].join('\n'),
    );
  });

  // Only confirmed money is paid; "everyone has paid" needs members, each with confirmed money.
  const onePercent = { ...purse, collectedKobo: 500_000, targetKobo: 50_000_000, deadline: null };
  it('keeps the link apart from the lists when nobody is left to ask', () => {
    const payers = splitPayers([kemi], [pay(kemi, 'pending', 3_000)], OPEN);
    expect(reminderMessage({ purse, payers, link: 'https://gp.ng/x', now })).toContain('1. Kemi Bello (kemi_pay) – ₦3,000\n\n👥 Members who have contributed: 0 of 1.\n👉 Pay here: https://gp.ng/x\n\n🔐 Check code: abcd1234');
  });

  it.each([
    {
      name: 'zero members',
      purse: { ...purse, collectedKobo: 0 },
      members: [],
      contributions: [],
      has: ['📊 ₦0 of ₦100,000 collected (0%)', '✅ *Paid (0)*\nNobody yet', '👥 No members have joined the group yet.'],
      hasNot: ['Everyone', 'Not yet paid', 'Awaiting'],
    },
    {
      name: 'nobody paid',
      purse: { ...purse, collectedKobo: 0 },
      members: [kemi, chidi],
      contributions: [pay(chidi, 'rejected', 5_000)],
      has: ['(0%)', '✅ *Paid (0)*\nNobody yet', '❌ *Not yet paid (2)*\n1. Chidi Obi (chidi)\n2. Kemi Bello (kemi_pay)', '🙏 If your name'],
      hasNot: ['Everyone', 'Awaiting'],
    },
    {
      // The case: the only member's ₦14,000 still awaits the admin, so it is neither paid
      // nor collected; her confirmed ₦5,000 makes her (and so everyone) paid.
      name: 'one member with ₦5,000 confirmed and ₦14,000 pending, at 1 %',
      purse: onePercent,
      members: [kemi],
      contributions: [pay(kemi, 'confirmed', 5_000), pay(kemi, 'pending', 14_000)],
      has: ['📊 ₦5,000 of ₦500,000 collected (1%)', '✅ *Paid (1)*\n1. Kemi Bello (kemi_pay) – ₦5,000 (₦14,000 more awaiting confirmation)\n', '👥 Members who have contributed: 1 of 1.'],
      hasNot: ['₦19,000', 'Not yet paid', '⏳', 'Everyone has paid'],
    },
    {
      name: 'some pending',
      purse: onePercent,
      members: [kemi, tunde],
      contributions: [pay(kemi, 'confirmed', 5_000), pay(tunde, 'pending', 14_000)],
      has: ['(1%)', '✅ *Paid (1)*\n1. Kemi Bello (kemi_pay) – ₦5,000\n', '⏳ *Awaiting confirmation (1)*\n1. Tunde Ade – ₦14,000'],
      hasNot: ['Everyone', 'Not yet paid', '🙏'],
    },
    {
      name: 'only pending',
      purse: { ...purse, collectedKobo: 0 },
      members: [kemi],
      contributions: [pay(kemi, 'pending', 14_000)],
      has: ['(0%)', '✅ *Paid (0)*\nNobody yet', '⏳ *Awaiting confirmation (1)*\n1. Kemi Bello (kemi_pay) – ₦14,000'],
      hasNot: ['Everyone', 'Not yet paid'],
    },
    {
      name: 'all paid',
      purse,
      members: [kemi, tunde],
      contributions: [pay(kemi, 'confirmed', 20_000), pay(tunde, 'confirmed', 25_000)],
      // Without an amount per member nobody said what "paid" is: never "everyone has paid".
      has: ['(45%)', '✅ *Paid (2)*', '👥 Members who have contributed: 2 of 2.'],
      hasNot: ['Not yet paid', 'Awaiting', '🎯', 'Everyone has paid'],
    },
    {
      name: 'over target',
      purse: { ...purse, collectedKobo: 12_000_000 },
      members: [kemi, tunde],
      contributions: [pay(kemi, 'confirmed', 60_000), pay(tunde, 'confirmed', 60_000)],
      has: ['📊 ₦120,000 of ₦100,000 collected (120%)', '🎯 Target reached!', '👥 Members who have contributed: 2 of 2.'],
      hasNot: ['Not yet paid', 'Everyone has paid'],
    },
  ])('$name', ({ purse: shown, members, contributions, has, hasNot }) => {
    const text = reminderMessage({ purse: shown, payers: splitPayers(members, contributions, OPEN), link: null, now });
    for (const part of has) expect(text).toContain(part);
    for (const part of hasNot) expect(text).not.toContain(part);
  });
});

describe('reminderMessage with an amount per member (issue 23 §1)', () => {
  it('at 18 % with one member part-paid, says who paid in full, who owes what, and never that everyone has paid', () => {
    // The walkthrough's scene: a ₦20,000 levy, ₦18,000 of ₦100,000 collected.
    const levyPurse = { ...purse, collectedKobo: 1_800_000, paidOutKobo: 0, deadline: null };
    const payers = splitPayers([kemi, tunde, ada, chidi], [pay(kemi, 'confirmed', 10_000), pay(ada, 'confirmed', 8_000), pay(ada, 'pending', 12_000), pay(chidi, 'rejected', 20_000)], LEVY);
    expect(reminderMessage({ purse: levyPurse, payers, link: null, now })).toBe(
      [
        '📢 *Contribution reminder*',
        '*Xmas Party* · Ajo Circle',
        '',
        '💰 Each member pays ₦20,000',
        '📊 ₦18,000 of ₦100,000 collected (18%)',
        '💸 Paid out: ₦0 · Balance: ₦18,000',
        '',
        '✅ *Paid in full (0)*',
        'Nobody yet',
        '',
        '🟡 *Part-paid (2)*',
        '1. Ada Eze (ada) – ₦8,000 of ₦20,000, ₦12,000 to go (₦12,000 more awaiting confirmation)',
        '2. Kemi Bello (kemi_pay) – ₦10,000 of ₦20,000, ₦10,000 to go',
        '',
        '❌ *Not yet paid (2)*',
        '1. Chidi Obi (chidi)',
        '2. Tunde Ade',
        '',
        '🙏 If your name is on the "Not yet paid" list, please pay and upload your proof in GroupPurse.',
        '🙏 If your name is on the "Part-paid" list, please pay what is left.',
        '',
        '🔐 Check code: abcd1234 (compare it with History in GroupPurse)',
        '',
        '#GroupPurse #Contribution',
      ].join('\n'),
    );
  });

  it('thanks everyone only when every member has paid the amount in full, and hides amounts when the group does', () => {
    const all = splitPayers([kemi, tunde], [pay(kemi, 'confirmed', 20_000), pay(tunde, 'confirmed', 15_000), pay(tunde, 'confirmed', 5_000)], LEVY);
    expect(reminderMessage({ purse, payers: all, link: null, now })).toContain('✅ *Paid in full (2)*');
    expect(reminderMessage({ purse, payers: all, link: null, now })).toContain('🎉 Everyone has paid. Thank you all!');
    const part = splitPayers([kemi, tunde], [pay(kemi, 'confirmed', 20_000), pay(tunde, 'confirmed', 15_000)], LEVY);
    const hidden = reminderMessage({ purse: { ...purse, showMemberAmounts: false }, payers: part, link: null, now });
    expect(hidden).not.toContain('Everyone has paid');
    expect(hidden).toContain('1. Tunde Ade – ₦5,000 to go');
    expect(hidden).not.toContain('₦15,000');
  });

  it('says what was paid out with nobody\'s approval', () => {
    const payers = splitPayers([kemi], [], LEVY);
    expect(reminderMessage({ purse: { ...purse, unapprovedOutKobo: 2_000_000 }, payers, link: null, now })).toContain(
      '💸 Paid out: ₦20,000 · Balance: ₦25,000\n⚠️ ₦20,000 of it was paid out with nobody\'s approval (no accountability partner)',
    );
    expect(reminderMessage({ purse, payers, link: null, now })).not.toContain('⚠️');
  });

  it('is written in the group’s language', () => {
    const payers = splitPayers([kemi], [pay(kemi, 'confirmed', 10_000)], LEVY);
    const text = reminderMessage({ purse, payers, link: null, now, locale: 'pcm' });
    expect(text).toContain('💰 Each member go pay ₦20,000');
    expect(text).toContain('1. Kemi Bello (kemi_pay) – ₦10,000 out of ₦20,000, ₦10,000 remain');
  });
});

describe('who sees what (the group’s showMemberAmounts)', () => {
  const payers = () =>
    splitPayers([kemi, tunde, chidi], [pay(kemi, 'confirmed', 20_000), pay(kemi, 'pending', 5_000), pay(tunde, 'pending', 14_000)], OPEN);
  it.each([
    {
      name: 'names and amounts',
      show: true,
      has: ['1. Kemi Bello (kemi_pay) – ₦20,000 (₦5,000 more awaiting confirmation)', '1. Tunde Ade – ₦14,000', '📊 ₦45,000 of ₦100,000', '💸 Paid out: ₦20,000 · Balance: ₦25,000'],
      hasNot: [],
    },
    {
      name: 'only totals',
      show: false,
      has: ['1. Kemi Bello (kemi_pay) – more awaiting confirmation', '1. Tunde Ade\n', '📊 ₦45,000 of ₦100,000', '💸 Paid out: ₦20,000 · Balance: ₦25,000', '🔐 Check code: abcd1234'],
      hasNot: ['₦20,000 (', '₦14,000', '₦5,000'],
    },
  ])('$name', ({ show, has, hasNot }) => {
    const text = reminderMessage({ purse: { ...purse, showMemberAmounts: show }, payers: payers(), link: null, now });
    for (const part of has) expect(text).toContain(part);
    for (const part of hasNot) expect(text).not.toContain(part);
  });
});

describe('the message lines', () => {
  it.each([
    { collectedKobo: 4_500_000, paidOutKobo: 0, line: '💸 Paid out: ₦0 · Balance: ₦45,000' },
    { collectedKobo: 4_500_000, paidOutKobo: 4_500_000, line: '💸 Paid out: ₦45,000 · Balance: ₦0' },
    { collectedKobo: 100_000, paidOutKobo: 30_000, line: '💸 Paid out: ₦300 · Balance: ₦700' },
  ])('says paid out and the balance: $line', ({ collectedKobo, paidOutKobo, line }) => {
    expect(balanceLine({ collectedKobo, paidOutKobo })).toBe(line);
  });

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

describe('the group’s language (issue 15)', () => {
  // The tests run with an English UI: the group's language alone decides the WhatsApp and push texts.
  const payers = () => splitPayers([kemi, chidi], [pay(kemi, 'confirmed', 20_000)], OPEN);

  it('writes a Hausa group’s WhatsApp message in Hausa, names and money untouched', () => {
    const text = reminderMessage({ purse, payers: payers(), link: 'https://gp.ng/x', now, locale: 'ha' });
    expect(text).toContain('📢 *Tunatarwar gudummawa*');
    expect(text).toContain('📊 An tara ₦45,000 cikin ₦100,000 (45%)');
    expect(text).toContain('⏰ Ranar ƙarshe: 24 Dec 2025 (saura kwana 6)');
    expect(text).toContain('❌ *Ba su biya ba tukuna (1)*\n1. Chidi Obi (chidi)');
    expect(text).toContain('🙏 Idan sunanka yana cikin jerin "Ba su biya ba tukuna"');
    expect(text).not.toMatch(/Contribution reminder|Deadline|Not yet paid|Pay here|Check code/);
  });

  it('writes the push reminder in the group’s language too', () => {
    expect(reminderPushText(purse, now, 'ha')).toBe('Don Allah ka bayar da gudummawa ga Xmas Party (Ajo Circle): saura ₦55,000 a tara, saura kwana 6.');
  });
});

describe('the roll-call of dues and rotations (issue 25 §7)', () => {
  it('says the amount each period, where this period stands and who collects this round, in the group’s language', () => {
    const payers = splitPayers([kemi, tunde], [pay(kemi, 'confirmed', 5_000)], { id: 'p1', amountPerMemberKobo: 500_000 });
    const schedule = { frequency: 'monthly' as const, periodName: 'Mar 2026', paidInFull: 1, members: 2, collector: { name: 'Kemi Bello', date: '31 Mar 2026' } };
    const text = reminderMessage({ purse: { ...purse, schedule }, payers, link: null, now });
    expect(text).toContain('💰 Each member pays ₦5,000 · Monthly\n📅 Mar 2026: 1 of 2 paid in full\n🎁 Kemi Bello collects this round on 31 Mar 2026');
    expect(text).not.toContain('Each member pays ₦5,000\n');
    const pidgin = reminderMessage({ purse: { ...purse, schedule: { ...schedule, collector: null } }, payers, link: null, now, locale: 'pcm' });
    expect(pidgin).toContain('💰 Each member go pay ₦5,000 · Every month\n📅 Mar 2026: 1 out of 2 don pay complete');
    expect(pidgin).not.toContain('🎁');
  });
});

describe('guests on the roll-call (issue 27 §4)', () => {
  const gift = (id: string, fullName: string, naira: number) => contributionRow(id, { userId: `guest-${id}`, userFullName: fullName, status: 'confirmed', amountKobo: naira * 100, guest: true });
  const rows = [pay(kemi, 'confirmed', 5000), gift('g1', 'Tunde Bakare', 10_000), gift('g2', 'Amaka Nwosu', 2_000)];

  it('lists them by first name and amount after the members, when the purse names them', () => {
    const text = reminderMessage({ purse, payers: splitPayers([kemi], rows, { ...OPEN, guestGiving: 'named' }), link: null, now });
    expect(text).toContain('\n\n🤝 *Guests who gave (2)*\n1. Amaka – ₦2,000\n2. Tunde – ₦10,000\n');
    expect(text).not.toMatch(/Bakare|Nwosu/);
  });

  it('leaves them out entirely when the purse keeps them private', () => {
    const text = reminderMessage({ purse, payers: splitPayers([kemi], rows, { ...OPEN, guestGiving: 'private' }), link: null, now });
    expect(text).not.toMatch(/Guests|Tunde|Amaka/);
  });
});
