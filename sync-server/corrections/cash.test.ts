import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import { eachTestACircle, readDb, writeDb, type Circle } from '../contributions/test-fixtures';
import { contributions, projects } from '../db/schema';
import { anonymous, makeGroup, makePurse, person, seedContribution } from '../groups/test-fixtures';
import { dataChecksum } from '../security/access-world';
import { ledgerProblems } from '../security/fuzz-world';
import type { TestApp } from '../testing/test-app';
import { collected, contributed, historyOf, noticesOf, pushAs, pushesFor, subscribe } from './books-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const PAID_ON = '2025-01-02';
const record = (body: Record<string, unknown> = {}, who = c.admin, headers?: Record<string, string>) =>
  who.call('POST', `/api/groups/${c.group.id}/cash-payments`, { userId: c.member.id, projectId: c.project.id, amount: 5000, paidOn: PAID_ON, ...body }, headers);
const setStatus = (status: string) => writeDb(t, (tx) => tx.update(projects).set({ status }).where(eq(projects.id, c.project.id)));
const contributionById = async (id: string) => (await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)))[0];

describe('POST /api/groups/{id}/cash-payments', () => {
  it("records the member's cash as a confirmed cash payment without proof, counted at once in the purse and the member", async () => {
    const res = await record({ notes: 'Handed over at the meeting' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      userId: c.member.id,
      projectId: c.project.id,
      amount: '5000.00',
      status: 'confirmed',
      paymentType: 'cash',
      proofUrl: null,
      recordedBy: c.admin.id,
      description: `Cash paid on ${PAID_ON}`,
      paymentNotes: 'Handed over at the meeting',
      decidedAt: t.clock.now().toISOString(),
      createdAt: t.clock.now().toISOString(),
    });
    const row = await contributionById(res.json.id);
    expect(row).toMatchObject({ decidedBy: c.admin.id, recordedBy: c.admin.id, proofSha256: null });
    expect(await collected(t, c.project.id)).toBe(500_000);
    expect(await contributed(t, c.group.id, c.member.id)).toBe(500_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("appends 'cash.recorded' and tells the member, in-app and by push", async () => {
    await subscribe(c.member);
    const res = await record();
    const entry = (await historyOf(t, c.group.id)).at(-1)!;
    expect(entry).toMatchObject({ type: 'cash.recorded', actorId: c.admin.id, subjectId: c.member.id });
    expect(entry.details).toEqual({ contributionId: res.json.id, projectId: c.project.id, amountKobo: 500_000, paidOn: PAID_ON, notes: null });
    const notice = (await noticesOf(t, c.member.id)).find((n) => n.contributionId === res.json.id);
    expect(notice).toMatchObject({ type: 'payment_approved', title: 'Cash Payment Recorded' });
    expect(notice?.message).toBe(`Your cash payment of ₦5,000 for Xmas Party (Ajo Circle), paid on ${PAID_ON}, was recorded.`);
    expect(await pushesFor(t, c.member.id)).toEqual([expect.objectContaining({ title: 'Cash payment recorded', url: `/my-contributions?c=${res.json.id}` })]);
  });

  it.each([
    ['active', 201],
    ['paused', 201],
    ['completed', 422],
  ] as const)('into a %s purse answers %i', async (status, expected) => {
    await setStatus(status);
    const res = await record();
    expect(res.status).toBe(expected);
    if (status === 'completed') {
      expect(res.json).toEqual({ message: MESSAGES.purseCompletedNoMoney, code: 'project-completed', field: 'projectId' });
      expect(await collected(t, c.project.id)).toBe(0);
    } else {
      expect(await collected(t, c.project.id)).toBe(500_000);
    }
  });

  it("records cash for the group without a purse: only the member's total grows", async () => {
    const res = await record({ projectId: null });
    expect(res.status).toBe(201);
    expect(res.json.projectId).toBeNull();
    expect(await collected(t, c.project.id)).toBe(0);
    expect(await contributed(t, c.group.id, c.member.id)).toBe(500_000);
  });

  it('is for the group admin only, and a refusal changes nothing', async () => {
    const otherAdmin = await person(t, 'bola', 'admin');
    const before = await dataChecksum(t);
    for (const who of [c.partner, c.member, c.other, otherAdmin]) {
      const res = await record({}, who);
      expect(res.status, who.username).toBe(403);
      expect(res.json.message).toBe(MESSAGES.notGroupAdmin);
    }
    t.setCookie('');
    expect((await anonymous(t, 'POST', `/api/groups/${c.group.id}/cash-payments`, { userId: c.member.id, amount: 1, paidOn: PAID_ON })).status).toBe(401);
    expect((await c.admin.call('POST', '/api/groups/nope/cash-payments', { userId: c.member.id, amount: 1, paidOn: PAID_ON })).status).toBe(404);
    expect(await dataChecksum(t)).toBe(before);
  });

  it('refuses bad records with a clear 4xx and changes nothing', async () => {
    const outsider = await person(t, 'olu');
    const elsewhere = await makePurse(c.admin, (await makeGroup(c.admin, 'Second Circle')).id, { name: 'Other Purse' });
    const before = await dataChecksum(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ userId: outsider.id }, 422, MESSAGES.cashMemberNotActive],
      [{ userId: c.admin.id }, 422, MESSAGES.cashMemberNotActive],
      [{ projectId: elsewhere.id }, 422, MESSAGES.projectNotInGroup],
      [{ projectId: 'nope' }, 404, MESSAGES.projectNotFound],
      [{ amount: 0 }, 400, MESSAGES.amountPositive],
      [{ paidOn: undefined }, 400, MESSAGES.paidOnRequired],
      [{ paidOn: '2025-02-30' }, 400, MESSAGES.paidOnInvalid],
      [{ paidOn: '2999-01-01' }, 400, MESSAGES.paidOnFuture],
      [{ userId: undefined }, 400, MESSAGES.noMemberSelected],
    ];
    for (const [body, status, message] of cases) {
      const res = await record(body);
      expect([res.status, res.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await dataChecksum(t)).toBe(before);
  });

  it("refuses cash that would take the group's confirmed money past its limit", async () => {
    await seedContribution(t, { groupId: c.group.id, userId: c.other.id, amountKobo: MAX_GROUP_TOTAL_KOBO - 100, status: 'confirmed' });
    const res = await record({ amount: '1.01' });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ message: MESSAGES.groupTotalLimit, code: 'group-total-limit' });
    expect(await collected(t, c.project.id)).toBe(0);
    expect((await record({ amount: '1.00' })).status).toBe(201);
  });

  it('answers the same row for a replay of its client id, counts it once, and refuses another record under that id', async () => {
    const id = randomUUID();
    const first = await record({ id });
    const again = await record({ id });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await collected(t, c.project.id)).toBe(500_000);
    const other = await record({ id, amount: 7000 });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('id-taken');
    expect(await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.paymentType, 'cash')))).toHaveLength(1);
  });

  it('replays an Idempotency-Key with the first answer and applies it once', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await record({}, c.admin, key);
    const again = await record({}, c.admin, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await collected(t, c.project.id)).toBe(500_000);
    expect((await historyOf(t, c.group.id)).filter((e) => e.type === 'cash.recorded')).toHaveLength(1);
  });
});

describe("sync push 'contribution.cash'", () => {
  it('records the cash like the REST call, and a resent batch applies it once', async () => {
    const mutation = { id: randomUUID(), type: 'contribution.cash', payload: { id: randomUUID(), groupId: c.group.id, projectId: c.project.id, userId: c.member.id, amount: '2500.50', paidOn: PAID_ON } };
    const first = await pushAs(c.admin, [mutation]);
    expect(first.json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    const row = await contributionById(mutation.payload.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentType: 'cash', amountKobo: 250_050, recordedBy: c.admin.id });
    expect(await collected(t, c.project.id)).toBe(250_050);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("refuses a member's cash mutation and records nothing", async () => {
    const mutation = { id: randomUUID(), type: 'contribution.cash', payload: { id: randomUUID(), groupId: c.group.id, userId: c.member.id, amount: '100', paidOn: PAID_ON } };
    const res = await pushAs(c.member, [mutation]);
    expect(res.json.results).toEqual([{ id: mutation.id, status: 'refused', code: 'not-group-admin', message: MESSAGES.notGroupAdmin }]);
    expect(await contributed(t, c.group.id, c.member.id)).toBe(0);
  });
});
