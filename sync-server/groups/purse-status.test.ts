import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { historyOf, pushAs } from '../corrections/books-fixtures';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import { projects } from '../db/schema';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { anonymous, person } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const setStatus = (status: unknown, who = c.admin, headers?: Record<string, string>) => who.call('PATCH', `/api/projects/${c.project.id}/status`, { status }, headers);
const statusNow = async () => (await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1), { readOnly: true }))[0]!.status;
/** Puts the purse in `status` directly (the starting point of a transition). */
const start = (status: string) => t.db.transaction(async (tx) => void (await tx.update(projects).set({ status }).where(eq(projects.id, c.project.id))));

describe('PATCH /api/projects/{id}/status', () => {
  it.each([
    ['active', 'paused', 200, 'purse.paused'],
    ['paused', 'active', 200, 'purse.resumed'],
    ['active', 'completed', 200, 'purse.completed'],
    ['paused', 'completed', 200, 'purse.completed'],
    ['completed', 'active', 409, null],
    ['completed', 'paused', 409, null],
    ['active', 'active', 200, null],
    ['paused', 'paused', 200, null],
    ['completed', 'completed', 200, null],
  ] as const)('%s -> %s answers %i', async (from, to, status, event) => {
    await start(from);
    const before = await dataChecksum(t);
    const res = await setStatus(to);
    expect(res.status).toBe(status);
    if (status === 409) expect(res.json).toEqual({ message: MESSAGES.purseCompleted, code: 'purse-completed', field: 'status' });
    else expect(res.json).toMatchObject({ id: c.project.id, status: to });
    expect(await statusNow()).toBe(status === 200 ? to : from);
    if (event === null) {
      // A refusal and the same status again both write nothing.
      expect(await dataChecksum(t)).toBe(before);
    } else {
      const entry = (await historyOf(t, c.group.id)).at(-1)!;
      expect(entry).toMatchObject({ type: event, actorId: c.admin.id });
      expect(entry.details).toEqual({ projectId: c.project.id, name: 'Xmas Party', from, to });
    }
  });

  it.each([
    ['active', 201],
    ['paused', 422],
    ['completed', 422],
  ] as const)("a member's payment into a %s purse answers %i", async (status, expected) => {
    await setStatus(status);
    const res = await submitDialog(c.member, { amount: 1000, projectId: c.project.id });
    expect(res.status).toBe(expected);
    if (expected === 422) expect(res.json).toMatchObject({ message: MESSAGES.projectNotActive, code: 'project-not-active' });
  });

  it('is for the group admin only; an unknown status is a 400; a refusal changes nothing', async () => {
    const otherAdmin = await person(t, 'bola', 'admin');
    const before = await dataChecksum(t);
    for (const who of [c.partner, c.member, otherAdmin]) {
      const res = await setStatus('paused', who);
      expect([res.status, res.json.message], who.username).toEqual([403, MESSAGES.notGroupAdmin]);
    }
    expect((await anonymous(t, 'PATCH', `/api/projects/${c.project.id}/status`, { status: 'paused' })).status).toBe(401);
    expect((await c.admin.call('PATCH', '/api/projects/nope/status', { status: 'paused' })).json).toMatchObject({ message: MESSAGES.projectNotFound });
    for (const bad of ['closed', '', null, 3]) expect((await setStatus(bad)).json).toEqual({ message: MESSAGES.purseStatusInvalid, field: 'status', code: 'invalid-field', params: { messageKey: 'purseStatusInvalid' } });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('replays an Idempotency-Key and a sync mutation once', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    await setStatus('paused', c.admin, key);
    expect((await setStatus('paused', c.admin, key)).headers.get('Idempotent-Replayed')).toBe('true');
    const mutation = { id: randomUUID(), type: 'project.status', payload: { projectId: c.project.id, status: 'completed' } };
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect(await statusNow()).toBe('completed');
    expect((await historyOf(t, c.group.id)).map((e) => e.type).filter((type) => type.startsWith('purse.') && type !== 'purse.created')).toEqual(['purse.paused', 'purse.completed']);
  });
});
