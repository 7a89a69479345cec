/**
 * The treasurer's books on the phone, in a real browser against the real server (issue 11 §4–§5):
 * the group's history in plain words with a Verify that recomputes the chain on the phone and
 * shows the server's check code; Generate Report's statement, its PDF (made on the phone, also
 * offline: a real PDF whose text holds the purse, ₦ amounts and the check code) and its CSV (the
 * server's columns and amounts); and a member's own statement.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfObjects, pdfPageCount, pdfText } from '../web/features/report/pdf/test-pdf-text';
import { logInThroughUi, signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, savedBytes, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';

let h: Harness;
let admin: Page;
let groupId: string;
let projectId: string;
let kemi: { api: APIRequestContext; userId: string; phone: string };

/** The server's own check code for the group (it recomputes the chain from every entry). */
async function serverCheckCode(): Promise<{ ok: boolean; entries: number; checkCode: string }> {
  return (await admin.request.get(`/api/groups/${groupId}/history/verify`)).json();
}

/** RFC 4180 rows (quotes doubled, CRLF), without the byte order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') (cell += '"'), (i += 1);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') rows.at(-1)!.push(cell), (cell = '');
    else if (ch === '\r' && body[i + 1] === '\n') rows.at(-1)!.push(cell), (cell = ''), rows.push([]), (i += 1);
    else cell += ch;
  }
  return rows.filter((row) => row.length > 0);
}

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Ada Obi', username: 'ada_books', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Unity Ajo', 'Weekly ajo');
  await addPurseInUi(admin, { name: 'Xmas Party', target: '100000' });
  await waitForSynced(admin);
  const adminId = (await storedUser(admin)).id;
  groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;
  projectId = ((await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string }[])[0]!.id;

  const phone = localPhone();
  kemi = { ...(await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Kemi Bello', username: 'kemi_pay', phone: phone.e164 })), phone: phone.typed };
  const paid = await kemi.api.post('/api/contributions', { data: { projectId, amount: '5000', reference: 'TRX-5000' } });
  expect(paid.status()).toBe(201);
  expect((await admin.request.patch(`/api/contributions/${(await paid.json()).id}/confirm`)).status()).toBe(200);
  // No partners: the payout is approved at once. Today in UTC is never after today in Lagos.
  const payout = { amount: '2000', recipient: 'Mama Put', purpose: 'Party food', paidOn: new Date().toISOString().slice(0, 10) };
  expect((await admin.request.post(`/api/projects/${projectId}/payouts`, { data: payout })).status()).toBe(201);
}, 120_000);

afterEach(async () => {
  await admin?.context().setOffline(false);
});

afterAll(async () => {
  await kemi?.api.dispose();
  await h?.close();
});

describe('the books on the phone', () => {
  it('lists the group’s history in plain words, filters it, and verifies it on the phone with the server’s check code, offline too', async () => {
    await admin.goto('/groups');
    await waitForSynced(admin);
    await admin.getByRole('link', { name: 'History of Unity Ajo' }).click();
    const list = admin.getByRole('list', { name: 'History of Unity Ajo' });
    await list.getByText('Ada Obi confirmed ₦5,000 from Kemi Bello').waitFor();
    const server = await serverCheckCode();
    expect(server.ok).toBe(true);
    expect(await admin.getByTestId('check-code').innerText()).toBe(server.checkCode);
    const text = await list.innerText();
    for (const line of ['Payout ₦2,000 to Mama Put for Party food', 'Kemi Bello submitted ₦5,000 for confirmation', 'Kemi Bello joined the group', 'Ada Obi created the purse Xmas Party (target ₦100,000)']) {
      expect(text).toContain(line);
    }
    // Newest first: the payout was the last thing done.
    expect(text.indexOf('Payout ₦2,000')).toBeLessThan(text.indexOf('confirmed ₦5,000'));

    await admin.getByRole('button', { name: 'Money', exact: true }).click();
    await expect.poll(() => list.innerText()).not.toContain('joined the group');
    expect(await list.innerText()).toContain('confirmed ₦5,000');
    await admin.getByRole('button', { name: 'All', exact: true }).click();

    await admin.context().setOffline(true);
    await admin.getByRole('button', { name: 'Verify' }).click();
    await admin.mouse.move(0, 0);
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'History' }).innerText())
      .toBe(`History verified: ${server.entries} entries, check code ${server.checkCode}`);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await snap(admin, 'books-history');
  });

  it('Generate Report shows the purse’s statement and makes its PDF (offline too) and its CSV with the server’s columns and amounts', async () => {
    await admin.goto('/admin');
    await waitForServiceWorkerControl(admin);
    await waitForSynced(admin);
    await admin.getByRole('button', { name: /^Open menu/ }).click();
    await admin.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Generate Report' }).click();
    await admin.getByRole('heading', { name: 'Generate Report', level: 1 }).waitFor();
    await admin.getByRole('combobox', { name: 'Purse', exact: true }).selectOption({ label: 'Xmas Party' });
    const statement = admin.getByRole('article', { name: 'Statement' });
    await statement.getByRole('heading', { name: 'Unity Ajo: Xmas Party' }).waitFor();
    const { checkCode } = await serverCheckCode();
    const shown = await statement.innerText();
    expect(shown).toMatch(/Money in \(confirmed\)\s+₦5,000/);
    expect(shown).toMatch(/Paid out\s+₦2,000/);
    expect(shown).toMatch(/Closing balance\s+₦3,000/);
    expect(shown).toMatch(/Kemi Bello \(1 payment\)\s+₦5,000/);
    expect(shown).toContain('Party food');
    expect(shown).toContain(`Check code: ${checkCode}`);
    await admin.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    await snap(admin, 'books-report');
    await statement.scrollIntoViewIfNeeded();
    await snap(admin, 'books-report-statement');

    // The PDF is made on the phone: with no signal it still comes (the lazy chunk and font are precached).
    await admin.context().setOffline(true);
    const [pdfDownload] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Share PDF' }).click()]);
    expect(pdfDownload.suggestedFilename()).toBe('unity-ajo-xmas-party-statement.pdf');
    const pdf = await savedBytes(pdfDownload);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfObjects(pdf).length).toBeGreaterThan(8);
    expect(pdfPageCount(pdf)).toBe(1);
    const pdfWords = pdfText(pdf);
    for (const part of ['Unity Ajo: Xmas Party', `Check code: ${checkCode}`, '₦3,000', '+₦5,000', '−₦2,000', 'Kemi Bello', 'Mama Put']) expect(pdfWords).toContain(part);
    await admin.getByRole('status').filter({ hasText: 'PDF saved to your downloads.' }).waitFor();
    await admin.getByRole('button', { name: 'XLSX needs a connection' }).waitFor();
    await snap(admin, 'books-report-offline');

    const [csvDownload] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = parseCsv(Buffer.from(await savedBytes(csvDownload)).toString('utf8'));
    await admin.context().setOffline(false);
    const serverCsv = parseCsv(await (await admin.request.get(`/api/projects/${projectId}/statement.csv`)).text());
    const withoutMadeAt = (rows: string[][]) => rows.filter((row) => row[0] !== 'Made at');
    expect(withoutMadeAt(csv)).toEqual(withoutMadeAt(serverCsv));
    expect(csv[0]).toEqual(['Date', 'Type', 'Member / recipient', 'Purse', 'Purpose / notes', 'Reference', 'Amount (NGN)', 'Status', 'Balance (NGN)', 'Receipt']);
    // A payout counts from the start of its paid-on day, so today's payout may come before today's payment.
    const movements = csv.filter((row) => row[1] === 'Payment' || row[1] === 'Payout');
    expect(movements.map((row) => [row[1], row[2], row[6]]).sort()).toEqual([
      ['Payment', 'Kemi Bello', '5000.00'],
      ['Payout', 'Mama Put', '-2000.00'],
    ]);
    expect(movements.at(-1)![8]).toBe('3000.00');
    expect(csv.find((row) => row[0] === 'Closing balance')?.[1]).toBe('3000.00');
  });

  it('a member’s “My statement” holds only their own payments', async () => {
    const member = (await h.newPhone()).page;
    await logInThroughUi(member, 'kemi_pay', kemi.phone);
    await member.waitForURL('**/member');
    await member.getByRole('link', { name: 'My statement' }).click();
    await member.getByRole('heading', { name: 'My statement', level: 1 }).waitFor();
    const statement = member.getByRole('article', { name: 'Statement' });
    await statement.getByRole('heading', { name: 'My statement: whole group' }).waitFor();
    const shown = await statement.innerText();
    expect(shown).toMatch(/Total paid\s+₦5,000/);
    expect(shown).not.toContain('Mama Put');
    expect(shown).not.toContain('Paid out');
    await snap(member, 'books-my-statement');
    await member.context().close();
  });
});
