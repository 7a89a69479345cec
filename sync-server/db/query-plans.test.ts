import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS } from '../../shared/receipt-reading';
import { circle, dataUrl, pngBytes, submitDialog, type Circle } from '../contributions/test-fixtures';
import { makePurse, pushOne } from '../groups/test-fixtures';
import type { ReceiptReader } from '../receipt-checks/reader';
import { createReceiptRunner } from '../receipt-checks/runner';
import { testApp, type TestApp } from '../testing/test-app';

/**
 * The tables that grow with a group. A request that scans one of them costs more as the group
 * grows (issue 12); every index on them is also written on every submit, so migration 0007 kept
 * only the ones some query needs. This test runs a group's everyday requests, collects each SQL
 * text they prepare, and asks SQLite how it would run each one.
 */
const GROWING = /"(contributions|history_entries|notifications)"/;
const SCANS_GROWING = /^SCAN (contributions|history_entries|notifications)\b/;

let t: TestApp;
let c: Circle;
let statements: Set<string>;

beforeEach(async () => {
  t = testApp();
  statements = new Set();
  const sqlite = t.sqlite;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    statements.add(source);
    return prepare(source);
  }) as typeof sqlite.prepare;
  c = await circle(t);
});
afterEach(() => t.close());

/** SQLite's plan for `source`, one line per step (parameters bound as null: a plan does not depend on values without ANALYZE). */
function planOf(source: string): string[] {
  const explain = t.sqlite.prepare(`EXPLAIN QUERY PLAN ${source}`);
  const names = [...source.matchAll(/[@:$]([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const rows = (names.length > 0
    ? explain.all(Object.fromEntries(names.map((name) => [name, null])))
    : explain.all(...Array<null>((source.match(/\?/g) ?? []).length).fill(null))) as { detail: string }[];
  return rows.map((row) => row.detail);
}

describe('query plans on the tables that grow with a group', () => {
  it('submits, reviews, pulls, lists and reads history without scanning contributions, history or notifications', async () => {
    const ids: string[] = [];
    for (const [i, who] of [c.member, c.other, c.partner, c.member].entries()) {
      const res = await submitDialog(who, { amount: 5000 + i, projectId: c.project.id, reference: `REF-${i}` });
      expect(res.status).toBe(201);
      ids.push(res.json.id as string);
    }
    expect((await c.admin.call('PATCH', `/api/contributions/${ids[0]}/confirm`)).status).toBe(200);
    expect((await c.admin.call('PATCH', `/api/contributions/${ids[1]}/reject`, { reason: 'blurry' })).status).toBe(200);
    for (const who of [c.admin, c.partner, c.member]) {
      expect((await who.call('GET', '/api/sync?since=0')).status).toBe(200);
      expect((await who.call('GET', '/api/notifications')).status).toBe(200);
      expect((await who.call('GET', `/api/groups/${c.group.id}/history`)).status).toBe(200);
      expect((await who.call('GET', `/api/contributions/user/${who.id}`)).status).toBe(200);
      expect((await who.call('GET', `/api/contributions/user/${who.id}/summary`)).status).toBe(200);
    }
    expect((await c.admin.call('GET', '/api/contributions/admin')).status).toBe(200);

    // Inserts read none of these tables: the plan SQLite prints for an insert that returns its row
    // lists the foreign-key look-ups of child rows, which run only while a deferred violation is
    // outstanding (never, here).
    const growing = [...statements].filter((source) => GROWING.test(source) && /^\s*(select|update|delete|with)/i.test(source));
    expect(growing.length).toBeGreaterThan(10);
    const scans = growing.flatMap((source) => planOf(source).filter((step) => SCANS_GROWING.test(step)).map((step) => `${step} :: ${source}`));
    expect(scans).toEqual([]);
  });

  // Issue 25's figure: allocating a confirmed payment into monthly dues scans no member's history.
  // What a member owes each period is derived from the schedule and the payments when read, so a
  // confirmation writes what it writes for a one-off purse; these are the dues purse's own requests.
  it('takes payments into monthly dues with a late fine, confirms, rejects and reverses them, and reads who owes, without scanning those tables', async () => {
    const dues = await makePurse(c.admin, c.group.id, {
      name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-12-31',
      lateFine: { kind: 'fixed', amount: '500', graceDays: 3 },
    });
    expect(await pushOne(c.admin, 'dues.owesFromStart', { projectId: dues.id, userId: c.member.id, owesFromStart: true })).toMatchObject({ status: 'applied' });
    statements.clear();
    const ids: string[] = [];
    for (const [i, body] of [{ period: 2 }, {}, { period: 0 }, {}].entries()) {
      const res = await submitDialog(i % 2 === 0 ? c.member : c.other, { amount: 2500 + i, projectId: dues.id, reference: `DUES-${i}`, ...body });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      ids.push(res.json.id as string);
    }
    expect((await c.admin.call('PATCH', `/api/contributions/${ids[0]}/confirm`)).status).toBe(200);
    expect((await c.admin.call('PATCH', `/api/contributions/${ids[1]}/confirm`)).status).toBe(200);
    expect((await c.admin.call('PATCH', `/api/contributions/${ids[3]}/reject`, { reason: 'blurry' })).status).toBe(200);
    expect(await pushOne(c.admin, 'contribution.reverse', { contributionId: ids[1], reason: 'sent twice' })).toMatchObject({ status: 'applied' });
    expect((await c.admin.call('GET', `/api/projects/${dues.id}/unpaid-members`)).status).toBe(200);
    for (const who of [c.admin, c.member]) expect((await who.call('GET', '/api/sync?since=0')).status).toBe(200);
    const growing = [...statements].filter((source) => GROWING.test(source) && /^\s*(select|update|delete|with)/i.test(source));
    expect(growing.length).toBeGreaterThan(5);
    const scans = growing.flatMap((source) => planOf(source).filter((step) => SCANS_GROWING.test(step)).map((step) => `${step} :: ${source}`));
    expect(scans).toEqual([]);
  });

  it("reads a member's total owed to a group from one index alone, however many payments they made, and its history's head from the chain's own index", async () => {
    expect((await submitDialog(c.member, { amount: 5000, projectId: c.project.id, reference: 'REF-OWED' })).status).toBe(201);
    // The submit's one read once its group is locked (contributions/submit-service.ts).
    const read = [...statements].find((source) => /sum\("contributions"."amount_kobo"\)/.test(source) && /"contributions"."user_id" = \?/.test(source));
    expect(read).toBeDefined();
    const plan = planOf(read!);
    expect(plan).toContainEqual(expect.stringMatching(/^SEARCH contributions USING COVERING INDEX contributions_user_group_owed_idx/));
    // The head: the last entry by (group_id, seq), read backwards, never sorted.
    expect(plan.filter((step) => /history_entries/.test(step))).toEqual([
      expect.stringMatching(/^SEARCH history_entries USING COVERING INDEX history_group_seq_uq \(group_id=\?\)$/),
      expect.stringMatching(/^SEARCH history_entries USING INDEX history_group_seq_uq \(group_id=\?\)$/),
    ]);
    expect(plan.filter((step) => /^SCAN|TEMP B-TREE/.test(step))).toEqual([]);
  });

  // Every submit asks whether another payment of its group used the same proof or reference. With
  // an index on the proof alone, SQLite answered the proof's question by reading every payment of
  // the group (its (group_id, revision) index), with a proof or without one.
  it('asks whether the group already has the same proof or reference from those keys\u2019 own indexes, not by reading the group\u2019s payments', async () => {
    statements.clear();
    for (const [i, body] of [{ proofOfPayment: dataUrl(pngBytes(100, 7)) }, {}].entries()) {
      expect((await submitDialog(c.member, { amount: 5000, projectId: c.project.id, reference: `REF-DUP-${i}`, ...body })).status).toBe(201);
    }
    const lookUp = [...statements].filter((source) => /exists \(select 1 from "contributions" where .*"proof_sha256" =/.test(source));
    expect(lookUp).toHaveLength(1);
    const steps = planOf(lookUp[0]!).filter((step) => /^SEARCH contributions\b/.test(step) && !/sqlite_autoindex_contributions_1/.test(step));
    expect(steps).toEqual([
      expect.stringMatching(/USING COVERING INDEX contributions_proof_group_idx \(proof_sha256=\? AND group_id=\?\)$/),
      expect.stringMatching(/USING COVERING INDEX contributions_ref_key_group_idx \(<expr>=\? AND group_id=\?\)$/),
      // The same read's sum of the payer's money owed (the test above).
      expect.stringMatching(/USING COVERING INDEX contributions_user_group_owed_idx /),
    ]);
  });

  it('reads queued proofs and compares their references without scanning or sorting the queue or the reference keys', async () => {
    const reader: ReceiptReader = {
      read: async (bytes) => ({ reading: { state: 'read', ...NO_RECEIPT_FIELDS, reference: `GTB2026112400${bytes[bytes.length - 1]}` }, dhash: null, text: '' }),
      close: async () => {},
    };
    const runner = createReceiptRunner({ db: t.db, store: t.proofStore, reader, clock: t.clock });
    for (const seed of [1, 2, 1]) {
      expect((await submitDialog(c.member, { amount: 5000, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(100, seed)) })).status).toBe(201);
    }
    expect(await runner.runQueued()).toBe(3);
    await runner.stop();
    const receiptTables = /"(receipt_jobs|receipt_references|similar_proofs|proof_readings)"/;
    // Left out: the dHash index's one read of every hash when a runner starts.
    const reads = [...statements].filter((source) => receiptTables.test(source) && /^\s*(select|update|delete)/i.test(source) && !/"dhash" is not null/.test(source));
    expect(reads.length).toBeGreaterThan(4);
    const slow = reads.flatMap((source) =>
      planOf(source)
        // The oldest job is the first entry of an index walked in order (LIMIT 1): no sort, one row.
        .filter((step) => /^SCAN (receipt_jobs|receipt_references|similar_proofs|proof_readings|contributions)\b(?! USING (COVERING )?INDEX)|TEMP B-TREE/.test(step))
        .map((step) => `${step} :: ${source}`),
    );
    expect(slow).toEqual([]);
  });
});
