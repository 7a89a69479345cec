import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koboToDecimalString } from '../../shared/money';
import { circle, readDb, type Circle } from '../contributions/test-fixtures';
import { contributions, projects } from '../db/schema';
import type { Person } from '../groups/test-fixtures';
import { ledgerProblems } from '../security/fuzz-world';
import { testApp, type TestApp } from '../testing/test-app';
import { seedPayout } from './books-fixtures';

/**
 * The money invariant with corrections (issue 11 §2, DESIGN "Books"): whatever members pay, the
 * admin confirms, records in cash or reverses, and whoever else tries, in any order, every total
 * stays the sum of the confirmed contributions, and no reversal leaves a purse holding less than
 * it paid out (ledgerProblems checks both). Payouts are written straight to the database (their
 * services are another part's), only where the purse holds them.
 */

let t: TestApp;
let c: Circle;
beforeAll(async () => {
  t = testApp();
  c = await circle(t);
});
afterAll(async () => {
  await t.close();
});

type Step =
  | { kind: 'submit'; payer: number; kobo: number; inPurse: boolean }
  | { kind: 'confirm'; pick: number }
  | { kind: 'cash'; payer: number; kobo: number; inPurse: boolean; by: number }
  | { kind: 'reverse'; pick: number; by: number }
  | { kind: 'payout'; share: number };

const kobo = fc.integer({ min: 1, max: 5_000_000 });
const byArb = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.nat({ max: 3 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), payer: fc.nat({ max: 2 }), kobo, inPurse: fc.boolean() }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  // `by` 0 is the admin (most of the time); the others are refused and must change nothing.
  fc.record({ kind: fc.constant('cash' as const), payer: fc.nat({ max: 2 }), kobo, inPurse: fc.boolean(), by: byArb }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), by: byArb }) },
  fc.record({ kind: fc.constant('payout' as const), share: fc.integer({ min: 1, max: 100 }) }),
);

const naira = (k: number) => koboToDecimalString(k);
/** How the admin's reversals were answered over all runs: the property must see both kinds. */
const reversals = { applied: 0, overdraws: 0 };
const all = () => readDb(t, (tx) => tx.select().from(contributions));

async function apply(s: Step): Promise<void> {
  const payers: Person[] = [c.member, c.other, c.partner];
  const actors: Person[] = [c.admin, c.partner, c.member, c.other];
  switch (s.kind) {
    case 'submit': {
      const res = await payers[s.payer]!.call('POST', '/api/contributions', { amount: naira(s.kobo), ...(s.inPurse ? { projectId: c.project.id } : { groupId: c.group.id }) });
      expect(res.status).toBe(201);
      return;
    }
    case 'confirm': {
      const pending = (await all()).filter((r) => r.status === 'pending');
      if (pending.length > 0) await c.admin.call('PATCH', `/api/contributions/${pending[s.pick % pending.length]!.id}/confirm`);
      return;
    }
    case 'cash': {
      const res = await actors[s.by]!.call('POST', `/api/groups/${c.group.id}/cash-payments`, {
        userId: payers[s.payer]!.id,
        projectId: s.inPurse ? c.project.id : null,
        amount: naira(s.kobo),
        paidOn: '2025-01-02',
      });
      expect(res.status).toBe(s.by === 0 ? 201 : 403);
      return;
    }
    case 'reverse': {
      const rows = await all();
      if (rows.length === 0) return;
      const row = rows[s.pick % rows.length]!;
      const res = await actors[s.by]!.call('PATCH', `/api/contributions/${row.id}/reverse`, { reason: 'property' });
      if (s.by !== 0) expect(res.status).toBe(403);
      else if (row.status !== 'confirmed') expect(res.status).toBe(409);
      else {
        expect([200, 422]).toContain(res.status);
        if (res.status === 200) reversals.applied += 1;
        else reversals.overdraws += 1;
      }
      return;
    }
    case 'payout': {
      const [purse] = await readDb(t, (tx) =>
        tx.select({ collected: projects.collectedAmountKobo, paidOut: projects.paidOutAmountKobo }).from(projects).where(eq(projects.id, c.project.id)).limit(1),
      );
      const { collected, paidOut } = purse!;
      const amount = Math.floor(((collected - paidOut) * s.share) / 100);
      if (amount > 0) await seedPayout(t, c, amount, 'approved');
      return;
    }
  }
}

describe('corrections keep the books (property)', () => {
  it('keeps every total the sum of confirmed contributions and paid out within collected, through cash and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        for (const s of steps) {
          await apply(s);
          expect(await ledgerProblems(t), JSON.stringify(s)).toEqual([]);
        }
      }),
      { numRuns: 25, seed: 20_261_111 },
    );
    console.log(`corrections property: ${reversals.applied} reversals applied, ${reversals.overdraws} refused as overdrawing`);
    expect(reversals.applied).toBeGreaterThan(0);
    expect(reversals.overdraws).toBeGreaterThan(0);
  }, 60_000);
});
