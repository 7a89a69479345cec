import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDeviceDbs } from '../../data/test-db';
import { contributionRow, decisionEntry } from '../contributions/review/test-fixtures';
import { groupRow, memberRow, purseRow } from '../updates/notifications/test-rows';
import { loadMyDuesCards, loadOwingMembers, loadPurseDues, loadRotation } from './dues-data';
import { duesNudgeText, duesShareText, periodLabel } from './dues-words';
import { whatsappChatUrl } from '../../lib/group-links';
import { answerSwap, askSwap, decideSwap, pickPlace } from '../../data/books-writes';

const dues = { kind: 'dues' as const, frequency: 'monthly', startsOn: '2026-01-01', endsOn: null, amountPerMemberKobo: 500_000 };

async function seed(viewer: string) {
  const db = freshDeviceDbs(viewer)();
  await db.groups.add(groupRow('g1', { name: 'Ajo Circle' }));
  await db.projects.bulkAdd([purseRow('p1', { name: 'Monthly Dues', ...dues }), purseRow('p2', { name: 'Party' })]);
  await db.members.bulkAdd([
    memberRow('u-kemi', 'Kemi Bello', { joinedAt: '2025-12-20T10:00:00.000Z' }),
    memberRow('u-chidi', 'Chidi Obi', { joinedAt: '2026-02-10T10:00:00.000Z' }),
  ]);
  await db.contributions.bulkAdd([
    contributionRow('c1', { userId: 'u-kemi', amountKobo: 750_000, status: 'confirmed', decidedAt: '2026-01-05T10:00:00.000Z' }),
    contributionRow('c2', { userId: 'u-kemi', amountKobo: 500_000, status: 'pending' }),
    contributionRow('c3', { userId: 'u-chidi', amountKobo: 500_000, status: 'pending' }),
  ]);
  return db;
}

