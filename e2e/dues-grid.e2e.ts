/**
 * The treasurer's grid of a big group (issue 25 §4 and its figures), in a real browser against the
 * real server at 360×740: it draws only the member rows near the screen (a group of hundreds draws
 * in well under a second on a cheap phone), keeps the table whole for screen readers (its row
 * count), and a member far down the list is drawn, in their place, when the page scrolls to them;
 * their cell opens like any other. Its exports (XLSX, and a PDF statement of a member or a
 * period) are made on the phone, with no signal too.
 */
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { createGroupInUi, memberJoinsByApi, storedUser } from './groups-flow';
import { pdfPageCount, pdfText } from '../web/features/report/pdf/test-pdf-text';
import { localPhone, savedBytes, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';
import { lagosToday, monthLabel } from './lagos-months';

const MEMBERS = 45;
let h: Harness;
let admin: Page;
let projectId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Ngozi Eze', username: 'ngozi_grid', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Age Grade 1990', 'Monthly dues');
  const adminId = (await storedUser(admin)).id;
  const groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  // The Add Purse form is recurring-dues.e2e.ts's test; here the purse is made through the API.
  const dues = await admin.request.post(`/api/groups/${groupId}/projects`, {
    data: { name: 'Monthly Dues', targetAmount: 500000, amountPerMember: 2000, kind: 'dues', frequency: 'monthly', startsOn: `${lagosToday().slice(0, 7)}-01`, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Age Grade 1990' },
  });
  expect(dues.status()).toBe(201);
  projectId = (await dues.json()).id;
  for (let i = 1; i <= MEMBERS; i++) {
    const phone = localPhone();
    const who = await memberJoinsByApi(h.baseUrl, groupId, { fullName: `Member ${String(i).padStart(2, '0')} Obi`, username: `grid_member_${i}`, phone: phone.typed });
    await who.api.dispose();
  }
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe("the treasurer's grid of a big group", () => {
  it('draws only the rows near the screen, and a member far down the list in their place when scrolled to', async () => {
    await admin.goto(`/purses/${projectId}`);
    const grid = admin.getByRole('region', { name: 'Dues by member' });
    const table = grid.getByRole('table');
    // Every member is on the phone: the table says how many rows it has (the header, each member, the totals).
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 20_000 }).toBe(String(MEMBERS + 2));
    await grid.getByRole('rowheader', { name: 'Member 01 Obi' }).waitFor();
    const drawn = async () => (await grid.getByRole('rowheader').allInnerTexts()).filter((name) => name.startsWith('Member '));
    const first = await drawn();
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(MEMBERS);
    // The totals row counts every member, drawn or not.
    await expect.poll(() => grid.getByRole('row').last().innerText()).toContain(`0/${MEMBERS}`);
    // Down the page: the last member (everyone owes the same, so by name) is drawn at the last row's place.
    const last = `Member ${MEMBERS} Obi`;
    expect(first).not.toContain(last);
    await admin.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastRow = grid.locator(`[aria-rowindex="${MEMBERS + 1}"]`);
    await expect.poll(() => lastRow.getByRole('rowheader').innerText(), { timeout: 10_000 }).toBe(last);
    expect(await drawn()).not.toContain('Member 01 Obi');
    // Its rows do not overlap: each drawn row starts where the one above it ends.
    const tops = await grid.locator('tbody [role="row"]').evaluateAll((rows) => rows.map((r) => [Number(r.getAttribute('aria-rowindex')), r.getBoundingClientRect().top, r.getBoundingClientRect().height]));
    const sorted = [...tops].sort((a, b) => a[0]! - b[0]!);
    for (let i = 1; i < sorted.length; i++) expect(Math.abs(sorted[i]![1]! - (sorted[i - 1]![1]! + sorted[i - 1]![2]!))).toBeLessThan(1);
    // Its cell opens like any other.
    const month = monthLabel(`${lagosToday().slice(0, 7)}-01`);
    await grid.getByRole('button', { name: `${last}, ${month}: Owing` }).click();
    await admin.getByRole('region', { name: `${last}, ${month}` }).getByText('No payment went to this period.').waitFor();
    await lastRow.scrollIntoViewIfNeeded();
    await snap(admin, 'dues-grid-scrolled');
    // With no signal, the grid is drawn from the phone the same way.
    await waitForServiceWorkerControl(admin);
    await admin.context().setOffline(true);
    await admin.reload();
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 20_000 }).toBe(String(MEMBERS + 2));
    await admin.evaluate(() => window.scrollTo(0, 0));
    await grid.getByRole('rowheader', { name: 'Member 01 Obi' }).waitFor();
    expect((await drawn()).length).toBeLessThan(MEMBERS);
    await grid.scrollIntoViewIfNeeded();
    await grid.getByRole('rowheader', { name: 'Member 13 Obi' }).waitFor();
    await snap(admin, 'dues-grid-offline');
    await admin.context().setOffline(false);
  });
});

