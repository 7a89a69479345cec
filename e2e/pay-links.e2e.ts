/**
 * Links that lead where they say (issue 23 §4), in a real browser against the real server, on
 * 360×740 phones: the roll-call's 'Pay here' link opens paying that purse (chosen) for a member
 * who is logged in — online and offline — and the wizard for someone who is not in the group; a
 * member on a new phone logs in from the link (in Yoruba), or taps 'Join Group' and logs in
 * there, and lands on paying that purse; the PDF
 * statement's receipt link takes a logged-out reader through login to the receipt, while the
 * app's own calls keep the API's 401.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentCode, logInThroughUi, signUpThroughUi } from './auth-flow';
import { memberJoinsByApi, waitForSynced } from './groups-flow';
import { englishOnScreen, overflowOnScreen, t } from './i18n-support';
import { type Harness, localPhone, snap, startHarness, waitForServiceWorkerControl } from './support';

let h: Harness;
let admin: Page;
let group: { id: string; name: string; customSlug: string };
const purses: Record<'fees' | 'xmas', string> = { fees: '', xmas: '' };
const kemi = { fullName: 'Kemi Bello', username: 'kemi_pays', phone: localPhone().e164 };
/** The link the admin's roll-call message gives for Xmas Party. */
let payHere = '';
/** Kemi's own API session (her cookie), for her payment. */
let kemiApi: APIRequestContext;

