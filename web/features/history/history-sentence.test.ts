import { describe, expect, it } from 'vitest';
import { canonicalJson, HISTORY_EVENT_TYPES, type CanonicalValue, type HistoryEventType } from '../../../shared/history';
import { history_hiddenDetails } from '../../../shared/i18n/paraglide/messages.js';
import { historySentence, type SentenceContext } from './history-sentence';

const ctx: SentenceContext = {
  purseName: (id) => (id === 'p1' ? 'Xmas' : null),
  payout: (id) => (id === 'po1' ? { recipient: 'Mama Put', purpose: 'food' } : null),
};
const entry = (type: HistoryEventType, data: { [key: string]: CanonicalValue } | null, who: { actor?: string | null; subject?: string | null } = {}) => ({
  type,
  actorId: who.actor === null ? null : 'u-ada',
  actorName: who.actor === null ? null : (who.actor ?? 'Ada'),
  subjectName: who.subject ?? 'Kemi Bello',
  data: data === null ? null : canonicalJson(data),
});
const money = { contributionId: 'c1', projectId: 'p1', amountKobo: 500_000 };
const bank = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };

// One row per event type (checked below), with the details as the server writes them.
const CASES: { type: HistoryEventType; data: { [key: string]: CanonicalValue }; text: string; purse: string | null }[] = [
  { type: 'contribution.submitted', data: { ...money, paymentType: 'bank_transfer', reference: null }, text: 'Kemi Bello submitted ₦5,000 for confirmation', purse: 'Xmas' },
  { type: 'contribution.confirmed', data: { ...money, reason: null }, text: 'Ada confirmed ₦5,000 from Kemi Bello', purse: 'Xmas' },
  { type: 'contribution.rejected', data: { ...money, reason: 'Blurry proof' }, text: 'Ada rejected ₦5,000 from Kemi Bello: Blurry proof', purse: 'Xmas' },
  { type: 'contribution.reversed', data: { ...money, reason: 'Bounced' }, text: 'Ada reversed ₦5,000 from Kemi Bello: Bounced', purse: 'Xmas' },
  { type: 'cash.recorded', data: { ...money, paidOn: '2025-12-01', notes: null }, text: 'Ada recorded ₦5,000 cash from Kemi Bello', purse: 'Xmas' },
  {
    type: 'payout.recorded',
    data: { payoutId: 'po2', projectId: 'p1', amountKobo: 2_000_000, recipient: 'Mama Put', purpose: 'food', paidAt: '2025-12-01T00:00:00.000Z', proofSha256: null, status: 'pending' },
    text: 'Payout ₦20,000 to Mama Put for food — waiting for approval',
    purse: 'Xmas',
  },
  { type: 'payout.approved', data: { payoutId: 'po1', projectId: 'p1', amountKobo: 2_000_000, reason: null }, text: 'Ada approved the payout of ₦20,000 to Mama Put', purse: 'Xmas' },
  { type: 'payout.rejected', data: { payoutId: 'po1', projectId: 'p1', amountKobo: 2_000_000, reason: 'No receipt' }, text: 'Ada rejected the payout of ₦20,000 to Mama Put: No receipt', purse: 'Xmas' },
  {
    type: 'purse.created',
    data: { projectId: 'p1', name: 'Xmas', targetAmountKobo: 10_000_000, deadline: null, ...bank },
    text: 'Ada created the purse Xmas (target ₦100,000)',
    purse: null,
  },
  {
    type: 'purse.edited',
    data: { projectId: 'p1', name: 'Xmas', before: { targetAmountKobo: 10_000_000, deadline: null, description: 'a' }, after: { targetAmountKobo: 15_000_000, deadline: '2025-12-24T22:59:59.000Z', description: 'b' } },
    text: 'Ada edited Xmas: target ₦100,000 → ₦150,000, deadline none → 24 Dec 2025, description changed',
    purse: null,
  },
  { type: 'purse.paused', data: { projectId: 'p1', name: 'Xmas', from: 'active', to: 'paused' }, text: 'Ada paused Xmas', purse: null },
  { type: 'purse.resumed', data: { projectId: 'p1', name: 'Xmas', from: 'paused', to: 'active' }, text: 'Ada resumed Xmas', purse: null },
  { type: 'purse.completed', data: { projectId: 'p1', name: 'Xmas', from: 'active', to: 'completed' }, text: 'Ada marked Xmas completed', purse: null },
  {
    type: 'bank.changed',
    data: { projectId: 'p1', name: 'Xmas', old: bank, new: { ...bank, bankName: 'Access', accountNumber: '0987654321' } },
    text: 'Ada changed the bank details of Xmas: GTBank 0123456789 → Access 0987654321',
    purse: null,
  },
  {
    type: 'group.edited',
    data: { before: { name: 'Ajo', showMemberAmounts: true }, after: { name: 'Ajo Circle', showMemberAmounts: false } },
    text: 'Ada edited the group: name Ajo → Ajo Circle, amounts members see names and amounts → only totals',
    purse: null,
  },

  { type: 'partner.added', data: { userId: 'u-kemi' }, text: 'Ada made Kemi Bello an accountability partner', purse: null },
  { type: 'partner.removed', data: { userId: 'u-kemi' }, text: 'Ada removed Kemi Bello as accountability partner', purse: null },
  { type: 'member.joined', data: { userId: 'u-kemi', fullName: 'Kemi Bello' }, text: 'Kemi Bello joined the group', purse: null },
  { type: 'dues.excused', data: { projectId: 'p1', name: 'Dues', period: 2, periodStart: '2026-03-01', reason: 'Bereavement' }, text: 'Ada excused Kemi Bello from the period of 1 Mar 2026. Reason: Bereavement', purse: 'Dues' },
  { type: 'payout.acknowledged', data: { payoutId: 'po1', projectId: 'p1', amountKobo: 2_000_000 }, text: 'Ada confirmed receiving ₦20,000', purse: 'Xmas' },
  { type: 'rotation.ordered', data: { projectId: 'p1', name: 'Ajo', method: 'draw', seed: 'ab12', members: ['u1', 'u2'], order: ['u2', 'u1'], names: ['Bola Ade', 'Kemi Bello'] }, text: 'Ada drew the order of Ajo at random: 1. Bola Ade, 2. Kemi Bello', purse: null },
  { type: 'rotation.picks-opened', data: { projectId: 'p1', name: 'Ajo' }, text: 'Ada let the members of Ajo pick their places', purse: null },
  { type: 'rotation.place-picked', data: { projectId: 'p1', name: 'Ajo', place: 2 }, text: 'Ada took place 3 of Ajo', purse: null },
  { type: 'rotation.swap-asked', data: { projectId: 'p1', name: 'Ajo', withUserId: 'u-kemi' }, text: 'Ada asked Kemi Bello to swap places in Ajo', purse: null },
  { type: 'rotation.swap-answered', data: { projectId: 'p1', name: 'Ajo', agree: true }, text: 'Ada agreed to swap places with Kemi Bello in Ajo', purse: null },
  { type: 'rotation.swap-decided', data: { projectId: 'p1', name: 'Ajo', approved: true, from: 'Kemi Bello', to: 'Bola Ade', order: ['u2', 'u1'], names: ['Bola Ade', 'Kemi Bello'] }, text: 'Ada approved the swap of places of Kemi Bello and Bola Ade in Ajo: 1. Bola Ade, 2. Kemi Bello', purse: null },
  { type: 'dues.owes-from-start', data: { projectId: 'p1', name: 'Dues', owesFromStart: true }, text: 'Ada made Kemi Bello owe from the first period', purse: 'Dues' },
  { type: 'dues.stopped', data: { projectId: 'p1', name: 'Dues', period: 3, periodStart: '2026-04-01' }, text: 'Ada recorded that Kemi Bello left: owes nothing from 1 Apr 2026', purse: 'Dues' },
  { type: 'dues.fine-waived', data: { projectId: 'p1', name: 'Dues', period: 2, periodStart: '2026-03-01', reason: 'Bank app was down' }, text: 'Ada waived the late fine of Kemi Bello for the period of 1 Mar 2026. Reason: Bank app was down', purse: 'Dues' },
];

