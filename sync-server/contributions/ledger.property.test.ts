import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koboToDecimalString } from '../../shared/money';
import { contributions, groupMembers, projects } from '../db/schema';
import { join, makeGroup, makePurse, person, type Person } from '../groups/test-fixtures';
import { adminStats } from '../stats/stats-service';
import { testApp, type TestApp } from '../testing/test-app';
import { readDb } from './test-fixtures';

/**
 * The money invariant of DESIGN "Conflicts": whatever members submit and admins (or pretenders)
 * confirm or reject, in any order and racing, every purse's collected total is the sum of its
 * confirmed contributions, every member's contributed total is the sum of theirs in that group,
 * and the admin dashboard's Total Collections is the sum over the admin's groups.
 */

let t: TestApp;
let people: Person[];
let admins: Person[];
let groupIds: string[];
let targets: { groupId: string; projectId: string | null }[];

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
  const p2 = await makePurse(ada, g1.id, { name: 'Burial' });
  const p3 = await makePurse(bola, g2.id, { name: 'Rent' });
  for (const m of [pat, chidi, dayo]) await join(m, g1.id);
  await join(chidi, g2.id);
  await ada.call('POST', `/api/groups/${g1.id}/accountability-partners`, { userId: pat.id });
  people = [ada, bola, pat, chidi, dayo];
  admins = [ada, bola];
  groupIds = [g1.id, g2.id];
  targets = [
    { groupId: g1.id, projectId: p1.id },
    { groupId: g1.id, projectId: p2.id },
    { groupId: g1.id, projectId: null },
    { groupId: g2.id, projectId: p3.id },
    { groupId: g2.id, projectId: null },
  ];
});
afterAll(async () => {
  await t.close();
});

type Step =
  | { kind: 'submit'; who: number; target: number; kobo: number }
  | { kind: 'confirm' | 'reject'; who: number | 'admin'; pick: number }
  | { kind: 'race'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), who: fc.nat({ max: 4 }), target: fc.nat({ max: 4 }), kobo: fc.integer({ min: 1, max: 10_000_000 }) }),
  // Half the decisions come from the group's own admin, so some of them are allowed.
  fc.record({ kind: fc.constantFrom('confirm' as const, 'reject' as const), who: fc.oneof(fc.constant('admin' as const), fc.nat({ max: 4 })), pick: fc.nat() }),
  fc.record({ kind: fc.constant('race' as const), pick: fc.nat() }),
);

async function checkLedger() {
  const confirmed = await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.status, 'confirmed')));
  const sum = (rows: typeof confirmed) => rows.reduce((total, r) => total + r.amountKobo, 0);
  for (const project of await readDb(t, (tx) => tx.select().from(projects))) {
    expect(project.collectedAmountKobo).toBe(sum(confirmed.filter((r) => r.projectId === project.id)));
  }
  for (const m of await readDb(t, (tx) => tx.select().from(groupMembers))) {
    expect(m.contributedAmountKobo).toBe(sum(confirmed.filter((r) => r.groupId === m.groupId && r.userId === m.userId)));
  }
  for (const [i, admin] of admins.entries()) {
    const stats = await readDb(t, (tx) => adminStats(tx, admin.id));
    expect(stats.totalCollections).toBe(koboToDecimalString(sum(confirmed.filter((r) => r.groupId === groupIds[i]))));
  }
}

const contributionById = async (id: string) => (await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)))[0]!;

describe('the contribution ledger (property)', () => {
  it('keeps every total equal to the sum of confirmed contributions', async () => {
    // Every status any run ended with: a later run may decide the one the example left pending.
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        for (const s of steps) {
          const ids = await readDb(t, (tx) => tx.select({ id: contributions.id, groupId: contributions.groupId }).from(contributions));
          if (s.kind === 'submit') {
            const target = targets[s.target]!;
            await people[s.who]!.call('POST', '/api/contributions', { ...target, amount: koboToDecimalString(s.kobo) });
          } else if (ids.length > 0) {
            const picked = ids[s.pick % ids.length]!;
            const before = await contributionById(picked.id);
            const admin = admins[groupIds.indexOf(picked.groupId)]!;
            if (s.kind === 'race') {
              // Both of the group's admin's devices confirm at once: one wins, at most.
              const answers = await Promise.all([admin.call('PATCH', `/api/contributions/${picked.id}/confirm`), admin.call('PATCH', `/api/contributions/${picked.id}/confirm`)]);
              expect(answers.filter((a) => a.status === 200).length).toBe(before.status === 'pending' ? 1 : 0);
            } else {
              const who = s.who === 'admin' ? admin : people[s.who]!;
              const res = await who.call('PATCH', `/api/contributions/${picked.id}/${s.kind}`, {});
              if (res.status === 200) expect(before.status).toBe('pending');
            }
            const after = await contributionById(picked.id);
            // A decided contribution never changes again.
            if (before.status !== 'pending') expect(after.status).toBe(before.status);
          }
        }
        await checkLedger();
        for (const { status } of await readDb(t, (tx) => tx.select({ status: contributions.status }).from(contributions))) seen.add(status);
      }),
      {
        numRuns: 25,
        // Always also one run that confirms, rejects and leaves one pending, whatever the seed.
        examples: [
          [
            [
              // people 2, 3 and 4 are members of the first group (targets 0 to 2).
              { kind: 'submit', who: 2, target: 0, kobo: 150_000 },
              { kind: 'confirm', who: 'admin', pick: 0 },
              { kind: 'submit', who: 3, target: 1, kobo: 250_050 },
              { kind: 'reject', who: 'admin', pick: 0 },
              { kind: 'reject', who: 'admin', pick: 1 },
              { kind: 'submit', who: 4, target: 2, kobo: 99 },
            ],
          ],
        ],
      },
    );
    // The runs did decide payments, so the sums above were not trivially zero.
    expect(seen).toEqual(new Set(['pending', 'confirmed', 'rejected']));
  });
});
