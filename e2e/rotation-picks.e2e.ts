/**
 * A rotation whose members pick their places (issue 25 §5), in a real browser against the real
 * server, on 360×740 phones: the admin lets the members pick; Kemi takes the second place on her
 * phone (offline first, synced when the signal returns), Tunde the first from his; Musa takes
 * none. The admin closes the picking: each keeps the place taken, Musa is drawn into the one left,
 * and the history says so with the seed anyone can draw again. Then Kemi asks Musa to swap places
 * (offline first), Musa agrees, and the admin approves on her phone: the two places change; before
 * that, Kemi declines Tunde's request on her phone with no signal.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRotationOrder } from '../shared/rotation-draw';
import { SYNC_PROTOCOL_VERSION } from '../shared/sync-protocol';
import { signUpThroughUi } from './auth-flow';
import { createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, type Harness } from './support';

let h: Harness;
let admin: Page;
let member: Page;
let groupId: string;
let ajoId: string;
let tunde: { api: APIRequestContext; userId: string };
let musa: { api: APIRequestContext; userId: string };

const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
/** The first day of next month (Lagos). */
function nextMonth(): string {
  const [y, m] = lagosToday().split('-').map(Number) as [number, number];
  const months = y * 12 + m;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Bisi Adeyemi', username: 'bisi_picks', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Market Ajo', 'Monthly ajo');
  const adminId = (await storedUser(admin)).id;
  groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  member = (await h.newPhone()).page;
  await signUpThroughUi(member, { fullName: 'Kemi Bello', username: 'kemi_picks', phone: localPhone().typed, role: 'member' });
  expect((await member.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  tunde = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Tunde Ade', username: 'tunde_picks', phone: localPhone().e164 });
  musa = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Musa Bala', username: 'musa_picks', phone: localPhone().e164 });
  const ajo = await admin.request.post(`/api/groups/${groupId}/projects`, {
    data: { name: 'Market Ajo', targetAmount: 30000, amountPerMember: 10000, kind: 'rotation', frequency: 'monthly', startsOn: nextMonth(), bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Market Ajo' },
  });
  expect(ajo.status()).toBe(201);
  ajoId = (await ajo.json()).id;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a rotation whose members pick their places', () => {
  it('opens for picking, a member takes a free place offline and it reaches the server, another takes one from his phone', async () => {
    await admin.goto(`/purses/${ajoId}`);
    const section = admin.getByRole('region', { name: 'Collection order' });
    await section.getByRole('button', { name: 'Let members pick their places' }).click();
    await section.getByText('Members are picking their places.', { exact: false }).waitFor();
    await waitForSynced(admin);

    await member.goto(`/purses/${ajoId}`);
    await waitForSynced(member);
    const theirs = member.getByRole('region', { name: 'Collection order' });
    await theirs.getByRole('button', { name: 'Take place 2' }).waitFor({ timeout: 15_000 });
    await member.context().setOffline(true);
    await theirs.getByRole('button', { name: 'Take place 2' }).click();
    await theirs.getByText(/Place 2 · .*: Kemi Bello ★/).waitFor();
    await member.context().setOffline(false);
    await member.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(member);

    const took = await tunde.api.post('/api/sync/push', { data: { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: randomUUID(), type: 'rotation.pick', payload: { projectId: ajoId, place: 0 } }] } });
    expect((await took.json()).results[0].status).toBe('applied');
    // Place 2 is Kemi's: Musa cannot take it.
    const refused = await musa.api.post('/api/sync/push', { data: { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: randomUUID(), type: 'rotation.pick', payload: { projectId: ajoId, place: 1 } }] } });
    expect((await refused.json()).results[0]).toMatchObject({ status: 'refused', code: 'rotation-place-taken' });

    await member.reload();
    await theirs.getByText(/Place 1 · .*: Tunde Ade/).waitFor({ timeout: 15_000 });
    expect(await theirs.getByRole('button', { name: /^Take place/ }).allInnerTexts()).toEqual(['Take place 3']);
    await theirs.scrollIntoViewIfNeeded();
    await snap(member, 'rotation-picks-member');
  });

  it('closes with each keeping the place taken and the free place drawn among those who took none', async () => {
    await admin.goto(`/purses/${ajoId}`);
    const section = admin.getByRole('region', { name: 'Collection order' });
    await section.getByText(/Place 2 · .*: Kemi Bello/).waitFor({ timeout: 15_000 });
    await section.getByRole('button', { name: 'Close the picking: draw the free places' }).click();
    await waitForSynced(admin);
    await expect.poll(() => section.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual([
      expect.stringMatching(/^1\. .*Tunde Ade/),
      expect.stringMatching(/^2\. .*Kemi Bello/),
      expect.stringMatching(/^3\. .*Musa Bala/),
    ]);
    await section.scrollIntoViewIfNeeded();
    await snap(admin, 'rotation-picks-closed');
    const history = (await (await admin.request.get(`/api/groups/${groupId}/history`)).json()) as { entries?: { type: string; data: string }[] } | { type: string; data: string }[];
    const entries = Array.isArray(history) ? history : history.entries!;
    const closed = JSON.parse(entries.find((e) => e.type === 'rotation.ordered')!.data) as { method: string; seed: string; members: string[] };
    expect(closed).toMatchObject({ method: 'picked', members: [musa.userId] });
    expect(drawRotationOrder(closed.seed, closed.members)).toEqual([musa.userId]);
    expect(entries.filter((e) => e.type === 'rotation.place-picked')).toHaveLength(2);
  });

  it('lets the member asked decline a swap on her phone, with no signal', async () => {
    const asked = await tunde.api.post('/api/sync/push', { data: { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: randomUUID(), type: 'rotation.askSwap', payload: { projectId: ajoId, withUserId: (await storedUser(member)).id } }] } });
    expect((await asked.json()).results[0].status).toBe('applied');
    await member.goto(`/purses/${ajoId}`);
    await waitForSynced(member);
    const theirs = member.getByRole('region', { name: 'Collection order' });
    const request = theirs.getByText(/Tunde Ade asks to swap places with you: you would collect on .* instead of /);
    await request.waitFor({ timeout: 15_000 });
    await request.scrollIntoViewIfNeeded();
    await snap(member, 'rotation-swap-asked-of-me');
    await member.context().setOffline(true);
    await theirs.getByRole('button', { name: 'Decline' }).click();
    await request.waitFor({ state: 'detached' });
    await snap(member, 'rotation-swap-declined-offline');
    await member.context().setOffline(false);
    await member.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(member);
    const history = (await (await admin.request.get(`/api/groups/${groupId}/history`)).json()) as { entries?: { type: string; data: string }[] } | { type: string; data: string }[];
    const answered = (Array.isArray(history) ? history : history.entries!).filter((e) => e.type === 'rotation.swap-answered');
    expect(answered.map((e) => JSON.parse(e.data).agree)).toEqual([false]);
  });

  it('swaps two places once both members agree and the admin approves', async () => {
    await member.goto(`/purses/${ajoId}`);
    await waitForSynced(member);
    const theirs = member.getByRole('region', { name: 'Collection order' });
    const choice = theirs.getByLabel('Swap my place with');
    await choice.waitFor({ timeout: 15_000 });
    await choice.scrollIntoViewIfNeeded();
    await snap(member, 'rotation-swap-ask');
    await member.context().setOffline(true);
    await choice.selectOption(musa.userId);
    await theirs.getByRole('button', { name: 'Ask to swap' }).click();
    await theirs.getByText(/You asked Musa Bala to swap places: you would collect on /).waitFor();
    await member.context().setOffline(false);
    await member.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(member);
    await snap(member, 'rotation-swap-asked');

    const agreed = await musa.api.post('/api/sync/push', { data: { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: randomUUID(), type: 'rotation.answerSwap', payload: { projectId: ajoId, fromUserId: (await storedUser(member)).id, agree: true } }] } });
    expect((await agreed.json()).results[0].status).toBe('applied');

    await admin.goto(`/purses/${ajoId}`);
    const section = admin.getByRole('region', { name: 'Collection order' });
    await section.getByText(/Kemi Bello and Musa Bala agreed to swap places/).waitFor({ timeout: 15_000 });
    await section.scrollIntoViewIfNeeded();
    await snap(admin, 'rotation-swap-to-approve');
    await section.getByRole('button', { name: 'Approve swap' }).click();
    await waitForSynced(admin);
    const order = [expect.stringMatching(/^1\. .*Tunde Ade/), expect.stringMatching(/^2\. .*Musa Bala/), expect.stringMatching(/^3\. .*Kemi Bello/)];
    await expect.poll(() => section.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual(order);

    await member.reload();
    await expect.poll(() => theirs.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual(order);
    const notices = (await (await member.request.get('/api/notifications')).json()) as { type: string; message: string }[];
    // Kemi was told of Tunde's request (she declined it) and of the swap approved.
    const told = notices.filter((n) => n.type === 'rotation_swap').map((n) => n.message);
    expect(told).toHaveLength(2);
    expect(told).toContainEqual(expect.stringMatching(/^Tunde Ade asks to swap places with you in Market Ajo \(Market Ajo\)/));
    expect(told).toContainEqual(expect.stringMatching(/^Swap approved in Market Ajo \(Market Ajo\): Kemi Bello now collects on /));
  });
});
