/**
 * What a member learns and what the phone says about its own changes (issue 9, points 5, 8, 9 and
 * the small things), in Chromium at 360×740 against the real server: the first payment's toast
 * and notifications card stay compact; a toast over an open dialog is on top; after a rejection
 * the member sees an unread badge and a payment to fix, and 'Fix and resubmit' pays again; a
 * change refused for good opens a centered modal offering Discard, not Try again; logging out
 * with unsynced changes warns, and the changes survive logout and login, then sync.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInThroughUi, signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, outboxCount, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: { page: Page; context: BrowserContext; id: string };
let member: { page: Page; context: BrowserContext; id: string; username: string; phone: string };
let projectId: string;

interface ServerContribution {
  id: string;
  status: string;
  amount: string;
  transactionRef: string | null;
}

/** The admin's view of the contributions on the server (REST, with the admin's session). */
async function serverContributions(): Promise<ServerContribution[]> {
  const response = await admin.page.request.get('/api/contributions/admin');
  expect(response.status()).toBe(200);
  return response.json();
}

async function png(page: Page): Promise<Buffer> {
  return Buffer.from(await (await page.request.get('/icons/icon-192.png')).body());
}

/** A payment the member makes through the API (the member-payment flow's multipart call). */
async function memberPaysByApi(amount: string, reference: string): Promise<string> {
  const response = await member.page.request.post('/api/contributions', {
    multipart: { projectId, amount, reference, proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: await png(member.page) } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** The Payment Status card of the member dashboard. */
const paymentStatusCard = (page: Page) => page.locator('dl > div').filter({ has: page.getByText('Payment Status', { exact: true }) });

/** Opens the dashboard's payment dialog for the group. */
async function openPaymentDialog(page: Page) {
  await page.getByRole('button', { name: 'Make Payment to Ajo Circle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await dialog.waitFor();
  return dialog;
}

/** Whether `dialog` is open as a modal, centered on the screen, over a visible backdrop. */
async function modalLook(page: Page, title: string) {
  return page.getByRole('dialog', { name: title }).evaluate((element: HTMLDialogElement) => {
    const box = element.getBoundingClientRect();
    return {
      modal: element.matches(':modal'),
      leftGap: Math.round(box.left),
      rightGap: Math.round(window.innerWidth - box.right),
      topGap: Math.round(box.top),
      bottomGap: Math.round(window.innerHeight - box.bottom),
      backdrop: getComputedStyle(element, '::backdrop').backgroundColor,
    };
  });
}

beforeAll(async () => {
  h = await startHarness();
  const a = await h.newPhone();
  await signUpThroughUi(a.page, { fullName: 'Adaeze Okafor', username: 'ada_upd', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(a.page, 'Ajo Circle', 'Monthly contributions');
  await addPurseInUi(a.page, { name: 'Xmas Party', target: '100000' });
  await waitForSynced(a.page);
  admin = { ...a, id: (await storedUser(a.page)).id };
  const groups = (await (await a.page.request.get(`/api/groups/admin/${admin.id}`)).json()) as { id: string }[];
  projectId = ((await (await a.page.request.get(`/api/groups/${groups[0]!.id}/projects`)).json()) as { id: string }[])[0]!.id;

  const m = await h.newPhone();
  const phone = localPhone().typed;
  await signUpThroughUi(m.page, { fullName: 'Kemi Bello', username: 'kemi_upd', phone, role: 'member' });
  expect((await m.page.request.post(`/api/groups/${groups[0]!.id}/join`, { data: {} })).status()).toBe(201);
  member = { ...m, id: (await storedUser(m.page)).id, username: 'kemi_upd', phone };
}, 120_000);

// A failed test must not leave the next one without a signal.
afterEach(async () => {
  await member?.context.setOffline(false);
  await admin?.context.setOffline(false);
});

afterAll(async () => {
  await h?.close();
});

describe('what a member learns, and the changes on the phone', () => {
  it('keeps a toast over an open dialog on top, and the first payment’s toast and notifications card compact', async () => {
    const { page } = member;
    await page.goto('/member');
    await waitForSynced(page);
    const dialog = await openPaymentDialog(page);

    // A photo over 5 MB: the 'File Too Large' toast shows while the dialog is open.
    await dialog.locator('input[type=file]').setInputFiles(h.fileOnDisk('huge.jpg', Buffer.alloc(6 * 1024 * 1024, 0xff)));
    const toaster = page.getByTestId('toaster');
    await toaster.getByText('File Too Large').waitFor();
    const onTop = await toaster.getByText('File Too Large').evaluate((title) => {
      const box = title.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { hitIsToast: hit !== null && title.closest('[data-testid=toaster]')!.contains(hit), insideOpenModal: title.closest('dialog')?.matches(':modal') ?? false };
    });
    expect(onTop).toEqual({ hitIsToast: true, insideOpenModal: true });
    await snap(page, 'member-updates-toast-over-dialog');
    // It is usable there too: the dismiss button answers.
    await toaster.getByRole('button', { name: 'Dismiss notification' }).click();
    await toaster.getByText('File Too Large').waitFor({ state: 'detached' });

    await dialog.getByLabel('Amount (₦)').fill('2500');
    await dialog.getByLabel('Transaction Reference (optional)').fill('OPAY-3');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await png(page) });
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The first payment: a toast and the notifications offer, both small; the card is in the page, not over it.
    const card = page.getByRole('region', { name: 'Turn on notifications?' });
    await card.waitFor();
    await toaster.getByText('Payment Submitted').first().waitFor();
    await snap(page, 'member-updates-first-payment');
    const toastBox = (await toaster.locator('div.toast-enter').boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    const cardPosition = await card.evaluate((element) => getComputedStyle(element).position);
    expect(cardPosition).toBe('static');
    expect(await card.evaluate((element) => element.closest('main') !== null)).toBe(true);
    // 740 px tall: the floating toast covers well under a sixth, the card takes under a fifth.
    expect(toastBox.height).toBeLessThan(110);
    expect(cardBox.height).toBeLessThan(150);
    await card.getByRole('button', { name: 'Not now' }).click();
    await card.waitFor({ state: 'detached' });
    await waitForSynced(page);
  });

  it('after a rejection shows the Updates badge and a payment to fix, online and offline; Fix and resubmit pays again and the rejected one stays', async () => {
    const { page, context } = member;
    const rejected = (await serverContributions()).find((c) => c.transactionRef === 'OPAY-3')!;
    const reject = await admin.page.request.patch(`/api/contributions/${rejected.id}/reject`, { data: { reason: 'The transfer was ₦2,000, not ₦2,500.' } });
    expect(reject.status()).toBe(200);

    await page.goto('/member');
    await waitForSynced(page);
    await page.getByRole('button', { name: 'Open menu, 1 unread update' }).waitFor();
    await expect.poll(() => paymentStatusCard(page).innerText()).toContain('1 payment to fix');
    expect(await paymentStatusCard(page).innerText()).toContain('Rejected: see why');
    await snap(page, 'member-updates-rejected-dashboard');

    await page.getByRole('button', { name: /^Open menu/ }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Updates, 1 unread' }).waitFor();
    await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished))); // slid in
    await snap(page, 'member-updates-side-menu-badge');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Offline, from the phone alone, after a reload.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Open menu, 1 unread update' }).waitFor();
    await expect.poll(() => paymentStatusCard(page).innerText()).toContain('1 payment to fix');
    await snap(page, 'member-updates-rejected-dashboard-offline');
    await context.setOffline(false);

    // Fix and resubmit: a new payment prefilled from the rejected one.
    await page.getByRole('region', { name: 'Payment History' }).getByRole('link', { name: 'Fix and resubmit' }).click();
    await page.waitForURL(`**/make-payment?resubmit=${rejected.id}`);
    await page.getByRole('region', { name: 'Fixing a rejected payment' }).getByText('The transfer was ₦2,000, not ₦2,500.').waitFor();
    const form = page.getByRole('form', { name: 'Payment details' });
    expect(await form.getByLabel('Amount (₦)').inputValue()).toBe('2500');
    expect(await form.getByLabel(/^Reference/).inputValue()).toBe('OPAY-3');
    expect(await form.getByLabel('Purse', { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Xmas Party');
    await snap(page, 'member-updates-resubmit-form');
    await form.getByLabel('Amount (₦)').fill('2000');
    await form.locator('input[type=file]').setInputFiles({ name: 'receipt-2.png', mimeType: 'image/png', buffer: await png(page) });
    await form.getByRole('button', { name: 'Submit Payment' }).click();
    await page.waitForURL('**/my-contributions');
    await waitForSynced(page);

    const mine = (await serverContributions()).filter((c) => c.transactionRef === 'OPAY-3');
    expect(mine.map((c) => [c.status, c.amount]).sort()).toEqual([
      ['pending', '2000.00'],
      ['rejected', '2500.00'],
    ]);
    // Paid again: the rejected row no longer asks to be fixed, and the status says what waits.
    await page.getByRole('list', { name: 'Payments' }).getByText('REJECTED').waitFor();
    expect(await page.getByRole('link', { name: 'Fix and resubmit' }).count()).toBe(0);
    await page.goto('/member');
    await expect.poll(() => paymentStatusCard(page).innerText()).toContain('Awaiting approval');
    await page.getByRole('button', { name: /^Open menu/ }).waitFor();
    await snap(page, 'member-updates-after-resubmit');
  });

  it('opens a centered modal with a backdrop for a change refused for good, offering Discard and not Try again', async () => {
    const { page, context } = admin;
    const paymentId = await memberPaysByApi('3000', 'GTB-TWICE');
    await page.goto('/admin');
    const payment = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('button', { name: /Kemi Bello/ }).filter({ hasText: '₦3,000' }).first();
    await payment.waitFor();

    // With no signal the admin confirms on this phone...
    await context.setOffline(true);
    await payment.click();
    const review = page.getByRole('dialog');
    await review.getByRole('button', { name: 'Confirm', exact: true }).click();
    await review.waitFor({ state: 'hidden' });
    // The decision, and the bell's notification about the payment now read.
    await page.getByTestId('sync-status').filter({ hasText: /^Offline · \d+ changes? not synced yet$/ }).waitFor();
    await page.getByTestId('sync-status').click();
    const changes = page.getByRole('dialog', { name: 'Changes on this phone' });
    await changes.getByText('Confirm ₦3,000 from Kemi Bello').waitFor();
    await changes.getByText('Waiting to sync').first().waitFor();
    expect(await changes.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await changes.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true);
    await snap(page, 'member-updates-changes-offline');
    await page.keyboard.press('Escape');
    await changes.waitFor({ state: 'hidden' });

    // ...while on the admin's other device (their laptop) the same payment is rejected first.
    expect((await page.request.patch(`/api/contributions/${paymentId}/reject`, { data: { reason: 'Wrong account' } })).status()).toBe(200);
    await context.setOffline(false);
    await page.getByTestId('sync-status').filter({ hasText: '1 change was not accepted — tap to see why' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('sync-status').click();
    await changes.getByText('Changed elsewhere first').waitFor();
    const look = await modalLook(page, 'Changes on this phone');
    expect(look.modal).toBe(true);
    expect(Math.abs(look.leftGap - look.rightGap)).toBeLessThanOrEqual(1);
    expect(Math.abs(look.topGap - look.bottomGap)).toBeLessThanOrEqual(1);
    expect(look.backdrop).not.toBe('rgba(0, 0, 0, 0)');
    expect(await changes.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await changes.getByRole('button', { name: 'Close' }).count()).toBe(1); // the X, nothing stray
    await snap(page, 'member-updates-changes-refused');

    // Logging out now warns: the refused change is not on the server.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).click();
    const logout = page.getByRole('dialog', { name: 'Log out?' });
    await logout.getByText('You have 1 change not yet synced.').waitFor();
    await logout.getByText('It was not accepted by the server').waitFor();
    await snap(page, 'member-updates-logout-warning-online');
    await logout.getByRole('button', { name: 'Cancel' }).click();
    await logout.waitFor({ state: 'hidden' });

    // Discard clears it; the server's decision stands.
    await page.getByTestId('sync-status').click();
    await changes.getByRole('button', { name: 'Discard' }).click();
    await changes.getByText("Discard your decision? The server's decision stays.").waitFor();
    await changes.getByRole('button', { name: 'Discard' }).last().click();
    await changes.getByText('Everything you did has reached the server.').waitFor();
    expect((await serverContributions()).find((c) => c.id === paymentId)?.status).toBe('rejected');
    await page.keyboard.press('Escape');
    await page.getByTestId('sync-status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 15_000 });
  });

  it('warns with the count before logging out with unsynced changes; they stay on the phone through logout and login, then sync', async () => {
    const { page, context } = member;
    await page.goto('/member');
    await waitForSynced(page);
    await context.setOffline(true);
    const dialog = await openPaymentDialog(page);
    await dialog.getByLabel('Amount (₦)').fill('1500');
    await dialog.getByLabel('Transaction Reference (optional)').fill('CASH-OFF-1');
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('sync-status').filter({ hasText: 'Offline · 1 change not synced yet' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    const logout = page.getByRole('dialog', { name: 'Log out?' });
    await logout.getByText('You have 1 change not yet synced.').waitFor();
    await logout.getByText('You are offline, so they cannot be sent now.').waitFor();
    expect(await logout.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true);
    await snap(page, 'member-updates-logout-warning-offline');
    await logout.getByRole('button', { name: 'Log out anyway (they stay on this phone until you log in again)' }).click();
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect(await outboxCount(page, member.id)).toBe(1);
    expect((await serverContributions()).some((c) => c.transactionRef === 'CASH-OFF-1')).toBe(false);

    // Back online, the same member logs in: the change left on the phone syncs.
    await context.setOffline(false);
    await logInThroughUi(page, member.username, member.phone);
    await page.getByTestId('sync-status').waitFor();
    await waitForSynced(page);
    expect((await serverContributions()).find((c) => c.transactionRef === 'CASH-OFF-1')).toMatchObject({ status: 'pending', amount: '1500.00' });
  });

  it('syncs from the logout warning with Sync now, then logs out', async () => {
    const { page } = member;
    await page.goto('/member');
    await waitForSynced(page);
    // The server cannot be reached for a while (a dead mobile data connection that says it is up).
    let failedPushes = 0;
    let blocked = true;
    await page.route('**/api/sync/push', async (route) => {
      if (!blocked) return route.continue();
      failedPushes += 1;
      await route.abort('internetdisconnected');
    });
    const dialog = await openPaymentDialog(page);
    await dialog.getByLabel('Amount (₦)').fill('1200');
    await dialog.getByLabel('Transaction Reference (optional)').fill('SYNC-NOW-1');
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Logout' }).click();
    const logout = page.getByRole('dialog', { name: 'Log out?' });
    await logout.getByText('You have 1 change not yet synced.').waitFor();
    // After two failed tries the engine waits seconds before the next: the tap below is what syncs.
    await expect.poll(() => failedPushes, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await snap(page, 'member-updates-logout-warning-sync-now');
    blocked = false;
    await logout.getByRole('button', { name: 'Sync now' }).click();
    await logout.getByText('All your changes are synced.').waitFor();
    expect((await serverContributions()).find((c) => c.transactionRef === 'SYNC-NOW-1')?.status).toBe('pending');
    await logout.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await page.unroute('**/api/sync/push');
  });
});
