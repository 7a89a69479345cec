/**
 * Issue 27 §3 on the phone: a member sees their payment code for the purse where they pay (also
 * offline), with what to do with it; the admin pastes bank alerts whose narrations hold codes: the
 * one whose member sent a proof is a confident match confirmed in one tap, though the alert names
 * someone else and came days later; the one with no proof is offered, in one tap, as that member's
 * transfer into that purse.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: Page;
let member: Page;
let groupId: string;
let projectId: string;
let kemi: { api: APIRequestContext; userId: string };
let chidiCode: string;

const section = (name: string) => admin.getByRole('list', { name, exact: true }).locator('> li');

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Adaeze Nwosu', username: 'ada_codes', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Ajo Circle', 'Monthly contributions');
  await addPurseInUi(admin, { name: 'December dues', target: '500000', bank: 'Access Bank' });
  await waitForSynced(admin);
  const adminId = (await storedUser(admin)).id;
  groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  projectId = ((await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;

  member = (await h.newPhone()).page;
  await signUpThroughUi(member, { fullName: 'Chidi Okafor', username: 'chidi_codes', phone: localPhone().typed, role: 'member' });
  expect((await member.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  kemi = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_codes', phone: localPhone().typed });
}, 120_000);

afterAll(async () => {
  await kemi?.api.dispose();
  await h?.close();
});

async function payInstructions(page: Page): Promise<void> {
  await page.goto('/member-payment');
  await page.getByLabel('Project', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Amount (₦)', { exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Proceed to Payment Instructions' }).click();
}

describe('payment codes', () => {
  it("shows the member their code for the purse beside the account, to copy into the transfer's narration, offline too", async () => {
    await member.goto('/member');
    await waitForSynced(member);
    await payInstructions(member);
    const account = member.getByRole('region', { name: 'Transfer to this account' });
    await account.getByText('Your payment code').waitFor();
    chidiCode = (await account.getByText(/^CHI-DEC\d\d$/).innerText()).trim();
    await account.getByRole('button', { name: 'Copy Your payment code' }).waitFor();
    await account.getByText("Put this code in the transfer's narration (remark), so the treasurer sees who paid for what.").waitFor();
    await snap(member, 'pay-code-instructions');

    await waitForServiceWorkerControl(member);
    await member.context().setOffline(true);
    try {
      // The flow is kept on the phone: it opens again where she left it, on the account with her code.
      await member.goto('/member-payment');
      await member.getByRole('region', { name: 'Transfer to this account' }).getByText(chidiCode, { exact: true }).waitFor();
    } finally {
      await member.context().setOffline(false);
    }
  });

  it("confirms in one tap the alert holding a member's code with their proof, and offers the one with no proof as that member's transfer", async () => {
    const proof = await member.request.post('/api/contributions', { data: { projectId, amount: '5000' } });
    expect(proof.status()).toBe(201);
    const proofId = ((await proof.json()) as { id: string }).id;
    const kemiCode = chidiCode.replace(/^CHI/, 'KEM');
    // Two days after the proof, from Chidi's mother's account: only the code says whose it is.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60_000 + 60 * 60_000);
    const day = later.toISOString().slice(0, 10);
    // GTBank's alert shape (sync-server/reconcile/fixtures/real-alerts.json), dated year first.
    const paste = [
      `Acct: ****513\nAmt: NGN5,000.00 CR\nDesc: -TRANSFER FROM NGOZI OKAFOR-${chidiCode.replace('-', ' ')}\nAvail Bal: NGN312,480.19\nDate: ${day} 9:06:35 AM`,
      `Acct: ****513\nAmt: NGN7,000.00 CR\nDesc: TRF FROM MAMA T/${kemiCode}\nAvail Bal: NGN319,480.19\nDate: ${day} 9:10:00 AM`,
    ].join('\n\n');

    await admin.goto(`/groups/${groupId}/reconcile`);
    await admin.getByRole('heading', { name: /^Matched/ }).waitFor();
    await admin.getByLabel('Or paste credit alerts (SMS)').fill(paste);
    await admin.getByRole('button', { name: 'Import' }).click();
    await admin.getByRole('status').filter({ hasText: '2 credits read, 2 new' }).waitFor();
    const matched = section('Matched');
    expect(await matched.count()).toBe(1);
    await matched.getByText("The member's payment code for this purse is in the bank's narration").waitFor();
    const kemiCredit = section('Money with no proof').filter({ hasText: kemiCode });
    await kemiCredit.getByText('Payment code in the narration').waitFor();
    await kemiCredit.getByText(`code ${kemiCode}: this member, this purse`).waitFor();
    await snap(admin, 'pay-code-reconcile');
    await kemiCredit.getByText('Payment code in the narration').scrollIntoViewIfNeeded();
    await snap(admin, 'pay-code-suggestion');

    await admin.getByRole('button', { name: 'Confirm 1 confident match' }).click();
    await matched.first().waitFor({ state: 'detached' });
    await kemiCredit.getByRole('button', { name: /^Record line \d+ as the transfer of Kemi Bello to December dues$/ }).click();
    await admin.getByText('Transfer recorded').waitFor();
    await kemiCredit.waitFor({ state: 'detached' });

    const chidi = (await (await member.request.get(`/api/contributions/user/${(await storedUser(member)).id}`)).json()) as { id: string; status: string }[];
    expect(chidi.find((row) => row.id === proofId)?.status).toBe('confirmed');
    const kemiRows = (await (await kemi.api.get(`/api/contributions/user/${kemi.userId}`)).json()) as { amount: string | number; status: string }[];
    expect(kemiRows.map((row) => [Number(row.amount), row.status])).toEqual([[7000, 'confirmed']]);
  });
});
