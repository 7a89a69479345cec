/**
 * Issues 12 and 26 §6: an admin's phone on a connection not known to be unmetered (headless
 * Chromium names none, like desktop browsers and a phone on mobile data) downloads no whole
 * receipt ahead of time, only the server's small thumbnail of each pending one. Offline, the
 * review shows that thumbnail and says what it is; a receipt the server could make none of is
 * said to be missing; online, the whole receipt loads when opened.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawTransferReceipt } from '../sync-server/receipts/receipt-image-fixture';
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

  // Kemi's receipt is a real image; Tunde's starts like a PNG and is nothing else: no thumbnail can be made of it.
  const receipt = await drawTransferReceipt({ amount: '₦1,500.00', name: 'KEMI BELLO', reference: 'GTB-METER-1' });
  const broken = Buffer.concat([receipt.subarray(0, 64), Buffer.alloc(2_000, 7)]);
  for (const [fullName, username, bytes, reference] of [
    ['Kemi Bello', 'kemi_meter', receipt, 'GTB-METER-1'],
    ['Tunde Bakare', 'tunde_meter', broken, 'GTB-METER-2'],
  ] as const) {
    const member = await memberJoinsByApi(h.baseUrl, groupId, { fullName, username, phone: localPhone().typed });
    const paid = await member.api.post('/api/contributions', {
      multipart: { projectId, amount: '1500', reference, proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: bytes } },
    });
    expect(paid.status()).toBe(201);
    await member.api.dispose();
  }
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('receipts on a metered connection', () => {
  it("keeps only the server's thumbnails; offline the review shows one, or says the receipt is not on the phone; online the whole one loads", async () => {
    await admin.goto('/admin');
    await waitForSynced(admin);
    await waitForServiceWorkerControl(admin);
    const recent = () => admin.getByRole('region', { name: 'Recent Transactions' });
    await recent().getByRole('button', { name: /Tunde Bakare/ }).first().waitFor();
    const adminId = (await storedUser(admin)).id;
    expect(await receiptsOnPhone(admin, adminId)).toBe(0);
    await expect.poll(() => receiptsOnPhone(admin, adminId, 'thumbnails'), { timeout: 15_000 }).toBe(1);

    await admin.context().setOffline(true);
    await admin.reload();
    const review = admin.getByRole('dialog');
    await recent().getByRole('button', { name: /Tunde Bakare/ }).first().click();
    await review.getByText('The proof image is not saved on this phone and cannot be loaded offline. It will show when you are online.').waitFor();
    await snap(admin, 'admin-review-receipt-not-downloaded-offline');
    await admin.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden' });

    await recent().getByRole('button', { name: /Kemi Bello/ }).first().click();
    const image = review.getByRole('img', { name: 'Proof of payment' });
    const shownWidth = () => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
    await image.waitFor();
    // The thumbnail: 480 px wide (the receipt is 720).
    await expect.poll(shownWidth, { timeout: 15_000 }).toBe(480);
    await review.getByText('A small copy kept on this phone. The full image will show when you are online.').waitFor();
    // Everything else of the review still works offline.
    await review.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    await snap(admin, 'admin-review-thumbnail-offline');

    // The signal's return is announced before the network carries anything: the first try of the
    // receipt fails (as it does on a phone), the thumbnail stays, and the review tries again by itself.
    let refused = 0;
    await admin.route('**/api/contributions/*/proof', (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await admin.context().setOffline(false);
    await expect.poll(shownWidth, { timeout: 20_000 }).toBe(720);
    expect(refused).toBeGreaterThanOrEqual(2);
    await review.getByText('A small copy kept on this phone. The full image will show when you are online.').waitFor({ state: 'detached' });
    await snap(admin, 'admin-review-receipt-opened-online');
  });
});
