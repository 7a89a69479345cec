/**
 * Issue 23 §2, §3 in Chromium at 360×740 against the real server, in two languages: the partner
 * reads Hausa, a member and the admin English. The admin makes a member an accountability partner:
 * the partner is told, and their menu and dashboard say the role with what it means. A member pays:
 * the partner, offline after a sync, opens the payment from its notification (and from the push's
 * /admin?review=ID link) and sees it read-only — the receipt, the check, no Confirm or Reject. The
 * admin removes the partner through a confirmation that says what follows; the partner and a member
 * are told, each in their language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../shared/i18n/languages';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, storedUser, waitForSynced } from './groups-flow';
import { t } from './i18n-support';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

interface Phone {
  page: Page;
  context: BrowserContext;
  id: string;
}

const GROUP = 'Unity Ajo';
const PARTNER = 'Ngozi Eze';
let h: Harness;
let admin: Phone;
let partner: Phone;
let member: Phone;
let groupId: string;
let projectId: string;
let contributionId: string;

/** A message of the catalogues in `locale`, placeholders filled: the words the screen must show. */
function say(area: string, key: string, locale: Locale, params: Record<string, string> = {}): string {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../shared/i18n/messages', area, `${locale}.json`), 'utf8')) as Record<string, string>;
  return catalogue[key]!.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/** Waits until the phone's sync run has finished with nothing left to send, in the page's language. */
async function synced(page: Page, locale: Locale): Promise<void> {
  const done = say('sync', 'sync_allSynced', locale).split(' · ')[0]!;
  await page.getByTestId('sync-status').filter({ hasText: done }).first().waitFor({ timeout: 20_000 });
}

async function signUpMember(fullName: string, username: string): Promise<Phone> {
  const phone = await h.newPhone();
  await signUpThroughUi(phone.page, { fullName, username, phone: localPhone().typed, role: 'member' });
  expect((await phone.page.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  return { ...phone, id: (await storedUser(phone.page)).id };
}

/** The admin's Partners dialog of the (only) group. */
async function openPartners(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Partners' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Accountability Partners' });
  await dialog.waitFor();
  return dialog;
}

/** The role line under the user's name in the side menu. */
async function menuRoleLine(page: Page, locale: Locale): Promise<string> {
  await page.getByRole('button', { name: t('Open menu', locale) }).click();
  const menu = page.getByRole('dialog', { name: t('Menu', locale) });
  await menu.waitFor();
  const line = await menu.locator('p.text-sm').first().innerText();
  return line;
}

beforeAll(async () => {
  h = await startHarness();
  const a = await h.newPhone();
  await signUpThroughUi(a.page, { fullName: 'Adaeze Okafor', username: 'ada_role', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(a.page, GROUP, 'Monthly ajo');
  await addPurseInUi(a.page, { name: 'Xmas Party', target: '100000' });
  await waitForSynced(a.page);
  admin = { ...a, id: (await storedUser(a.page)).id };
  groupId = (await (await a.page.request.get(`/api/groups/admin/${admin.id}`)).json())[0].id;
  projectId = (await (await a.page.request.get(`/api/groups/${groupId}/projects`)).json())[0].id;

  partner = await signUpMember(PARTNER, 'ngozi_role');
  // The partner reads Hausa: picked from the menu, kept on the phone and on the server (pushes).
  await partner.page.goto('/member');
  await partner.page.getByRole('button', { name: 'Open menu' }).click();
  await partner.page.getByLabel('Language', { exact: true }).filter({ visible: true }).first().selectOption('ha');
  await partner.page.locator('html[lang="ha"]').waitFor();
  await partner.page.keyboard.press('Escape');
  await waitForServiceWorkerControl(partner.page);

  member = await signUpMember('Kemi Bello', 'kemi_role');
}, 180_000);

afterEach(async () => {
  await partner?.context.setOffline(false);
});

afterAll(async () => {
  await h?.close();
});

describe('an accountability partner who knows their role', () => {
  it('is told when the admin adds them, and their dashboard and menu say the role with what it means', async () => {
    const dialog = await openPartners(admin.page);
    // The dialog says what a partner does.
    await dialog.getByText(say('partners', 'partners_description', 'en', { count: '2', group: GROUP })).waitFor();
    await dialog.getByLabel('Add a member as partner').selectOption({ label: `${PARTNER} (@ngozi_role)` });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: `Remove ${PARTNER}` }).waitFor();
    await snap(admin.page, 'partners-role-dialog');
    await waitForSynced(admin.page);

    const { page } = partner;
    await page.goto('/updates');
    await page.getByText(say('notice', 'notice_partnerAddedMessage', 'ha', { group: GROUP })).waitFor({ timeout: 20_000 });
    await page.getByText(say('notice', 'notice_partnerAddedTitle', 'ha')).first().waitFor();
    await snap(page, 'partners-role-ha-told');

    await page.goto('/member');
    const card = page.getByRole('region', { name: say('partners', 'partners_roleCardTitle', 'ha') });
    await card.getByText(say('partners', 'partners_roleOf', 'ha', { group: GROUP })).waitFor();
    await card.getByText(say('partners', 'partners_roleDuties', 'ha')).waitFor();
    // The group's row in My Groups says it too.
    await page.getByRole('listitem').filter({ hasText: GROUP }).getByText(say('partners', 'partners_roleName', 'ha'), { exact: true }).waitFor();
    await snap(page, 'partners-role-ha-dashboard');
    // And the groups page, where their groups are listed.
    await page.goto('/groups');
    await page.getByRole('listitem').filter({ hasText: GROUP }).getByText(say('partners', 'partners_roleName', 'ha'), { exact: true }).first().waitFor();

    expect(await menuRoleLine(page, 'ha')).toBe(`${say('auth', 'auth_roleMember', 'ha')} · ${say('partners', 'partners_roleOf', 'ha', { group: GROUP })}`);
    await snap(page, 'partners-role-ha-menu');
    await page.keyboard.press('Escape');

    // A plain member's menu still says only "Member".
    await member.page.goto('/member');
    expect(await menuRoleLine(member.page, 'en')).toBe('Member');
    await member.page.keyboard.press('Escape');
  }, 90_000);

  it('opens a payment from its notification offline, read-only: the receipt and the check, no Confirm or Reject', async () => {
    const png = Buffer.from(await (await member.page.request.get('/icons/icon-192.png')).body());
    const paid = await member.page.request.post('/api/contributions', {
      multipart: { projectId, amount: '5000', reference: 'GTB-ROLE-1', proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
    });
    expect(paid.status()).toBe(201);
    contributionId = (await paid.json()).id;

    const { page, context } = partner;
    await page.goto('/updates');
    const entry = page.getByRole('button').filter({ hasText: say('notice', 'notice_paymentSubmittedTitle', 'ha') }).first();
    await entry.waitFor({ timeout: 20_000 });
    await synced(page, 'ha');
    // Offline from here: what opens comes from the phone.
    await context.setOffline(true);
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/member' && url.searchParams.get('review') === contributionId);
    const review = page.getByRole('dialog', { name: t('Review Payment', 'ha') });
    await review.waitFor();
    await review.getByText('₦5,000.00').or(review.getByText('₦5,000')).first().waitFor();
    await review.getByText(say('review', 'review_adminOnly', 'ha')).waitFor();
    expect(await review.getByRole('button', { name: t('Confirm', 'ha', 'review'), exact: true }).count()).toBe(0);
    expect(await review.getByRole('button', { name: t('Reject', 'ha', 'review'), exact: true }).count()).toBe(0);
    // A receipt never opened on this phone (no Wi-Fi prefetch here) shows offline as the server's
    // small copy, kept with the sync, and says so.
    await review.getByText(say('review', 'review_proofSmallCopy', 'ha')).waitFor();
    await review.getByRole('img', { name: t('Proof of payment', 'ha') }).waitFor();
    await snap(page, 'partners-role-ha-review-offline-unseen');
    // Back online the receipt loads by itself; the browser keeps it (immutable, private).
    await context.setOffline(false);
    await review.getByRole('img', { name: t('Proof of payment', 'ha') }).waitFor();
    await context.setOffline(true);
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });

    // The push's deep link, offline: /admin sends a partner on to the same read-only review, receipt and all.
    await page.goto(`/admin?review=${contributionId}`);
    await page.waitForURL((url) => url.pathname === '/member' && url.searchParams.get('review') === contributionId);
    const linked = page.getByRole('dialog', { name: t('Review Payment', 'ha') });
    await linked.getByText(say('review', 'review_adminOnly', 'ha')).waitFor();
    await linked.getByRole('img', { name: t('Proof of payment', 'ha') }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('dialog img')].some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    await snap(page, 'partners-role-ha-review-offline');
    await context.setOffline(false);

    // The server refuses a partner's decision all the same.
    expect((await page.request.patch(`/api/contributions/${contributionId}/confirm`, { data: {} })).status()).toBe(403);
  }, 90_000);

  it('asks the admin before removing the partner, then tells the partner and the members', async () => {
    const dialog = await openPartners(admin.page);
    await dialog.getByRole('button', { name: `Remove ${PARTNER}` }).click();
    const confirm = admin.page.getByRole('dialog', { name: `Remove ${PARTNER}?` });
    await confirm.waitFor();
    await confirm.getByText(say('partners', 'partners_confirmRemoveText', 'en', { name: PARTNER, group: GROUP })).waitFor();
    await confirm.getByText(say('partners', 'partners_confirmRemoveLast', 'en', { group: GROUP })).waitFor();
    await confirm.getByText(say('partners', 'partners_confirmRemoveTold', 'en', { name: PARTNER })).waitFor();
    await snap(admin.page, 'partners-role-confirm-remove');
    // Cancel removes nobody, and leaves the partners dialog open.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: `Remove ${PARTNER}` }).click();
    await admin.page.getByRole('dialog', { name: `Remove ${PARTNER}?` }).getByRole('button', { name: 'Remove partner' }).click();
    await dialog.getByText('No accountability partners yet.').waitFor();
    await waitForSynced(admin.page);

    const { page } = partner;
    await page.goto('/updates');
    await page.getByText(say('notice', 'notice_partnerRemovedYouMessage', 'ha', { group: GROUP })).waitFor({ timeout: 20_000 });
    await snap(page, 'partners-role-ha-removed');
    await synced(page, 'ha');
    expect(await menuRoleLine(page, 'ha')).toBe(say('auth', 'auth_roleMember', 'ha'));
    await page.keyboard.press('Escape');

    await member.page.goto('/updates');
    await member.page
      .getByText(`${PARTNER} is no longer an accountability partner of ${GROUP}. The group now has no partner: nobody approves its payouts, and you will be told of each one.`)
      .waitFor({ timeout: 20_000 });
    await member.page.getByText('Accountability Partner Removed').first().waitFor();
    await snap(member.page, 'partners-role-en-member-told');
  }, 90_000);
});
