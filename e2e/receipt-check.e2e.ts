/**
 * Issue 13 §2: the server reads a member's receipt (real OCR, no stand-in) and the admin sees what
 * it read and its flags in the review, offline after a sync; the member never sees them. The
 * group's receipt age limit, changed offline in Manage Group, flags an old receipt at once.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInThroughUi, signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { drawnReceiptPng } from './receipt-image';
import { localPhone, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

const DAY_MS = 24 * 60 * 60_000;

let h: Harness;
let admin: Page;
let adminId: string;
let member: { api: APIRequestContext; userId: string; username: string; phone: string };
let projectId: string;

/** The admin's REST listing, until the server has read the proof with this reference (OCR runs off the request path). */
async function waitForReceiptCheck(reference: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const rows = (await (await admin.request.get('/api/contributions/admin')).json()) as { transactionRef: string | null; receiptCheck: unknown }[];
        return rows.find((row) => row.transactionRef === reference)?.receiptCheck ?? null;
      },
      { timeout: 60_000, interval: 500 },
    )
    .not.toBeNull();
}

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Adaeze Okafor', username: 'ada_receipts', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Ajo Circle', 'Monthly contributions');
  // The purse's account: 0123456789, 'Ajo Circle' (groups-flow).
  await addPurseInUi(admin, { name: 'Xmas Party', target: '500000', bank: 'GTBank' });
  await waitForSynced(admin);
  adminId = (await storedUser(admin)).id;
  const groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  projectId = ((await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;
  const phone = localPhone().typed;
  member = { ...(await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_receipts', phone })), username: 'kemi_receipts', phone };
  // The proof arrives 20 days after the purse was made, its receipt dated 10 days before that:
  // after the purse, and old only by a limit under 10 days.
  h.clock.advance(20 * DAY_MS);
}, 120_000);

// A test that fails offline leaves the next one its signal, so it fails for its own reasons only.
afterEach(async () => {
  await admin?.context().setOffline(false);
});

afterAll(async () => {
  await member?.api.dispose();
  await h?.close();
});

describe('the receipt check in the review', () => {
  it('shows the admin, offline, what the receipt says against what was declared, and flags it; the age limit set offline flags it at once; the member sees none of it', async () => {
    const reference = '250301010203040506';
    const png = await drawnReceiptPng(h.browser, { amount: '₦20,000.00', paidAt: new Date(Date.now() + 10 * DAY_MS), name: 'JOHN DOE', account: '8123456789', reference });
    const paid = await member.api.post('/api/contributions', {
      multipart: { projectId, amount: '25000', reference, proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
    });
    expect(paid.status()).toBe(201);
    await waitForReceiptCheck(reference);

    await admin.goto('/admin');
    await waitForSynced(admin);
    const openReview = async () => {
      await admin.getByRole('region', { name: 'Recent Transactions' }).getByRole('button', { name: /Kemi Bello/ }).first().click();
      return admin.getByRole('dialog', { name: 'Review Payment' });
    };
    // The check on the phone before the signal goes. "All changes synced" and the payment's row can
    // both be there from a pull made before the server read the receipt (this page's own pull still
    // on its way): two clean-clone runs went offline then, and the check never came.
    let review = await openReview();
    await review.getByRole('region', { name: 'Receipt check' }).getByRole('list', { name: 'Receipt flags' }).waitFor();
    await review.getByRole('button', { name: /close/i }).first().click();
    await review.waitFor({ state: 'hidden' });
    await waitForServiceWorkerControl(admin);
    await admin.context().setOffline(true);
    await admin.reload();
    review = await openReview();
    const check = review.getByRole('region', { name: 'Receipt check' });
    const flags = () => check.getByRole('list', { name: 'Receipt flags' }).getByRole('listitem').allInnerTexts();
    await check.getByRole('list', { name: 'Receipt flags' }).waitFor();
    const shown = await flags();
    expect(shown).toContain('The receipt shows ₦20,000, not the ₦25,000 declared.');
    expect(shown).toContain("Paid to account 8123456789, not the purse's 0123456789.");
    expect(shown.some((text) => /^Paid to .+, not the purse's account name Ajo Circle\.$/.test(text))).toBe(true);
    // Within the group's default 14 days: no date flag.
    expect(shown.some((text) => text.includes('days before the proof was sent'))).toBe(false);
    await check.getByText('What the receipt shows').click();
    await check.getByText('₦20,000', { exact: true }).waitFor();
    await check.getByText('Declared: ₦25,000').waitFor();
    // With the details open, Confirm is still in sight on a 740 px screen.
    const confirm = await review.getByRole('button', { name: 'Confirm', exact: true }).boundingBox();
    expect(confirm!.y + confirm!.height).toBeLessThanOrEqual(740);
    await snap(admin, 'receipt-check-flags-offline');
    await review.getByRole('button', { name: /close/i }).first().click();
    await review.waitFor({ state: 'hidden' });

    // Still offline: a limit of 7 days makes the 10-day-old receipt a flag at once.
    await admin.goto('/groups');
    await admin.getByRole('button', { name: 'Manage Group' }).click();
    const manage = admin.getByRole('dialog', { name: 'Manage Group' });
    const days = manage.getByLabel('Flag receipts older than (days)');
    expect(await days.inputValue()).toBe('14');
    await days.fill('0');
    await manage.getByRole('button', { name: 'Save Changes' }).click();
    await manage.getByText('Enter a whole number of days from 1 to 365.').waitFor();
    await days.fill('7');
    await snap(admin, 'receipt-check-manage-group');
    await manage.getByRole('button', { name: 'Save Changes' }).click();
    await manage.waitFor({ state: 'hidden' });
    await admin.goto('/admin');
    review = await openReview();
    await review.getByText(/, 10 days before the proof was sent \(this group allows 7 days\)\.$/).waitFor();

    // Back online, the setting reaches the server once.
    await admin.context().setOffline(false);
    await waitForSynced(admin);
    const groups = (await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { receiptMaxAgeDays: number }[];
    expect(groups[0]?.receiptMaxAgeDays).toBe(7);

    // The member's own phone: their payment, and no check or flag anywhere.
    const memberPhone = (await h.newPhone()).page;
    await logInThroughUi(memberPhone, member.username, member.phone);
    await memberPhone.waitForURL('**/member');
    await memberPhone.goto('/my-contributions');
    await waitForSynced(memberPhone);
    await memberPhone.getByText(`Ref: ${reference}`).first().click();
    const details = memberPhone.getByRole('dialog');
    await details.waitFor();
    expect(await details.innerText()).not.toMatch(/Receipt check|not the purse's|declared\./);
    const own = (await (await member.api.get(`/api/contributions/user/${member.userId}`)).json()) as { receiptCheck?: unknown }[];
    expect(own.map((row) => row.receiptCheck ?? null)).toEqual([null]);
  });

  it('never links two instalments of one member from the same bank app, and after a bank change calls an older receipt a payment to the previous account, not a warning', async () => {
    // Two transfers of ₦10,000 each, a day apart, from the same OPay account to the purse's GTBank account.
    // On the server's clock (20 days after the purse was made): two and one days before the proofs.
    const now = h.clock.now().getTime();
    const first = { reference: '251101090807060504', paidAt: new Date(now - 2 * DAY_MS) };
    const second = { reference: '251102112233445566', paidAt: new Date(now - DAY_MS) };
    for (const instalment of [first, second]) {
      const png = await drawnReceiptPng(h.browser, { amount: '₦10,000.00', paidAt: instalment.paidAt, name: 'Ajo Circle', account: '0123456789', reference: instalment.reference });
      const paid = await member.api.post('/api/contributions', {
        multipart: { projectId, amount: '10000', reference: instalment.reference, proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
      });
      expect(paid.status()).toBe(201);
      await waitForReceiptCheck(instalment.reference);
    }
    // The treasurer moves the purse to a Zenith account (the GTBank one is the previous account now).
    const moved = await admin.request.patch(`/api/projects/${projectId}`, { data: { bankName: 'Zenith Bank', accountNumber: '2087654321', accountName: 'Ajo Circle Purse' } });
    expect(moved.status()).toBe(200);

    await admin.goto('/admin');
    await waitForSynced(admin);
    for (const instalment of [first, second]) {
      await admin.getByRole('region', { name: 'Recent Transactions' }).getByRole('button', { name: /Kemi Bello.*10,000/ }).first().waitFor();
      const rows = (await (await admin.request.get('/api/contributions/admin')).json()) as { id: string; transactionRef: string | null }[];
      await admin.goto(`/admin?review=${rows.find((row) => row.transactionRef === instalment.reference)!.id}`);
      const review = admin.getByRole('dialog', { name: 'Review Payment' });
      const check = review.getByRole('region', { name: 'Receipt check' });
      const flags = check.getByRole('list', { name: 'Receipt flags' });
      await flags.waitFor();
      const items = flags.getByRole('listitem');
      // One entry only: the account of its day, said plainly (a note, not a warning). No image or reference link.
      expect(await items.allInnerTexts()).toEqual([expect.stringMatching(/^Paid to the purse's previous account, GTBank 0123456789 Ajo Circle, used until \d+ \w+ \d{4}\.$/)]);
      expect(await items.first().getAttribute('data-tone')).toBe('note');
      expect(await check.innerText()).not.toMatch(/same image|same reference|sharing this receipt/i);
      if (instalment === second) await snap(admin, 'receipt-check-previous-account');
      await review.getByRole('button', { name: /close/i }).first().click();
      await review.waitFor({ state: 'hidden' });
    }
  });

  it("reads the member's payment code in the receipt's remark, and says in the review that it is this member's for this purse (issue 27 §3)", async () => {
    // Kemi's tag is KEM; the purse 'Xmas Party', made this year, is XMA and the year's two digits.
    const code = `KEM-XMA${String(new Date().getUTCFullYear()).slice(2)}`;
    const reference = '251103101010101010';
    const png = await drawnReceiptPng(h.browser, { amount: '₦5,000.00', paidAt: new Date(h.clock.now().getTime() - DAY_MS), name: 'Ajo Circle Purse', account: '2087654321', reference, remark: `${code} xmas` });
    const paid = await member.api.post('/api/contributions', {
      multipart: { projectId, amount: '5000', reference, proofOfPayment: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
    });
    expect(paid.status()).toBe(201);
    await waitForReceiptCheck(reference);
    const rows = (await (await admin.request.get('/api/contributions/admin')).json()) as { id: string; transactionRef: string | null; receiptCheck: { codes?: string[] } }[];
    const row = rows.find((r) => r.transactionRef === reference)!;
    expect(row.receiptCheck.codes).toEqual([code]);

    await admin.goto('/admin');
    await waitForSynced(admin);
    await admin.goto(`/admin?review=${row.id}`);
    const check = admin.getByRole('dialog', { name: 'Review Payment' }).getByRole('region', { name: 'Receipt check' });
    await check.getByText('What the receipt shows').click();
    await check.getByText(`${code}: this member's code for this purse`).waitFor();
    await check.getByText(`${code}: this member's code for this purse`).scrollIntoViewIfNeeded();
    await snap(admin, 'receipt-check-payment-code');
  });
});

