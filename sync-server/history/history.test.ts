import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkCode, verifyChain, webSha256, type HistoryEventType } from '../../shared/history';
import type { HistoryRow } from '../../shared/sync-protocol';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import type { Tx } from '../db/database';
import { groupMembers, groups, historyEntries } from '../db/schema';
import { anonymous, person, type Person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

/** The circle's own history (purse, three joins, a partner) plus a payment confirmed, one rejected and a partner removed. */
async function someActions() {
  const paid = await submitDialog(c.member, { amount: 1500, projectId: c.project.id, transactionRef: 'TRF-1' });
  expect((await c.admin.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
  const wrong = await submitDialog(c.other, { amount: 700, projectId: c.project.id, transactionRef: 'TRF-2' });
  expect((await c.admin.call('PATCH', `/api/contributions/${wrong.json.id}/reject`, { reason: 'wrong amount' })).status).toBe(200);
  expect((await c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.partner.id}`)).status).toBe(200);
}

const EXPECTED: HistoryEventType[] = [
  'purse.created',
  'member.joined',
  'member.joined',
  'member.joined',
  'partner.added',
  'contribution.submitted',
  'contribution.confirmed',
  'contribution.submitted',
  'contribution.rejected',
  'partner.removed',
];

async function allEntries(who: Person): Promise<HistoryRow[]> {
  const res = await who.call('GET', `/api/groups/${c.group.id}/history?limit=200`);
  expect(res.status).toBe(200);
  return res.json.entries;
}

const verify = (who: Person = c.admin) => who.call('GET', `/api/groups/${c.group.id}/history/verify`);
/** A change made straight in the database, as someone with the file (or a database login) could. */
const tamper = (work: (tx: Tx) => Promise<unknown>) => t.db.transaction(async (tx) => void (await work(tx)));
const entry = (groupId: string, seq: number) => and(eq(historyEntries.groupId, groupId), eq(historyEntries.seq, seq));
const rowAt = async (seq: number) =>
  (await t.db.transaction((tx) => tx.select().from(historyEntries).where(entry(c.group.id, seq)).limit(1), { readOnly: true }))[0]!;

describe('GET /api/groups/{id}/history', () => {
  it('lists every event the actions appended, newest first, chained from 1 with no gap', async () => {
    await someActions();
    const entries = await allEntries(c.admin);
    expect(entries.map((e) => e.type)).toEqual([...EXPECTED].reverse());
    expect(entries.map((e) => e.seq)).toEqual(EXPECTED.map((_, i) => EXPECTED.length - i));
    const confirmed = entries.find((e) => e.type === 'contribution.confirmed')!;
    expect(confirmed).toMatchObject({ actorId: c.admin.id, actorName: c.admin.fullName, subjectId: c.member.id, subjectName: c.member.fullName });
    expect(JSON.parse(confirmed.data!)).toMatchObject({ amountKobo: 150_000 });
  });

  it('pages with before and limit (default 50, at most 200)', async () => {
    await someActions();
    const first = await c.member.call('GET', `/api/groups/${c.group.id}/history?limit=4`);
    expect(first.json.entries.map((e: HistoryRow) => e.seq)).toEqual([10, 9, 8, 7]);
    expect(first.json.nextBefore).toBe(7);
    const second = await c.member.call('GET', `/api/groups/${c.group.id}/history?limit=4&before=7`);
    expect(second.json.entries.map((e: HistoryRow) => e.seq)).toEqual([6, 5, 4, 3]);
    const last = await c.member.call('GET', `/api/groups/${c.group.id}/history?limit=4&before=3`);
    expect(last.json.entries.map((e: HistoryRow) => e.seq)).toEqual([2, 1]);
    expect(last.json.nextBefore).toBeNull();
    expect((await c.member.call('GET', `/api/groups/${c.group.id}/history`)).json.entries).toHaveLength(10);
  });

  it.each([['limit=0'], ['limit=201'], ['limit=abc'], ['before=0'], ['before=-3']])('refuses the query %s with 400', async (query) => {
    const res = await c.admin.call('GET', `/api/groups/${c.group.id}/history?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/before|limit/);
  });

  it('is open to the admin, partners and members; outsiders get 403, an unknown group 404, no session 401', async () => {
    const outsider = await person(t, 'olu');
    for (const who of [c.admin, c.partner, c.member]) {
      expect((await who.call('GET', `/api/groups/${c.group.id}/history`)).status).toBe(200);
      expect((await verify(who)).status).toBe(200);
    }
    expect((await outsider.call('GET', `/api/groups/${c.group.id}/history`)).status).toBe(403);
    expect((await verify(outsider)).status).toBe(403);
    expect((await outsider.call('GET', '/api/groups/no-such-group/history')).status).toBe(404);
    expect((await anonymous(t, 'GET', `/api/groups/${c.group.id}/history/verify`)).status).toBe(401);
  });
});

