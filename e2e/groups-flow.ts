import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the sync status bar says everything reached the server. */
export async function waitForSynced(page: Page): Promise<void> {
  await page.getByTestId('sync-status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 15_000 });
}

/** Creates a group through the Create Group dialog on the admin dashboard. */
export async function createGroupInUi(page: Page, name: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Group' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Group Name').fill(name);
  await dialog.getByLabel('Description (optional)').fill(description);
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(name, { exact: true }).first().waitFor();
}

/** Adds a purse to the (only) group through the Add Project dialog. */
export async function addProjectInUi(page: Page, project: { name: string; target: string; deadline?: string; bank?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByLabel('Project Name').fill(project.name);
  await dialog.getByLabel('Target Amount (₦)').fill(project.target);
  if (project.deadline) await dialog.getByLabel('Deadline (optional)').fill(project.deadline);
  if (project.bank) await dialog.getByLabel('Bank Name').fill(project.bank);
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
