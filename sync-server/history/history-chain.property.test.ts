import { asc, count, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEventType } from '../../shared/history';
import { koboToDecimalString } from '../../shared/money';
import type { Tx } from '../db/database';
import { newestFirst } from '../db/order';
import { contributions, historyEntries, payouts } from '../db/schema';
import { PURSE_BANK, join, makeGroup, makePurse, person, type Person } from '../groups/test-fixtures';
import { testApp, type TestApp } from '../testing/test-app';

/**
 * The history rule of issue 11 §4 as a property: whatever people try (payments and their
 * decisions, cash, reversals, payouts and their decisions, partners, joins, purses), in any order
 * and whoever they are, every applied action appends exactly one entry of its type to its own
 * group's chain, a refused one appends nothing anywhere, seq counts 1, 2, 3… with no gap, and
 * every chain verifies on the server.
 */

let t: TestApp;
let people: Person[];
let admins: Person[];
let groupIds: string[];
let purses: { groupId: string; projectId: string | null }[];
let purseCount = 0;
/** A day in the past for payouts and cash (their dates may not be in the future). */
const PAID_ON = '2025-06-01';

beforeAll(async () => {
  t = testApp();
  const ada = await person(t, 'ada', 'admin');
  const bola = await person(t, 'bola', 'admin');
  const pat = await person(t, 'pat');
  const chidi = await person(t, 'chidi');
  const dayo = await person(t, 'dayo');
  const g1 = await makeGroup(ada, 'Ajo Circle');
  const g2 = await makeGroup(bola, 'Bola Fund');
  const p1 = await makePurse(ada, g1.id, { name: 'Xmas' });
  const p2 = await makePurse(bola, g2.id, { name: 'Rent' });
  await join(pat, g1.id);
  await join(chidi, g1.id);
  people = [ada, bola, pat, chidi, dayo];
  admins = [ada, bola];
  groupIds = [g1.id, g2.id];
  purses = [
    { groupId: g1.id, projectId: p1.id },
    { groupId: g1.id, projectId: null },
    { groupId: g2.id, projectId: p2.id },
    { groupId: g2.id, projectId: null },
  ];
});
afterAll(() => t.close());

type Who = number | 'admin';
type Step =
  | { kind: 'submit'; who: number; purse: number; kobo: number }
  | { kind: 'confirm' | 'reject'; who: Who; pick: number }
  | { kind: 'partner-add' | 'partner-remove'; who: Who; group: number; target: number }
  | { kind: 'join'; who: number; group: number }
  | { kind: 'purse'; who: Who; group: number }
  | { kind: 'payout'; who: Who; purse: number; kobo: number }
  | { kind: 'approve' | 'reject-payout'; who: number; pick: number }
  | { kind: 'cash'; who: Who; group: number; target: number; kobo: number }
  | { kind: 'reverse'; who: Who; pick: number };

const who: fc.Arbitrary<Who> = fc.oneof(fc.constant('admin' as const), fc.nat({ max: 4 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), who: fc.nat({ max: 4 }), purse: fc.nat({ max: 3 }), kobo: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ kind: fc.constantFrom('confirm' as const, 'reject' as const), who, pick: fc.nat() }),
  fc.record({ kind: fc.constantFrom('partner-add' as const, 'partner-remove' as const), who, group: fc.nat({ max: 1 }), target: fc.nat({ max: 4 }) }),
  fc.record({ kind: fc.constant('join' as const), who: fc.nat({ max: 4 }), group: fc.nat({ max: 1 }) }),
  fc.record({ kind: fc.constant('purse' as const), who, group: fc.nat({ max: 1 }) }),
  // Purses 0 and 2 are real purses (1 and 3 name none).
  fc.record({ kind: fc.constant('payout' as const), who, purse: fc.constantFrom(0, 2), kobo: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject-payout' as const), who: fc.nat({ max: 4 }), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cash' as const), who, group: fc.nat({ max: 1 }), target: fc.nat({ max: 4 }), kobo: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ kind: fc.constant('reverse' as const), who, pick: fc.nat() }),
);

