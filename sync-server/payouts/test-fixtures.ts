import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Circle } from '../contributions/test-fixtures';
import { pngBytes, sha256Of, submitDialog } from '../contributions/test-fixtures';
import type { Tx } from '../db/database';
import { historyEntries, payouts, projects } from '../db/schema';
import type { Person } from '../groups/test-fixtures';
import { ledgerProblems } from '../security/fuzz-world';
import type { TestApp } from '../testing/test-app';

/**
 * Test helpers for payouts: money in a purse through the real paths (a member pays, the admin
 * confirms), a payout's body, a receipt uploaded by hash, and reads of what the books hold.
 */

/** A day in the past for every clock the tests run under. */
export const PAID_ON = '2026-11-20';

/** A payout's JSON body: ₦200 to Mama Chika for rice, unless `body` says otherwise. */
export function payoutBody(body: Record<string, unknown> = {}) {
  return { amount: 200, recipient: 'Mama Chika', purpose: 'Rice for the party', paidOn: PAID_ON, ...body };
}

export function postPayout(who: Person, projectId: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return who.call('POST', `/api/projects/${projectId}/payouts`, payoutBody(body), headers);
}

/** Puts `naira` into the circle's purse: the member pays and the admin confirms. */
export async function fund(c: Circle, naira: number): Promise<void> {
  const paid = await submitDialog(c.member, { amount: naira, projectId: c.project.id });
  expect(paid.status).toBe(201);
  expect((await c.admin.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
}

/** Makes the circle's group one without partners: the admin removes Pat. */
export async function removePartner(c: Circle): Promise<void> {
  expect((await c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.partner.id}`)).status).toBe(200);
}

/** Uploads an image as `who` the way a device does, and returns its hash. */
export async function uploadReceipt(who: Person, seed = 41): Promise<string> {
  const bytes = pngBytes(120, seed);
  const res = await who.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes);
  expect([200, 201]).toContain(res.status);
  return sha256Of(bytes);
}

/**
 * A test's read of the tables, in a read-only transaction of its own.
 * @example const rows = await read(t, (tx) => tx.select().from(payouts))
 */
export function read<T>(t: TestApp, query: (tx: Tx) => Promise<T>): Promise<T> {
  return t.db.transaction(query, { readOnly: true });
}

/** The purse's row as the database holds it now. */
export async function purseRow(t: TestApp, projectId: string) {
  const [row] = await read(t, (tx) => tx.select().from(projects).where(eq(projects.id, projectId)).limit(1));
  return row!;
}

export function payoutRows(t: TestApp, projectId: string) {
  return read(t, (tx) => tx.select().from(payouts).where(eq(payouts.projectId, projectId)));
}

/** The group's history entries of one type, oldest first, with their data parsed. */
export async function historyOf(t: TestApp, groupId: string, type: string) {
  const entries = await read(t, (tx) =>
    tx
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.groupId, groupId), eq(historyEntries.type, type)))
      .orderBy(asc(historyEntries.seq)),
  );
  return entries.map((e) => ({ actorId: e.actorId, data: JSON.parse(e.data) as Record<string, unknown> }));
}

/** Totals equal the sums of their movements, and paid out is never above collected. */
export async function expectBooksBalanced(t: TestApp): Promise<void> {
  expect(await ledgerProblems(t)).toEqual([]);
}
