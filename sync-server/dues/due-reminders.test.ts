import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noticeText } from '../../shared/notices';
import { join, makeGroup, person, PURSE_BANK, pushOne, type Person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';
import { dueMoment, sendDueReminders } from './due-reminders';

// Monthly dues from 1 Nov 2026; November is due 30 Nov. The test clock starts on 21 Nov, 10:00 Lagos.
let t: TestApp;
let ada: Person;
let members: Record<'kemi' | 'bola' | 'chidi' | 'dayo', Person>;
let groupId: string;
let duesId: string;

beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  groupId = (await makeGroup(ada, 'Ajo Circle')).id;
  members = { kemi: await person(t, 'kemi'), bola: await person(t, 'bola'), chidi: await person(t, 'chidi'), dayo: await person(t, 'dayo') };
  for (const who of Object.values(members)) await join(who, groupId);
  const dues = await ada.call('POST', `/api/groups/${groupId}/projects`, { name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-11-01', ...PURSE_BANK });
  duesId = dues.json.id;
  for (const who of Object.values(members)) expect(await pushOne(ada, 'dues.owesFromStart', { projectId: duesId, userId: who.id, owesFromStart: true })).toMatchObject({ status: 'applied' });
  // Bola paid November, confirmed; Chidi sent it and it awaits the admin; Dayo is excused from November.
  const pay = async (who: Person) => {
    const id = randomUUID();
    expect(await pushOne(who, 'contribution.create', { id, groupId, projectId: duesId, amount: '5000', paymentType: 'bank_transfer', reference: null, notes: null, description: null, proofSha256: null })).toMatchObject({ status: 'applied' });
    return id;
  };
  expect(await pushOne(ada, 'contribution.confirm', { contributionId: await pay(members.bola) })).toMatchObject({ status: 'applied' });
  await pay(members.chidi);
  expect(await pushOne(ada, 'dues.excuse', { projectId: duesId, userId: members.dayo.id, period: 0, reason: 'Travel' })).toMatchObject({ status: 'applied' });
});
afterEach(() => t.close());

const at = (iso: string) => sendDueReminders(t.db, new Date(iso));
async function duesNotices(who: Person) {
  const page = await pullPage(t.db, who.id, 0);
  return page.notifications.filter((n) => (n.params as { kind?: string } | null)?.kind === 'duesDue').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

describe('dues reminders per due date (issue 25 §7)', () => {
  it('reminds a member who owes before the due day, on it and after, once each, in the day only; never one who paid, whose money awaits the admin, or who is excused', async () => {
    expect(await at('2026-11-21T09:00:00Z')).toBe(0); // nine days before: nothing yet
    expect(await at('2026-11-28T09:00:00Z')).toBe(1);
    expect(await at('2026-11-28T15:00:00Z')).toBe(0); // the same moment again: never twice
    expect(await at('2026-11-30T20:30:00Z')).toBe(0); // 21:30 in Lagos: nobody is woken
    expect(await at('2026-12-01T07:30:00Z')).toBe(1); // 08:30 the next morning: the due day's reminder, a day late
    expect(await at('2026-12-04T09:00:00Z')).toBe(1); // four days after: overdue

    const kemi = await duesNotices(members.kemi);
    expect(kemi.map((n) => (n.params as { moment: string }).moment)).toEqual(['soon', 'today', 'overdue']);
    expect(kemi.map((n) => n.message)).toEqual([
      'Dues (Ajo Circle): ₦5,000 to pay by 30 Nov 2026.',
      'Dues (Ajo Circle): ₦5,000 to pay, due today (30 Nov 2026).',
      // December has begun, but is due on 31 Dec: what is due by 30 Nov is November's.
      'Dues (Ajo Circle): ₦5,000 to pay, overdue since 30 Nov 2026. Please pay and send your receipt.',
    ]);
    expect(noticeText(kemi[0]!, 'pcm').message).toBe('Dues (Ajo Circle): ₦5,000 to pay before 30 Nov 2026.');
    // Chidi's ₦5,000 awaiting the admin pays November: December (due 31 Dec) is not his to hear of yet.
    for (const who of [members.bola, members.chidi, members.dayo]) expect(await duesNotices(who)).toEqual([]);
  });

  it('places a day in its moment', () => {
    expect(['2026-03-27', '2026-03-28', '2026-03-31', '2026-04-02', '2026-04-03', '2026-04-10', '2026-04-11'].map((d) => dueMoment('2026-03-31', d))).toEqual([
      null, 'soon', 'today', 'today', 'overdue', 'overdue', null,
    ]);
  });
});