describe('the dues screens read from the phone', () => {
  it('gives the admin every member of a dues purse, arrears first, with the confirmations made on this phone counted', async () => {
    const db = await seed('u-admin');
    await db.outbox.add(decisionEntry('c3', 'confirm'));
    const view = (await loadPurseDues(db, 'p1', 'u-admin', '2026-03-10'))!;
    expect(view.scope).toBe('group');
    expect(view.ledgers.members.map((m) => [m.member.fullName, m.ledger.periods.map((p) => p.state).join(' '), m.ledger.owingKobo])).toEqual([
      ['Kemi Bello', 'paid part owing', 750_000],
      ['Chidi Obi', 'not-owed paid owing', 500_000],
    ]);
    expect(await loadPurseDues(db, 'p2', 'u-admin', '2026-03-10')).toBeNull();
  });

  it("lists for the admin's reconciliation what each member still has to send on each scheduled purse, money awaiting confirmation counted; nothing for a member", async () => {
    const db = await seed('u-admin');
    // A levy made on 1 February, due at the end of the month: Chidi, who joined on the 10th, owes it too.
    await db.projects.add(purseRow('p3', { name: 'Building Levy', kind: 'levy', createdAt: '2026-02-01T09:00:00.000Z', deadline: '2026-02-28T22:59:59.000Z', amountPerMemberKobo: 1_000_000 }));
    const owing = await loadOwingMembers(db, 'g1', 'u-admin', '2026-03-10');
    expect(owing.map((o) => [o.name, o.purseName, o.toSendKobo, o.perPeriodKobo])).toEqual([
      // Chidi owes his ₦10,000 of dues, ₦5,000 of it awaiting confirmation; Kemi owes ₦7,500 with ₦5,000 awaiting.
      ['Chidi Obi', 'Monthly Dues', 500_000, 500_000],
      ['Kemi Bello', 'Monthly Dues', 250_000, 500_000],
      ['Chidi Obi', 'Building Levy', 1_000_000, 1_000_000],
      ['Kemi Bello', 'Building Levy', 1_000_000, 1_000_000],
    ]);
    await db.groups.update('g1', { adminId: 'u-someone' });
    expect(await loadOwingMembers(db, 'g1', 'u-admin', '2026-03-10')).toEqual([]);
  });

  it("gives a member their own periods only, on their card, and words them for WhatsApp", async () => {
    const db = await seed('u-kemi');
    await db.groups.update('g1', { adminId: 'u-someone' });
    const own = (await loadPurseDues(db, 'p1', 'u-kemi', '2026-03-10'))!;
    expect(own.scope).toBe('mine');
    expect(own.ledgers.members.map((m) => m.member.userId)).toEqual(['u-kemi']);
    const cards = await loadMyDuesCards(db, 'u-kemi', '2026-03-10');
    expect(cards.map((c) => c.project.name)).toEqual(['Monthly Dues']);
    expect(duesShareText(cards[0]!, 'u-kemi').split('\n')).toEqual([
      'Monthly Dues (Ajo Circle): my dues',
      '₦5,000 per member · Monthly',
      'Jan 2026: Paid',
      'Feb 2026: Part-paid: ₦2,500 of ₦5,000',
      'Mar 2026: Owing',
      'You owe ₦7,500 (₦2,500 of it overdue)',
      '₦5,000 awaiting confirmation',
    ]);
  });

  it("shows a late fine on the member's card, in the words they share, and in the reminder; money sent on time and awaiting confirmation keeps it away", async () => {
    const db = await seed('u-kemi');
    await db.groups.update('g1', { adminId: 'u-someone' });
    await db.projects.update('p1', { lateFines: [{ since: '2025-12-01', kobo: 50_000, percent: null, graceDays: 3 }] });
    await db.contributions.update('c1', { sentOn: '2026-01-05' });
    // The ₦5,000 awaiting confirmation was sent on 8 Mar: after February's grace (3 Mar).
    await db.contributions.update('c2', { sentOn: '2026-03-08' });
    const [card] = await loadMyDuesCards(db, 'u-kemi', '2026-03-10');
    expect(duesShareText(card!, 'u-kemi').split('\n')).toEqual([
      'Monthly Dues (Ajo Circle): my dues',
      '₦5,000 per member · Monthly',
      'Jan 2026: Paid',
      'Feb 2026: Part-paid: ₦2,500 of ₦5,000 · Late fine ₦500: ₦0 paid',
      'Mar 2026: Owing',
      'You owe ₦8,000 (₦3,000 of it overdue)',
      'Late fines: ₦500 still owed',
      '₦5,000 awaiting confirmation',
    ]);
    // Sent on 2 Mar, within the grace: no fine while it awaits the admin.
    await db.contributions.update('c2', { sentOn: '2026-03-02' });
    const [onTime] = await loadMyDuesCards(db, 'u-kemi', '2026-03-10');
    expect(onTime!.ledgers.members[0]!.ledger.finesKobo).toBe(0);
  });

  it('names periods as people say them', () => {
    expect(periodLabel({ index: 0, startDay: '2026-01-05', dueDay: '2026-01-11' }, 'weekly')).toBe('Week of 5 Jan 2026');
    expect(periodLabel({ index: 0, startDay: '2026-01-01', dueDay: '2026-12-31' }, 'yearly')).toBe('2026');
    expect(periodLabel({ index: 0, startDay: '2026-03-01', dueDay: '2026-03-31' }, null)).toBe('31 Mar 2026');
  });

  it("writes each owing member's one-to-one reminder in their own language, and none to a member up to date", async () => {
    const db = await seed('u-admin');
    const view = (await loadPurseDues(db, 'p1', 'u-admin', '2026-03-10'))!;
    const kemi = view.ledgers.members.find((m) => m.member.userId === 'u-kemi');
    const chidi = view.ledgers.members.find((m) => m.member.userId === 'u-chidi');
    const link = 'https://gp.ng/ajo/dues';
    expect(duesNudgeText(view, kemi!, link, 'en')).toBe(
      ['Hello Kemi Bello, a reminder from Ajo Circle about Monthly Dues: you owe ₦7,500 (₦2,500 of it overdue).', 'Feb 2026: Part-paid: ₦2,500 of ₦5,000', 'Mar 2026: Owing', '₦5,000 awaiting confirmation', `Please pay and send your receipt in GroupPurse: ${link}`].join('\n'),
    );
    const pidgin = duesNudgeText(view, kemi!, link, 'pcm')!;
    expect(pidgin).toMatch(/^How far Kemi Bello, na reminder from Ajo Circle about Monthly Dues: you dey owe ₦7,500/);
    expect(pidgin).toContain(`Abeg pay and send your receipt for GroupPurse: ${link}`);
    // With her payment code (issue 27 §3), last, in her language.
    expect(duesNudgeText(view, kemi!, link, 'pcm', 'KEM-MON26')!.split('\n').at(-1)).toBe('Put your code KEM-MON26 for the transfer narration (remark).');
    expect(duesNudgeText(view, kemi!, link, 'yo', 'KEM-MON26')).toContain('Fi kóòdù rẹ KEM-MON26 sínú àlàyé (remark)');
    // Chidi joined in February: he owes February and March, not January, and the ₦5,000 he sent
    // awaits confirmation. Had he sent all he owes, no reminder would accuse him.
    const chidiText = duesNudgeText(view, chidi!, link, 'en')!;
    expect(chidiText).not.toContain('Jan 2026');
    expect(chidiText).toContain('₦5,000 awaiting confirmation');
    expect(duesNudgeText(view, { ...chidi!, pendingKobo: chidi!.ledger.owingKobo }, link, 'en')).toBeNull();
    const paidUp = { ...kemi!, ledger: { ...kemi!.ledger, owingKobo: 0 } };
    expect(duesNudgeText(view, paidUp, link, 'en')).toBeNull();
    expect(whatsappChatUrl('+234 803 123 4567', 'Hi & bye')).toBe('https://wa.me/2348031234567?text=Hi%20%26%20bye');
  });

  it('shows a member the places of a rotation being picked, each with its day, and takes one on the phone at once', async () => {
    const db = freshDeviceDbs('u-kemi')();
    await db.groups.add(groupRow('g1', { name: 'Ajo Circle', adminId: 'u-admin', memberCount: 3 }));
    await db.projects.add(purseRow('p4', { name: 'Ajo', kind: 'rotation', frequency: 'monthly', startsOn: '2026-01-01', endsOn: null, amountPerMemberKobo: 1_000_000, rotationOrder: null, rotationPicks: [{ userId: 'u-ada', name: 'Ada Eze', place: 1 }] }));
    await db.members.add(memberRow('u-kemi', 'Kemi Bello'));
    const before = (await loadRotation(db, 'p4', 'u-kemi', '2025-12-10'))!;
    expect(before.picking!.places.map((p) => [p.index, p.dueDay, p.holder?.name ?? null])).toEqual([
      [0, '2026-01-31', null],
      [1, '2026-02-28', 'Ada Eze'],
      [2, '2026-03-31', null],
    ]);
    expect(before.picking).toMatchObject({ mine: null, mayPick: true, closeWaiting: false });
    await pickPlace(db, before.project, { userId: 'u-kemi', name: 'Kemi Bello' }, 2);
    const after = (await loadRotation(db, 'p4', 'u-kemi', '2025-12-10'))!;
    expect(after.picking!.mine).toBe(2);
    expect((await db.outbox.toArray()).map((e) => [e.type, e.payload, e.label])).toEqual([['rotation.pick', { projectId: 'p4', place: 2 }, 'Take place 3 in Ajo']]);
  });

  it('lets a member ask to swap places with a member whose round is not over nor paid, and the admin approve it once agreed, on the phone at once', async () => {
    const order = [{ userId: 'u-ada', name: 'Ada Eze' }, { userId: 'u-kemi', name: 'Kemi Bello' }, { userId: 'u-tunde', name: 'Tunde Ade' }, { userId: 'u-bisi', name: 'Bisi Ola' }];
    const ajo = purseRow('p5', { name: 'Ajo', kind: 'rotation', frequency: 'monthly', startsOn: '2026-01-01', endsOn: null, amountPerMemberKobo: 1_000_000, rotationOrder: order, rotationPicks: null });
    const kemiDb = freshDeviceDbs('u-kemi')();
    await kemiDb.groups.add(groupRow('g1', { name: 'Ajo Circle', adminId: 'u-admin', memberCount: 4 }));
    await kemiDb.projects.add(ajo);
    await kemiDb.members.add(memberRow('u-kemi', 'Kemi Bello'));
    // In February: Ada's round (January) is over, and Tunde's (March) pot was paid already.
    await kemiDb.payouts.add({
      id: 'po1', groupId: 'g1', projectId: 'p5', amountKobo: 4_000_000, recipient: 'Tunde Ade', purpose: 'Round 3', paidAt: '2026-02-01T00:00:00.000Z', proofSha256: null, status: 'approved',
      recordedBy: 'u-admin', recordedByName: 'Ada', decidedBy: 'u-pat', decidedByName: 'Pat', decidedAt: '2026-02-01T10:00:00.000Z', rejectionReason: null, recipientUserId: 'u-tunde', acknowledgedAt: null, createdAt: '2026-02-01T09:00:00.000Z', revision: 1,
    });
    const kemi = (await loadRotation(kemiDb, 'p5', 'u-kemi', '2026-02-10'))!;
    expect(kemi.swaps!.candidates.map((r) => r.collector.name)).toEqual(['Bisi Ola']);
    expect(kemi.swaps!.myPlace).toEqual(order[1]);
    // Ada, whose round is over, may ask nobody.
    expect((await loadRotation(kemiDb, 'p5', 'u-ada', '2026-02-10'))!.swaps!.candidates).toEqual([]);

    await askSwap(kemiDb, kemi.project, order[1]!, order[3]!);
    const asked = (await loadRotation(kemiDb, 'p5', 'u-kemi', '2026-02-10'))!;
    expect(asked.swaps!.mine).toEqual({ from: order[1], to: order[3], agreed: false });
    expect(asked.swaps!.dayOf('u-bisi')).toBe('2026-04-30');
    expect((await kemiDb.outbox.toArray()).map((e) => [e.type, e.payload, e.label])).toEqual([['rotation.askSwap', { projectId: 'p5', withUserId: 'u-bisi' }, 'Ask Bisi Ola to swap places in Ajo']]);

    // Bisi's phone holds the request once synced; she agrees; the admin sees it to decide and approves.
    const synced = { ...ajo, rotationSwaps: [{ from: order[1]!, to: order[3]!, agreed: false }] };
    const bisiDb = freshDeviceDbs('u-bisi')();
    await bisiDb.groups.add(groupRow('g1', { name: 'Ajo Circle', adminId: 'u-admin', memberCount: 4 }));
    await bisiDb.projects.add(synced);
    await bisiDb.members.add(memberRow('u-bisi', 'Bisi Ola'));
    const bisi = (await loadRotation(bisiDb, 'p5', 'u-bisi', '2026-02-10'))!;
    expect(bisi.swaps!.toMe).toHaveLength(1);
    await answerSwap(bisiDb, bisi.project, bisi.swaps!.toMe[0]!, true);
    expect((await loadRotation(bisiDb, 'p5', 'u-bisi', '2026-02-10'))!.swaps!.toMe[0]!.agreed).toBe(true);

    const adminDb = freshDeviceDbs('u-admin')();
    await adminDb.groups.add(groupRow('g1', { name: 'Ajo Circle', adminId: 'u-admin', memberCount: 4 }));
    await adminDb.projects.add({ ...ajo, rotationSwaps: [{ from: order[1]!, to: order[3]!, agreed: true }, { from: order[2]!, to: order[0]!, agreed: false }] });
    const admin = (await loadRotation(adminDb, 'p5', 'u-admin', '2026-02-10'))!;
    expect(admin.swaps!.toDecide.map((s) => s.from.name)).toEqual(['Kemi Bello']);
    expect(admin.swaps!.others.map((s) => s.from.name)).toEqual(['Tunde Ade']);
    await decideSwap(adminDb, admin.project, admin.swaps!.toDecide[0]!, true);
    const decided = (await loadRotation(adminDb, 'p5', 'u-admin', '2026-02-10'))!;
    expect(decided.rounds.map((r) => r.collector.name)).toEqual(['Ada Eze', 'Bisi Ola', 'Tunde Ade', 'Kemi Bello']);
    expect(decided.swaps!.toDecide).toEqual([]);
    expect((await adminDb.outbox.toArray()).map((e) => [e.type, e.payload])).toEqual([['rotation.decideSwap', { projectId: 'p5', fromUserId: 'u-kemi', approve: true }]]);
  });

  it("gives a rotation's round pot less the members excused from that round, for the admin's payout", async () => {
    const db = freshDeviceDbs('u-admin')();
    await db.groups.add(groupRow('g1', { name: 'Ajo Circle' }));
    const order = [
      { userId: 'u-kemi', name: 'Kemi Bello' },
      { userId: 'u-chidi', name: 'Chidi Obi' },
      { userId: 'u-ada', name: 'Ada Eze' },
    ];
    await db.projects.add(purseRow('p3', { name: 'Ajo', kind: 'rotation', frequency: 'monthly', startsOn: '2026-01-01', endsOn: null, amountPerMemberKobo: 1_000_000, rotationOrder: order }));
    await db.members.bulkAdd([
      memberRow('u-kemi', 'Kemi Bello'),
      memberRow('u-chidi', 'Chidi Obi', { duesTerms: { p3: { excused: [{ period: 1, reason: 'Bereavement' }] } } }),
      memberRow('u-ada', 'Ada Eze'),
    ]);
    const view = (await loadRotation(db, 'p3', 'u-admin', '2026-01-10'))!;
    expect(view.potKobo).toBe(3_000_000);
    expect(view.roundPotKobo(0)).toBe(3_000_000);
    expect(view.roundPotKobo(1)).toBe(2_000_000);
  });
});
