import { describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { type Circle, eachTestACircle, submitDialog } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

/** Chidi pays with a reference; `who` then pays with the same one, which flags their payment. */
async function sameReference(who: Circle['member']) {
  expect((await submitDialog(c.member, { amount: 100, projectId: c.project.id, transactionRef: 'TRF-777' })).status).toBe(201);
  const second = await submitDialog(who, { amount: 200, projectId: c.project.id, transactionRef: ' trf-777' });
  expect(second.status).toBe(201);
  return second;
}

const flagOf = (items: { id: string; possibleDuplicate: boolean }[], id: string) => items.find((item) => item.id === id)?.possibleDuplicate;

describe('possibleDuplicate in REST answers', () => {
  it("is false in a member's own answers: it would tell them someone else used that reference", async () => {
    const submitted = await sameReference(c.other);
    expect(submitted.json.possibleDuplicate).toBe(false);
    const own = await c.other.call('GET', `/api/contributions/user/${c.other.id}`);
    expect(flagOf(own.json, submitted.json.id)).toBe(false);
  });

  it("is true for the group's admin and each partner, in the listing and in a decision's answer", async () => {
    const submitted = await sameReference(c.other);
    for (const reviewer of [c.admin, c.partner]) {
      const listed = await reviewer.call('GET', '/api/contributions/admin');
      expect(flagOf(listed.json, submitted.json.id)).toBe(true);
    }
    const rejected = await c.admin.call('PATCH', `/api/contributions/${submitted.json.id}/reject`, { reason: 'Same reference as another payment' });
    expect(rejected.json.possibleDuplicate).toBe(true);
  });

  it('is true in the own answers of a partner, who reviews the group anyway', async () => {
    const submitted = await sameReference(c.partner);
    expect(submitted.json.possibleDuplicate).toBe(true);
    const own = await c.partner.call('GET', `/api/contributions/user/${c.partner.id}`);
    expect(flagOf(own.json, submitted.json.id)).toBe(true);
  });
});
