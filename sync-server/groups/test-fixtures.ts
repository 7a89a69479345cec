import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { nextRevision } from '../db/revision';
import { contributions, groups, projects } from '../db/schema';
import { signUp, type TestApp } from '../testing/test-app';

/**
 * Test helpers for the groups and stats tests: people who each keep their own session cookie on
 * one TestApp, and seeding of what no API makes yet (contributions, collected totals). The
 * seeding and reading helpers each run in their own transaction, as a request would: await them.
 */

export type Person = Awaited<ReturnType<typeof person>>;

/**
 * Signs a user up and returns them with `call` (JSON) and `send` (any body: bytes, a form), which
 * act with their session.
 */
export async function person(t: TestApp, username: string, role: 'admin' | 'member' = 'member', fullName = `${username} Okafor`) {
  const user = await signUp(t, { username, role, fullName });
  const cookie = t.cookie;
  return {
    ...user,
    cookie,
    call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
      t.setCookie(cookie);
      return t.call(method, path, body, headers);
    },
    send(method: string, path: string, body?: BodyInit, headers?: Record<string, string>) {
      t.setCookie(cookie);
      return t.send(method, path, body, headers);
    },
  };
}

/** Calls as a signed-out visitor. */
export function anonymous(t: TestApp, method: string, path: string, body?: unknown) {
  t.setCookie('');
  return t.call(method, path, body);
}

/** An admin's new group through the API; returns the answer's JSON. */
export async function makeGroup(admin: Person, name = 'Ajo Circle') {
  const res = await admin.call('POST', '/api/groups', { name, description: 'Monthly savings' });
  if (res.status !== 201) throw new Error(`create group ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { id: string; name: string; customSlug: string; registrationLink: string };
}

/** A bank account a purse that allows bank transfer must hold (the default methods include it). */
export const PURSE_BANK = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };

/** An admin's new purse through the API, with PURSE_BANK unless `body` says otherwise. */
export async function makePurse(admin: Person, groupId: string, body: Record<string, unknown> = {}) {
  const res = await admin.call('POST', `/api/groups/${groupId}/projects`, { name: 'Xmas Party', targetAmount: 50000, ...PURSE_BANK, ...body });
  if (res.status !== 201) throw new Error(`create project ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { id: string; name: string; customSlug: string };
}

/** One mutation pushed through the sync route as `who`; its answer. */
export async function pushOne(who: Person, type: string, payload: object): Promise<{ status: string; code?: string; message?: string }> {
  const res = await who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: randomUUID(), type, payload }] });
  return res.json.results[0];
}

export async function join(member: Person, groupId: string) {
  const res = await member.call('POST', `/api/groups/${groupId}/join`, { userId: member.id });
  if (res.status !== 201) throw new Error(`join ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.membership as { id: string };
}

/** A contribution row written straight to the database (no rules, no totals, no notifications). */
export async function seedContribution(
  t: TestApp,
  row: { groupId: string; projectId?: string; userId: string; amountKobo: number; status: 'pending' | 'confirmed' | 'rejected' },
): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.insert(contributions).values({ id: randomUUID(), paymentType: 'bank_transfer', createdAt: t.clock.now(), revision: await nextRevision(tx), ...row });
  });
}

export async function setCollected(t: TestApp, projectId: string, kobo: number): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.update(projects).set({ collectedAmountKobo: kobo }).where(eq(projects.id, projectId));
  });
}

export async function groupRow(t: TestApp, groupId: string) {
  const [row] = await t.db.transaction((tx) => tx.select().from(groups).where(eq(groups.id, groupId)).limit(1), { readOnly: true });
  if (!row) throw new Error(`no group ${groupId}`);
  return row;
}
