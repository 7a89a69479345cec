import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { projects } from '../db/schema';
import { join, makeGroup, makePurse, person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { type Circle, eachTestACircle, submitDialog, writeDb } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

async function pay(who: Circle['member'], amount: number, body: Record<string, unknown> = {}) {
  t.clock.advance(60_000);
  const res = await submitDialog(who, { amount, projectId: c.project.id, ...body });
  if (res.status !== 201) throw new Error(`pay ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.id as string;
}

describe('GET /api/contributions/admin', () => {
  it("lists every contribution of the admin's groups, newest first, also for a partner", async () => {
    const first = await pay(c.member, 100);
    const second = await pay(c.other, 200);
    const bola = await person(t, 'bola', 'admin');
    const g2 = await makeGroup(bola, 'Bola Fund');
    await join(c.member, g2.id);
    await pay(c.member, 300, { projectId: null, groupId: g2.id });

    const admin = await c.admin.call('GET', '/api/contributions/admin');
    expect(admin.status).toBe(200);
    expect(admin.json.map((i: { id: string }) => i.id)).toEqual([second, first]);
    expect((await c.admin.call('GET', `/api/contributions/admin/${c.admin.id}`)).json).toEqual(admin.json);
    expect((await c.partner.call('GET', '/api/contributions/admin')).json).toEqual(admin.json);
    expect((await bola.call('GET', '/api/contributions/admin')).json.map((i: { amount: string }) => i.amount)).toEqual(['300.00']);
  });

  it("gives a member nothing of others, and refuses someone else's admin list", async () => {
    await pay(c.other, 200);
    expect((await c.member.call('GET', '/api/contributions/admin')).json).toEqual([]);
    const res = await c.member.call('GET', `/api/contributions/admin/${c.admin.id}`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /api/contributions/user/{userId} and its summary', () => {
  it("lists the user's own contributions only, and sums the confirmed ones across groups", async () => {
    const a = await pay(c.member, 1000);
    const b = await pay(c.member, 250.5);
    const rejected = await pay(c.member, 999);
    await pay(c.other, 5000);
    await c.admin.call('PATCH', `/api/contributions/${a}/confirm`);
    await c.admin.call('PATCH', `/api/contributions/${b}/confirm`);
    await c.admin.call('PATCH', `/api/contributions/${rejected}/reject`, { reason: 'no' });

    const list = await c.member.call('GET', `/api/contributions/user/${c.member.id}`);
    expect(list.json.map((i: { id: string }) => i.id)).toEqual([rejected, b, a]);
    expect(list.json[0]).toMatchObject({ status: 'rejected', adminNotes: 'no' });
    const summary = await c.member.call('GET', `/api/contributions/user/${c.member.id}/summary`);
    expect(summary.json).toEqual({ totalContributed: '1250.50' });
  });

  it("refuses another user's list and summary", async () => {
    expect((await c.member.call('GET', `/api/contributions/user/${c.other.id}`)).status).toBe(403);
    expect((await c.member.call('GET', `/api/contributions/user/${c.other.id}/summary`)).status).toBe(403);
  });
});

describe('GET /api/contributions/member/{userId}/projects', () => {
  it("lists the active purses of the member's groups with their group name and payment details", async () => {
    await makePurse(c.admin, c.group.id, { name: 'Burial Fund', targetAmount: '1000.50', bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' });
    const closed = await makePurse(c.admin, c.group.id, { name: 'Old purse' });
    await writeDb(t, (tx) => tx.update(projects).set({ status: 'completed' }).where(eq(projects.id, closed.id)));
    const bola = await person(t, 'bola', 'admin');
    const g2 = await makeGroup(bola, 'Bola Fund');
    await makePurse(bola, g2.id, { name: 'Not mine' });

    const res = await c.member.call('GET', `/api/contributions/member/${c.member.id}/projects`);
    expect(res.status).toBe(200);
    expect(res.json.map((p: { name: string }) => p.name)).toEqual(['Xmas Party', 'Burial Fund']);
    expect(res.json[1]).toMatchObject({
      groupId: c.group.id,
      groupName: 'Ajo Circle',
      targetAmount: '1000.50',
      collectedAmount: '0.00',
      bankName: 'GTBank',
      accountNumber: '0123456789',
      accountName: 'Ajo Circle',
      allowedPaymentTypes: expect.any(String),
    });
    expect((await c.member.call('GET', `/api/contributions/member/${c.other.id}/projects`)).status).toBe(403);
  });
});
