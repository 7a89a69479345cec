import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/errors';
import { developmentCode, signUpThroughUi } from './auth-flow';
import { addPurseInUi, createGroupInUi, memberJoinsByApi, storedUser, waitForSynced } from './groups-flow';
import { localPhone, snap, startHarness, type Harness, waitForServiceWorkerControl } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('groups and purses end to end', () => {
  it('an admin sets up a group and purses; a member joins from the copied link and lands on /member', async () => {
    const admin = await h.newPhone();
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughUi(admin.page, { fullName: 'Adaeze Okafor', username: 'adaeze2', phone: localPhone().typed, role: 'admin' });
    await createGroupInUi(admin.page, 'Class of 2010 Reunion', 'Old students of Unity Secondary School');
    await addPurseInUi(admin.page, { name: 'Reunion Party', target: '500000', deadline: '2027-03-31', bank: 'GTBank' });
    await addPurseInUi(admin.page, { name: 'Gift for Principal', target: '150000.50' });
    await waitForSynced(admin.page);
    await expect.poll(() => admin.page.getByText('Not synced yet').count(), { timeout: 15_000 }).toBe(0);
    await snap(admin.page, 'admin-group-synced');

    await admin.page.getByRole('button', { name: 'Copy registration link' }).click();
    const link = await admin.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${h.baseUrl}/register/[0-9a-f-]{36}$`));
    const registrationLink = link.split('/register/')[1]!;

    // The member opens the link from WhatsApp.
    const member = await h.newPhone();
    await member.page.goto(link);
    await member.page.getByRole('heading', { name: 'Class of 2010 Reunion' }).waitFor();
    await member.page.getByText('Reunion Party').waitFor();
    await member.page.getByRole('button', { name: 'Join Group' }).click();
    const phone = localPhone();
    await member.page.getByLabel('Full Name').fill('Tunde Bakare');
    await member.page.getByLabel('Username').fill('tunde2');
    await member.page.getByLabel('Phone Number').fill(phone.typed);

    // Joining needs the network: offline, the wizard says so plainly.
    await member.context.setOffline(true);
    await member.page.getByRole('button', { name: 'Send OTP via WhatsApp' }).click();
    await member.page.getByText(MESSAGES.joinNeedsConnection).first().waitFor();
    await snap(member.page, 'wizard-offline');
    await member.context.setOffline(false);

    await member.page.getByRole('button', { name: 'Send OTP via WhatsApp' }).click();
    const code = await developmentCode(member.page);
    expect(h.codes.at(-1)).toMatchObject({ phoneNumber: phone.e164, channel: 'whatsapp' });
    await member.page.getByLabel('Verification Code').fill(code);
    await member.page.getByRole('button', { name: 'Verify & Join Group' }).click();
    await member.page.getByRole('heading', { name: 'Welcome to Class of 2010 Reunion!' }).waitFor();
    await member.page.getByRole('button', { name: 'Go to Dashboard' }).or(member.page.getByRole('link', { name: 'Go to Dashboard' })).click();
    await member.page.waitForURL('**/member');
    await member.page.goto('/groups');
    await member.page.getByText('Class of 2010 Reunion').first().waitFor();

    // The public landing shows the group's figures.
    const visitor = await h.newPhone();
    await visitor.page.goto(`/join/${registrationLink}`);
    await visitor.page.getByRole('heading', { name: 'Class of 2010 Reunion' }).waitFor();
    const landing = await visitor.page.locator('main').innerText();
    expect(landing).toContain('₦650,001'); // goal: 500,000 + 150,000.50, shown without decimals
    expect(landing).toContain('0%');
    expect(landing).toMatch(/Raised[\s\S]*₦0/);
    expect(landing).toMatch(/Remaining[\s\S]*₦650,001/);
    await snap(visitor.page, 'public-landing');

    // The admin's phone learns of the new member by sync.
    await admin.page.reload();
    await admin.page.getByText('1 member').first().waitFor();
  });

  it('adds two accountability partners, then hides Add and the server refuses a third', async () => {
    const admin = await h.newPhone();
    await signUpThroughUi(admin.page, { fullName: 'Ngozi Eze', username: 'ngozi2', phone: localPhone().typed, role: 'admin' });
    await createGroupInUi(admin.page, 'Ajo Market Women', 'Monthly ajo');
    await waitForSynced(admin.page);
    const me = await storedUser(admin.page);
    const groups = await (await admin.page.request.get(`/api/groups/admin/${me.id}`)).json();
    const groupId: string = groups[0].id;
    const members = [];
    for (const [i, name] of ['Kemi Adeyemi', 'Musa Bello', 'Ify Okoro'].entries()) {
      members.push(await memberJoinsByApi(h.baseUrl, groupId, { fullName: name, username: `ajo${i}x`, phone: localPhone().e164 }));
    }
    await admin.page.reload();
    await admin.page.getByText('3 members').first().waitFor();

    await admin.page.getByRole('button', { name: 'Partners' }).first().click();
    const dialog = admin.page.getByRole('dialog', { name: 'Accountability Partners' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    // Said twice on purpose: under the picker, and in the toast, which shows above the open dialog.
    await dialog.locator('form').getByRole('alert').filter({ hasText: MESSAGES.noMemberSelected }).waitFor();
    await dialog.getByTestId('toaster').getByText(MESSAGES.noMemberSelectedTitle).waitFor();
    for (const [i, name] of ['Kemi Adeyemi', 'Musa Bello'].entries()) {
      await dialog.getByLabel('Add a member as partner').selectOption({ label: `${name} (@ajo${i}x)` });
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByRole('button', { name: `Remove ${name}` }).waitFor();
    }
    await dialog.getByLabel('Add a member as partner').waitFor({ state: 'detached' });
    await snap(admin.page, 'partners-two');
    await waitForSynced(admin.page);

    const third = await admin.page.request.post(`/api/groups/${groupId}/accountability-partners`, { data: { userId: members[2]!.userId } });
    expect(third.status()).toBe(409);
    expect((await third.json()).message).toBe(MESSAGES.partnerLimit);
    const listed = await (await admin.page.request.get(`/api/groups/${groupId}/accountability-partners`)).json();
    expect(listed.map((p: { userFullName: string }) => p.userFullName).sort()).toEqual(['Kemi Adeyemi', 'Musa Bello']);
    for (const m of members) await m.api.dispose();
  });

  it('keeps a group and purse made offline through two reloads and sends them once when back online', async () => {
    const { context, page } = await h.newPhone();
    await signUpThroughUi(page, { fullName: 'Bola Ade', username: 'bolaoff', phone: localPhone().typed, role: 'admin' });
    await waitForServiceWorkerControl(page);
    await waitForSynced(page);

    await context.setOffline(true);
    await createGroupInUi(page, 'Offline Esusu', 'Made with no signal');
    await addPurseInUi(page, { name: 'December Payout', target: '120000' });
    await page.getByTestId('sync-status').filter({ hasText: 'Offline · 2 changes not synced yet' }).waitFor();
    await page.getByText('Not synced yet').first().waitFor();
    for (let i = 0; i < 2; i++) {
      await page.reload();
      // The group's heading, not any text: the sync bar's closed 'Changes on this phone' dialog also
      // names 'Group "Offline Esusu"', and when it rendered first, `.first()` waited on that hidden
      // copy until the timeout while the screen showed the group all along.
      await page.getByRole('heading', { name: 'Offline Esusu' }).waitFor();
      await page.getByText('Not synced yet').filter({ visible: true }).first().waitFor();
    }
    await snap(page, 'offline-group-after-reloads');

    await context.setOffline(false);
    await waitForSynced(page);
    // Both the group's and the purse's badge may still show for a moment: wait until neither does.
    await expect.poll(() => page.getByText('Not synced yet').count(), { timeout: 15_000 }).toBe(0);
    const me = await storedUser(page);
    const groups = await (await page.request.get(`/api/groups/admin/${me.id}`)).json();
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Offline Esusu']);
    const projects = await (await page.request.get(`/api/groups/${groups[0].id}/projects`)).json();
    expect(projects.map((p: { name: string; targetAmount: string }) => [p.name, p.targetAmount])).toEqual([['December Payout', '120000.00']]);
  });
});
