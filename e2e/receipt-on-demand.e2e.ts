/**
 * Issue 12: an admin's phone on a connection not known to be unmetered (headless Chromium names
 * none, like desktop browsers and a phone on mobile data) downloads no receipt ahead of time. The
 * review says so plainly when there is no signal, and fetches the receipt when opened online.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, receiptsOnPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: Page;

beforeAll(async () => {
  h = await startHarness();
  const a = await h.newPhone();
  admin = a.page;
  await signUpThroughUi(admin, { fullName: 'Adaeze Okafor', username: 'ada_meter', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Ajo Circle', 'Monthly contributions');
  await addPurseInUi(admin, { name: 'Xmas Party', target: '100000', bank: 'GTBank' });
  await waitForSynced(admin);
  const adminId = (await storedUser(admin)).id;
  const groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  const projectId = ((await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;

  const member = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_meter', phone: localPhone().typed });
  const png = Buffer.from(await (await admin.request.get('/icons/icon-192.png')).body());
  const paid = await member.api.post('/api/contributions', {
    multipart: { projectId, amount: '1500', reference: 'GTB-METER-1', proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
  });
  expect(paid.status()).toBe(201);
  await member.api.dispose();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('receipts on a metered connection', () => {
  it('are not prefetched; offline the review says the receipt is not on the phone, online it loads when opened', async () => {
    await admin.goto('/admin');
    await waitForSynced(admin);
    await waitForServiceWorkerControl(admin);
    const recent = () => admin.getByRole('region', { name: 'Recent Transactions' });
    await recent().getByRole('button', { name: /Kemi Bello/ }).first().waitFor();
    expect(await receiptsOnPhone(admin, (await storedUser(admin)).id)).toBe(0);

    await admin.context().setOffline(true);
    await admin.reload();
    await recent().getByRole('button', { name: /Kemi Bello/ }).first().click();
    const review = admin.getByRole('dialog');
    await review.getByText('The proof image is not saved on this phone and cannot be loaded offline. It will show when you are online.').waitFor();
    // Everything else of the review still works offline.
    await review.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    await snap(admin, 'admin-review-receipt-not-downloaded-offline');

    // The signal's return is announced before the network carries anything: the first try of the
    // receipt fails (as it does on a phone), and the review tries again by itself.
    let refused = 0;
    await admin.route('**/api/contributions/*/proof', (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await admin.context().setOffline(false);
    const image = review.getByRole('img', { name: /proof/i }).first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(refused).toBeGreaterThanOrEqual(2);
    await snap(admin, 'admin-review-receipt-opened-online');
  });
});
