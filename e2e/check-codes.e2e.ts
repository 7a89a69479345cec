/**
 * Codes that can be checked later (issue 23 §5), in Chromium at 360×740 against the real server:
 * the admin copies the check code from the roll-call (Send Reminders) message; more entries follow
 * (cash recorded, the purse edited, a member joining), so the history's code moves on; the code
 * from the roll-call is then checked on the Verify screen, typed and opened from a link, in English
 * and in Yoruba (offline, from the history on the phone): the entry and moment it stood for, and
 * that everything since follows from it. An unknown code is said to be no state of the history.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: { page: Page; context: BrowserContext; id: string };
let groupId: string;
let projectId: string;
let kemiId: string;
/** The code the roll-call printed, and the entry that was newest then. */
let printed: string;
let printedSeq: number;

/** The server's newest entry: its number and hash. */
async function serverHead(page: Page): Promise<{ seq: number; hash: string }> {
  const res = await page.request.get(`/api/groups/${groupId}/history?limit=1`);
  expect(res.status()).toBe(200);
  return (await res.json()).entries[0];
}

async function openHistory(page: Page, search = ''): Promise<void> {
  await page.goto(`/groups/${groupId}/history${search}`);
  await page.getByTestId('check-code').waitFor();
}

const answer = (page: Page) => page.getByTestId('code-answer');

beforeAll(async () => {
  h = await startHarness();
  const a = await h.newPhone();
  await signUpThroughUi(a.page, { fullName: 'Adaeze Okafor', username: 'ada_codes', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(a.page, 'Ajo Circle', 'Monthly contributions');
  await addPurseInUi(a.page, { name: 'Xmas Party', target: '500000' });
  await waitForSynced(a.page);
  admin = { ...a, id: (await storedUser(a.page)).id };
  groupId = ((await (await a.page.request.get(`/api/groups/admin/${admin.id}`)).json()) as { id: string }[])[0]!.id;
  projectId = ((await (await a.page.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;
  kemiId = (await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_codes', phone: localPhone().typed })).userId;
}, 120_000);

afterEach(async () => {
  await admin?.context.setOffline(false);
});

afterAll(async () => {
  await h?.close();
});

describe('a check code checked later', () => {
  it('copies the code from the roll-call message, then the history moves on', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await waitForSynced(page);
    await page.getByRole('button', { name: /^Open menu/ }).click();
    await page.getByRole('button', { name: 'Send Reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Reminders' });
    await dialog.getByRole('combobox', { name: 'Purse' }).selectOption({ label: 'Xmas Party' });
    await dialog.getByText(/Contribution reminder/).last().waitFor();
    const message = await dialog.getByText(/Contribution reminder/).last().innerText();
    printed = message.match(/🔐[^\n]*?\b([0-9a-f]{8})\b/)?.[1] ?? '';
    const head = await serverHead(page);
    expect(printed).toBe(head.hash.slice(0, 8));
    printedSeq = head.seq;
    // The message's end, where the code is printed.
    await dialog.getByText(/Contribution reminder/).last().evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await snap(page, 'check-codes-roll-call');
    await page.keyboard.press('Escape');

    // More entries: cash recorded, the purse's target raised, another member joining.
    const cash = await page.request.post(`/api/groups/${groupId}/cash-payments`, { data: { userId: kemiId, projectId, amount: 20000, paidOn: '2026-11-20', notes: 'Paid at the meeting' } });
    expect(cash.status()).toBe(201);
    expect((await page.request.patch(`/api/projects/${projectId}`, { data: { targetAmount: 600000 } })).status()).toBe(200);
    await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Tunde Ade', username: 'tunde_codes', phone: localPhone().typed });
    expect((await serverHead(page)).seq).toBe(printedSeq + 3);
  });

  it('says, in English, which entry and moment the earlier code stood for and that everything since follows from it', async () => {
    const { page } = admin;
    await openHistory(page);
    await waitForSynced(page);
    await expect.poll(() => page.getByTestId('check-code').innerText()).not.toBe(printed);
    const form = page.getByRole('form', { name: 'Check an earlier code' });
    await form.getByLabel(/Check an earlier code/).fill(printed.toUpperCase());
    await form.getByRole('button', { name: 'Check code' }).click();
    await expect.poll(() => answer(page).innerText()).toContain(`Code ${printed} is this history at entry ${printedSeq}, `);
    const said = await answer(page).innerText();
    expect(said).toMatch(/Ada(eze Okafor)? created the purse Xmas Party|joined/);
    expect(said).toContain('Everything since follows from it: the 3 later entries verify.');
    await form.scrollIntoViewIfNeeded();
    await snap(page, 'check-codes-en-found');

    await form.getByLabel(/Check an earlier code/).fill('deadbeef');
    await form.getByRole('button', { name: 'Check code' }).click();
    await expect.poll(() => answer(page).innerText()).toContain('No state of this history ever had the code deadbeef');
    await snap(page, 'check-codes-en-never');

    // A code of digits alone, opened from a link, is checked as the code it is: the router once
    // read it as a number, and the link checked nothing (about 1 code in 40 is all digits).
    await openHistory(page, '?code=12345678');
    await expect.poll(() => answer(page).innerText()).toContain('No state of this history ever had the code 12345678');
  });

  it('checks the code opened from a link, in Yoruba, with no signal', async () => {
    const { page, context } = admin;
    await openHistory(page);
    await waitForSynced(page);
    await waitForServiceWorkerControl(page);
    await page.evaluate(() => localStorage.setItem('gp-locale', 'yo'));
    await context.setOffline(true);
    await openHistory(page, `?code=${printed}`);
    await page.locator('html[lang="yo"]').waitFor();
    await expect.poll(() => answer(page).innerText(), { timeout: 10_000 }).toContain(`Kóòdù ${printed} ni ìtàn yìí ní àkọsílẹ̀ ${printedSeq}, `);
    expect(await answer(page).innerText()).toContain('Gbogbo ohun tó tẹ̀lé e bá a mu: àwọn àkọsílẹ̀ 3 tó tẹ̀lé e jẹ́ òótọ́.');
    await page.getByRole('form', { name: 'Ṣàyẹ̀wò kóòdù àtijọ́' }).scrollIntoViewIfNeeded();
    await snap(page, 'check-codes-yo-link-offline');
    await page.evaluate(() => localStorage.setItem('gp-locale', 'en'));
  });
});

