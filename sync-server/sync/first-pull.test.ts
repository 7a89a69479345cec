/**
 * A device's first pull opens with a snapshot (first-pull-snapshot.ts): purse totals correct in
 * the first page, no row skipped across the pages, and only recent or unread notifications.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullPages } from '../testing/pull-pages';
import { signUp, testApp, type TestApp } from '../testing/test-app';
import { FIRST_PULL_NOTIFICATIONS, FIRST_PULL_UNREAD_WINDOW } from './first-pull-snapshot';
import { pull } from './pull';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

const rev = () => (t.db.$client.prepare("UPDATE counters SET value = value + 1 WHERE name = 'revision' RETURNING value").get() as { value: number }).value;

/** An admin's group with one purse and `n` confirmed contributions; each confirm rewrites the purse total. */
async function groupWith(n: number) {
  const admin = await signUp(t, { username: 'ada', role: 'admin' });
  const sqlite = t.db.$client;
  const groupId = randomUUID();
  const projectId = randomUUID();
  sqlite.prepare('INSERT INTO groups (id, name, registration_link, admin_id, created_at, revision) VALUES (?, ?, ?, ?, ?, ?)').run(groupId, 'Esusu', randomUUID(), admin.id, 0, rev());
  sqlite.prepare('INSERT INTO projects (id, group_id, name, target_amount_kobo, created_at, revision) VALUES (?, ?, ?, ?, ?, ?)').run(projectId, groupId, 'Purse', 1e9, 0, rev());
  for (let i = 0; i < n; i++) {
    sqlite
      .prepare("INSERT INTO contributions (id, group_id, project_id, user_id, amount_kobo, status, payment_type, created_at, revision) VALUES (?, ?, ?, ?, 100, 'confirmed', 'cash', 0, ?)")
      .run(randomUUID(), groupId, projectId, admin.id, rev());
    sqlite.prepare('UPDATE projects SET collected_amount_kobo = collected_amount_kobo + 100, revision = ? WHERE id = ?').run(rev(), projectId);
  }
  return { admin, groupId, projectId };
}

describe('first pull snapshot', () => {
  it("puts every purse's current total in the first page, though the totals carry the newest revisions", async () => {
    const { admin, projectId } = await groupWith(30);
    const pages = pullPages(t.db, admin.id, 5);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]!.projects.find((p) => p.id === projectId)?.collectedAmountKobo).toBe(3000);
    expect(pages[0]!.snapshot).toBeGreaterThan(0);
  });

  it('skips no row and repeats none across the pages, and a change made mid-pull still arrives', async () => {
    const { admin, projectId } = await groupWith(30);
    let changed = false;
    const pages = pullPages(t.db, admin.id, 4, () => {
      if (changed) return;
      changed = true; // after the snapshot was read: a new confirm rewrites the purse
      t.db.$client.prepare('UPDATE projects SET collected_amount_kobo = 999, revision = ? WHERE id = ?').run(rev(), projectId);
    });
    const contributions = pages.flatMap((p) => p.contributions.map((c) => c.id));
    expect(new Set(contributions).size).toBe(30);
    expect(contributions).toHaveLength(30);
    const purse = pages.flatMap((p) => p.projects).filter((p) => p.id === projectId);
    expect(purse.map((p) => p.collectedAmountKobo)).toEqual([3000, 999]);
    const total = pull(t.db, admin.id, 0, 10_000);
    const key = (h: { groupId: string; seq: number }) => `${h.groupId}:${h.seq}`;
    expect(new Set(pages.flatMap((p) => p.history.map(key)))).toEqual(new Set(total.history.map(key)));
  });

  it('brings the newest notifications and every unread one of the recent window, not the whole past', async () => {
    const { admin, groupId } = await groupWith(0);
    const insert = t.db.$client.prepare("INSERT INTO notifications (id, user_id, group_id, type, title, message, read, created_at, revision) VALUES (?, ?, ?, 'payment_submitted', 'New Payment Submitted', 'x', ?, 0, ?)");
    const total = FIRST_PULL_UNREAD_WINDOW + 100;
    const ids: { id: string; read: boolean }[] = [];
    // Oldest first: every third one unread.
    for (let i = 0; i < total; i++) {
      const id = randomUUID();
      const read = i % 3 !== 0;
      insert.run(id, admin.id, groupId, read ? 1 : 0, rev());
      ids.push({ id, read });
    }
    const sent = new Set(pullPages(t.db, admin.id, 50).flatMap((p) => p.notifications.map((n) => n.id)));
    const newestFirst = [...ids].reverse();
    const expected = newestFirst.filter((n, i) => i < FIRST_PULL_NOTIFICATIONS || (i < FIRST_PULL_UNREAD_WINDOW && !n.read)).map((n) => n.id);
    expect(sent).toEqual(new Set(expected));
    // A later pull brings a notification made after the first one, and a change to an old one.
    const cursor = pullPages(t.db, admin.id, 50).at(-1)!.cursor;
    t.db.$client.prepare('UPDATE notifications SET read = 1, revision = ? WHERE id = ?').run(rev(), ids[0]!.id);
    expect(pull(t.db, admin.id, cursor).notifications.map((n) => n.id)).toEqual([ids[0]!.id]);
  });
});
