/**
 * The treasurer's books on the phone (issue 11), in Chromium at 360×740 against the real server:
 * the admin records cash and a payout with its receipt offline, sees it waiting to sync, and it
 * syncs once; a partner (a member the admin made a partner, on their own phone) approves it; a
 * member sees the payout, its receipt and the new balance. A reversed cash payment stays in the
 * member's history, marked REVERSED with its reason. Manage Group: a paused purse cannot be picked
 * to pay, and a changed bank account is confirmed old beside new and told to the member.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/errors';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, outboxCount, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

type Phone = { page: Page; context: BrowserContext; id: string };

let h: Harness;
let admin: Phone;
let partner: Phone;
let member: Phone;
let groupId: string;
let projectId: string;

async function png(page: Page): Promise<Buffer> {
  return Buffer.from(await (await page.request.get('/icons/icon-192.png')).body());
}

/** The purse's payouts as the server lists them (asked with the partner's session). */
async function serverPayouts(): Promise<{ id: string; status: string; amount: string }[]> {
  const response = await partner.page.request.get(`/api/projects/${projectId}/payouts`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Opens the purse's books and waits until the phone holds everything the server has. */
async function openBooks(page: Page): Promise<void> {
  await page.goto(`/purses/${projectId}`);
  await page.getByRole('heading', { name: 'Xmas Party', level: 1 }).waitFor();
  await waitForSynced(page);
}

const figure = (page: Page, name: 'collected' | 'paid-out' | 'balance') => page.getByTestId(`books-${name}`);

async function signUpMember(fullName: string, username: string): Promise<Phone> {
  const phone = await h.newPhone();
  await signUpThroughUi(phone.page, { fullName, username, phone: localPhone().typed, role: 'member' });
  expect((await phone.page.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  return { ...phone, id: (await storedUser(phone.page)).id };
}

beforeAll(async () => {
  h = await startHarness();
  const a = await h.newPhone();
  await signUpThroughUi(a.page, { fullName: 'Adaeze Okafor', username: 'ada_books', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(a.page, 'Ajo Circle', 'Monthly contributions');
  await addPurseInUi(a.page, { name: 'Xmas Party', target: '500000' });
  await waitForSynced(a.page);
  admin = { ...a, id: (await storedUser(a.page)).id };
  groupId = ((await (await a.page.request.get(`/api/groups/admin/${admin.id}`)).json()) as { id: string }[])[0]!.id;
  projectId = ((await (await a.page.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;

  member = await signUpMember('Kemi Bello', 'kemi_books');
  partner = await signUpMember('Tunde Bakare', 'tunde_books');
  // The partners dialog is tested in groups.e2e.ts; here the admin names the partner through its API.
  expect((await a.page.request.post(`/api/groups/${groupId}/accountability-partners`, { data: { userId: partner.id } })).status()).toBe(201);
}, 120_000);

// A failed test must not leave the next one without a signal.
afterEach(async () => {
  await admin?.context.setOffline(false);
});

afterAll(async () => {
  await h?.close();
});

describe('the purse books', () => {
  it('records a payout offline with its receipt, syncs it once, a partner approves it, and a member sees it and the new balance', async () => {
    const { page } = admin;
    await openBooks(page);
    await waitForServiceWorkerControl(page);

    // Cash a member handed over counts at once.
    await page.getByRole('button', { name: 'Record Cash Payment' }).click();
    const cash = page.getByRole('dialog', { name: 'Record Cash Payment' });
    await cash.getByLabel('Member').selectOption({ label: 'Kemi Bello (@kemi_books)' });
    await cash.getByLabel('Amount (₦)').fill('50000');
    await cash.getByRole('button', { name: 'Record Cash' }).click();
    await cash.waitFor({ state: 'hidden' });
    await waitForSynced(page);
    await expect.poll(() => figure(page, 'collected').innerText(), { timeout: 10_000 }).toBe('₦50,000');

    await page.getByTestId('toaster').getByRole('button', { name: 'Dismiss notification' }).click();
    await admin.context.setOffline(true);
    await page.getByRole('button', { name: 'Record Payout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payout' });
    // More than the purse holds is refused on the phone already.
    await dialog.getByLabel('Amount (₦)').fill('60000');
    await dialog.getByLabel('Paid to').fill('Mama Nkechi Catering');
    await dialog.getByLabel('Purpose').fill('Rice and drinks for the party');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await png(member.page) });
    await dialog.getByRole('button', { name: 'Record Payout' }).click();
    await dialog.getByText(MESSAGES.payoutOverBalance).waitFor();
    await snap(page, 'books-record-payout-dialog');
    await dialog.getByLabel('Amount (₦)').fill('20000');
    await dialog.getByRole('button', { name: 'Record Payout' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const payout = page.getByRole('listitem', { name: 'Payout of ₦20,000 to Mama Nkechi Catering' });
    await payout.getByText('Not synced yet').waitFor();
    await payout.getByText('PENDING', { exact: true }).waitFor();
    await page.getByRole('note').filter({ hasText: '₦20,000 recorded on this phone is waiting to sync' }).waitFor();
    await page.getByText('₦20,000 waits for a partner').waitFor();
    expect(await figure(page, 'balance').innerText()).toBe('₦50,000');
    // The receipt shows from the phone, offline.
    await expect.poll(() => payout.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByTestId('toaster').getByRole('button', { name: 'Dismiss notification' }).click();
    await payout.evaluate((item) => item.scrollIntoView({ block: 'end' }));
    await snap(page, 'books-admin-offline');
    expect(await outboxCount(page)).toBe(1);
    expect(await serverPayouts()).toEqual([]);

    await admin.context.setOffline(false);
    await waitForSynced(page);
    await payout.getByText('Not synced yet').waitFor({ state: 'detached' });
    const sent = await serverPayouts();
    expect(sent.map((p) => [p.amount, p.status])).toEqual([['20000.00', 'pending']]);
    await snap(page, 'books-admin');

    // The partner approves it on their own phone.
    await openBooks(partner.page);
    const waiting = partner.page.getByRole('listitem', { name: 'Payout of ₦20,000 to Mama Nkechi Catering' });
    await waiting.getByRole('button', { name: 'Approve' }).waitFor();
    await snap(partner.page, 'books-partner');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await waiting.getByText('APPROVED', { exact: true }).waitFor();
    await waitForSynced(partner.page);
    expect((await serverPayouts()).map((p) => p.status)).toEqual(['approved']);
    expect(await figure(partner.page, 'balance').innerText()).toBe('₦30,000');

    // The member sees the payout, who approved it, its receipt and the new balance; and no actions.
    await openBooks(member.page);
    const seen = member.page.getByRole('listitem', { name: 'Payout of ₦20,000 to Mama Nkechi Catering' });
    await seen.getByText('Approved by Tunde Bakare').waitFor();
    await expect.poll(() => figure(member.page, 'balance').innerText(), { timeout: 10_000 }).toBe('₦30,000');
    expect(await figure(member.page, 'paid-out').innerText()).toBe('₦20,000');
    await expect.poll(() => seen.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect(await member.page.getByRole('button', { name: /Record Payout|Approve|Reverse/ }).count()).toBe(0);
    await snap(member.page, 'books-member');
  });

  it("keeps a reversed cash payment in the member's history, marked REVERSED with the reason", async () => {
    const { page } = admin;
    await openBooks(page);
    await page.getByRole('button', { name: 'Record Cash Payment' }).click();
    const cash = page.getByRole('dialog', { name: 'Record Cash Payment' });
    await cash.getByLabel('Member').selectOption({ label: 'Kemi Bello (@kemi_books)' });
    await cash.getByLabel('Amount (₦)').fill('7000');
    await cash.getByRole('button', { name: 'Record Cash' }).click();
    await cash.waitFor({ state: 'hidden' });
    await waitForSynced(page);

    await page.getByRole('button', { name: 'Reverse ₦7,000 from Kemi Bello' }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse Payment' });
    await reverse.getByRole('button', { name: 'Reverse Payment' }).click();
    await reverse.getByText(MESSAGES.reasonRequired).waitFor();
    await reverse.getByLabel('Why is it reversed?').fill('Counted twice');
    await reverse.getByRole('button', { name: 'Reverse Payment' }).click();
    await reverse.waitFor({ state: 'hidden' });
    await waitForSynced(page);
    await expect.poll(() => figure(page, 'collected').innerText(), { timeout: 10_000 }).toBe('₦50,000');
    await page.getByRole('heading', { name: /Payments in/ }).scrollIntoViewIfNeeded();
    await snap(page, 'books-admin-payments-in');

    await member.page.goto('/my-contributions');
    await waitForSynced(member.page);
    await member.page.getByLabel('Status', { exact: true }).selectOption('reversed');
    const row = member.page.locator('li').filter({ hasText: 'REVERSED' });
    await row.getByText('Counted twice').waitFor();
    expect(await row.count()).toBe(1);
    await row.scrollIntoViewIfNeeded();
    await snap(member.page, 'books-member-reversed');
  });

  it('pauses a purse so the member can no longer pick it, and tells the member of a new bank account with the old beside it', async () => {
    const { page } = admin;
    await page.goto('/groups');
    await waitForSynced(page);
    await page.getByRole('button', { name: 'Manage Group' }).click();
    const manageGroup = page.getByRole('dialog', { name: 'Manage Group' });
    await manageGroup.getByLabel('Description (optional)').fill('Monthly contributions and the Xmas party');
    await snap(page, 'books-manage-group');
    await manageGroup.getByRole('button', { name: 'Save Changes' }).click();
    await manageGroup.waitFor({ state: 'hidden' });
    await page.getByText('Monthly contributions and the Xmas party').waitFor();

    await page.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('button', { name: 'Manage Xmas Party' }).click();
    let purse = page.getByRole('dialog', { name: 'Manage Xmas Party' });
    await purse.getByRole('button', { name: 'Pause', exact: true }).scrollIntoViewIfNeeded();
    await snap(page, 'books-manage-purse');
    await purse.getByRole('button', { name: 'Pause', exact: true }).click();
    await purse.getByText('Members cannot pay into it until you resume it.').waitFor();
    await purse.getByRole('button', { name: 'Pause Purse' }).click();
    await purse.waitFor({ state: 'hidden' });
    await waitForSynced(page);

    await member.page.goto('/member-payment');
    await waitForSynced(member.page);
    await member.page.getByText('No Projects Available').waitFor();
    await member.page.goto('/make-payment');
    await member.page.getByLabel('Group', { exact: true }).selectOption({ label: 'Ajo Circle' });
    expect(await member.page.getByLabel('Purse', { exact: true }).locator('option').allInnerTexts()).not.toContain('Xmas Party');

    await page.getByRole('button', { name: 'Manage Xmas Party' }).click();
    purse = page.getByRole('dialog', { name: 'Manage Xmas Party' });
    await purse.getByLabel('Bank Name').fill('Zenith Bank');
    await purse.getByLabel('Account Number').fill('555 000 1111');
    await purse.getByRole('button', { name: 'Save Changes' }).click();
    const confirm = purse.getByRole('region', { name: 'Change the account members pay to?' });
    await confirm.getByText('Every member and partner of Ajo Circle will be told').waitFor();
    expect(await confirm.innerText()).toMatch(/Old account[\s\S]*GTBank[\s\S]*0123456789[\s\S]*New account[\s\S]*Zenith Bank[\s\S]*5550001111/i);
    await snap(page, 'books-bank-change-confirm');
    await confirm.getByRole('button', { name: 'Save New Account' }).click();
    await purse.waitFor({ state: 'hidden' });
    await waitForSynced(page);

    await member.page.goto('/updates');
    await waitForSynced(member.page);
    const notice = member.page.getByRole('button', { name: /Bank Details Changed/ });
    await notice.getByText('Old: GTBank 0123456789 Ajo Circle → New: Zenith Bank 5550001111 Ajo Circle', { exact: false }).waitFor();
    await snap(member.page, 'books-member-bank-notice');
    await notice.click();
    await member.page.waitForURL(`**/purses/${projectId}`);
  });
});
