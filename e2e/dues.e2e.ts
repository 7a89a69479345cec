/**
 * What the group is told is true (issue 23 §1, §2), in a real browser against the real server:
 * a ₦20,000 levy at 18 % of its target, with two members part-paid, one not paid and one whose
 * payment was rejected. The roll-call lists who owes what and never thanks everyone, in the
 * group's language (Pidgin) and on an admin's phone in Yoruba; the part-paid member's own phone
 * says what she still owes; and a payout recorded after the last partner left reaches her,
 * marked not approved by anyone, as it is in the admin's Books.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInThroughUi, signUpThroughUi } from './auth-flow';
import { createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { t } from './i18n-support';
import { localPhone, snap, startHarness, type Harness } from './support';
import type { Locale } from '../shared/i18n/languages';
import { SYNC_PROTOCOL_VERSION } from '../shared/sync-protocol';

let h: Harness;
let admin: Page;
let groupId: string;
let projectId: string;
let kemi: { api: APIRequestContext; userId: string; phone: string };
let partnerId: string;
let kemiPage: Page;
let ada: { api: APIRequestContext; userId: string; phone: string };

async function pays(member: APIRequestContext, amount: string): Promise<string> {
  const res = await member.post('/api/contributions', { data: { projectId, amount, reference: `LEVY-${amount}-${Math.random()}` } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function openReminders(page: Page, locale: Locale = 'en') {
  await page.goto('/admin');
  await page.getByRole('button', { name: new RegExp(`^${t('Open menu', locale)}`) }).first().click();
  await page.getByRole('button', { name: t('Send Reminders', locale, 'nav') }).click();
  const dialog = page.getByRole('dialog', { name: t('Send Reminders', locale, 'reminders') });
  await dialog.getByRole('combobox').first().selectOption({ label: 'Levy 2026' });
  return dialog;
}

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Bisi Adeyemi', username: 'bisi_admin', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Unity Ajo', 'Age grade');
  // The purse is made through the screen, with its amount per member.
  await admin.getByRole('button', { name: 'Add Project' }).first().click();
  const add = admin.getByRole('dialog', { name: 'Add Project' });
  await add.getByLabel('Project Name').fill('Levy 2026');
  await add.getByLabel('Target Amount (₦)').fill('100000');
  await add.getByLabel('Amount per member (optional)').fill('20000');
  await add.getByLabel('Bank Name').fill('GTBank');
  await add.getByLabel('Account Number').fill('0123456789');
  await add.getByLabel('Account Name').fill('Unity Ajo');
  await snap(admin, 'dues-create-purse');
  await add.getByRole('button', { name: 'Create Project' }).click();
  await add.waitFor({ state: 'hidden' });
  await waitForSynced(admin);
  const adminId = (await storedUser(admin)).id;
  groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  const purses = (await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string; amountPerMember: string | null }[];
  projectId = purses[0]!.id;
  expect(purses[0]!.amountPerMember).toBe('20000.00');

  const kemiPhone = localPhone().e164;
  kemi = { ...(await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_pay', phone: kemiPhone })), phone: kemiPhone };
  const adaPhone = localPhone().e164;
  ada = { ...(await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Ada Eze', username: 'ada_e', phone: adaPhone })), phone: adaPhone };
  const tunde = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Tunde Ade', username: 'tunde_a', phone: localPhone().e164 });
  const chidi = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Chidi Obi', username: 'chidi_o', phone: localPhone().e164 });
  partnerId = tunde.userId;
  for (const id of [await pays(kemi.api, '10000'), await pays(ada.api, '8000')]) expect((await admin.request.patch(`/api/contributions/${id}/confirm`)).status()).toBe(200);
  expect((await admin.request.patch(`/api/contributions/${await pays(chidi.api, '20000')}/reject`, { data: { reason: 'Wrong account' } })).status()).toBe(200);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('a levy at 18 %', () => {
  it('the roll-call lists who paid in full, who owes what and who has not paid, and never that everyone has paid', async () => {
    const dialog = await openReminders(admin);
    const part = dialog.getByRole('region', { name: 'Part-paid (2)' });
    await part.getByText('Ada Eze').waitFor();
    expect(await part.innerText()).toMatch(/Ada Eze[\s\S]*₦12,000 to go[\s\S]*Kemi Bello[\s\S]*₦10,000 to go/);
    expect(await dialog.getByRole('region', { name: 'Not paid yet (2)' }).innerText()).toMatch(/Chidi Obi[\s\S]*Tunde Ade/);
    expect(await dialog.getByRole('region', { name: 'Paid in full (0)' }).innerText()).toContain('Nobody has paid in full yet.');
    expect(await dialog.innerText()).toContain('Sends a notification to each member who still owes, with what is left (4).');
    const message = await dialog.getByText(/Contribution reminder/).last().innerText();
    expect(message).toContain('💰 Each member pays ₦20,000');
    expect(message).toContain('📊 ₦18,000 of ₦100,000 collected (18%)');
    expect(message).toContain('🟡 *Part-paid (2)*\n1. Ada Eze (ada_e) – ₦8,000 of ₦20,000, ₦12,000 to go\n2. Kemi Bello (kemi_pay) – ₦10,000 of ₦20,000, ₦10,000 to go');
    expect(message).toContain('❌ *Not yet paid (2)*');
    expect(message).not.toContain('Everyone');
    await part.scrollIntoViewIfNeeded();
    await snap(admin, 'dues-roll-call-en');

    // Each member who owes is reminded with what they owe. The first answer is lost on its way
    // back (the server did send the reminders): the screen asks for a connection, and the tap
    // that follows is answered from the first (Idempotency-Key), not a second round for everyone.
    const kemiReminders = async () => ((await (await kemi.api.get('/api/notifications')).json()) as { type: string }[]).filter((n) => n.type === 'reminder').length;
    const tries: { key: string | undefined; replayed: string | undefined }[] = [];
    await admin.route('**/api/projects/*/reminders', async (route) => {
      const answer = await route.fetch();
      tries.push({ key: route.request().headers()['idempotency-key'], replayed: answer.headers()['idempotent-replayed'] });
      if (tries.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response: answer });
    });
    await dialog.getByRole('button', { name: 'Send Reminder' }).click();
    await dialog.getByRole('alert').getByText('Sending reminders needs an internet connection. Please connect and try again.').waitFor();
    await dialog.getByRole('button', { name: 'Send Reminder' }).scrollIntoViewIfNeeded();
    await snap(admin, 'dues-reminder-answer-lost');
    expect(await kemiReminders()).toBe(1);
    await dialog.getByRole('button', { name: 'Send Reminder' }).click();
    await dialog.getByText('Reminder sent to 4 members.').first().waitFor();
    expect(tries).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{36}$/), replayed: undefined }, { key: tries[0]!.key, replayed: 'true' }]);
    expect(await kemiReminders()).toBe(1);
    await admin.unrouteAll();
  });

  it('is written in the group’s language, and the admin’s screen in theirs', async () => {
    expect((await admin.request.patch(`/api/groups/${groupId}`, { data: { locale: 'pcm' } })).status()).toBe(200);
    await admin.goto('/admin');
    await admin.getByRole('button', { name: /^Open menu/ }).first().click();
    await admin.getByLabel('Language', { exact: true }).filter({ visible: true }).first().selectOption('yo');
    await admin.keyboard.press('Escape');
    const dialog = await openReminders(admin, 'yo');
    const part = dialog.getByRole('region', { name: 'Ti san díẹ̀ (2)' });
    await part.getByText('Kemi Bello').waitFor();
    expect(await part.innerText()).toContain('₦10,000 ló kù');
    const message = await dialog.getByText(/Each member go pay/).last().innerText();
    expect(message).toContain('💰 Each member go pay ₦20,000');
    expect(message).toContain('2. Kemi Bello (kemi_pay) – ₦10,000 out of ₦20,000, ₦10,000 remain');
    expect(message).not.toMatch(/Everybody don pay|Everyone/);
    await part.scrollIntoViewIfNeeded();
    await snap(admin, 'dues-roll-call-yo-pcm');
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: new RegExp(`^${t('Open menu', 'yo')}`) }).first().click();
    await admin.getByLabel(t('Language', 'yo'), { exact: true }).filter({ visible: true }).first().selectOption('en');
  });

  it('tells the part-paid member what she still owes, on her dashboard, her purse and her reminder', async () => {
    const page = (kemiPage = (await h.newPhone()).page);
    await logInThroughUi(page, 'kemi_pay', kemi.phone);
    await page.waitForURL('**/member');
    await waitForSynced(page);
    const status = page.getByRole('region', { name: 'Statistics' }).or(page.locator('dl')).first();
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toContain('₦10,000 to pay');
    expect(await status.innerText()).toContain('Levy 2026: ₦10,000 of ₦20,000 paid');
    expect(await status.innerText()).not.toContain('Up to Date');
    await snap(page, 'dues-member-dashboard');
    await page.goto('/groups');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect.poll(() => page.getByLabel('Who has paid into Levy 2026').innerText()).toBe('You paid ₦10,000 of ₦20,000: ₦10,000 to go');
    await snap(page, 'dues-member-purse');
    const reminders = ((await (await kemi.api.get('/api/notifications')).json()) as { type: string; message: string }[]).filter((n) => n.type === 'reminder');
    expect(reminders.map((n) => n.message)).toEqual([expect.stringContaining('You still owe ₦10,000 to Levy 2026 (Unity Ajo).')]);
  });

  it('a payout after the last partner left reaches every member, marked not approved by anyone, as in the Books', async () => {
    expect((await admin.request.post(`/api/groups/${groupId}/accountability-partners`, { data: { userId: partnerId } })).status()).toBe(201);
    expect((await admin.request.delete(`/api/groups/${groupId}/accountability-partners/${partnerId}`)).status()).toBe(200);
    const payout = await admin.request.post(`/api/projects/${projectId}/payouts`, { data: { amount: 15000, recipient: 'Chioma Nwosu', purpose: 'Hall deposit', paidOn: new Date().toISOString().slice(0, 10) } });
    expect(payout.status()).toBe(201);

    // Kemi's phone, still logged in from before (a second code within a minute would be refused).
    const page = kemiPage;
    await page.goto('/updates');
    const notice = page.getByText(/₦15,000 was paid out of Levy 2026/).first();
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toBe('₦15,000 was paid out of Levy 2026 (Unity Ajo) to Chioma Nwosu for Hall deposit. Not approved by anyone: the group has no accountability partner.');
    await notice.scrollIntoViewIfNeeded();
    await snap(page, 'dues-member-told-of-payout');
    await page.context().close();

    await admin.goto(`/groups`);
    await waitForSynced(admin);
    await admin.goto(`/purses/${projectId}`);
    const marked = admin.getByText('Not approved by anyone').first();
    await marked.waitFor({ timeout: 15_000 });
    await marked.scrollIntoViewIfNeeded();
    await snap(admin, 'dues-books-not-approved');
  });

  it('a group whose payouts need a partner\'s approval drops its last partner only when a partner agrees', async () => {
    /** The group as the server's sync sends it to the admin. */
    const read = async () => {
      const res = await admin.request.get(`/api/sync?since=0&protocol=${SYNC_PROTOCOL_VERSION}`);
      return ((await res.json()) as { groups: { id: string; payoutApprovalRequired?: boolean; approvalRequest?: unknown }[] }).groups.find((g) => g.id === groupId)!;
    };
    await admin.goto('/admin');
    await waitForSynced(admin);
    await admin.getByRole('button', { name: 'Partners' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Accountability Partners' });
    await dialog.getByRole('combobox').selectOption({ value: ada.userId });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Ada Eze').first().waitFor();
    await waitForSynced(admin);
    const rule = dialog.getByLabel("Payouts need a partner's approval");
    await expect.poll(() => rule.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The switch shows what the server holds: it turns on once the change comes back by sync.
    await rule.click();
    await expect.poll(async () => (await read()).payoutApprovalRequired, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => rule.isChecked(), { timeout: 15_000 }).toBe(true);

    await dialog.getByRole('button', { name: 'Remove Ada Eze' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove Ada Eze?' });
    expect(await confirm.innerText()).toContain("While payouts need a partner's approval, the last partner is removed only with a partner's approval: Ada Eze will be asked.");
    await snap(admin, 'dues-ask-to-remove-last-partner');
    await confirm.getByRole('button', { name: 'Ask for approval' }).click();
    await expect.poll(async () => (await read()).approvalRequest, { timeout: 15_000 }).toMatchObject({ kind: 'remove-last-partner', partnerUserId: ada.userId });
    await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain("Waiting for a partner's approval: remove Ada Eze as partner");
    await snap(admin, 'dues-waiting-for-partner');

    // Ada's phone: the request waits on her dashboard; she agrees, and only then is she removed.
    h.clock.advance(31_000);
    const page = (await h.newPhone()).page;
    await logInThroughUi(page, 'ada_e', ada.phone);
    await page.waitForURL('**/member');
    const card = page.getByRole('region', { name: 'Your approval is needed' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.innerText()).toContain('Bisi Adeyemi asks to remove Ada Eze as accountability partner of Unity Ajo.');
    await snap(page, 'dues-partner-asked');
    expect(((await (await admin.request.get(`/api/groups/${groupId}/accountability-partners`)).json()) as unknown[]).length).toBe(1);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(async () => ((await (await admin.request.get(`/api/groups/${groupId}/accountability-partners`)).json()) as unknown[]).length, { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await read()).approvalRequest ?? null).toBeNull();
    await card.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.context().close();
  });
});