async function addPurse(name: string): Promise<string> {
  const res = await admin.request.post(`/api/groups/${group.id}/projects`, {
    data: { name, targetAmount: '200000', bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Unity Ajo' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

/** The pay flow, on the select step, with `projectId` chosen (not merely offered). */
async function expectPayingPurse(page: Page, projectId: string, locale: 'en' | 'yo' = 'en'): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/member-payment' && url.searchParams.get('purse') === projectId, { timeout: 20_000 });
  await page.getByRole('heading', { name: t('Make Contribution', locale), level: 1 }).waitFor();
  const select = page.getByRole('combobox', { name: t('Project', locale, 'payments') });
  await expect.poll(() => select.inputValue(), { timeout: 10_000 }).toBe(projectId);
  await page.getByRole('region', { name: t('Project details', locale, 'payments') }).getByText('Xmas Party').first().waitFor();
}

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Bisi Adeyemi', username: 'bisi_links', phone: localPhone().typed, role: 'admin' });
  const created = await admin.request.post('/api/groups', { data: { name: 'Unity Ajo', description: 'Weekly ajo' } });
  expect(created.status()).toBe(201);
  group = await created.json();
  purses.fees = await addPurse('School Fees');
  purses.xmas = await addPurse('Xmas Party');
  kemiApi = (await memberJoinsByApi(h.baseUrl, group.id, kemi)).api;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('pay links end to end', () => {
  it("the roll-call's message carries the purse's link", async () => {
    await admin.goto('/admin');
    await waitForSynced(admin);
    await admin.getByRole('button', { name: /^Open menu/ }).click();
    await admin.getByRole('button', { name: 'Send Reminders' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send Reminders' });
    await dialog.getByRole('combobox', { name: 'Purse' }).selectOption({ label: 'Xmas Party' });
    await dialog.getByText(/Contribution reminder/).last().waitFor();
    await expect.poll(async () => (await dialog.getByText(/Contribution reminder/).last().innerText()).includes('*Xmas Party*')).toBe(true);
    const message = await dialog.getByText(/Contribution reminder/).last().innerText();
    payHere = message.match(/👉 .*?(https?:\/\/\S+)/)?.[1] ?? '';
    expect(payHere).toBe(`${h.baseUrl}/${group.customSlug}/xmasparty`);
  });

  it("takes a logged-in member from 'Pay here' to paying that purse, chosen — online, then offline", async () => {
    const { context, page } = await h.newPhone();
    await logInThroughUi(page, kemi.username, kemi.phone);
    await page.waitForURL('**/member');
    await waitForSynced(page);

    await page.goto(payHere);
    await expectPayingPurse(page, purses.xmas);
    expect(await page.getByText("You're invited to join").count()).toBe(0);
    expect(await overflowOnScreen(page)).toEqual([]);
    await snap(page, 'pay-links-member-lands-on-paying');

    // The next steps work on the chosen purse: its account shows.
    await page.getByLabel('Amount (₦)').fill('5000');
    await page.getByRole('button', { name: 'Proceed to Payment Instructions' }).click();
    await page.getByText('0123456789').first().waitFor();
    await snap(page, 'pay-links-member-instructions');

    // With no signal the link still leads there: the group is read from the phone.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto(payHere);
    await expectPayingPurse(page, purses.xmas);
    await snap(page, 'pay-links-member-offline');
    await context.setOffline(false);
    await context.close();
  });

  it('shows someone not in the group the join wizard, logged in or not', async () => {
    const stranger = await h.newPhone();
    await stranger.page.goto(payHere);
    await stranger.page.getByRole('heading', { name: 'Unity Ajo' }).waitFor();
    await stranger.page.getByText("You're invited to join").waitFor();
    await stranger.page.getByRole('button', { name: 'Join Group' }).waitFor();
    await snap(stranger.page, 'pay-links-logged-out-wizard');
    await stranger.context.close();

    const { context, page } = await h.newPhone();
    await signUpThroughUi(page, { fullName: 'Olu Ade', username: 'olu_new', phone: localPhone().typed, role: 'member' });
    await page.goto(payHere);
    await page.getByText("You're invited to join").waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Unity Ajo' }).waitFor();
    // The purse of the link comes first, highlighted, and Join still joins at once.
    expect(new URL(page.url()).pathname).toBe(`/${group.customSlug}/xmasparty`);
    await snap(page, 'pay-links-non-member-wizard');
    await page.getByRole('button', { name: 'Join Group' }).click();
    await page.waitForURL('**/member');
    await context.close();
  });

  it('leads a member on a new phone from the link through login (in Yoruba) to paying that purse', async () => {
    h.clock.advance(31_000); // past the code cooldown of Kemi's number (she logged in a moment ago)
    const { context, page } = await h.newPhone();
    await page.goto(payHere);
    await page.getByText("You're invited to join").waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel('Language', { exact: true }).filter({ visible: true }).first().selectOption('yo');
    await page.getByRole('tab', { name: t('Login', 'yo', 'auth') }).click();
    await page.getByLabel(t('Username', 'yo', 'auth'), { exact: true }).fill(kemi.username);
    await page.getByLabel(t('Phone Number', 'yo', 'auth'), { exact: true }).fill(kemi.phone);
    await page.getByRole('button', { name: t('Send OTP via SMS', 'yo') }).click();
    // The development code's notice, in Yoruba: its six digits.
    const note = page.getByRole('note').filter({ hasText: /\d{6}/ });
    await note.waitFor();
    const code = (await note.textContent())?.match(/\d{6}/)?.[0] ?? '';
    await page.getByLabel(t('Verification Code', 'yo'), { exact: true }).fill(code);
    await page.getByRole('button', { name: t('Verify & Login', 'yo') }).click();

    await expectPayingPurse(page, purses.xmas, 'yo');
    expect(await englishOnScreen(page, 'yo')).toEqual([]);
    expect(await overflowOnScreen(page)).toEqual([]);
    await snap(page, 'pay-links-new-phone-yo');
    await context.close();
  });

  it("leads a member on a new phone who taps 'Join Group' instead through logging in there to paying that purse", async () => {
    h.clock.advance(31_000);
    const { context, page } = await h.newPhone();
    await page.goto(payHere);
    await page.getByRole('button', { name: 'Join Group' }).click();
    await page.getByLabel('Full Name').fill(kemi.fullName);
    await page.getByLabel('Username').fill(kemi.username);
    await page.getByLabel('Phone Number').fill(kemi.phone);
    await page.getByRole('button', { name: 'Send OTP via WhatsApp' }).click();
    await page.getByRole('heading', { name: 'Log in to join' }).waitFor();
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await page.getByLabel('Verification Code').fill(await developmentCode(page));
    await page.getByRole('button', { name: 'Verify & Join Group' }).click();

    // Kemi chose Yoruba on the other phone: on this one, where nobody chose, her account's language
    // follows her once she is signed in (web/session/user-locale.ts).
    await expectPayingPurse(page, purses.xmas, 'yo');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('yo');
    for (const locale of ['en', 'yo'] as const) expect(await page.getByText(t('You are already a member of this group.', locale)).count()).toBe(0);
    await snap(page, 'pay-links-new-phone-join-button');
    await context.close();
  });

  it("takes a logged-out reader of the PDF statement's receipt link through login to the receipt", async () => {
    // Money in, then a payout with its receipt.
    const member = await kemiApi.post('/api/contributions', { data: { projectId: purses.xmas, amount: '20000', reference: 'REF-XMAS' } });
    expect(member.status()).toBe(201);
    const contributionId = (await member.json()).id as string;
    expect((await admin.request.patch(`/api/contributions/${contributionId}/confirm`)).status()).toBe(200);
    const paper = await admin.context().newPage();
    await paper.setContent('<p style="margin:0;padding:12px;font:18px sans-serif;background:#fff">Transfer receipt<br>Mama Put · ₦5,000<br>Party food</p>');
    const receipt = await paper.screenshot({ clip: { x: 0, y: 0, width: 220, height: 100 } });
    await paper.close();
    const paidOn = new Date().toISOString().slice(0, 10);
    const payout = await admin.request.post(`/api/projects/${purses.xmas}/payouts`, {
      multipart: { amount: '5000', recipient: 'Mama Put', purpose: 'Party food', paidOn, receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: receipt } },
    });
    expect(payout.status()).toBe(201);
    const payoutId = (await payout.json()).id as string;

    // The link as the PDF prints it.
    await admin.goto('/admin');
    await waitForSynced(admin);
    await admin.getByRole('button', { name: /^Open menu/ }).click();
    await admin.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Generate Report' }).click();
    await admin.getByRole('combobox', { name: 'Purse', exact: true }).selectOption({ label: 'Xmas Party' });
    await admin.getByRole('article', { name: 'Statement' }).getByText('Party food').first().waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Share PDF' }).click()]);
    const { readFileSync } = await import('node:fs');
    const pdf = readFileSync((await download.path())!).toString('latin1');
    const link = pdf.match(/\/URI\s*\(([^)]*)\)/)?.[1] ?? '';
    expect(link).toBe(`${h.baseUrl}/api/payouts/${payoutId}/receipt`);

    // The app's own calls still get the API's answer.
    const api = await fetch(link, { headers: { Accept: 'application/json' } });
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: 'not-signed-in' });

    h.clock.advance(31_000);
    const { context, page } = await h.newPhone();
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === `/api/payouts/${payoutId}/receipt`);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Please log in');
    await snap(page, 'pay-links-receipt-login');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Username').fill(kemi.username);
    await page.getByLabel('Phone Number').fill(kemi.phone);
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await page.getByLabel('Verification Code').fill(await developmentCode(page));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await page.waitForURL(link, { timeout: 15_000 });
    expect(await page.evaluate(() => document.contentType)).toBe('image/png');
    await snap(page, 'pay-links-receipt-after-login');
    await context.close();
  });
});
