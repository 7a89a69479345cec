/**
 * Issue 27 §4 in a real browser against the real server: the admin lets a burial fund take gifts
 * from outside the group; a guest opens the group's notice board, gives with their name, a phone
 * number confirmed by a code, the amount and the receipt; the admin sees the gift marked Guest and
 * confirms it like any payment.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { createGroupInUi, storedUser, waitForSynced } from './groups-flow';
import { keptGuestDrafts, localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: Page;
let group: { id: string; customSlug: string };
let fundId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Adaeze Okafor', username: 'ada_guests', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Unity Old Students', 'Class of 2010');
  await waitForSynced(admin);
  const adminId = (await storedUser(admin)).id;
  group = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string; customSlug: string }[])[0]!;
  const fund = await admin.request.post(`/api/groups/${group.id}/projects`, {
    data: { name: 'Burial of Mama Obi', targetAmount: '2000000', bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Unity Old Students' },
  });
  expect(fund.status()).toBe(201);
  fundId = (await fund.json()).id;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('gifts from outside the group', () => {
  it('lets the admin open a fund to guests, a guest give from the notice board with a code and the receipt, and the admin confirm it marked Guest', async () => {
    await admin.goto('/groups');
    await waitForSynced(admin);
    await admin.getByRole('button', { name: 'View Details' }).click();
    await admin.getByRole('button', { name: 'Manage Burial of Mama Obi' }).click();
    const manage = admin.getByRole('dialog', { name: 'Manage Burial of Mama Obi' });
    await manage.getByLabel('Gifts from outside the group').selectOption({ label: 'Taken; first name and amount on the roll-call' });
    await manage.getByLabel('Gifts from outside the group').scrollIntoViewIfNeeded();
    await snap(admin, 'guest-gifts-setting');
    await manage.getByRole('button', { name: 'Save Changes' }).click();
    await manage.waitFor({ state: 'hidden' });
    await waitForSynced(admin);

    const { page: guest } = await h.newPhone();
    const icon = Buffer.from(await (await guest.request.get('/icons/icon-192.png')).body());
    await guest.goto(`/${group.customSlug}`);
    await guest.getByRole('link', { name: 'Not in the group? Give to this purse' }).click();
    await guest.getByRole('heading', { name: 'Give to Burial of Mama Obi' }).waitFor();
    await guest.getByText('0123456789', { exact: true }).waitFor();
    await guest.getByLabel('Full Name').fill('Tunde Bakare');
    const phone = localPhone();
    await guest.getByLabel('Phone Number').fill(phone.typed);
    await guest.getByLabel('Amount (₦)').fill('10000');
    // Sent without the receipt: it is asked for, and nothing is lost.
    await guest.getByRole('button', { name: 'Send code' }).click();
    await guest.getByText('Please upload proof of payment').first().waitFor();
    await expect.poll(async () => Object.values(await keptGuestDrafts(guest)).map((kept) => kept.amount)).toContain('10000');
    await guest.reload();
    // Read back from the phone's database a moment after the form shows.
    await expect.poll(() => guest.getByLabel('Full Name').inputValue()).toBe('Tunde Bakare');
    expect(await guest.getByLabel('Amount (₦)').inputValue()).toBe('10000');
    await guest.getByLabel('Payment Proof', { exact: true }).setInputFiles({ name: 'guest-receipt.png', mimeType: 'image/png', buffer: icon });
    // The phone dropped the page while the gallery was open: the receipt comes back with the words.
    await guest.getByText('guest-receipt.png').waitFor();
    await expect.poll(async () => Object.entries(await keptGuestDrafts(guest)).find(([key]) => key.endsWith('#file'))?.[1].name).toBe('guest-receipt.png');
    await guest.reload();
    await guest.getByText('guest-receipt.png').waitFor();
    expect(await guest.getByLabel('Full Name').inputValue()).toBe('Tunde Bakare');
    await guest.getByText('guest-receipt.png').scrollIntoViewIfNeeded();
    await snap(guest, 'guest-gifts-form');
    // And with no signal: the page and the kept form come back offline.
    await waitForServiceWorkerControl(guest);
    await guest.context().setOffline(true);
    await guest.reload();
    await guest.getByText('guest-receipt.png').waitFor();
    await expect.poll(() => guest.getByLabel('Full Name').inputValue()).toBe('Tunde Bakare');
    await guest.getByText('guest-receipt.png').scrollIntoViewIfNeeded();
    await snap(guest, 'guest-gifts-form-offline');
    await guest.context().setOffline(false);
    await guest.getByRole('button', { name: 'Send code' }).click();
    const code = (await guest.getByRole('note').filter({ hasText: /\d{6}/ }).innerText()).match(/\d{6}/)![0];
    // The code's toasts lie over the bottom of the page: it moves up above them, and they cover
    // none of its last controls (Back, Resend Code and the way back were under them at 360 px).
    const card = guest.getByTestId('toaster').locator('[role="status"] > div');
    await card.getByText('Development Mode').waitFor();
    const toastTop = (await card.boundingBox())!.y;
    for (const control of [guest.getByRole('button', { name: 'Back', exact: true }), guest.getByRole('button', { name: 'Resend Code' }), guest.getByRole('link', { name: 'Back to the notice board' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(toastTop);
    }
    await snap(guest, 'guest-gifts-code');
    await guest.getByLabel('Verification Code').fill(code);
    // The gift reaches the server and its answer is lost on the way back: the guest is told she
    // is offline and taps Give again, and the server answers with the gift it has (one gift, below).
    const tries: { id: string | undefined; status: number }[] = [];
    await guest.route(`**/api/guest-gifts/${fundId}`, async (route) => {
      const answer = await route.fetch();
      tries.push({ id: route.request().postDataBuffer()?.toString('latin1').match(/name="id"\r\n\r\n([0-9a-f-]{36})/)?.[1], status: answer.status() });
      if (tries.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response: answer });
    });
    await guest.getByRole('button', { name: 'Give', exact: true }).click();
    await guest.getByText('You are offline. Check your connection and try again.').first().waitFor();
    await snap(guest, 'guest-gifts-answer-lost');
    await guest.getByRole('button', { name: 'Give', exact: true }).click();
    await guest.getByRole('status').filter({ hasText: 'Thank you, Tunde. The admin will confirm your gift of ₦10,000.' }).waitFor();
    expect(tries).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 201 }, { id: tries[0]!.id, status: 201 }]);
    await guest.unrouteAll();
    await snap(guest, 'guest-gifts-thanks');
    // Sent: nothing of it is kept on the phone, so the next gift starts empty.
    const keptForms = () =>
      guest.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const opening = indexedDB.open('grouppurse-guest');
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const counting = opening.result.transaction('drafts').objectStore('drafts').count();
              counting.onsuccess = () => (opening.result.close(), resolve(counting.result));
            };
          }),
      );
    expect(await keptForms()).toBe(0);
    await guest.reload();
    await guest.getByLabel('Full Name').waitFor();
    expect(await guest.getByLabel('Full Name').inputValue()).toBe('');
    expect(await guest.getByText('guest-receipt.png').count()).toBe(0);

    await admin.goto('/admin');
    await waitForSynced(admin);
    const recent = admin.getByRole('region', { name: 'Recent Transactions' }).getByRole('button', { name: /Tunde Bakare/ });
    await recent.getByText('Guest', { exact: true }).waitFor();
    await recent.click();
    const review = admin.getByRole('dialog', { name: 'Review Payment' });
    await review.getByText("Given by someone outside the group, from the purse's public page.", { exact: false }).waitFor();
    await snap(admin, 'guest-gifts-review');
    await review.getByRole('button', { name: 'Confirm', exact: true }).click();
    await waitForSynced(admin);
    const rows = (await (await admin.request.get('/api/contributions/admin')).json()) as { projectId: string; guest: boolean; status: string; userFullName: string }[];
    expect(rows).toEqual([expect.objectContaining({ projectId: fundId, guest: true, status: 'confirmed', userFullName: 'Tunde Bakare' })]);

    // The roll-call lists the guest by first name and amount, as the admin chose, never the full name.
    await admin.getByRole('button', { name: /^Open menu/ }).click();
    await admin.getByRole('button', { name: 'Send Reminders' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send Reminders' });
    await dialog.getByRole('combobox', { name: 'Purse' }).selectOption({ label: 'Burial of Mama Obi' });
    const message = dialog.getByText(/Contribution reminder/).last();
    await message.waitFor();
    const text = await message.innerText();
    expect(text).toContain('Guests who gave (1)*\n1. Tunde – ₦10,000');
    expect(text).not.toContain('Bakare');
    await message.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await snap(admin, 'guest-gifts-roll-call');
  });
});
