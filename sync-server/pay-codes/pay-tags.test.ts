/**
 * Payment codes through the real app and database (issue 27 §3): tags given at joining and at
 * making a purse, unique in the group and kept; tags given to rows made before codes; a pull
 * carrying them; a pasted alert holding a member's code paired with their proof confidently.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StatementImportResult } from '../../shared/reconciliation';
import { eachTestACircle, readDb, submitDialog, writeDb, type Circle } from '../contributions/test-fixtures';
import { groupMembers, projects } from '../db/schema';
import { join, makePurse, person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import type { TestApp } from '../testing/test-app';
import { assignMissingPayTags } from './pay-tags';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const memberTag = async (userId: string) =>
  (await readDb(t, (tx) => tx.select({ tag: groupMembers.payTag }).from(groupMembers).where(and(eq(groupMembers.groupId, c.group.id), eq(groupMembers.userId, userId)))))[0]!.tag;
const purseTag = async (projectId: string) => (await readDb(t, (tx) => tx.select({ tag: projects.payTag }).from(projects).where(eq(projects.id, projectId))))[0]!.tag;

describe('payment code tags', () => {
  it("gives each member and purse a tag of the group's own, from the name, the second of a name numbered", async () => {
    expect(await memberTag(c.member.id)).toBe('CHI');
    expect(await memberTag(c.other.id)).toBe('DAY');
    expect(await purseTag(c.project.id)).toMatch(/^XMA\d\d$/);
    const chioma = await person(t, 'chioma');
    await join(chioma, c.group.id);
    expect(await memberTag(chioma.id)).toBe('CHI2');
    const second = await makePurse(c.admin, c.group.id, { name: 'Xmas party 2' });
    expect(await purseTag(second.id)).toBe(`${await purseTag(c.project.id)}B`);
  });

  it('keeps a returning member their tag, so a code they used still names them', async () => {
    await writeDb(t, (tx) => tx.update(groupMembers).set({ deletedAt: new Date(), status: 'removed' }).where(eq(groupMembers.userId, c.member.id)));
    const chidi2 = await person(t, 'chidinma');
    await join(chidi2, c.group.id);
    expect(await memberTag(chidi2.id)).toBe('CHI2');
    await join(c.member, c.group.id);
    expect(await memberTag(c.member.id)).toBe('CHI');
  });

  it('sends a member their own tag and the purse tags in a pull', async () => {
    const page = await pullPage(t.db, c.member.id, 0);
    expect(page.members.filter((m) => m.userId === c.member.id).map((m) => m.payTag)).toEqual(['CHI']);
    expect(page.projects.find((p) => p.id === c.project.id)!.payTag).toBe(await purseTag(c.project.id));
  });

  it('tags the rows made before codes, oldest first, moving their revisions, once', async () => {
    // Chioma joins after Chidi: the older membership keeps CHI.
    t.clock.advance(60_000);
    const chioma = await person(t, 'chioma');
    await join(chioma, c.group.id);
    await writeDb(t, async (tx) => {
      await tx.update(groupMembers).set({ payTag: null });
      await tx.update(projects).set({ payTag: null });
    });
    const before = await pullPage(t.db, c.member.id, 0);
    expect(await assignMissingPayTags(t.db, t.clock.now())).toBe(5);
    expect([await memberTag(c.partner.id), await memberTag(c.member.id), await memberTag(c.other.id), await memberTag(chioma.id)]).toEqual(['PAT', 'CHI', 'DAY', 'CHI2']);
    const after = await pullPage(t.db, c.member.id, before.cursor);
    expect(after.members.map((m) => m.payTag)).toEqual(['CHI']);
    expect(after.projects.map((p) => p.payTag)).toEqual([await purseTag(c.project.id)]);
    expect(await assignMissingPayTags(t.db, t.clock.now())).toBe(0);
    expect(await readDb(t, (tx) => tx.select().from(groupMembers).where(isNull(groupMembers.payTag)))).toEqual([]);
  });
});

describe('payment codes in reconciliation', () => {
  it("pairs a pasted alert holding the member's code with their proof, confidently, though it names someone else", async () => {
    t.clock.set(new Date('2026-11-21T09:00:00Z'));
    const code = `CHI-${await purseTag(c.project.id)}`;
    const proof = await submitDialog(c.member, { amount: 5_000, projectId: c.project.id });
    expect(proof.status).toBe(201);
    const other = await submitDialog(c.other, { amount: 5_000, projectId: c.project.id });
    expect(other.status).toBe(201);
    // Paid by Chidi's mother from her account, three days later, the code in the remark.
    const alert = `Acct:221****734\nDT:24/11/2026 09:06:35 PM\nNIP CR/MOB/NGOZI EZE/${code.replace('-', ' ')}\nCR Amt:5,000.00\nBal:15,077.66`;
    const pasted = await c.admin.call('POST', `/api/groups/${c.group.id}/statements`, { text: alert });
    expect(pasted.status).toBe(201);
    const view = (pasted.json as StatementImportResult).reconciliation;
    expect(view.matches.map((m) => [m.proof.contributionId, m.confident, m.reasons.map((r) => r.code)])).toEqual([[proof.json.id, true, ['amount-equal', 'code-in-narration']]]);
  });
});
