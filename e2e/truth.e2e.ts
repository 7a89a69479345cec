/**
 * What the admin's phone says is true, in a real browser against the real server: a payment
 * confirmed offline moves Total Collections, Completion Rate and the purse at once (marked not
 * synced), the figures stay right (not doubled) after sync, the decision clears the payment's
 * unread notification in the bell, and Send Reminders counts only confirmed money as paid.
 */
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: Page;
let projectId: string;
let emptyGroupId: string;
const payments: Record<'first' | 'second' | 'tunde', string> = { first: '', second: '', tunde: '' };

async function pays(member: APIRequestContext, amount: string): Promise<string> {
  const res = await member.post('/api/contributions', { data: { projectId, amount, reference: `REF-${amount}` } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

const statCard = (title: string): Locator => admin.getByRole('region', { name: 'Statistics' }).getByRole('listitem').filter({ hasText: title });
const bell = () => admin.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const purseOnDashboard = () => admin.getByRole('list', { name: 'Projects of Unity Ajo' }).getByRole('listitem').filter({ hasText: 'School Fees' });
/** The group's card, on the dashboard or the groups page. */
const unityAjo = () => admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Unity Ajo', exact: true }) });
const collectedOnServer = async () =>
  ((await (await admin.request.get(`/api/projects/${projectId}/unpaid-members`)).json()) as { project: { collected: string } }).project.collected;

/** Opens a payment from Recent Transactions and confirms it. */
async function confirmFromRecent(amount: string): Promise<void> {
  await admin.getByRole('region', { name: 'Recent Transactions' }).getByRole('button', { name: /Kemi Bello/ }).filter({ hasText: amount }).first().click();
  const review = admin.getByRole('dialog', { name: /Review Payment/ });
  await review.getByRole('button', { name: 'Confirm', exact: true }).click();
  await review.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  h = await startHarness();
  const phone = await h.newPhone();
  admin = phone.page;
  await signUpThroughUi(admin, { fullName: 'Bisi Adeyemi', username: 'bisi_admin', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Unity Ajo', 'Weekly ajo');
  await addPurseInUi(admin, { name: 'School Fees', target: '500000' });
  await waitForSynced(admin);
  const adminId = (await storedUser(admin)).id;
  const groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  projectId = ((await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;
  const empty = await admin.request.post('/api/groups', { data: { name: 'Quiet Circle', description: 'Nobody yet' } });
  emptyGroupId = (await empty.json()).id;
  const purse = { name: 'Burial Fund', targetAmount: 100000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Quiet Circle' };
  expect((await admin.request.post(`/api/groups/${emptyGroupId}/projects`, { data: purse })).status()).toBe(201);

  const kemi = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_pay', phone: localPhone().e164 });
  const tunde = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Tunde Ade', username: 'tunde_a', phone: localPhone().e164 });
  payments.first = await pays(kemi.api, '5000');
  payments.second = await pays(kemi.api, '14000');
  payments.tunde = await pays(tunde.api, '3000');
}, 120_000);

afterEach(async () => {
  await admin?.context().setOffline(false);
});

afterAll(async () => {
  await h?.close();
});

describe('what the admin’s phone says', () => {
  it('moves every figure at once on an offline confirm, marked not synced, keeps them right after sync, and clears the bell', async () => {
    await admin.goto('/admin');
    await waitForSynced(admin);
    await expect.poll(() => bell().getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 3 unread');

    // Online: the decision clears its notification too.
    await confirmFromRecent('₦5,000');
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await waitForSynced(admin);
    await expect.poll(() => statCard('Total Collections').innerText()).toContain('₦5,000');
    expect(await statCard('Completion Rate').innerText()).toContain('1%');

    // The offline part ends with a visit to /whatsapp: served by the app's service worker.
    await waitForServiceWorkerControl(admin);
    await admin.context().setOffline(true);
    await confirmFromRecent('₦14,000');
    await expect.poll(() => statCard('Total Collections').innerText()).toMatch(/₦19,000[\s\S]*Not synced yet/);
    // ₦19,000 of both purses' ₦600,000.
    expect(await statCard('Completion Rate').innerText()).toMatch(/3%[\s\S]*Not synced yet/);
    expect(await statCard('Pending Payments').innerText()).toMatch(/^Pending Payments\s+1\b/);
    await unityAjo().getByRole('button', { name: 'View Projects (1)' }).click();
    expect(await purseOnDashboard().innerText()).toMatch(/Not synced yet[\s\S]*4%[\s\S]*₦19,000 raised of ₦500,000/);
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await snap(admin, 'truth-dashboard-offline-purse');
    await admin.evaluate(() => window.scrollTo(0, 0));
    await snap(admin, 'truth-dashboard-offline-stats');
    expect(await collectedOnServer()).toBe('5000.00');

    // The groups page says the same: the purse and what Kemi contributed.
    await admin.getByRole('button', { name: /^Open menu/ }).click();
    await admin.getByRole('link', { name: 'Groups' }).click();
    await unityAjo().getByRole('button', { name: 'View Details' }).click();
    const kemiRow = unityAjo().getByRole('list', { name: 'Members of Unity Ajo' }).getByRole('listitem').filter({ hasText: 'Kemi Bello' });
    expect(await kemiRow.innerText()).toMatch(/₦19,000[\s\S]*Not synced yet/);
    expect(await unityAjo().getByRole('list', { name: 'Projects of Unity Ajo' }).innerText()).toMatch(/Not synced yet[\s\S]*₦19,000 raised/);
    await kemiRow.scrollIntoViewIfNeeded();
    await snap(admin, 'truth-groups-offline-confirm');

    // And the share page's message, opened with no signal.
    await admin.goto('/whatsapp');
    await admin.getByLabel('Group', { exact: true }).selectOption({ label: 'Unity Ajo' });
    await admin.getByLabel('Purse (optional)').selectOption({ label: 'School Fees' });
    await expect.poll(() => admin.getByRole('region', { name: 'Message Preview' }).innerText()).toContain('4% (₦19,000 of ₦500,000 raised)');

    await admin.context().setOffline(false);
    await waitForSynced(admin);
    await admin.goto('/groups');
    await unityAjo().getByRole('button', { name: 'View Details' }).click();
    await expect.poll(() => kemiRow.innerText()).not.toContain('Not synced yet');
    expect(await kemiRow.innerText()).toContain('₦19,000');
    await snap(admin, 'truth-groups-synced');
    await admin.goto('/admin');
    await expect.poll(() => collectedOnServer()).toBe('19000.00');
    // The server's figures now: the same amounts (not doubled), no longer marked.
    await expect.poll(() => statCard('Total Collections').innerText()).toMatch(/^Total Collections\s+₦19,000\s+Confirmed across all purses$/);
    expect(await statCard('Completion Rate').innerText()).toMatch(/^Completion Rate\s+3%\s+Of all purse targets$/);
    await unityAjo().getByRole('button', { name: 'View Projects (1)' }).click();
    expect(await purseOnDashboard().innerText()).toContain('₦19,000 raised');
    expect(await purseOnDashboard().innerText()).not.toContain('Not synced yet');
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    const serverUnread = ((await (await admin.request.get('/api/notifications')).json()) as { read: boolean; contributionId: string | null }[])
      .filter((n) => !n.read)
      .map((n) => n.contributionId);
    expect(serverUnread).toEqual([payments.tunde]);
  });

  it('Send Reminders counts only confirmed money as paid, lists pending as awaiting confirmation, and thanks nobody in an empty group', async () => {
    await admin.goto('/admin');
    await admin.getByRole('button', { name: /^Open menu/ }).click();
    await admin.getByRole('button', { name: 'Send Reminders' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send Reminders' });
    await dialog.getByRole('combobox', { name: 'Purse' }).selectOption({ label: 'School Fees' });
    await dialog.getByRole('region', { name: 'Paid (1)' }).getByText('Kemi Bello').waitFor();
    expect(await dialog.getByRole('region', { name: 'Paid (1)' }).innerText()).toContain('₦19,000');
    expect(await dialog.getByRole('region', { name: 'Awaiting confirmation (1)' }).innerText()).toMatch(/Tunde Ade[\s\S]*₦3,000/);
    expect(await dialog.getByRole('region', { name: 'Not paid yet (0)' }).innerText()).toContain('awaiting confirmation');
    expect(await dialog.getByRole('button', { name: 'Send Reminder' }).isDisabled()).toBe(true);
    const message = await dialog.getByText(/Contribution reminder/).last().innerText();
    expect(message).toContain('📊 ₦19,000 of ₦500,000 collected (4%)');
    expect(message).toContain('⏳ *Awaiting confirmation (1)*');
    expect(message).not.toContain('Everyone');
    await snap(admin, 'truth-reminders-confirmed-and-pending');

    await dialog.getByRole('combobox', { name: 'Purse' }).selectOption({ label: 'Burial Fund' });
    await dialog.getByRole('region', { name: 'Not paid yet (0)' }).getByText('No members have joined this group yet.').waitFor();
    const empty = await dialog.getByText(/Contribution reminder/).last().innerText();
    expect(empty).toContain('👥 No members have joined the group yet.');
    expect(empty).not.toContain('Everyone');
    await snap(admin, 'truth-reminders-no-members');
  });
});
