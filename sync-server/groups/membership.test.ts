import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { accountabilityPartners, groupMembers, projects, users } from '../db/schema';
import { testApp, uniquePhone, type TestApp } from '../testing/test-app';
import { anonymous, groupRow, join, makeGroup, person, PURSE_BANK, type Person } from './test-fixtures';

let t: TestApp;
let ada: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;
beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  group = await makeGroup(ada, 'Ajo Circle');
});
afterEach(() => t.close());

const membershipsOf = async (userId: string) => (await t.db.transaction((tx) => tx.select().from(groupMembers).where(eq(groupMembers.userId, userId)), { readOnly: true }));

describe('POST /api/groups/{groupId}/join', () => {
  it('makes the session user an active member and bumps the group revision', async () => {
    const chidi = await person(t, 'chidi');
    const before = (await groupRow(t, group.id)).revision;
    const res = await chidi.call('POST', `/api/groups/${group.id}/join`, { userId: chidi.id });
    expect(res.status).toBe(201);
    expect(res.json.membership).toMatchObject({ groupId: group.id, userId: chidi.id, status: 'active', contributedAmount: '0.00', joinedAt: t.clock.now().toISOString() });
    const row = (await membershipsOf(chidi.id))[0]!;
    expect((await groupRow(t, group.id)).revision).toBeGreaterThan(row.revision);
    expect(row.revision).toBeGreaterThan(before);
  });

  it('accepts an empty body: the session says who joins', async () => {
    const chidi = await person(t, 'chidi');
    expect((await chidi.call('POST', `/api/groups/${group.id}/join`)).status).toBe(201);
  });

  it('refuses joining twice', async () => {
    const chidi = await person(t, 'chidi');
    await join(chidi, group.id);
    const again = await chidi.call('POST', `/api/groups/${group.id}/join`, { userId: chidi.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MESSAGES.alreadyMember);
    expect(await membershipsOf(chidi.id)).toHaveLength(1);
  });

  it('refuses the admin joining their own group', async () => {
    const res = await ada.call('POST', `/api/groups/${group.id}/join`, { userId: ada.id });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.adminCannotJoinOwnGroup);
  });

  it('refuses joining on behalf of someone else', async () => {
    const chidi = await person(t, 'chidi');
    const dayo = await person(t, 'dayo');
    const res = await dayo.call('POST', `/api/groups/${group.id}/join`, { userId: chidi.id });
    expect(res.status).toBe(403);
    expect(await membershipsOf(chidi.id)).toHaveLength(0);
    expect(await membershipsOf(dayo.id)).toHaveLength(0);
  });

  it('answers bad input, an unknown group and a signed-out visitor clearly', async () => {
    const chidi = await person(t, 'chidi');
    expect((await chidi.call('POST', `/api/groups/${group.id}/join`, '{"userId":')).status).toBe(400);
    expect((await chidi.call('POST', `/api/groups/${group.id}/join`, { userId: 7 })).status).toBe(400);
    const unknown = await chidi.call('POST', '/api/groups/nope/join', { userId: chidi.id });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(MESSAGES.groupNotFound);
    expect((await anonymous(t, 'POST', `/api/groups/${group.id}/join`, {})).status).toBe(401);
    expect(await membershipsOf(chidi.id)).toHaveLength(0);
  });

  it('revives a removed membership under its old id, keeping its total', async () => {
    const chidi = await person(t, 'chidi');
    const first = await join(chidi, group.id);
    await t.db.transaction((tx) => tx.update(groupMembers).set({ deletedAt: t.clock.now(), contributedAmountKobo: 5000 }).where(eq(groupMembers.id, first.id)));
    const old = (await membershipsOf(chidi.id))[0]!;
    const again = await chidi.call('POST', `/api/groups/${group.id}/join`, {});
    expect(again.status).toBe(201);
    expect(again.json.membership).toMatchObject({ id: first.id, contributedAmount: '50.00' });
    const row = (await membershipsOf(chidi.id))[0]!;
    expect(row.deletedAt).toBeNull();
    expect(row.revision).toBeGreaterThan(old.revision);
  });

  it('lists members for the admin with their names and contributed amounts', async () => {
    const chidi = await person(t, 'chidi', 'member', 'Chidi Eze');
    const membership = await join(chidi, group.id);
    const res = await ada.call('GET', `/api/groups/${group.id}/members`);
    expect(res.json).toEqual([
      { id: membership.id, userId: chidi.id, user: { fullName: 'Chidi Eze', username: 'chidi' }, joinedAt: expect.any(String), contributedAmount: '0.00' },
    ]);
  });

  it('lists a member whose total in the database is past 2^53 with its exact figure', async () => {
    const chidi = await person(t, 'chidi');
    const membership = await join(chidi, group.id);
    await t.db.transaction((tx) => tx.update(groupMembers).set({ contributedAmountKobo: 2 ** 60 }).where(eq(groupMembers.id, membership.id)));
    const res = await ada.call('GET', `/api/groups/${group.id}/members`);
    expect(res.status).toBe(200);
    expect(res.json[0].contributedAmount).toBe('11529215046068469.76');
  });
});

