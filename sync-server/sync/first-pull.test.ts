/**
 * A device's first pull opens with a snapshot (first-pull-snapshot.ts): purse totals correct in
 * the first page, no row skipped across the pages, and only recent or unread notifications.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { contributions, groups, notifications, projects } from '../db/schema';
import { pullPage, pullPages } from '../testing/pull-pages';
import { signUp, testApp, type TestApp } from '../testing/test-app';
import { FIRST_PULL_NOTIFICATIONS, FIRST_PULL_UNREAD_WINDOW } from './first-pull-snapshot';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

/** Runs `work` in one write transaction, as a request would. */
const write = <T>(work: (tx: Tx) => Promise<T>) => t.db.transaction(work);
const epoch = new Date(0);

/** An admin's group with one purse and `n` confirmed contributions; each confirm rewrites the purse total. */
async function groupWith(n: number) {
  const admin = await signUp(t, { username: 'ada', role: 'admin' });
  const groupId = randomUUID();
  const projectId = randomUUID();
  await write(async (tx) => {
    await tx.insert(groups).values({ id: groupId, name: 'Esusu', registrationLink: randomUUID(), adminId: admin.id, createdAt: epoch, revision: await nextRevision(tx) });
    await tx.insert(projects).values({ id: projectId, groupId, name: 'Purse', targetAmountKobo: 1e9, createdAt: epoch, revision: await nextRevision(tx) });
    for (let i = 0; i < n; i++) {
      const row = { id: randomUUID(), groupId, projectId, userId: admin.id, amountKobo: 100, status: 'confirmed', paymentType: 'cash', createdAt: epoch } as const;
      await tx.insert(contributions).values({ ...row, revision: await nextRevision(tx) });
      await tx
        .update(projects)
        .set({ collectedAmountKobo: sql`${projects.collectedAmountKobo} + 100`, revision: await nextRevision(tx) })
        .where(eq(projects.id, projectId));
    }
  });
  return { admin, groupId, projectId };
}

describe('first pull snapshot', () => {
  it("puts every purse's current total in the first page, though the totals carry the newest revisions", async () => {
    const { admin, projectId } = await groupWith(30);
    const pages = await pullPages(t.db, admin.id, 5);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]!.projects.find((p) => p.id === projectId)?.collectedAmountKobo).toBe(3000);
    expect(pages[0]!.snapshot).toBeGreaterThan(0);
  });

  it('skips no row and repeats none across the pages, and a change made mid-pull still arrives', async () => {
    const { admin, projectId } = await groupWith(30);
    let changed = false;
    const pages = await pullPages(t.db, admin.id, 4, async () => {
      if (changed) return;
      changed = true; // after the snapshot was read: a new confirm rewrites the purse
      await write(async (tx) => tx.update(projects).set({ collectedAmountKobo: 999, revision: await nextRevision(tx) }).where(eq(projects.id, projectId)));
    });
    const contributions = pages.flatMap((p) => p.contributions.map((c) => c.id));
    expect(new Set(contributions).size).toBe(30);
    expect(contributions).toHaveLength(30);
    const purse = pages.flatMap((p) => p.projects).filter((p) => p.id === projectId);
    expect(purse.map((p) => p.collectedAmountKobo)).toEqual([3000, 999]);
    const total = await pullPage(t.db, admin.id, 0, 10_000);
    const key = (h: { groupId: string; seq: number }) => `${h.groupId}:${h.seq}`;
    expect(new Set(pages.flatMap((p) => p.history.map(key)))).toEqual(new Set(total.history.map(key)));
  });

  it('brings the newest notifications and every unread one of the recent window, not the whole past', async () => {
    const { admin, groupId } = await groupWith(0);
    const total = FIRST_PULL_UNREAD_WINDOW + 100;
    const ids: { id: string; read: boolean }[] = [];
    // Oldest first: every third one unread.
    await write(async (tx) => {
      for (let i = 0; i < total; i++) {
        const id = randomUUID();
        const read = i % 3 !== 0;
        const notification = { id, userId: admin.id, groupId, type: 'payment_submitted', title: 'New Payment Submitted', message: 'x', read, createdAt: epoch };
        await tx.insert(notifications).values({ ...notification, revision: await nextRevision(tx) });
        ids.push({ id, read });
      }
    });
    const sent = new Set((await pullPages(t.db, admin.id, 50)).flatMap((p) => p.notifications.map((n) => n.id)));
    const newestFirst = [...ids].reverse();
    const expected = newestFirst.filter((n, i) => i < FIRST_PULL_NOTIFICATIONS || (i < FIRST_PULL_UNREAD_WINDOW && !n.read)).map((n) => n.id);
    expect(sent).toEqual(new Set(expected));
    // A later pull brings a notification made after the first one, and a change to an old one.
    const cursor = (await pullPages(t.db, admin.id, 50)).at(-1)!.cursor;
    await write(async (tx) => tx.update(notifications).set({ read: true, revision: await nextRevision(tx) }).where(eq(notifications.id, ids[0]!.id)));
    expect((await pullPage(t.db, admin.id, cursor)).notifications.map((n) => n.id)).toEqual([ids[0]!.id]);
  });
});
