import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw';
import { accountabilityPartners, contributions, groupMembers, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import { seedPayout } from '../corrections/books-fixtures';
import type { TestApp } from '../testing/test-app';
import { rawRowReader } from './raw-rows';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const TABLES = { projects, groupMembers, accountabilityPartners, contributions, notifications, groupUpdates, payouts, historyEntries };

describe('rows read without drizzle', () => {
  it.each(Object.keys(TABLES) as (keyof typeof TABLES)[])('equal what drizzle returns for %s (dates, booleans, nulls, JSON)', async (name) => {
    // A confirmed and a rejected payment, a partner removed, an announcement and a payout: every kind of cell is set somewhere.
    const paid = await submitDialog(c.member, { amount: 1500, projectId: c.project.id, transactionRef: 'TRF-1' });
    await c.admin.call('PATCH', `/api/contributions/${paid.json.id}/confirm`);
    const wrong = await submitDialog(c.other, { amount: 700, projectId: c.project.id, transactionRef: 'TRF-1' });
    await c.admin.call('PATCH', `/api/contributions/${wrong.json.id}/reject`, { reason: 'wrong amount' });
    await c.admin.call('POST', `/api/groups/${c.group.id}/updates`, { title: 'Hello', message: 'Pay by Friday', priority: 'high' });
    await seedPayout(t, c, 50_000, 'approved');
    await c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.partner.id}`);

    const table = TABLES[name];
    const reader = rawRowReader(table);
    const raw = reader.map(await t.db.transaction((tx) => rawRows<Record<string, unknown>>(tx, sql`SELECT ${sql.raw(reader.select)} FROM ${sql.identifier(reader.table)} ORDER BY revision`)));
    const drizzle = await t.db.transaction((tx) => tx.select().from(table).orderBy(table.revision));
    expect(drizzle.length).toBeGreaterThan(0);
    expect(raw).toEqual(drizzle);
  });
});