describe('POST /api/groups/{groupId}/register-with-otp (the registration wizard)', () => {
  const wizard = (phoneNumber: string, otp: string, extra: Record<string, unknown> = {}) => ({
    fullName: 'Ngozi Ade',
    username: 'ngozi',
    phoneNumber,
    otp,
    ...extra,
  });

  async function sendCode(phoneNumber: string) {
    const sent = await anonymous(t, 'POST', '/api/auth/send-otp', { phoneNumber, channel: 'whatsapp' });
    expect(sent.status).toBe(200);
    return sent.json.developmentOtp as string;
  }

  it('sends the code by WhatsApp, then creates the member, joins the group and signs in', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    expect(t.otp.sent.at(-1)).toMatchObject({ phoneNumber: phone, channel: 'whatsapp', purpose: 'register' });
    const groupRevision = (await groupRow(t, group.id)).revision;

    const res = await t.call('POST', `/api/groups/${group.id}/register-with-otp`, wizard(phone, code));
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ fullName: 'Ngozi Ade', username: 'ngozi', phoneNumber: phone, role: 'member' });
    expect((await t.call('GET', '/api/auth/me')).json.user.id).toBe(res.json.user.id);
    expect(await membershipsOf(res.json.user.id)).toMatchObject([{ groupId: group.id, status: 'active', deletedAt: null }]);
    expect((await groupRow(t, group.id)).revision).toBeGreaterThan(groupRevision);
    const mine = await t.call('GET', `/api/groups/user/${res.json.user.id}`);
    expect(mine.json).toHaveLength(1);
  });

  it('creates neither the user nor the membership with a wrong code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const res = await t.call('POST', `/api/groups/${group.id}/register-with-otp`, wizard(phone, code === '000000' ? '111111' : '000000'));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.otpWrong);
    expect((await t.db.transaction((tx) => tx.select().from(users).where(eq(users.phoneNumber, phone)), { readOnly: true }))).toHaveLength(0);
    expect((await t.db.transaction((tx) => tx.select().from(groupMembers), { readOnly: true }))).toHaveLength(0);
    expect(t.cookie).toBe('');
  });

  it('answers an unknown group with 404 before spending the code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const res = await t.call('POST', '/api/groups/no-such-group/register-with-otp', wizard(phone, code));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(MESSAGES.groupNotFound);
    expect((await t.call('POST', `/api/groups/${group.id}/register-with-otp`, wizard(phone, code))).status).toBe(201);
  });

  it('refuses a taken username without joining anyone', async () => {
    await person(t, 'ngozi');
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const res = await t.call('POST', `/api/groups/${group.id}/register-with-otp`, wizard(phone, code));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.usernameTaken);
    expect((await t.db.transaction((tx) => tx.select().from(groupMembers), { readOnly: true }))).toHaveLength(0);
  });

  it.each([
    [{ fullName: 'N' }, 'fullName', MESSAGES.fullNameRequired],
    [{ username: 'ng' }, 'username', MESSAGES.usernameTooShort],
    [{ phoneNumber: '0123' }, 'phoneNumber', MESSAGES.phoneInvalid],
    [{ otp: '12' }, 'otp', MESSAGES.otpInvalid],
  ])('refuses %o with the spec message', async (change, field, message) => {
    const res = await anonymous(t, 'POST', `/api/groups/${group.id}/register-with-otp`, wizard(uniquePhone(), '123456', change));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
  });

  it('refuses an unknown code channel', async () => {
    const res = await anonymous(t, 'POST', '/api/auth/send-otp', { phoneNumber: uniquePhone(), channel: 'telegram' });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('channel');
  });
});

describe('revisions', () => {
  it('strictly increase across every write of a synced row, in write order', async () => {
    const chidi = await person(t, 'chidi');
    const seen = [(await groupRow(t, group.id)).revision];
    const project = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Rent', targetAmount: 1000, ...PURSE_BANK });
    seen.push((await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, project.json.id)).limit(1), { readOnly: true }))[0]!.revision);
    await join(chidi, group.id);
    seen.push((await membershipsOf(chidi.id))[0]!.revision, (await groupRow(t, group.id)).revision);
    const partner = await ada.call('POST', `/api/groups/${group.id}/accountability-partners`, { userId: chidi.id });
    const partnerRevision = async () => (await t.db.transaction((tx) => tx.select().from(accountabilityPartners).where(eq(accountabilityPartners.id, partner.json.id)).limit(1), { readOnly: true }))[0]!.revision;
    seen.push(await partnerRevision());
    await ada.call('DELETE', `/api/groups/${group.id}/accountability-partners/${chidi.id}`);
    seen.push(await partnerRevision());
    expect(seen).toHaveLength(6);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });
});
