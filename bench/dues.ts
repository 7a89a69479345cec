/**
 * `npm run bench` (dues, issue 25): what a year of dues costs, beside its floor in the same run.
 * A dues purse of 300 members × 24 monthly periods with 5,000 confirmed payments (some naming a
 * period, some part-payments, some overpayments):
 * - the treasurer's grid's data: every member's ledger (shared/purse-ledgers.ts), against the
 *   floor of the one-off purse's standing over the same payments (shared/member-dues.ts);
 * - the same grid with a late fine (issue 25 §6: ₦500 after 7 days, every payment judged by the
 *   day it was sent), against the grid without;
 * - the member's dues card: one member's ledger from their own payments;
 * - the added sync bytes: the rows a first login pulls (the purse, 300 memberships, 5,000
 *   payments, as the server presents them) for the dues purse against the same payments in a
 *   one-off purse, raw and gzip.
 * Run: node --import tsx bench/dues.ts
 */
import { gzipSync } from 'node:zlib';
import type { DuesTerms } from '../shared/dues-terms';
import { purseDues, type MemberMoney } from '../shared/member-dues';
import { purseLedgers, type LedgerMember, type LedgerPayment } from '../shared/purse-ledgers';
import type { ContributionRow, MemberRow, PurseRow } from '../shared/sync-protocol';

const MEMBERS = 300;
const PERIODS = 24;
const PAYMENTS = 5_000;
const ROUNDS = 15;
const DUES_KOBO = 500_000;

let seed = 25;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

const startsOn = '2025-01-01';
const today = '2026-12-15'; // the 24th month
const members: (LedgerMember & { id: string })[] = Array.from({ length: MEMBERS }, (_, i) => ({
  id: `m-${i}`,
  userId: `u-${String(i).padStart(4, '0')}`,
  fullName: `Member ${i}`,
  username: `member_${i}`,
  // A tenth joined along the way.
  joinedAt: new Date(Date.UTC(2024, 11, 20) + (i % 10 === 0 ? Math.floor(random() * 600) : 0) * 86_400_000).toISOString(),
  duesTerms: (i % 25 === 0 ? { p1: { excused: [{ period: 3, reason: 'Travel' }] } } : {}) as DuesTerms,
}));
const payments: LedgerPayment[] = Array.from({ length: PAYMENTS }, (_, i) => {
  const roll = random();
  // Most pay the dues; some part-pay, some pay two months at once, a few name a month.
  const amountKobo = roll < 0.7 ? DUES_KOBO : roll < 0.85 ? 250_000 : 1_000_000;
  const at = new Date(Date.UTC(2025, 0, 5) + Math.floor(random() * 700) * 86_400_000).toISOString();
  // A fifth were sent a day or more before the proof (the receipt's transfer day differs).
  const sentOn = random() < 0.2 ? new Date(Date.parse(at) - Math.ceil(random() * 5) * 86_400_000).toISOString().slice(0, 10) : null;
  return { id: `c-${i}`, userId: members[Math.floor(random() * MEMBERS)]!.userId, amountKobo, period: random() < 0.05 ? Math.floor(random() * PERIODS) : null, status: 'confirmed', createdAt: at, decidedAt: at, sentOn };
});
const purse = { id: 'p1', kind: 'dues' as const, frequency: 'monthly', startsOn, endsOn: null, amountPerMemberKobo: DUES_KOBO, deadline: null, createdAt: '2024-12-15T10:00:00.000Z' };

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
function time(run: () => unknown): { median: number; max: number } {
  run(); // warm
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return { median: median(samples), max: Math.max(...samples) };
}

const grid = time(() => purseLedgers(purse, members, payments, today));
const finedPurse = { ...purse, lateFines: [{ since: '2024-12-15', kobo: 50_000, percent: null, graceDays: 7 }] };
const fined = time(() => purseLedgers(finedPurse, members, payments, today));
const finedLedgers = purseLedgers(finedPurse, members, payments, today)!;
const floor = time(() => {
  const money = new Map<string, MemberMoney>();
  for (const p of payments) {
    const sum = money.get(p.userId) ?? { confirmedKobo: 0, pendingKobo: 0 };
    sum.confirmedKobo += p.amountKobo;
    money.set(p.userId, sum);
  }
  return purseDues(DUES_KOBO, members, money);
});
const one = members[1]!;
const own = payments.filter((p) => p.userId === one.userId);
const card = time(() => purseLedgers(purse, [one], own, today));
const ledgers = purseLedgers(purse, members, payments, today)!;

