import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { submitDialog, type Circle } from '../contributions/test-fixtures';
import { nextRevision } from '../db/revision';
import { payouts, projects, users } from '../db/schema';
import { join, person, type Person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';

/**
 * Books for the statement tests, made through the real API where one exists (payments submitted,
 * confirmed, rejected; a payment naming no purse), plus one approved payout written the way the
 * payout service books it (row and the purse's paid-out total in one transaction).
 */
export async function someBooks(t: TestApp, c: Circle) {
  // A member whose name a spreadsheet would run as a formula.
  const trickster = await person(t, 'tricky', 'member', '=HYPERLINK("http://evil.example","Pay")');
  await join(trickster, c.group.id);
  const day = (iso: string) => t.clock.set(new Date(iso));
  const pay = async (who: Person, amount: string, projectId: string | null, ref: string) => {
    const res = await submitDialog(who, { amount, groupId: c.group.id, projectId, transactionRef: ref });
    if (res.status !== 201) throw new Error(`submit ${ref}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.id as string;
  };
  const decide = async (id: string, decision: 'confirm' | 'reject') =>
    expect((await c.admin.call('PATCH', `/api/contributions/${id}/${decision}`, decision === 'reject' ? { reason: 'wrong amount' } : {})).status).toBe(200);

  day('2026-11-22T10:00:00Z');
  await decide(await pay(c.member, '1500.50', c.project.id, 'TRF-1'), 'confirm');
  day('2026-11-29T10:00:00Z');
  await decide(await pay(trickster, '700', c.project.id, 'TRF-2'), 'confirm');
  day('2026-12-05T10:00:00Z');
  await decide(await pay(c.other, '200', c.project.id, 'TRF-3'), 'reject');
  await pay(c.member, '300', c.project.id, 'TRF-4');
  await decide(await pay(c.other, '99.99', null, 'TRF-5'), 'confirm');
  await seedApprovedPayout(t, c, { kobo: 120_000, paidAt: '2026-12-10T00:00:00.000Z', purpose: 'Food, drinks and "small chops"' });
  day('2026-12-15T09:00:00Z');
  return { trickster };
}

async function seedApprovedPayout(t: TestApp, c: Circle, p: { kobo: number; paidAt: string; purpose: string }) {
  await t.db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1);
    await tx.insert(payouts)
      .values({
        id: randomUUID(),
        groupId: c.group.id,
        projectId: c.project.id,
        amountKobo: p.kobo,
        recipient: '-Mama Put',
        purpose: p.purpose,
        paidAt: new Date(p.paidAt),
        status: 'approved',
        recordedBy: c.admin.id,
        decidedBy: c.partner.id,
        decidedAt: new Date(p.paidAt),
        createdAt: new Date(p.paidAt),
        revision: await nextRevision(tx),
      });
    await tx
      .update(projects)
      .set({ paidOutAmountKobo: project!.paidOutAmountKobo + p.kobo, revision: await nextRevision(tx) })
      .where(eq(projects.id, c.project.id));
  });
}

/** The database's own books for a purse: collected − paid out. */
export async function purseBalance(t: TestApp, projectId: string): Promise<number> {
  const [p] = await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, projectId)).limit(1), { readOnly: true });
  return p!.collectedAmountKobo - p!.paidOutAmountKobo;
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, id)).limit(1), { readOnly: true });
  return row!;
}

/** RFC 4180 parsing (quoted fields, doubled quotes, CRLF), enough to read our CSV back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), (i += 1);
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      (row = []), (field = ''), (i += 1);
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Naira as written in a cell -> kobo, exactly (no float arithmetic). */
export function nairaCellToKobo(cell: string): number {
  expect(cell).toMatch(/^-?\d+\.\d{2}$/);
  const negative = cell.startsWith('-');
  const [whole, part] = cell.replace('-', '').split('.') as [string, string];
  const kobo = Number(whole) * 100 + Number(part);
  return negative ? -kobo : kobo;
}