const read = <T>(work: (tx: Tx) => Promise<T>) => t.db.transaction(work, { readOnly: true });
const counts = () =>
  read(async (tx) => {
    const rows = await tx.select({ groupId: historyEntries.groupId, n: count() }).from(historyEntries).groupBy(historyEntries.groupId);
    return groupIds.map((g) => Number(rows.find((r) => r.groupId === g)?.n ?? 0));
  });
const lastType = async (groupId: string) =>
  (await read((tx) => tx.select({ type: historyEntries.type }).from(historyEntries).where(eq(historyEntries.groupId, groupId)).orderBy(desc(historyEntries.seq)).limit(1)))[0]!.type;
// In the order they were written (a step's `pick` counts from the first): newest first, reversed.
const payoutIds = async () => (await read((tx) => tx.select({ id: payouts.id, groupId: payouts.groupId }).from(payouts).orderBy(newestFirst(payouts)))).reverse();
const contributionIds = async () =>
  (await read((tx) => tx.select({ id: contributions.id, groupId: contributions.groupId }).from(contributions).orderBy(newestFirst(contributions)))).reverse();

/** Runs one step through the API; what it would append, in which group, and whether it was applied. */
async function run(s: Step): Promise<{ applied: boolean; group: number; type: HistoryEventType } | null> {
  const as = (w: Who, group: number) => (w === 'admin' ? admins[group]! : people[w]!);
  const applied = (status: number) => status >= 200 && status < 300;
  switch (s.kind) {
    case 'submit': {
      const purse = purses[s.purse]!;
      const res = await people[s.who]!.call('POST', '/api/contributions', { ...purse, amount: koboToDecimalString(s.kobo) });
      return { applied: applied(res.status), group: groupIds.indexOf(purse.groupId), type: 'contribution.submitted' };
    }
    case 'confirm':
    case 'reject': {
      const ids = await contributionIds();
      if (ids.length === 0) return null;
      const picked = ids[s.pick % ids.length]!;
      const group = groupIds.indexOf(picked.groupId);
      const res = await as(s.who, group).call('PATCH', `/api/contributions/${picked.id}/${s.kind}`, s.kind === 'reject' ? { reason: 'not seen' } : {});
      return { applied: applied(res.status), group, type: s.kind === 'confirm' ? 'contribution.confirmed' : 'contribution.rejected' };
    }
    case 'partner-add': {
      const res = await as(s.who, s.group).call('POST', `/api/groups/${groupIds[s.group]}/accountability-partners`, { userId: people[s.target]!.id });
      return { applied: applied(res.status), group: s.group, type: 'partner.added' };
    }
    case 'partner-remove': {
      const res = await as(s.who, s.group).call('DELETE', `/api/groups/${groupIds[s.group]}/accountability-partners/${people[s.target]!.id}`);
      return { applied: applied(res.status), group: s.group, type: 'partner.removed' };
    }
    case 'join': {
      const res = await people[s.who]!.call('POST', `/api/groups/${groupIds[s.group]}/join`, {});
      return { applied: applied(res.status), group: s.group, type: 'member.joined' };
    }
    case 'purse': {
      purseCount += 1;
      const res = await as(s.who, s.group).call('POST', `/api/groups/${groupIds[s.group]}/projects`, { name: `Purse ${purseCount}`, targetAmount: 1000, ...PURSE_BANK });
      return { applied: applied(res.status), group: s.group, type: 'purse.created' };
    }
    case 'payout': {
      const purse = purses[s.purse]!;
      const group = groupIds.indexOf(purse.groupId);
      const body = { amount: koboToDecimalString(s.kobo), recipient: 'Mama Put', purpose: 'Party food', paidOn: PAID_ON };
      const res = await as(s.who, group).call('POST', `/api/projects/${purse.projectId}/payouts`, body);
      return { applied: applied(res.status), group, type: 'payout.recorded' };
    }
    case 'approve':
    case 'reject-payout': {
      const ids = await payoutIds();
      if (ids.length === 0) return null;
      const picked = ids[s.pick % ids.length]!;
      const res = await people[s.who]!.call('PATCH', `/api/payouts/${picked.id}/${s.kind === 'approve' ? 'approve' : 'reject'}`, s.kind === 'approve' ? {} : { reason: 'no receipt' });
      return { applied: applied(res.status), group: groupIds.indexOf(picked.groupId), type: s.kind === 'approve' ? 'payout.approved' : 'payout.rejected' };
    }
    case 'cash': {
      const body = { userId: people[s.target]!.id, amount: koboToDecimalString(s.kobo), paidOn: PAID_ON, projectId: purses[s.group * 2]!.projectId };
      const res = await as(s.who, s.group).call('POST', `/api/groups/${groupIds[s.group]}/cash-payments`, body);
      return { applied: applied(res.status), group: s.group, type: 'cash.recorded' };
    }
    case 'reverse': {
      const ids = await contributionIds();
      if (ids.length === 0) return null;
      const picked = ids[s.pick % ids.length]!;
      const group = groupIds.indexOf(picked.groupId);
      const res = await as(s.who, group).call('PATCH', `/api/contributions/${picked.id}/reverse`, { reason: 'bounced' });
      return { applied: applied(res.status), group, type: 'contribution.reversed' };
    }
  }
}

