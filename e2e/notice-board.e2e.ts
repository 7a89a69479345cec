/**
 * Issue 27 §2 in a real browser against the real server: the group's Custom URL is a notice board
 * to pin in the WhatsApp group. A signed-out visitor sees each open purse's account with Copy
 * buttons, what each member pays and by when, and who to ask; after the admin changes the bank
 * account the board shows the new one with the old one in a warning, online and offline after one
 * visit, for 14 days; a visitor who chose no language reads it in the group's language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: Page;
let group: { id: string; customSlug: string; registrationLink: string };
let levyId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Adaeze Okafor', username: 'ada_notice', phone: localPhone().typed, role: 'admin' });
  const made = await admin.request.post('/api/groups', { data: { name: 'Unity Old Students', description: 'Class of 2010' } });
  expect(made.status()).toBe(201);
  group = await made.json();
  const levy = await admin.request.post(`/api/groups/${group.id}/projects`, {
    data: {
      name: 'Reunion levy',
      targetAmount: '500000',
      amountPerMember: '15000',
      deadline: '2027-01-31',
      bankName: 'GTBank',
      accountNumber: '0123456789',
      accountName: 'Unity Old Students',
    },
  });
  expect(levy.status()).toBe(201);
  levyId = (await levy.json()).id;
  // A purse that takes cash only has no account to show.
  const cash = await admin.request.post(`/api/groups/${group.id}/projects`, {
    data: { name: 'Cash at the meeting', targetAmount: '20000', allowedPaymentTypes: JSON.stringify(['cash']) },
  });
  expect(cash.status()).toBe(201);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const board = (page: Page) => page.getByRole('region', { name: 'Where to pay' });

describe('the notice board', () => {
  it("offers the admin the group's Custom URL to copy and pin in the WhatsApp group", async () => {
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await admin.goto('/admin');
    await admin.getByText("Pin this link in your WhatsApp group's description: it always shows where to pay and who to ask.").waitFor({ timeout: 15_000 });
    await admin.getByRole('button', { name: 'Copy Custom URL' }).click();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(`${h.baseUrl}/${group.customSlug}`);
    await admin.getByText("Pin this link in your WhatsApp group's description").scrollIntoViewIfNeeded();
    await snap(admin, 'notice-board-admin-link');
  });

  it('shows a visitor where to pay each open purse, with copy buttons, and who to ask; after a bank change, the old account in a warning, offline too', async () => {
    const { context, page } = await h.newPhone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/${group.customSlug}`);
    const levy = board(page).getByRole('article', { name: 'Reunion levy' });
    await levy.getByText('0123456789', { exact: true }).waitFor();
    await levy.getByText('₦15,000 per member · due 31 Jan 2027').waitFor();
    expect(await board(page).getByRole('article').count()).toBe(1);
    await board(page).getByText("Questions? Ask Adaeze Okafor, the group's admin.").waitFor();
    expect(await levy.getByRole('note').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Join Group' }).getAttribute('href')).toBe(`/register/${group.registrationLink}`);
    await levy.getByRole('button', { name: 'Copy Account Number' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0123456789');
    await snap(page, 'notice-board');

    const changed = await admin.request.patch(`/api/projects/${levyId}`, { data: { bankName: 'Zenith Bank', accountNumber: '5550001111', accountName: 'Unity Treasury' } });
    expect(changed.status()).toBe(200);
    await page.reload();
    await levy.getByText('5550001111', { exact: true }).waitFor();
    const today = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' }).format(h.clock.now());
    await levy.getByRole('note').filter({ hasText: `Bank details changed on ${today}. The old account was GTBank 0123456789 Unity Old Students.` }).waitFor();
    expect(await levy.getByText('0123456789', { exact: true }).count()).toBe(0);
    await levy.getByRole('note').scrollIntoViewIfNeeded();
    await snap(page, 'notice-board-bank-changed');

    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await levy.getByText('5550001111', { exact: true }).waitFor();
      await levy.getByRole('note').filter({ hasText: 'The old account was GTBank 0123456789' }).waitFor();
      await page.getByText('These are the figures saved on this phone').waitFor();
      await snap(page, 'notice-board-offline');
    } finally {
      await context.setOffline(false);
    }
    await page.close();
  });

  it("speaks the group's language to a visitor who chose none, without making it their choice", async () => {
    expect((await admin.request.patch(`/api/groups/${group.id}`, { data: { locale: 'yo' } })).status()).toBe(200);
    const { page } = await h.newPhone();
    await page.goto(`/${group.customSlug}`);
    await page.getByRole('region', { name: 'Ibi tí o máa san sí' }).getByText('5550001111', { exact: true }).waitFor();
    await page.getByText('Ṣé o ní ìbéèrè? Béèrè lọ́wọ́ Adaeze Okafor, alákòóso ẹgbẹ́.').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('gp-locale-chosen')])).toEqual(['yo', null]);
    await snap(page, 'notice-board-yoruba');

    // Choosing a language wins, and is kept.
    await page.getByLabel('Èdè', { exact: true }).filter({ visible: true }).first().selectOption('en');
    await board(page).waitFor();
    await page.reload();
    await board(page).getByText('5550001111', { exact: true }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('gp-locale'), localStorage.getItem('gp-locale-chosen')])).toEqual(['en', 'en']);
    await page.close();
  });

  it('stops warning of the change 14 days after it', async () => {
    h.clock.advance(14 * 86_400_000 + 60_000);
    const { page } = await h.newPhone();
    await page.goto(`/${group.customSlug}`);
    await page.getByRole('article', { name: 'Reunion levy' }).getByText('5550001111', { exact: true }).waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    await page.close();
  });
});
