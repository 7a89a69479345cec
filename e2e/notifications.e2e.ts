/**
 * Notifications and announcements in a real browser against the real server: a member's proofs
 * light the admin's bell ('9+' past nine), a click opens the review, `/admin?review=ID` opens it
 * from a cold start, and an announcement the admin posts reaches a member's /updates after sync
 * and stays there offline.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: { page: Page; context: BrowserContext; id: string };
let member: { page: Page; context: BrowserContext; id: string };
let projectId: string;

/** A payment by the member through the API (the member-payment flow's multipart call). */
async function memberPays(amount: string, reference: string): Promise<string> {
  const png = Buffer.from(await (await member.page.request.get('/icons/icon-192.png')).body());
  const response = await member.page.request.post('/api/contributions', {
    multipart: { projectId, amount, reference, proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

const bell = () => admin.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

beforeAll(async () => {
  h = await startHarness();
  const a = await h.newPhone();
  await signUpThroughUi(a.page, { fullName: 'Bisi Adeyemi', username: 'bisi_admin', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(a.page, 'Unity Ajo', 'Weekly ajo');
  await addPurseInUi(a.page, { name: 'School Fees', target: '200000', bank: 'Access Bank' });
  await waitForSynced(a.page);
  admin = { ...a, id: (await storedUser(a.page)).id };
  const groups = await (await a.page.request.get(`/api/groups/admin/${admin.id}`)).json();
  const groupId = groups[0].id as string;
  projectId = ((await (await a.page.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;

  const m = await h.newPhone();
  await signUpThroughUi(m.page, { fullName: 'Chidi Okeke', username: 'chidi_m', phone: localPhone().typed, role: 'member' });
  expect((await m.page.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  member = { ...m, id: (await storedUser(m.page)).id };
}, 120_000);

afterEach(async () => {
  await member?.context.setOffline(false);
  await admin?.context.setOffline(false);
});

afterAll(async () => {
  await h?.close();
});

describe('notifications end to end', () => {
  it("lights the admin's bell with new proofs, opens the review from a notification, and shows '9+' past nine", async () => {
    const first = await memberPays('3000', 'ACC-1');
    await memberPays('4000', 'ACC-2');
    await admin.page.goto('/admin');
    await waitForSynced(admin.page);
    await expect.poll(() => bell().getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 2 unread');

    await bell().click();
    const popover = admin.page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText('2 unread').waitFor();
    await popover.getByText('Pending Approvals (2)').waitFor();
    await snap(admin.page, 'bell-open');
    // The oldest notification is about the first payment: open it.
    await popover.getByRole('button', { name: /New payment/i }).last().click();
    await admin.page.waitForURL(`**/admin?review=${first}`);
    const review = admin.page.getByRole('dialog', { name: /Review Payment/ });
    await review.getByText('₦3,000').first().waitFor();
    await review.getByRole('button', { name: 'Close' }).first().click();
    // Closing takes the review out of the address, so a reload does not open it again.
    await admin.page.waitForURL((url) => url.pathname === '/admin' && !url.searchParams.has('review'));
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');

    for (let i = 0; i < 9; i += 1) await memberPays(String(100 + i), `ACC-BULK-${i}`);
    await admin.page.reload();
    await waitForSynced(admin.page);
    await expect.poll(() => bell().getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 10 unread');
    expect((await bell().innerText()).trim()).toBe('9+');
    await bell().click();
    await admin.page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('+8 more pending...')
      .waitFor()
      .catch(async (error: Error) => {
        // Once in CI the line did not appear (not seen since): say what the screen showed instead.
        const seen = { url: admin.page.url(), expanded: await bell().getAttribute('aria-expanded'), dialogs: await admin.page.getByRole('dialog').allInnerTexts() };
        // A clean clone once showed 'Pending Approvals (10)' of 11 with every notification there:
        // say which of the server's pending payments the phone lacks or holds otherwise, and its cursor.
        const server = ((await (await admin.page.request.get('/api/contributions/admin')).json()) as { id: string; status: string; amountKobo: number }[]).filter((c) => c.status === 'pending');
        const phone = await admin.page.evaluate(
          (userId) =>
            new Promise<{ rows: { id: string; status: string; revision?: number }[]; cursor: unknown }>((resolve, reject) => {
              const open = indexedDB.open(`grouppurse-${userId}`);
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const tx = open.result.transaction(['contributions', 'meta'], 'readonly');
                const rows = tx.objectStore('contributions').getAll();
                const cursor = tx.objectStore('meta').get('cursor');
                tx.oncomplete = () => resolve({ rows: rows.result, cursor: cursor.result });
              };
            }),
          admin.id,
        );
        const onPhone = new Map(phone.rows.map((row) => [row.id, row]));
        const differs = server.filter((c) => onPhone.get(c.id)?.status !== 'pending').map((c) => ({ ...c, phone: onPhone.get(c.id) ?? null }));
        throw new Error(`${error.message}\nOn screen: ${JSON.stringify(seen)}\nPending on the server but not on the phone: ${JSON.stringify(differs)}; phone cursor ${JSON.stringify(phone.cursor)}`);
      });
    await snap(admin.page, 'bell-nine-plus');
  });

  it('opens the review dialog straight from /admin?review=ID, as a push notification links it', async () => {
    const id = await memberPays('7500', 'ACC-DEEP');
    const fresh = await admin.context.newPage();
    await fresh.setViewportSize({ width: 360, height: 740 });
    await fresh.goto(`/admin?review=${id}`);
    const review = fresh.getByRole('dialog', { name: /Review Payment/ });
    await review.getByText('₦7,500').first().waitFor({ timeout: 30_000 });
    await review.getByText('ACC-DEEP').waitFor();
    await snap(fresh, 'review-from-deep-link');
    await fresh.close();
  });

  it("brings an admin's announcement to a member's /updates after sync, and keeps it there offline", async () => {
    await admin.page.goto('/updates');
    await admin.page.getByRole('button', { name: 'Post Announcement' }).first().click();
    const dialog = admin.page.getByRole('dialog', { name: 'Post Announcement' });
    await dialog.getByLabel('Group', { exact: true }).selectOption({ label: 'Unity Ajo' });
    await dialog.getByLabel('Title', { exact: true }).fill('Meeting moved to Saturday');
    await dialog.getByLabel('Message', { exact: true }).fill('We meet at 4pm at the community hall.');
    await dialog.getByLabel('Priority', { exact: true }).selectOption('high');
    await dialog.getByRole('button', { name: 'Post Announcement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForSynced(admin.page);

    await member.page.goto('/updates');
    await waitForSynced(member.page);
    const announcement = member.page.locator('li,article').filter({ hasText: 'Meeting moved to Saturday' }).last();
    await announcement.waitFor({ timeout: 10_000 });
    expect(await announcement.innerText()).toMatch(/High Priority[\s\S]*We meet at 4pm|We meet at 4pm[\s\S]*High Priority/);
    // The member was notified of it too.
    await member.page.getByText('Unity Ajo: Meeting moved to Saturday').or(member.page.getByText('Meeting moved to Saturday')).first().waitFor();

    await waitForServiceWorkerControl(member.page);
    await member.context.setOffline(true);
    await member.page.reload();
    await member.page.locator('li,article').filter({ hasText: 'Meeting moved to Saturday' }).first().waitFor();
    await snap(member.page, 'updates-offline-announcement');
  });
});
