import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How many changes wait in the signed-in user's outbox on this phone (read from IndexedDB), or in
 * `userId`'s (also after they logged out).
 */
export async function outboxCount(page: Page, userId?: string): Promise<number> {
  return page.evaluate(async (given) => {
    const user = given ? { id: given } : (JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { id: string } | null);
    if (!user) return 0;
    const open = indexedDB.open(`grouppurse-${user.id}`);
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return 0;
      return await new Promise<number>((resolve) => {
        const request = db.transaction('outbox').objectStore('outbox').count();
        request.onsuccess = () => resolve(request.result);
      });
    } finally {
      db.close();
    }
  }, userId);
}

/**
 * Waits until every change on the phone reached the server and the sync run that sent them has
 * finished. The outbox is checked first: the status line may still show an older "synced" for a
 * moment after a new write.
 */
export async function waitForSynced(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await outboxCount(page)) > 0) {
    if (Date.now() > deadline) throw new Error(`changes still waiting on the phone: ${await outboxCount(page)}`);
    await page.waitForTimeout(100);
  }
  await page.getByTestId('sync-status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 15_000 });
}

/**
 * Creates a group through the Create Group dialog on the admin dashboard and, when the phone is
 * online, waits until the server has it (the phone saves it first): a test that asks the server
 * for it next finds it. Offline, the group stays on the phone, as the offline tests want.
 */
export async function createGroupInUi(page: Page, name: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Group' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group Name').fill(name);
  await dialog.getByLabel('Description (optional)').fill(description);
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(name, { exact: true }).first().waitFor();
  if (await page.evaluate(() => navigator.onLine)) await waitForSynced(page);
}

/**
 * Adds a purse to the (only) group through the Add Purse dialog, with the bank account a purse
 * that takes bank transfers must hold (bank name `bank`, GTBank by default).
 */
export async function addPurseInUi(page: Page, project: { name: string; target: string; deadline?: string; bank?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByLabel('Project Name').fill(project.name);
  await dialog.getByLabel('Target Amount (₦)').fill(project.target);
  if (project.deadline) await dialog.getByLabel('Deadline (optional)').fill(project.deadline);
  await dialog.getByLabel('Bank Name').fill(project.bank ?? 'GTBank');
  await dialog.getByLabel('Account Number').fill('0123456789');
  await dialog.getByLabel('Account Name').fill('Ajo Circle');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The signed-in user of a page, as the app stored it. */
export async function storedUser(page: Page): Promise<{ id: string; fullName: string }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'));
}

/**
 * A member who joins a group through the public API (as the wizard does), for tests that need
 * several members quickly. Returns their own request context (their own cookie).
 */
export async function memberJoinsByApi(baseURL: string, groupId: string, who: { fullName: string; username: string; phone: string }): Promise<{ api: APIRequestContext; userId: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const sent = await api.post('/api/auth/send-otp', { data: { phoneNumber: who.phone, channel: 'whatsapp' } });
  expect(sent.status()).toBe(200);
  const { developmentOtp } = await sent.json();
  const res = await api.post(`/api/groups/${groupId}/register-with-otp`, {
    data: { fullName: who.fullName, username: who.username, phoneNumber: who.phone, otp: developmentOtp },
  });
  expect(res.status()).toBe(201);
  return { api, userId: (await res.json()).user.id };
}