async function checkChains() {
  for (const [i, groupId] of groupIds.entries()) {
    const seqs = (await read((tx) => tx.select({ seq: historyEntries.seq }).from(historyEntries).where(eq(historyEntries.groupId, groupId)).orderBy(asc(historyEntries.seq)))).map((r) => r.seq);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    const res = await admins[i]!.call('GET', `/api/groups/${groupId}/history/verify`);
    expect(res.json).toMatchObject({ ok: true, entries: seqs.length });
  }
}

describe('the history chain (property)', () => {
  it('appends one entry per applied action to its group, none for a refused one, and every chain verifies', async () => {
    const seen = { applied: 0, refused: 0 };
    const appliedTypes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        for (const s of steps) {
          const before = await counts();
          const outcome = await run(s);
          const after = await counts();
          if (outcome === null) {
            expect(after).toEqual(before);
            continue;
          }
          const expected = before.map((n, g) => (outcome.applied && g === outcome.group ? n + 1 : n));
          expect(after).toEqual(expected);
          if (outcome.applied) {
            expect(await lastType(groupIds[outcome.group]!)).toBe(outcome.type);
            appliedTypes.add(outcome.type);
          }
          seen[outcome.applied ? 'applied' : 'refused'] += 1;
        }
        await checkChains();
      }),
      {
        numRuns: 20,
        // Always one run where each kind of action is applied, whatever the seed.
        examples: [
          [
            [
              { kind: 'submit', who: 2, purse: 0, kobo: 150_000 },
              { kind: 'confirm', who: 'admin', pick: 0 },
              { kind: 'submit', who: 3, purse: 1, kobo: 99 },
              { kind: 'reject', who: 'admin', pick: 1 },
              { kind: 'join', who: 4, group: 1 },
              { kind: 'partner-add', who: 'admin', group: 1, target: 4 },
              { kind: 'partner-remove', who: 'admin', group: 1, target: 4 },
              { kind: 'purse', who: 'admin', group: 0 },
              { kind: 'confirm', who: 3, pick: 1 },
              { kind: 'cash', who: 'admin', group: 0, target: 3, kobo: 5_000 },
              { kind: 'reverse', who: 'admin', pick: 0 },
              { kind: 'submit', who: 2, purse: 0, kobo: 400_000 },
              { kind: 'confirm', who: 'admin', pick: 3 },
              { kind: 'payout', who: 'admin', purse: 0, kobo: 100_000 },
              { kind: 'payout', who: 'admin', purse: 0, kobo: 50_000 },
              { kind: 'partner-add', who: 'admin', group: 0, target: 3 },
              { kind: 'payout', who: 'admin', purse: 0, kobo: 10_000 },
              { kind: 'approve', who: 3, pick: 2 },
              { kind: 'payout', who: 'admin', purse: 0, kobo: 10_000 },
              { kind: 'reject-payout', who: 3, pick: 3 },
            ],
          ],
        ],
      },
    );
    // The runs both applied and refused actions, so neither half of the rule was vacuous.
    expect(seen.applied).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(5);
    expect([...appliedTypes].sort()).toEqual(
      ['cash.recorded', 'contribution.confirmed', 'contribution.rejected', 'contribution.reversed', 'contribution.submitted', 'member.joined', 'partner.added', 'partner.removed', 'payout.approved', 'payout.recorded', 'payout.rejected', 'purse.created'],
    );
  });
});