describe('historySentence', () => {
  it('says a place given up, and an order closed from the places picked', () => {
    expect(historySentence(entry('rotation.place-picked', { projectId: 'p1', name: 'Ajo', place: null }), ctx).text).toBe('Ada gave up their place in Ajo');
    const closed = entry('rotation.ordered', { projectId: 'p1', name: 'Ajo', method: 'picked', seed: 'ab', members: ['u2'], picked: ['u1'], order: ['u1', 'u2'], names: ['Kemi Bello', 'Bola Ade'] });
    expect(historySentence(closed, ctx).text).toBe('Ada closed the picking of places in Ajo; the free places were drawn at random: 1. Kemi Bello, 2. Bola Ade');
  });

  it('says a request to swap places withdrawn, declined and refused', () => {
    expect(historySentence(entry('rotation.swap-asked', { projectId: 'p1', name: 'Ajo', withUserId: null }), ctx).text).toBe('Ada withdrew their request to swap places in Ajo');
    expect(historySentence(entry('rotation.swap-answered', { projectId: 'p1', name: 'Ajo', agree: false }), ctx).text).toBe('Ada declined to swap places with Kemi Bello in Ajo');
    expect(historySentence(entry('rotation.swap-decided', { projectId: 'p1', name: 'Ajo', approved: false, from: 'Kemi Bello', to: 'Bola Ade' }), ctx).text).toBe('Ada refused the swap of places of Kemi Bello and Bola Ade in Ajo');
  });

  it('says the late fine a purse was created with', () => {
    const created = entry('purse.created', { projectId: 'p1', name: 'Dues', targetAmountKobo: 10_000_000, lateFine: { kobo: 50_000, percent: null, graceDays: 3 } });
    expect(historySentence(created, ctx).text).toMatch(/; late fine ₦500 when not paid within 3 days after the due day$/);
  });

  it('says a changed late fine in words', () => {
    const edited = entry('purse.edited', { projectId: 'p1', name: 'Dues', before: { lateFine: null }, after: { lateFine: { kobo: null, percent: 10, graceDays: 7 } } });
    expect(historySentence(edited, ctx).text).toBe('Ada edited Dues: late fine none → 10% of the amount due when not paid within 7 days after the due day');
  });

  it("says a guest's gift without the giver's name, and a nameless member's as a member's (issue 27 §4)", () => {
    const nameless = { subject: '' };
    expect(historySentence(entry('contribution.submitted', { ...money, paymentType: 'bank_transfer', reference: null, guest: true }, nameless), ctx).text).toBe('a guest submitted ₦5,000 for confirmation');
    expect(historySentence(entry('contribution.confirmed', { ...money, reason: null, guest: true }, nameless), ctx).text).toBe('Ada confirmed ₦5,000 from a guest');
    expect(historySentence(entry('contribution.confirmed', { ...money, reason: null }, nameless), ctx).text).toBe('Ada confirmed ₦5,000 from a member');
  });

  it('has a case for every event type', () => {
    expect(CASES.map((c) => c.type).sort()).toEqual([...HISTORY_EVENT_TYPES].sort());
  });

  it('says the other fields saved with a new account in the same entry (one save, one entry)', () => {
    const both = { projectId: 'p1', name: 'Xmas', old: bank, new: { ...bank, bankName: 'Access', accountNumber: '0987654321' }, before: { targetAmountKobo: 10_000_000, amountPerMemberKobo: null }, after: { targetAmountKobo: 15_000_000, amountPerMemberKobo: 2_000_000 } };
    expect(historySentence(entry('bank.changed', both), ctx).text).toBe('Ada changed the bank details of Xmas: GTBank 0123456789 → Access 0987654321; target ₦100,000 → ₦150,000, amount per member none → ₦20,000');
  });

  it("leaves a sealed excuse reason out of another member's sentence", () => {
    const sealed = entry('dues.excused', { projectId: 'p1', name: 'Dues', period: 2, periodStart: '2026-03-01', reason: { sealed: 'ab'.repeat(32) } });
    expect(historySentence(sealed, ctx).text).toBe('Ada excused Kemi Bello from the period of 1 Mar 2026');
  });

  it('names the receipt age limit in days', () => {
    const edited = entry('group.edited', { before: { receiptMaxAgeDays: 14 }, after: { receiptMaxAgeDays: 1 } });
    expect(historySentence(edited, ctx).text).toBe('Ada edited the group: receipt age limit 14 days → 1 day');
  });

  it.each(CASES)('$type: "$text"', ({ type, data, text, purse }) => {
    expect(historySentence(entry(type, data), ctx)).toEqual({ text, purse, hidden: false });
  });

  // Details withheld from this reader (another member's amount in a totals-only group): no amount, no reason.
  it.each(HISTORY_EVENT_TYPES.map((type) => ({ type })))('$type without details says what it can and is marked hidden', ({ type }) => {
    const said = historySentence(entry(type, null), ctx);
    expect(said.hidden).toBe(true);
    expect(said.text).not.toMatch(/₦|undefined|null/);
    expect(said.text.length).toBeGreaterThan(5);
  });

  it.each([
    { type: 'contribution.confirmed' as const, text: 'Ada confirmed a payment from Kemi Bello' },
    { type: 'cash.recorded' as const, text: 'Ada recorded a cash payment from Kemi Bello' },
    { type: 'payout.approved' as const, text: 'Ada approved a payout' },
    { type: 'bank.changed' as const, text: 'Ada changed the bank details of a purse' },
  ])('$type without details: "$text"', ({ type, text }) => {
    expect(historySentence(entry(type, null), ctx).text).toBe(text);
  });

  it('shows a changed account name beside both accounts, a payout recorded at once without "waiting", and the server as GroupPurse', () => {
    const renamed = { projectId: 'p1', name: 'Xmas', old: bank, new: { ...bank, accountName: 'Ada Eze' } };
    expect(historySentence(entry('bank.changed', renamed), ctx).text).toBe('Ada changed the bank details of Xmas: GTBank 0123456789 (Ajo Circle) → GTBank 0123456789 (Ada Eze)');
    const atOnce = { payoutId: 'po3', projectId: 'p1', amountKobo: 100, recipient: 'DJ', purpose: 'music', status: 'approved' };
    expect(historySentence(entry('payout.recorded', atOnce), ctx).text).toBe('Payout ₦1 to DJ for music (not approved by anyone)');
    expect(historySentence(entry('purse.paused', { projectId: 'p1', name: 'Xmas' }, { actor: null }), ctx).text).toBe('GroupPurse paused Xmas');
  });

  it('says which statement line a confirm from the bank reconciliation was matched to', () => {
    const matched = { ...money, reason: null, statementLine: 7 };
    expect(historySentence(entry('contribution.confirmed', matched), ctx)).toEqual({ text: 'Ada confirmed ₦5,000 from Kemi Bello (matched to statement line 7)', purse: 'Xmas', hidden: false });
  });

  it('says a recorded payment was a bank transfer found on the statement, with its line', () => {
    const transfer = { ...money, paidOn: '2026-11-21', notes: null, method: 'bank_transfer', statementLine: 3 };
    expect(historySentence(entry('cash.recorded', transfer), ctx).text).toBe('Ada recorded a bank transfer of ₦5,000 from Kemi Bello (matched to statement line 3)');
  });

  it('finds the purse by id when the details do not name it, and reads broken details as none', () => {
    expect(historySentence(entry('contribution.confirmed', { contributionId: 'c1', projectId: 'p1', amountKobo: 100 }), ctx).purse).toBe('Xmas');
    expect(historySentence({ ...entry('contribution.confirmed', {}), data: 'not json' }, ctx).text).toBe('Ada confirmed a payment from Kemi Bello');
    expect(history_hiddenDetails()).toBe('Details visible to the admin and partners');
  });
});

describe('the payout-approval rule in the history (issue 23 §2)', () => {
  it('says when payouts started or stopped needing a partner, and what a partner agreed to', () => {
    const on = { before: { payoutApprovalRequired: false }, after: { payoutApprovalRequired: true } };
    expect(historySentence(entry('group.edited', on), ctx).text).toBe("Ada edited the group: payouts need a partner's approval no → yes");
    const off = { before: { payoutApprovalRequired: true }, after: { payoutApprovalRequired: false }, approvedBy: 'u-pat' };
    expect(historySentence(entry('group.edited', off), ctx).text).toBe("Ada edited the group: payouts need a partner's approval yes → no (agreed by a partner)");
    expect(historySentence(entry('partner.removed', { userId: 'u-pat', approvedBy: 'u-pat' }, { subject: 'Pat Eze' }), ctx).text).toBe('Ada removed Pat Eze as accountability partner (agreed by a partner)');
  });
});