describe("the grid from the keyboard", () => {
  it('reaches every member with Tab, the rows below drawn as the focus moves down', async () => {
    await admin.goto(`/purses/${projectId}`);
    const grid = admin.getByRole('region', { name: 'Dues by member' });
    const month = monthLabel(`${lagosToday().slice(0, 7)}-01`);
    const cell = (i: number) => `Member ${String(i).padStart(2, '0')} Obi, ${month}: Owing`;
    await grid.getByRole('button', { name: cell(1) }).focus();
    const reached: string[] = [];
    for (let i = 2; i <= MEMBERS; i++) {
      await admin.keyboard.press('Tab');
      reached.push(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? ''));
    }
    expect(reached).toEqual(Array.from({ length: MEMBERS - 1 }, (_, i) => cell(i + 2)));
  });

  it('has the next row drawn as soon as a row takes the focus, before the scroll it causes', async () => {
    // The Tab above races the page: on a busy phone the scroll a focus causes is redrawn at the next
    // frame, and keys pressed before it found no next row and left the grid (once in a CI run).
    // Here the walk gives the page no frame and no task at all, only the microtasks after each
    // focus: the row below must be there already.
    await admin.goto(`/purses/${projectId}`);
    const grid = admin.getByRole('region', { name: 'Dues by member' });
    await grid.getByRole('rowheader', { name: 'Member 01 Obi' }).waitFor();
    const walked = await admin.evaluate(async (members) => {
      const button = (row: number) => document.querySelector<HTMLButtonElement>(`tbody [aria-rowindex="${row + 1}"] button`);
      const settle = async () => {
        for (let i = 0; i < 3; i++) await Promise.resolve();
      };
      for (let row = 1; row < members; row++) {
        const here = button(row);
        if (!here) return `row ${row} was not drawn`;
        here.focus();
        await settle();
        if (document.activeElement !== here) return `the focus left row ${row}`;
      }
      return button(members) ? 'every row' : `row ${members} was not drawn`;
    }, MEMBERS);
    expect(walked).toBe('every row');
    // And Shift+Tab from the last row climbs back up.
    await admin.keyboard.press('Shift+Tab');
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Member 43 Obi/);
  });
});

describe("the grid's exports", () => {
  it('downloads the grid as XLSX and shares a PDF statement of one member and of one period, with no signal', async () => {
    await admin.goto(`/purses/${projectId}`);
    const grid = admin.getByRole('region', { name: 'Dues by member' });
    await grid.getByRole('rowheader', { name: 'Member 01 Obi' }).waitFor({ timeout: 20_000 });
    await admin.context().setOffline(true);

    const [xlsx] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toBe('Monthly-Dues-dues.xlsx');
    const rows = await readSheet(Buffer.from(await savedBytes(xlsx)));
    const month = monthLabel(`${lagosToday().slice(0, 7)}-01`);
    expect(rows[0]).toEqual(['Member', month, 'Owing', 'Overdue']);
    expect(rows).toHaveLength(MEMBERS + 2);
    expect(rows.find((row) => row[0] === `Member ${MEMBERS} Obi`)).toEqual([`Member ${MEMBERS} Obi`, 0, 2000, 0]);

    const choice = admin.getByLabel('Statement of');
    await choice.scrollIntoViewIfNeeded();
    await choice.selectOption({ label: 'Member 07 Obi' });
    const [memberPdf] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Share statement PDF' }).click()]);
    const one = await savedBytes(memberPdf);
    expect(Buffer.from(one.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const words = pdfText(one);
    for (const part of ['Monthly Dues: statement of Member 07 Obi', 'Age Grade 1990', 'Owing', '₦2,000', month]) expect(words).toContain(part);
    await admin.getByRole('status').filter({ hasText: 'PDF saved to your downloads.' }).waitFor();
    await snap(admin, 'dues-grid-exports');

    await choice.selectOption({ label: month });
    const [periodPdf] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Share statement PDF' }).click()]);
    const period = pdfText(await savedBytes(periodPdf));
    for (const part of [`Monthly Dues: statement of ${month}`, `0 of ${MEMBERS}`, 'Member 01 Obi', `Member ${MEMBERS} Obi`]) expect(period).toContain(part);
    expect(pdfPageCount(await savedBytes(periodPdf))).toBeGreaterThan(1);
    await admin.context().setOffline(false);
  });
});
