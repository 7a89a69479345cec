/**
 * Monthly dues (issue 25), in a real browser against the real server, on 360×740 phones: an admin
 * creates monthly dues on the Add Purse form; a member who joined before the first month pays
 * offline, once a month and a half; after the admin confirms, her dues card says which months are
 * paid, part-paid and owing and what she owes, and shares it as text; the admin's grid shows her
 * months with sticky names, and a tap on a cell says which payment paid it.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { drawRotationOrder } from '../shared/rotation-draw';
import { SYNC_PROTOCOL_VERSION } from '../shared/sync-protocol';
import { keepArtifact, localPhone, savedBytes, snap, startHarness, waitForServiceWorkerControl, type Harness } from './support';
import { DAY_MS, lagosToday, monthStart, monthLabel } from './lagos-months';

let h: Harness;
let admin: Page;
let member: Page;
let groupId: string;
let projectId: string;
let ajoId: string;
let tunde: { api: APIRequestContext; userId: string };
const kemiPhone = localPhone();

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.newPhone()).page;
  await signUpThroughUi(admin, { fullName: 'Bisi Adeyemi', username: 'bisi_dues', phone: localPhone().typed, role: 'admin' });
  await createGroupInUi(admin, 'Class of 2005', 'Alumni set');
  const adminId = (await storedUser(admin)).id;
  groupId = ((await (await admin.request.get(`/api/groups/admin/${adminId}`)).json()) as { id: string }[])[0]!.id;

  member = (await h.newPhone()).page;
  await signUpThroughUi(member, { fullName: 'Kemi Bello', username: 'kemi_dues', phone: kemiPhone.typed, role: 'member' });
  // She joined the set three months ago (the server's clock, moved back for the join alone), so
  // she owes every month of the dues.
  h.clock.advance(-95 * DAY_MS);
  expect((await member.request.post(`/api/groups/${groupId}/join`, { data: {} })).status()).toBe(201);
  h.clock.advance(95 * DAY_MS);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('monthly dues', () => {
  it('are created on the Add Purse form: what it collects, how often and from when', async () => {
    await admin.getByRole('button', { name: 'Add Project' }).first().click();
    const add = admin.getByRole('dialog', { name: 'Add Project' });
    await add.getByLabel('Project Name').fill('Monthly Dues');
    await add.getByLabel('Target Amount (₦)').fill('180000');
    await add.getByRole('radio', { name: /Recurring dues/ }).check();
    // Without the amount, how often and the first day, the form says what is missing.
    await add.getByRole('button', { name: 'Create Project' }).click();
    await add.getByText('Enter the amount each member pays').waitFor();
    await add.getByText('Choose how often dues are paid').waitFor();
    await add.getByText('Enter the day the first period starts').waitFor();
    await add.getByLabel('Amount per member each period (₦)').fill('5000');
    await add.getByLabel('How often').selectOption({ label: 'Monthly' });
    await add.getByLabel('First period starts').fill(monthStart(2));
    await add.getByLabel('Bank Name').fill('GTBank');
    await add.getByLabel('Account Number').fill('0123456789');
    await add.getByLabel('Account Name').fill('Class of 2005');
    await add.getByLabel('How often').scrollIntoViewIfNeeded();
    await snap(admin, 'recurring-dues-create');
    await add.getByRole('button', { name: 'Create Project' }).click();
    await add.waitFor({ state: 'hidden' });
    await waitForSynced(admin);
    const purses = (await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string; kind: string; frequency: string; startsOn: string }[];
    expect(purses).toMatchObject([{ kind: 'dues', frequency: 'monthly', startsOn: monthStart(2) }]);
    projectId = purses[0]!.id;
  });

  it("paid offline and confirmed, shows the member each month paid, part-paid or owing, and what she owes", async () => {
    await member.goto('/member');
    await waitForSynced(member);
    // The purse has reached her phone (its dues card shows) before the signal goes: "synced" speaks of what she sent, not of what she has pulled.
    await member.getByRole('region', { name: 'My dues' }).getByText('Monthly Dues').first().waitFor({ timeout: 15_000 });
    await member.context().setOffline(true);
    await member.getByRole('button', { name: 'Make Payment to Class of 2005' }).click();
    const dialog = member.getByRole('dialog', { name: 'Make Payment' });
    await dialog.getByLabel('Amount (₦)').fill('7500');
    // She may name the month it pays; left alone, it pays the oldest unpaid first.
    await snap(member, 'recurring-dues-pay-dialog');
    await dialog.getByLabel('Which period does it pay?').waitFor({ timeout: 5000 });
    expect(await dialog.getByLabel('Which period does it pay?').locator('option').allTextContents()).toEqual([
      'Oldest unpaid first (recommended)',
      ...[2, 1, 0, -1, -2, -3].map((back) => monthLabel(monthStart(back))),
    ]);
    await dialog.getByRole('button', { name: 'Submit Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await member.context().setOffline(false);
    await member.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(member);
    const mine = (await (await member.request.get(`/api/contributions/user/${(await storedUser(member)).id}`)).json()) as { id: string }[];
    expect(mine).toHaveLength(1);
    expect((await admin.request.patch(`/api/contributions/${mine[0]!.id}/confirm`)).status()).toBe(200);

    await member.evaluate(() => window.dispatchEvent(new Event('online')));
    const card = member.getByRole('region', { name: 'My dues' });
    const [first, second, third] = [monthLabel(monthStart(2)), monthLabel(monthStart(1)), monthLabel(monthStart(0))];
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`${first}: Paid`);
    const text = await card.innerText();
    expect(text).toContain(`${second}: Part-paid: ₦2,500 of ₦5,000`);
    expect(text).toContain(`${third}: Owing`);
    expect(text).toContain('You owe ₦7,500 (₦2,500 of it overdue)');
    expect(text).toContain('₦5,000 per member · Monthly');
    // The dashboard's status no longer says she is up to date once a month is unpaid.
    expect(await member.locator('main').innerText()).not.toContain('Up to Date');
    await card.scrollIntoViewIfNeeded();
    await snap(member, 'recurring-dues-member-card');

    // Offline too: the card is read from the phone, and shared as a small picture made on it.
    await waitForServiceWorkerControl(member);
    await member.context().setOffline(true);
    await member.reload();
    await expect.poll(() => member.getByRole('region', { name: 'My dues' }).innerText(), { timeout: 15_000 }).toContain('You owe ₦7,500');
    const [picture] = await Promise.all([member.waitForEvent('download'), card.getByRole('button', { name: 'Share as picture' }).click()]);
    expect(picture.suggestedFilename()).toBe('Monthly-Dues-dues.png');
    const png = Buffer.from(await savedBytes(picture));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(720); // the card's 360 CSS pixels, drawn at twice
    expect(png.length).toBeLessThan(60_000);
    keepArtifact('recurring-dues-card-picture.png', png);
    await card.getByRole('status').filter({ hasText: 'Picture saved to your downloads.' }).waitFor();
    await card.getByRole('button', { name: 'Share as picture' }).scrollIntoViewIfNeeded();
    await snap(member, 'recurring-dues-card-offline');
    await member.context().setOffline(false);
  });

  it("shows the admin a grid of members by month with sticky names, and which payment paid a cell", async () => {
    await admin.goto(`/purses/${projectId}`);
    const grid = admin.getByRole('region', { name: 'Dues by member' });
    const second = monthLabel(monthStart(1));
    const cell = admin.getByRole('button', { name: `Kemi Bello, ${second}: Part-paid: ₦2,500 of ₦5,000` });
    await cell.waitFor({ timeout: 15_000 });
    await expect.poll(() => admin.getByText('Owing in all: ₦7,500, ₦2,500 of it overdue').count()).toBe(1);
    const name = grid.getByRole('rowheader', { name: 'Kemi Bello' });
    const before = (await name.boundingBox())!;
    await grid.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const after = (await name.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    await cell.click();
    const details = admin.getByRole('region', { name: `Kemi Bello, ${second}` });
    await details.getByText(/₦2,500 from a payment of ₦7,500 confirmed/).waitFor();
    await grid.scrollIntoViewIfNeeded();
    await snap(admin, 'recurring-dues-grid');
  });

  it("gives the roll-call this month's line and who owes what for all months due, never that everyone has paid", async () => {
    await admin.goto('/admin');
    await admin.getByRole('button', { name: /^Open menu/ }).first().click();
    await admin.getByRole('button', { name: 'Send Reminders' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send Reminders' });
    await dialog.getByRole('combobox').first().selectOption({ label: 'Monthly Dues' });
    const message = dialog.getByText(/Contribution reminder/).last();
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toContain(`📅 ${monthLabel(monthStart(0))}: 0 of 1 paid in full`);
    const text = await message.innerText();
    expect(text).toContain('💰 Each member pays ₦5,000 · Monthly');
    expect(text).toContain('Kemi Bello (kemi_dues) – ₦7,500 of ₦15,000, ₦7,500 to go');
    expect(text).not.toMatch(/Everyone|everybody/i);
    await admin.keyboard.press('Escape');
  });

  it('lets the admin excuse a member from a month with a reason, offline too: the grid, her card and the history follow', async () => {
    const third = monthLabel(monthStart(0));
    await admin.goto(`/purses/${projectId}`);
    await admin.getByRole('button', { name: `Kemi Bello, ${third}: Owing` }).waitFor();
    await admin.context().setOffline(true);
    await admin.getByRole('button', { name: `Kemi Bello, ${third}: Owing` }).click();
    const details = admin.getByRole('region', { name: `Kemi Bello, ${third}` });
    await details.getByRole('button', { name: `Excuse for ${third}` }).click();
    await details.getByText('Please give a reason.').waitFor();
    await details.getByLabel(/Why excuse them/).fill('Bereavement');
    await details.getByRole('button', { name: `Excuse for ${third}` }).click();
    await admin.getByRole('button', { name: `Kemi Bello, ${third}: Excused` }).waitFor();
    await details.getByText('Excused: Bereavement').waitFor();
    await expect.poll(() => admin.getByText('Owing in all: ₦2,500, ₦2,500 of it overdue').count()).toBe(1);
    await snap(admin, 'recurring-dues-excused');
    await admin.context().setOffline(false);
    await admin.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForSynced(admin);

    await member.goto('/member');
    await expect.poll(() => member.getByRole('region', { name: 'My dues' }).innerText(), { timeout: 15_000 }).toContain(`${third}: Excused`);
    expect(await member.getByRole('region', { name: 'My dues' }).innerText()).toContain('You owe ₦2,500 (₦2,500 of it overdue)');
    const history = (await (await member.request.get(`/api/groups/${groupId}/history`)).json()) as { entries: { type: string; data: string }[] } | { type: string; data: string }[];
    const entries = Array.isArray(history) ? history : history.entries;
    expect(entries.filter((e) => e.type === 'dues.excused').map((e) => JSON.parse(e.data).reason)).toEqual(['Bereavement']);
  });

  it("gives the admin a one-to-one WhatsApp reminder for each member who owes, written in that member's language", async () => {
    // Kemi reads the app in Pidgin: the server tells the admin's phone with her membership.
    expect((await member.request.put('/api/me/locale', { data: { locale: 'pcm' } })).status()).toBe(204);
    try {
      await admin.goto(`/purses/${projectId}`);
      await admin.getByText('Remind one by one on WhatsApp (1)').click();
      const link = admin.getByRole('link', { name: 'Remind Kemi Bello on WhatsApp: ₦2,500' });
      await expect.poll(async () => decodeURIComponent((await link.getAttribute('href')) ?? ''), { timeout: 15_000 }).toContain('How far Kemi Bello, na reminder from Class of 2005 about Monthly Dues: you dey owe ₦2,500');
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(`https://wa.me/${kemiPhone.e164.slice(1)}?text=`)).toBe(true);
      expect(decodeURIComponent(href)).toMatch(/Abeg pay and send your receipt for GroupPurse: http:\/\/127\.0\.0\.1:\d+\/\S+/);
      await link.scrollIntoViewIfNeeded();
      await snap(admin, 'recurring-dues-nudge');
    } finally {
      await member.request.put('/api/me/locale', { data: { locale: 'en' } });
    }
  });

  it('records that a member left: from that month she owes nothing and what she sent beyond is her credit; undone, she owes again', async () => {
    const second = monthLabel(monthStart(1));
    await admin.goto(`/purses/${projectId}`);
    const part = admin.getByRole('button', { name: `Kemi Bello, ${second}: Part-paid: ₦2,500 of ₦5,000` });
    await part.waitFor({ timeout: 15_000 });
    await part.click();
    const details = admin.getByRole('region', { name: `Kemi Bello, ${second}` });
    await details.getByRole('button', { name: `Left: owes nothing from ${second}` }).click();
    await admin.getByRole('button', { name: `Kemi Bello, ${second}: Not owed` }).waitFor();
    await details.getByText(`Left the group: owes nothing from ${second}.`).waitFor();
    await expect.poll(() => admin.getByText('Owing in all: ₦0, ₦0 of it overdue').count()).toBe(1);
    await snap(admin, 'recurring-dues-left');
    await waitForSynced(admin);

    await member.goto('/member');
    const card = member.getByRole('region', { name: 'My dues' });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain(`${second}: Not owed`);
    expect(await card.innerText()).not.toContain('You owe');
    expect(await card.innerText()).toContain('₦2,500 paid beyond what is owed: no period is left to take it');

    await details.getByRole('button', { name: 'Undo: owes every period again' }).click();
    await part.waitFor();
    await waitForSynced(admin);
    const history = (await (await admin.request.get(`/api/groups/${groupId}/history`)).json()) as { entries: { type: string }[] } | { type: string }[];
    expect((Array.isArray(history) ? history : history.entries).filter((e) => e.type === 'dues.stopped')).toHaveLength(2);
  });
});

describe('a rotation (ajo)', () => {
  it('is created on the form, its order drawn at random by the admin, and each member sees the order and their own turn', async () => {
    tunde = await memberJoinsByApi(h.baseUrl, groupId, { fullName: 'Tunde Ade', username: 'tunde_ajo', phone: localPhone().e164 });
    await admin.goto('/admin');
    await admin.getByRole('button', { name: 'Add Project' }).first().click();
    const add = admin.getByRole('dialog', { name: 'Add Project' });
    await add.getByLabel('Project Name').fill('Class Ajo');
    await add.getByLabel('Target Amount (₦)').fill('20000');
    await add.getByRole('radio', { name: /Rotation/ }).check();
    await add.getByLabel('Amount per member each round (₦)').fill('10000');
    await add.getByLabel('How often').selectOption({ label: 'Monthly' });
    await add.getByLabel('First round starts').fill(monthStart(-1));
    expect(await add.getByLabel('Last period starts (optional)').count()).toBe(0);
    await add.getByLabel('Bank Name').fill('GTBank');
    await add.getByLabel('Account Number').fill('0123456789');
    await add.getByLabel('Account Name').fill('Class of 2005');
    await add.getByRole('button', { name: 'Create Project' }).click();
    await add.waitFor({ state: 'hidden' });
    await waitForSynced(admin);
    const purses = (await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string; name: string; kind: string }[];
    const ajo = purses.find((p) => p.name === 'Class Ajo')!;
    expect(ajo.kind).toBe('rotation');
    ajoId = ajo.id;

    await admin.goto(`/purses/${ajo.id}`);
    const section = admin.getByRole('region', { name: 'Collection order' });
    await section.getByText('The order has not been set yet.').waitFor();
    await section.getByRole('button', { name: 'Draw the order at random' }).click();
    await waitForSynced(admin);
    await expect.poll(() => section.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    const text = await section.innerText();
    expect(text).toMatch(/1\. .*(Kemi Bello|Tunde Ade)/);
    expect(text).toContain("Each round's pot: ₦20,000 (2 members × ₦10,000)");
    const history = (await (await admin.request.get(`/api/groups/${groupId}/history`)).json()) as { entries?: { type: string; data: string }[] } | { type: string; data: string }[];
    const entries = Array.isArray(history) ? history : history.entries!;
    const drawn = JSON.parse(entries.find((e) => e.type === 'rotation.ordered')!.data) as { seed: string; members: string[]; order: string[] };
    expect(drawn.order).toEqual(drawRotationOrder(drawn.seed, drawn.members));
    await section.scrollIntoViewIfNeeded();
    await snap(admin, 'recurring-rotation-admin');

    await member.goto(`/purses/${ajo.id}`);
    const theirs = member.getByRole('region', { name: 'Collection order' });
    await expect.poll(() => theirs.innerText(), { timeout: 15_000 }).toMatch(/You collect on .*: place [12] of 2/);
    expect(await theirs.getByRole('button', { name: 'Draw the order at random' }).count()).toBe(0);
    await theirs.scrollIntoViewIfNeeded();
    await snap(member, 'recurring-rotation-member');
    // Offline too: the order and her turn are read from the phone.
    await waitForServiceWorkerControl(member);
    await member.context().setOffline(true);
    await member.reload();
    await expect.poll(() => member.getByRole('region', { name: 'Collection order' }).innerText(), { timeout: 15_000 }).toMatch(/You collect on .*: place [12] of 2/);
    await snap(member, 'recurring-rotation-member-offline');
    await member.context().setOffline(false);
    await member.goto('/member');
    await expect.poll(() => member.getByRole('region', { name: 'My dues' }).innerText(), { timeout: 15_000 }).toMatch(/Class Ajo[\s\S]*You collect on .*: place [12] of 2/);
  });

  it("pays the round's pot to its collector, who says in the app that she received it", async () => {
    // Kemi first, set by hand on the admin's phone with no signal (the first round has not begun).
    const kemiId = (await storedUser(member)).id;
    await admin.goto(`/purses/${ajoId}`);
    const section = admin.getByRole('region', { name: 'Collection order' });
    await admin.context().setOffline(true);
    await section.getByRole('button', { name: 'Set the order by hand' }).click();
    const editor = section.getByRole('list', { name: 'Set the order by hand' });
    await editor.getByRole('listitem').first().waitFor();
    // Whatever the draw gave, a move each way: Tunde to the top first when Kemi is there, then Kemi up.
    if ((await editor.getByRole('listitem').first().innerText()).includes('Kemi Bello')) {
      await editor.getByRole('button', { name: 'Move Tunde Ade up' }).click();
      expect(await editor.getByRole('listitem').allInnerTexts()).toEqual(['1. Tunde Ade', '2. Kemi Bello']);
    }
    await editor.getByRole('button', { name: 'Move Kemi Bello up' }).click();
    expect(await editor.getByRole('button', { name: 'Move Kemi Bello up' }).isDisabled()).toBe(true);
    expect(await editor.getByRole('listitem').allInnerTexts()).toEqual(['1. Kemi Bello', '2. Tunde Ade']);
    await snap(admin, 'recurring-rotation-order-by-hand');
    await section.getByRole('button', { name: 'Save this order' }).click();
    await expect.poll(() => section.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Kemi Bello'), expect.stringContaining('Tunde Ade')]);
    await admin.context().setOffline(false);
    await waitForSynced(admin);
    const saved = (await (await admin.request.get(`/api/groups/${groupId}/projects`)).json()) as { id: string; rotationOrder: { userId: string }[] }[];
    expect(saved.find((p) => p.id === ajoId)!.rotationOrder.map((place) => place.userId)).toEqual([kemiId, tunde.userId]);
    for (const api of [member.request, tunde.api]) {
      const paid = await api.post('/api/contributions', { data: { projectId: ajoId, amount: '10000' } });
      expect(paid.status()).toBe(201);
      expect((await admin.request.patch(`/api/contributions/${(await paid.json()).id}/confirm`)).status()).toBe(200);
    }
    await admin.goto(`/purses/${ajoId}`);
    await section.getByRole('button', { name: 'Record the payout of ₦20,000 to Kemi Bello' }).click({ timeout: 15_000 });
    await waitForSynced(admin);
    await section.getByText(/Kemi Bello has not confirmed receiving ₦20,000/).waitFor();

    await member.goto(`/purses/${ajoId}`);
    const theirs = member.getByRole('region', { name: 'Collection order' });
    await theirs.getByRole('button', { name: 'I have received ₦20,000' }).click({ timeout: 15_000 });
    await theirs.getByText('Kemi Bello confirmed receiving ₦20,000').waitFor();
    await waitForSynced(member);
    await theirs.scrollIntoViewIfNeeded();
    await snap(member, 'recurring-rotation-received');
    const history = (await (await admin.request.get(`/api/groups/${groupId}/history`)).json()) as { entries?: { type: string; actorId: string }[] } | { type: string; actorId: string }[];
    const entries = Array.isArray(history) ? history : history.entries!;
    expect(entries.filter((e) => e.type === 'payout.acknowledged').map((e) => e.actorId)).toEqual([kemiId]);
    await admin.reload();
    await section.getByText('Kemi Bello confirmed receiving ₦20,000').waitFor({ timeout: 15_000 });

    // Kemi excused from the second round (ahead: it has not begun, so it is not on the grid yet): its line says the pot it collects, less her amount.
    const excused = await admin.request.post('/api/sync/push', { data: { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: crypto.randomUUID(), type: 'dues.excuse', payload: { projectId: ajoId, userId: kemiId, period: 1, reason: 'Travelling' } }] } });
    expect((await excused.json()).results[0].status).toBe('applied');
    await admin.reload();
    await expect.poll(() => section.getByRole('listitem').nth(1).innerText(), { timeout: 15_000 }).toContain('pot ₦10,000: 1 excused');
    expect(await section.getByRole('listitem').first().innerText()).not.toContain('excused');
    await section.scrollIntoViewIfNeeded();
    await snap(admin, 'recurring-rotation-round-pot');
  });
});

