/**
 * Late fines (issue 25 §6), in a real browser against the real server, on 360×740 phones: the
 * admin sets a fine on the Add Purse form (₦500, no grace) for monthly dues that began two months
 * ago; a member pays one month now. Judged by when her money was sent, the month it paid was paid
 * late and the month after is still unpaid past its day: each carries a ₦500 fine, on her card and
 * on the admin's grid. The admin waives one, offline, with a reason; her card follows.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { createGroupInUi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, type Harness } from './support';
import { DAY_MS, lagosToday, monthStart, monthLabel } from './lagos-months';

let h: Harness;
let admin: Page;
let member: Page;
let groupId: string;
let projectId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Bisi Adeyemi', username: 'bisi_fines', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Class of 2005', 'Alumni set');
  const adminId = (await storedUser(admin)).id;
  groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  member = (await h.newPhone()).page;
  await signUpThroughUi(member, { fullName: 'Kemi Bello', username: 'kemi_fines', phone: localPhone().typed, role: 'member' });
  // She joined three months ago (the server's clock, moved back for the join alone).
  h.clock.advance(-95 * DAY_MS);
  expect((await member.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  h.clock.advance(95 * DAY_MS);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('late fines', () => {
  it('are set on the Add Purse form: a fixed amount, or a percentage, and the days of grace', async () => {
    await admin.getByRole('button', { name: 'Add Project' }).first().click();
    const add = admin.getByRole('dialog', { name: 'Add Project' });
    await add.getByLabel('Project Name').fill('Monthly Dues');
    await add.getByLabel('Target Amount (₦)').fill('180000');
    // A collection has no fine.
    expect(await add.getByLabel('Late fine').count()).toBe(0);
    await add.getByRole('radio', { name: /Recurring dues/ }).check();
    await add.getByLabel('Amount per member each period (₦)').fill('5000');
    await add.getByLabel('How often').selectOption({ label: 'Monthly' });
    await add.getByLabel('First period starts').fill(monthStart(2));
    await add.getByLabel('Late fine').selectOption({ label: 'A percentage of the amount due' });
    await add.getByLabel('Fine (% of the amount due)').fill('150');
    await add.getByLabel('Bank Name').fill('GTBank');
    await add.getByLabel('Account Number').fill('0123456789');
    await add.getByLabel('Account Name').fill('Class of 2005');
    await add.getByRole('button', { name: 'Create Project' }).click();
    await add.getByText('Enter the fine as a whole percentage from 1 to 100.').waitFor();
    await add.getByLabel('Late fine').selectOption({ label: 'A fixed amount' });
    await add.getByLabel('Fine (₦)').fill('500');
    await add.getByLabel('Days of grace after each due day').fill('0');
    await add.getByLabel('Late fine').scrollIntoViewIfNeeded();
    await snap(admin, 'late-fines-create');
    // The server dates the rule on its own day: set (for this test) as if three months ago, so
    // every month of these dues is judged by it.
    h.clock.advance(-95 * DAY_MS);
    try {
      await add.getByRole('button', { name: 'Create Project' }).click();
      await add.waitFor({ state: 'hidden' });
      await waitForSynced(admin);
    } finally {
      h.clock.advance(95 * DAY_MS);
    }
    const purses = (await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string; lateFines: { kobo: number | null; graceDays: number }[] }[];
    expect(purses).toMatchObject([{ lateFines: [{ kobo: 50_000, percent: null, graceDays: 0 }] }]);
    projectId = purses[0]!.id;
  });

  it("judge the member by when she sent the money: the month paid late and the month still unpaid each carry a fine on her card", async () => {
    await member.goto('/member');
    await waitForSynced(member);
    await member.getByRole('button', { name: 'Make Payment to Class of 2005' }).click();
    const dialog = member.getByRole('dialog', { name: 'Make Payment' });
    // The dues purse has reached the phone and is chosen: the dialog asks which period it pays.
    await dialog.getByLabel('Which period does it pay?').waitFor({ timeout: 15_000 });
    await dialog.getByLabel('Amount (₦)').fill('5000');
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForSynced(member);
    const mine = (await (await member.request.get(`/api/contributions/user/${(await storedUser(member)).id}`)).json()) as { id: string }[];
    expect((await admin.request.patch(`/api/contributions/${mine[0]!.id}/confirm`)).status()).toBe(200);

    await member.evaluate(() => window.dispatchEvent(new Event('online')));
    const card = member.getByRole('region', { name: 'My dues' });
    const [first, second, third] = [monthLabel(monthStart(2)), monthLabel(monthStart(1)), monthLabel(monthStart(0))];
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`${first}: Paid · Late fine ₦500: ₦0 paid`);
    const text = await card.innerText();
    expect(text).toContain(`${second}: Owing · Late fine ₦500: ₦0 paid`);
    expect(text).toContain(`${third}: Owing`);
    expect(text).not.toContain(`${third}: Owing ·`);
    expect(text).toContain('Late fine: ₦500 when not paid by the due day');
    expect(text).toContain('You owe ₦11,000 (₦6,000 of it overdue)');
    expect(text).toContain('Late fines: ₦1,000 still owed');
    await card.scrollIntoViewIfNeeded();
    await snap(member, 'late-fines-member-card');
  });

  it('show on the grid as Fined, say why on the cell, and the admin waives one with a reason, offline too', async () => {
    const first = monthLabel(monthStart(2));
    await admin.goto(`/purses/${projectId}`);
    const cell = admin.getByRole('button', { name: `Kemi Bello, ${first}: Paid · Late fine ₦500: ₦0 paid` });
    await cell.waitFor({ timeout: 15_000 });
    expect(await cell.innerText()).toBe('Paid\nFined ₦500');
    await admin.getByRole('region', { name: 'Dues by member' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await snap(admin, 'late-fines-grid');
    await admin.context().setOffline(true);
    await cell.click();
    const details = admin.getByRole('region', { name: `Kemi Bello, ${first}` });
    await details.getByText(/The money for it was not all sent by /).waitFor();
    await details.getByRole('button', { name: `Waive the late fine for ${first}` }).click();
    await details.getByText('Please give a reason.').waitFor();
    await details.getByLabel('Why waive the late fine?').fill('Her bank app was down');
    await snap(admin, 'late-fines-waive');
    await details.getByRole('button', { name: `Waive the late fine for ${first}` }).click();
    await admin.getByRole('button', { name: `Kemi Bello, ${first}: Paid` }).waitFor();
    await details.getByText('Late fine ₦500 waived: Her bank app was down').waitFor();
    await admin.context().setOffline(false);
    await admin.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(admin);

    await member.goto('/member');
    const card = member.getByRole('region', { name: 'My dues' });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('Late fines: ₦500 still owed');
    expect(await card.innerText()).toContain(`${first}: Paid\n`);
    const history = (await (await member.request.get(`/api/groups/${groupId}/history`)).json()) as { entries: { type: string; data: string }[] } | { type: string; data: string }[];
    const entries = Array.isArray(history) ? history : history.entries;
    expect(entries.filter((e) => e.type === 'dues.fine-waived').map((e) => JSON.parse(e.data).reason)).toEqual(['Her bank app was down']);
  });

  it('are changed from today on in Manage purse: the rule in force before stays for the months already due', async () => {
    await admin.goto('/groups');
    await waitForSynced(admin);
    await admin.getByRole('button', { name: 'View Details' }).click();
    await admin.getByRole('button', { name: 'Manage Monthly Dues' }).click();
    const manage = admin.getByRole('dialog', { name: 'Manage Monthly Dues' });
    expect(await manage.getByLabel('Fine (₦)').inputValue()).toBe('500');
    await manage.getByLabel('Late fine').selectOption({ label: 'A percentage of the amount due' });
    await manage.getByLabel('Fine (% of the amount due)').fill('10');
    await manage.getByLabel('Days of grace after each due day').fill('5');
    await manage.getByLabel('Late fine').scrollIntoViewIfNeeded();
    await snap(admin, 'late-fines-manage');
    await manage.getByRole('button', { name: 'Save Changes' }).click();
    await manage.waitFor({ state: 'hidden' });
    await waitForSynced(admin);
    const purses = (await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { lateFines: { kobo: number | null; percent: number | null; graceDays: number; since: string }[] }[];
    expect(purses[0]!.lateFines.map(({ since: _since, ...rule }) => rule)).toEqual([
      { kobo: 50_000, percent: null, graceDays: 0 },
      { kobo: null, percent: 10, graceDays: 5 },
    ]);
    await admin.goto(`/purses/${projectId}`);
    await admin.getByText(/Late fine: 10% of the amount due when not paid within 5 days after the due day/).waitFor({ timeout: 15_000 });
    // November fell due under the ₦500 rule, and keeps it.
    await admin.getByRole('button', { name: `Kemi Bello, ${monthLabel(monthStart(1))}: Owing · Late fine ₦500: ₦0 paid` }).waitFor();
  });

  it("offers a bank credit with no proof to the owing member it names, one tap to record it as her transfer to the dues", async () => {
    await admin.goto(`/groups/${groupId}/reconcile`);
    await admin.getByRole('heading', { name: /^Matched/ }).waitFor();
    // '24-Nov-2026 10:21' on Lagos time, ten minutes ago, as a bank's SMS alert prints it.
    const lagos = new Date(Date.now() - 10 * 60_000 + 3_600_000);
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const pad = (n: number) => String(n).padStart(2, '0');
    const posted = `${pad(lagos.getUTCDate())}-${MONTHS[lagos.getUTCMonth()]}-${lagos.getUTCFullYear()} ${pad(lagos.getUTCHours())}:${pad(lagos.getUTCMinutes())}`;
    await admin.getByLabel('Or paste credit alerts (SMS)').fill(`Acct: 0123****89\nAmt: NGN10,000.00 CR\nDesc: TRF FROM BELLO KEMI/NIP\nDate: ${posted}`);
    await admin.getByRole('button', { name: 'Import' }).click();
    const credit = admin.getByRole('list', { name: 'Money with no proof', exact: true }).locator('> li').filter({ hasText: 'TRF FROM BELLO KEMI' });
    await credit.waitFor({ timeout: 15_000 });
    await credit.getByText('Members who owe, and may have sent it').waitFor();
    // She owes November and December (₦10,000) and the fine not waived (₦500): ₦10,000 is two whole months of it.
    // (A credit of ₦5,000 from her would be her payment confirmed before, as the reconciliation says already.)
    await credit.getByText('name in the narration · owes ₦10,500; this is whole periods of it').waitFor();
    await credit.scrollIntoViewIfNeeded();
    await snap(admin, 'late-fines-reconcile-owing');
    await credit.getByRole('button', { name: /^Record line \d+ as the transfer of Kemi Bello to Monthly Dues$/ }).click();
    await admin.getByText('Transfer recorded').waitFor();
    await credit.waitFor({ state: 'detached' });

    await member.goto('/member');
    const card = member.getByRole('region', { name: 'My dues' });
    // November, then its fine, then December, in the order they fell due.
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`${monthLabel(monthStart(1))}: Paid`);
    expect(await card.innerText()).toContain(`${monthLabel(monthStart(0))}: Part-paid: ₦4,500 of ₦5,000`);
  });

  it('lets the member name the month a payment is for on the payment page too', async () => {
    await member.goto(`/member-payment?purse=${projectId}`);
    await member.getByLabel('Amount (₦)', { exact: true }).fill('5000');
    const period = member.getByLabel('Which period does it pay?');
    const next = monthLabel(monthStart(-1));
    await period.selectOption({ label: next });
    await period.scrollIntoViewIfNeeded();
    await snap(member, 'late-fines-member-payment-period');
    await member.getByRole('button', { name: 'Proceed to Payment Instructions' }).click();
    await member.getByRole('button', { name: "I've Made the Transfer" }).click();
    const icon = Buffer.from(await (await member.request.get('/icons/icon-192.png')).body());
    await member.getByLabel('Payment Proof', { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: icon });
    await member.getByRole('button', { name: 'Submit Payment Proof' }).click();
    await member.getByRole('heading', { name: 'Payment Submitted Successfully!' }).waitFor({ timeout: 30_000 });
    await waitForSynced(member);
    const mine = (await (await member.request.get(`/api/contributions/user/${(await storedUser(member)).id}`)).json()) as { amount: string; status: string }[];
    expect(mine.filter((c) => c.status === 'pending').map((c) => c.amount)).toEqual(['5000.00']);
    const pulled = (await (await member.request.get('/api/sync?since=0')).json()) as { contributions: { status: string; period: number | null }[] };
    expect(pulled.contributions.filter((c) => c.status === 'pending').map((c) => c.period)).toEqual([3]);
    // The server reads the proof off the request: wait for it, so the server never stops mid-read.
    await expect
      .poll(async () => ((await (await admin.request.get('/api/contributions/admin')).json()) as { status: string; receiptCheck: unknown }[]).filter((c) => c.status === 'pending').map((c) => c.receiptCheck !== null), { timeout: 30_000 })
      .toEqual([true]);
  });
});
