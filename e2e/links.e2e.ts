/**
 * The links people pass around, in a real browser against the real server: the group's Custom
 * URL opens its landing (online, then offline after one visit); an existing user logs in and
 * joins from a new group's /register link in one flow; /join-group knows a group the user is
 * already in and finds the link inside a pasted WhatsApp message; a deep link opened while logged
 * out survives the login.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/errors';
import { developmentCode, logInThroughUi, signUpThroughUi } from './auth-flow';
import { memberJoinsByApi, storedUser } from './groups-flow';
import { type Harness, localPhone, snap, startHarness, waitForServiceWorkerControl } from './support';

let h: Harness;
let admin: { page: Page; context: BrowserContext; username: string; phone: string };
/** The admin's first group, made through the API with one purse. */
let group: { id: string; name: string; customSlug: string; registrationLink: string };
let projectId: string;

async function createGroup(page: Page, name: string): Promise<typeof group> {
  const res = await page.request.post('/api/groups', { data: { name, description: 'Old students of Unity Secondary School' } });
  expect(res.status()).toBe(201);
  return res.json();
}


/** Pastes `text` into the focused field as a phone's paste does (line breaks and all). */
async function paste(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

beforeAll(async () => {
  h = await startHarness();
  const phone = localPhone().typed;
  const a = await h.newPhone();
  await signUpThroughUi(a.page, { fullName: 'Adaeze Okafor', username: 'ada_links', phone, role: 'admin' });
  admin = { ...a, username: 'ada_links', phone };
  group = await createGroup(a.page, 'Class of 2010 Reunion');
  const purse = await a.page.request.post(`/api/groups/${group.id}/projects`, {
    data: { name: 'Reunion Party', targetAmount: '500000', bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Class of 2010' },
  });
  expect(purse.status()).toBe(201);
  projectId = (await purse.json()).id;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('links end to end', () => {
  it("opens the dashboard's Custom URL as the group's landing, online and offline after one visit; an unknown one is Page Not Found", async () => {
    const customUrl = `${h.baseUrl}/${group.customSlug}`;
    await admin.page.goto('/admin');
    await admin.page.getByText(customUrl, { exact: true }).waitFor({ timeout: 15_000 });

    const { context, page } = await h.newPhone();
    await page.goto(customUrl);
    await page.getByRole('heading', { name: group.name }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Goal\s*₦500,000/);
    expect(await page.getByRole('link', { name: 'Join Group' }).getAttribute('href')).toBe(`/register/${group.registrationLink}`);
    await snap(page, 'links-custom-url-online');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: group.name }).waitFor();
    await page.getByText('These are the figures saved on this phone').waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Goal\s*₦500,000/);
    await snap(page, 'links-custom-url-offline');

    await context.setOffline(false);
    await page.goto(`${h.baseUrl}/no-such-group`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await snap(page, 'links-unknown-slug');
    await page.close();
  });

  it('lets an existing user who opens a new group\'s /register link log in and join there, ending on the success step', async () => {
    // An account made before, on its own (not through this group's wizard).
    const existing = { fullName: 'Kemi Adebayo', username: 'kemi_links', phone: localPhone() };
    const api = await playwrightRequest.newContext({ baseURL: h.baseUrl });
    const sent = await api.post('/api/auth/send-otp', { data: { phoneNumber: existing.phone.typed } });
    const made = await api.post('/api/auth/register-with-otp', {
      data: {
        fullName: existing.fullName,
        username: existing.username,
        phoneNumber: existing.phone.typed,
        role: 'member',
        password: 'otp-only',
        otp: (await sent.json()).developmentOtp,
      },
    });
    expect(made.status()).toBe(201);
    await api.dispose();

    const { page } = await h.newPhone();
    await page.goto(`/register/${group.registrationLink}`);
    await page.getByRole('button', { name: 'Join Group' }).click();
    await page.getByLabel('Full Name').fill(existing.fullName);
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Phone Number').fill(existing.phone.typed);
    await page.getByRole('button', { name: 'Send OTP via WhatsApp' }).click();

    await page.getByRole('heading', { name: 'Log in to join' }).waitFor();
    await page.getByText(MESSAGES.phoneTaken).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(existing.username);
    await snap(page, 'links-register-existing-account');
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    const code = await developmentCode(page);
    expect(h.codes.at(-1)).toMatchObject({ phoneNumber: existing.phone.e164, purpose: 'login' });
    await snap(page, 'links-register-existing-code');
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify & Join Group' }).click();

    await page.getByRole('heading', { name: `Welcome to ${group.name}!` }).waitFor();
    await page.getByText('You are logged in and now a member of the group.').waitFor();
    await snap(page, 'links-register-existing-success');
    const me = await storedUser(page);
    const mine = await (await page.request.get(`/api/groups/user/${me.id}`)).json();
    expect(JSON.stringify(mine)).toContain(group.id);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/member');
    await page.close();
  });

  it('/join-group shows a group the user is in as joined, and finds the link in a pasted WhatsApp message', async () => {
    const { context, page } = await h.newPhone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const joined = { username: 'bisi_links', phone: localPhone().typed };
    const { api } = await memberJoinsByApi(h.baseUrl, group.id, { fullName: 'Bisi Adeyemi', ...joined });
    await api.dispose();
    await logInThroughUi(page, joined.username, joined.phone);
    await page.waitForURL('**/member');
    await page.getByText(group.name).first().waitFor({ timeout: 15_000 }); // synced to the phone

    // The app's own share message, forwarded in WhatsApp.
    await page.goto('/join-group');
    const field = page.getByLabel('Group Link');
    await paste(
      page,
      field,
      [
        '*Forwarded*',
        `🎯 Join "${group.name}" on GroupPurse!`,
        '',
        '📊 Progress: 0% (₦0 of ₦500,000 raised)',
        '',
        `👉 Join here: ${h.baseUrl}/register/${group.registrationLink}`,
        '',
        '#GroupPurse #Contribution',
      ].join('\n'),
    );
    await page.getByRole('heading', { name: group.name }).waitFor();
    expect(await field.inputValue()).toBe(`${h.baseUrl}/register/${group.registrationLink}`);
    await page.getByRole('status').filter({ hasText: MESSAGES.alreadyMember }).waitFor();
    expect(await page.getByText(MESSAGES.invalidLink).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Join This Group' }).count()).toBe(0);
    await snap(page, 'links-join-group-already-member');

    // A second group's Custom URL in a message with another link before it: found, and joinable.
    const second = await createGroup(admin.page, 'Ajo Market Women');
    await paste(page, field, `Watch last year's party https://youtu.be/dQw4w9WgXcQ 🎉\nThen join our ajo: *${h.baseUrl}/${second.customSlug}*`);
    await page.getByRole('heading', { name: 'Ajo Market Women' }).waitFor();
    expect(await field.inputValue()).toBe(`${h.baseUrl}/${second.customSlug}`);
    await snap(page, 'links-join-group-pasted-message');
    await page.getByRole('button', { name: 'Join This Group' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/join-group');
    await page.getByLabel('Group Link').fill(`${h.baseUrl}/${group.customSlug}`);
    await page.getByRole('link', { name: 'Open My Groups' }).click();
    await page.waitForURL('**/groups');
    await page.close();
  });

  it('takes a logged-out admin from /admin?review=ID through login to that review', async () => {
    const payer = await memberJoinsByApi(h.baseUrl, group.id, { fullName: 'Tunde Bakare', username: 'tunde_links', phone: localPhone().typed });
    const png = Buffer.from(await (await payer.api.get('/icons/icon-192.png')).body());
    const paid = await payer.api.post('/api/contributions', {
      multipart: { projectId, amount: '7500', reference: 'DEEP-LINK-1', proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
    });
    expect(paid.status()).toBe(201);
    const contributionId: string = (await paid.json()).id;

    // The admin's other phone, logged out, opens the push's deep link.
    const { page } = await h.newPhone();
    await page.goto(`/admin?review=${contributionId}`);
    await page.getByRole('tab', { name: 'Login' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Phone Number').fill(admin.phone);
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await page.getByLabel('Verification Code').fill(await developmentCode(page));
    await page.getByRole('button', { name: 'Verify & Login' }).click();

    await page.waitForURL(`**/admin?review=${contributionId}`);
    const review = page.getByRole('dialog', { name: /Review Payment/ });
    await review.getByText('DEEP-LINK-1').waitFor({ timeout: 15_000 });
    await snap(page, 'links-deep-link-after-login');
    await page.close();
    await payer.api.dispose();
  });
});