// The rows a first login pulls, as the server presents them (sync-server/present/*).
const purseRow = (extra: Partial<PurseRow>): PurseRow => ({
  id: 'p1', groupId: 'g1', name: 'Monthly Dues', description: null, targetAmountKobo: 3_600_000_000, amountPerMemberKobo: DUES_KOBO, collectedAmountKobo: 0, paidOutAmountKobo: 0,
  customSlug: 'class-of-2005/monthly-dues', deadline: null, status: 'active', accountName: 'Class of 2005', accountNumber: '0123456789', bankName: 'GTBank', routingNumber: null,
  swiftCode: null, zelleEmail: null, zellePhone: null, cashappHandle: null, venmoHandle: null, paypalEmail: null, paymentInstructions: null, allowedPaymentTypes: ['bank_transfer'],
  previousAccounts: [], createdAt: '2024-12-15T10:00:00.000Z', revision: 1, ...extra,
});
const memberRows = (withTerms: boolean): MemberRow[] =>
  members.map((m, i) => ({ id: m.id, groupId: 'g1', userId: m.userId, fullName: m.fullName, username: m.username, contributedAmountKobo: 0, status: 'active', joinedAt: m.joinedAt, deleted: false, ...(withTerms ? { duesTerms: m.duesTerms ?? {} } : {}), revision: 10 + i }));
const contributionRows = (withPeriod: boolean): ContributionRow[] =>
  payments.map((p, i) => ({
    id: p.id, groupId: 'g1', projectId: 'p1', userId: p.userId, userFullName: 'Member', userName: 'member', amountKobo: p.amountKobo, ...(withPeriod ? { period: p.period ?? null } : {}),
    // The server sends the day the money was sent only when it is not the day the row was created.
    ...(p.sentOn ? { sentOn: p.sentOn } : {}), description: null,
    status: 'confirmed', transactionRef: `NIP${100000000 + i}`, paymentType: 'bank_transfer', paymentNotes: null, adminNotes: null, possibleDuplicate: false, receiptCheck: null,
    proofSha256: null, createdAt: p.createdAt, decidedAt: p.decidedAt, recordedBy: null, reversalReason: null, reversedAt: null, revision: 1000 + i,
  }));
const page = (dues: boolean) =>
  JSON.stringify({
    projects: [purseRow(dues ? { kind: 'dues', frequency: 'monthly', startsOn, endsOn: null, rotationOrder: null } : { kind: 'collection', frequency: null, startsOn: null, endsOn: null, rotationOrder: null })],
    members: memberRows(dues),
    contributions: contributionRows(dues),
  });
const oneOff = page(false);
const dues = page(true);
const size = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 6 }).length });
const [a, b] = [size(oneOff), size(dues)];
const pct = (x: number, y: number) => `${(((x - y) / y) * 100).toFixed(1)} %`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

console.log(`\ndues: ${MEMBERS} members × ${ledgers.periods.length} periods, ${PAYMENTS} confirmed payments (Node ${process.version}, median of ${ROUNDS})`);
console.log('| figure | measured | floor / goal |');
console.log('|---|---|---|');
console.log(`| grid data: every member's ledger | ${ms(grid.median)} (max ${ms(grid.max)}) | one-off standing over the same payments: ${ms(floor.median)} |`);
console.log(`| grid data with a late fine (${finedLedgers.members.filter((m) => m.ledger.finesKobo > 0).length} members fined) | ${ms(fined.median)} (max ${ms(fined.max)}) | the grid without fines: ${ms(grid.median)} |`);
console.log(`| dues card: one member's ledger (${own.length} payments) | ${ms(card.median)} (max ${ms(card.max)}) | card ≤ 300 ms on the phone |`);
console.log(`| first-login rows, raw | ${(b.raw / 1024).toFixed(1)} KiB | one-off: ${(a.raw / 1024).toFixed(1)} KiB (+${pct(b.raw, a.raw)}; goal ≤ +15 %) |`);
console.log(`| first-login rows, gzip | ${(b.gzip / 1024).toFixed(1)} KiB | one-off: ${(a.gzip / 1024).toFixed(1)} KiB (+${pct(b.gzip, a.gzip)}; goal ≤ +15 %) |`);
console.log(`owing in all ₦${(ledgers.owingKobo / 100).toLocaleString('en-NG')}, arrears ₦${(ledgers.arrearsKobo / 100).toLocaleString('en-NG')}`);