describe('GET /api/groups/{id}/history/verify', () => {
  it('recomputes the chain: ok, the count, the head (the last hash) and its check code', async () => {
    await someActions();
    const res = await verify();
    const head = (await rowAt(EXPECTED.length)).hash;
    expect(res.json).toEqual({ ok: true, entries: EXPECTED.length, head, checkCode: head.slice(0, 8) });
  });

  // Each tampering is done straight in the database, as someone with the file could.
  const TAMPERING: { name: string; tamper: (groupId: string) => Promise<void>; brokenAt: number; problem: RegExp }[] = [
    {
      name: 'an edited rejection reason',
      tamper: (g) => tamper((tx) => tx.update(historyEntries).set({ data: sql`replace(${historyEntries.data}, 'wrong amount', 'duplicate')` }).where(entry(g, 9))),
      brokenAt: 9,
      problem: /details of entry 9 were changed/,
    },
    {
      name: 'an edited amount in the details',
      tamper: (g) => tamper((tx) => tx.update(historyEntries).set({ data: sql`replace(${historyEntries.data}, '"amountKobo":150000', '"amountKobo":15000')` }).where(entry(g, 7))),
      brokenAt: 7,
      problem: /details of entry 7 were changed/,
    },
    {
      name: 'an edited amount with its details hash recomputed',
      tamper: async (g) => {
        const data = (await rowAt(7)).data.replace('"amountKobo":150000', '"amountKobo":15000');
        await tamper((tx) => tx.update(historyEntries).set({ data, dataHash: sha256(data) }).where(entry(g, 7)));
      },
      brokenAt: 7,
      problem: /entry 7 was changed/,
    },
    { name: 'a deleted middle entry', tamper: (g) => tamper((tx) => tx.delete(historyEntries).where(entry(g, 5))), brokenAt: 5, problem: /entry 5 is missing/ },
    {
      name: 'an edited actor',
      tamper: (g) =>
        tamper(async (tx) => {
          const [someMember] = await tx.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, g)).limit(1);
          await tx.update(historyEntries).set({ actorId: someMember!.userId }).where(entry(g, 9));
        }),
      brokenAt: 9,
      problem: /entry 9 was changed/,
    },
    {
      name: 'a deleted middle entry with the later ones renumbered',
      tamper: (g) =>
        tamper(async (tx) => {
          await tx.delete(historyEntries).where(entry(g, 6));
          await tx.update(historyEntries).set({ seq: sql`-(${historyEntries.seq} - 1)` }).where(and(eq(historyEntries.groupId, g), gt(historyEntries.seq, 6)));
          await tx.update(historyEntries).set({ seq: sql`-${historyEntries.seq}` }).where(and(eq(historyEntries.groupId, g), lt(historyEntries.seq, 0)));
        }),
      brokenAt: 6,
      problem: /entry 6 does not follow entry 5/,
    },
    { name: 'the last entry removed, which only the head shows', tamper: (g) => tamper((tx) => tx.delete(historyEntries).where(entry(g, 10))), brokenAt: 0, problem: /./ },
  ];

  it.each(TAMPERING)('finds $name and says where', async ({ tamper: change, brokenAt, problem }) => {
    await someActions();
    const before = (await verify()).json;
    await change(c.group.id);
    const res = (await verify()).json;
    if (brokenAt === 0) {
      // A cut tail is still a valid chain: what gives it away is the head, which no longer matches
      // the check code printed on statements and roll-calls.
      expect(res.ok).toBe(true);
      expect(res.checkCode).not.toBe(before.checkCode);
      return;
    }
    expect(res).toMatchObject({ ok: false, brokenAt });
    expect(res.problem).toMatch(problem);
  });
});

describe('who sees the details', () => {
  it('withholds other members’ money details in a totals-only group, and the member’s phone still verifies the chain', async () => {
    await someActions();
    await tamper((tx) => tx.update(groups).set({ showMemberAmounts: false }).where(eq(groups.id, c.group.id)));
    const seen = await allEntries(c.member);
    const others = seen.filter((e) => e.subjectId === c.other.id && e.type.startsWith('contribution.'));
    expect(others.map((e) => e.type)).toEqual(['contribution.rejected', 'contribution.submitted']);
    expect(others.every((e) => e.data === null)).toBe(true);
    expect(seen.filter((e) => e.subjectId === c.member.id && e.type.startsWith('contribution.')).every((e) => e.data !== null)).toBe(true);
    expect(seen.find((e) => e.type === 'purse.created')!.data).not.toBeNull();
    // The admin and partners always see everything.
    expect((await allEntries(c.admin)).every((e) => e.data !== null)).toBe(true);

    const onPhone = await verifyChain(seen, webSha256);
    expect(onPhone).toEqual({ ok: true, entries: 10, head: (await rowAt(10)).hash });
    expect(checkCode(onPhone.head)).toBe((await verify(c.member)).json.checkCode);

    // The withheld details cannot hide a change to the fields the hash covers.
    const forged = seen.map((e) => (e.seq === 9 ? { ...e, actorId: c.member.id } : e));
    expect(await verifyChain(forged, webSha256)).toMatchObject({ ok: false, brokenAt: 9 });
  });
});

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
