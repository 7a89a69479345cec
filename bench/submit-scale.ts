import { inArray } from 'drizzle-orm';
import { submitContributionSchema } from '../shared/contributions';
import { submitContribution } from '../sync-server/contributions/submit-service';
import { users } from '../sync-server/db/schema';
import { openBenchDatabase } from './bench-db';
import { median } from './load';
import { seedContributions, seedGroup } from './seed';

export const SCALE_SIZES = [100, 1_000, 10_000, 100_000];

/**
 * Goal 4: what one new contribution costs the server (the submit service, in process, on the real
 * SQLite file, checkpointed in the background as the server does) in groups already holding
 * 100 … 100,000 contributions. Median of per-submit times.
 */
export async function submitCostBySize(opts: { submits: number; rounds: number; members: number }): Promise<Map<number, number>> {
  const { db, close } = openBenchDatabase('gp-bench-scale-');
  try {
    const now = new Date();
    const groups = [];
    for (const size of SCALE_SIZES) {
      const group = await seedGroup(db, now, opts.members);
      await seedContributions(db, group, size, now);
      const actors = await db.transaction((tx) => tx.select().from(users).where(inArray(users.id, group.memberIds)));
      groups.push({ size, group, actors });
    }
    const costs = new Map<number, number[]>();
    let serial = 0;
    for (let round = 0; round < opts.rounds; round++) {
      for (const { size, group, actors } of groups) {
        const times: number[] = [];
        for (let i = 0; i < opts.submits; i++) {
          const input = submitContributionSchema.parse({ projectId: group.projectId, amount: 5000, reference: `SCALE-${serial++}` });
          const started = performance.now();
          const done = await db.transaction((tx) => submitContribution(tx, actors[i % actors.length]!, input, now));
          times.push(performance.now() - started);
          if (!done.ok) throw new Error(`submit refused: ${done.code}`);
        }
        costs.set(size, [...(costs.get(size) ?? []), median(times)]);
      }
    }
    return new Map([...costs].map(([size, medians]) => [size, median(medians)]));
  } finally {
    await close();
  }
}
