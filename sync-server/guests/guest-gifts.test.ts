import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { LIMITS } from '../auth/rate-limit';
import { users } from '../db/schema';
import { testApp, type TestApp } from '../testing/test-app';
import { pngBytes } from '../contributions/test-fixtures';
import { anonymous, join, makeGroup, makePurse, person } from '../groups/test-fixtures';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

const TUNDE = '+2348035550101';

/** An admin's group with a burial fund (a collection) taking guests as `giving`, and a levy. */
async function burial(giving: 'off' | 'private' | 'named' = 'named') {
  const admin = await person(t, 'ada', 'admin', 'Ada Obi');
  const group = await makeGroup(admin, 'Unity Old Students');
  const fund = await makePurse(admin, group.id, { name: 'Burial of Mama Obi', targetAmount: '2000000' });
  const levy = await makePurse(admin, group.id, { name: 'Levy', kind: 'levy', amountPerMember: '5000', deadline: '2027-01-31' });
  if (giving !== 'off') {
    expect((await admin.call('PATCH', `/api/projects/${fund.id}`, { guestGiving: giving })).status).toBe(200);
    // A levy is the members' own: asked to take guests, it stays as it is.
    expect((await admin.call('PATCH', `/api/projects/${levy.id}`, { guestGiving: giving })).status).toBe(200);
  }
  return { admin, group, fund, levy };
}

async function code(projectId: string, phoneNumber = TUNDE, ip = '102.89.1.1') {
  t.setCookie('');
  return t.call('POST', `/api/guest-gifts/${projectId}/code`, { phoneNumber }, { 'x-forwarded-for': ip });
}

async function give(projectId: string, fields: Record<string, string>, { receipt = pngBytes(300, 7) as Uint8Array<ArrayBuffer> | null, ip = '102.89.1.1' } = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (receipt) form.append('receipt', new File([receipt], 'receipt.png', { type: 'image/png' }));
  t.setCookie('');
  return t.send('POST', `/api/guest-gifts/${projectId}`, form, { 'x-forwarded-for': ip });
}

/** A code to `phone` and the gift with it. */
async function codeAndGive(projectId: string, fields: { fullName: string; amount: string; phoneNumber?: string }, options: Parameters<typeof give>[2] = {}) {
  const phoneNumber = fields.phoneNumber ?? TUNDE;
  const sent = await code(projectId, phoneNumber, options.ip);
  expect(sent.status).toBe(200);
  return give(projectId, { ...fields, phoneNumber, otp: sent.json.developmentOtp }, options);
}

describe('gifts from outside the group (issue 27 §4)', () => {
  it('takes a guest gift to a fund that allows them: pending, marked guest, in the admin\'s list and sync with the giver\'s name', async () => {
    const { admin, fund } = await burial('named');
    const gift = await codeAndGive(fund.id, { fullName: 'Tunde Bakare', amount: '10000' });
    expect(gift.status).toBe(201);
    expect(gift.json).toEqual({ id: expect.any(String), status: 'pending', guest: true });

    const listed = (await admin.call('GET', '/api/contributions/admin')).json as { id: string; guest: boolean; userFullName: string; amount: string; status: string; proofUrl: string | null }[];
    expect(listed.find((row) => row.id === gift.json.id)).toEqual(
      expect.objectContaining({ guest: true, userFullName: 'Tunde Bakare', amount: '10000.00', status: 'pending', proofUrl: expect.any(String) }),
    );
    const pulled = await admin.call('GET', '/api/sync?since=0');
    expect(pulled.status).toBe(200);
    expect(pulled.json.contributions).toEqual([expect.objectContaining({ id: gift.json.id, guest: true, userFullName: 'Tunde Bakare' })]);
    // The admin confirms it like any payment: it counts towards the fund.
    expect((await admin.call('PATCH', `/api/contributions/${gift.json.id}/confirm`)).status).toBe(200);
    const board = (await anonymous(t, 'GET', `/api/groups/slug/unity-old-students`)).json as { projects: { id: string; collectedAmount: string; guestsWelcome: boolean }[] };
    expect(board.projects.find((p) => p.id === fund.id)).toEqual(expect.objectContaining({ collectedAmount: '10000.00', guestsWelcome: true }));
  });

  it('refuses, before any code is sent, a purse that takes no guests: one left off, and a levy asked to take them', async () => {
    const { fund, levy } = await burial('off');
    const codesBefore = t.otp.sent.length;
    for (const projectId of [fund.id, levy.id]) {
      const sent = await code(projectId);
      expect(sent.status).toBe(403);
      expect(sent.json).toEqual({ message: MESSAGES.guestsNotAllowed, code: 'guests-not-allowed' });
    }
    expect(t.otp.sent).toHaveLength(codesBefore);
  });

  it('keeps a levy off even when asked to take guests', async () => {
    const { levy } = await burial('named');
    const codesBefore = t.otp.sent.length;
    expect((await code(levy.id)).status).toBe(403);
    expect(t.otp.sent).toHaveLength(codesBefore);
  });

  it('refuses a wrong code, a used code, a gift without a receipt and an unknown purse, and writes nothing', async () => {
    const { admin, fund } = await burial('named');
    const sent = await code(fund.id);
    const wrong = sent.json.developmentOtp === '000000' ? '111111' : '000000';
    const fields = { fullName: 'Tunde Bakare', phoneNumber: TUNDE, amount: '10000' };
    expect((await give(fund.id, { ...fields, otp: wrong })).status).toBe(400);
    const noReceipt = await give(fund.id, { ...fields, otp: sent.json.developmentOtp }, { receipt: null });
    expect(noReceipt.status).toBe(400);
    expect(noReceipt.json.message).toBe(MESSAGES.proofRequired);
    expect((await give('no-such-purse', { ...fields, otp: sent.json.developmentOtp })).status).toBe(404);
    expect((await give(fund.id, { ...fields, amount: '-5', otp: sent.json.developmentOtp })).status).toBe(400);
    expect((await admin.call('GET', '/api/contributions/admin')).json).toEqual([]);

    // The code is still good after those refusals, and good once.
    expect((await give(fund.id, { ...fields, otp: sent.json.developmentOtp })).status).toBe(201);
    expect((await give(fund.id, { ...fields, otp: sent.json.developmentOtp })).status).toBeGreaterThanOrEqual(400);
    expect((await admin.call('GET', '/api/contributions/admin')).json).toHaveLength(1);
  });

  it('answers a gift sent again under its id with the gift, without the code it used up, and gives once; another gift under that id is refused', async () => {
    const { admin, fund } = await burial('named');
    const sent = await code(fund.id);
    const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
    const fields = { id, fullName: 'Tunde Bakare', phoneNumber: TUNDE, amount: '10000', otp: sent.json.developmentOtp };
    const first = await give(fund.id, fields);
    expect([first.status, first.json.id]).toEqual([201, id]);
    // Its answer was lost on the way back: the guest taps Give again, the same code with it.
    const again = await give(fund.id, fields);
    expect([again.status, again.json]).toEqual([201, first.json]);
    expect((await admin.call('GET', '/api/contributions/admin')).json).toHaveLength(1);
    // The same id with another amount, receipt or phone is not that gift.
    for (const [changed, options] of [
      [{ amount: '20000' }, {}],
      [{}, { receipt: pngBytes(300, 8) as Uint8Array<ArrayBuffer> }],
      [{ phoneNumber: '+2348035550102' }, {}],
    ] as const) {
      const other = await give(fund.id, { ...fields, ...changed }, options);
      expect([other.status, other.json.code]).toEqual([409, 'id-taken']);
    }
    // Without an id, the used code is refused as before.
    const { id: _, ...withoutId } = fields;
    expect((await give(fund.id, withoutId)).status).toBe(400);
    expect((await admin.call('GET', '/api/contributions/admin')).json).toHaveLength(1);
  });

  it("names the guest to the group's reviewers only: its members' history says a guest gave, and the chain still verifies", async () => {
    const { admin, fund, group } = await burial('private');
    const kemi = await person(t, 'kemi', 'member', 'Kemi Bello');
    await join(kemi, group.id);
    const gift = await codeAndGive(fund.id, { fullName: 'Tunde Bakare', amount: '10000' });
    expect((await admin.call('PATCH', `/api/contributions/${gift.json.id}/confirm`)).status).toBe(200);
    const about = (rows: { type: string; data: string | null; subjectName: string | null; actorName: string | null }[]) =>
      rows.filter((row) => row.type.startsWith('contribution.') && row.data?.includes(gift.json.id));

    const seenByMember = about((await kemi.call('GET', `/api/groups/${group.id}/history`)).json.entries);
    // Newest first.
    expect(seenByMember.map((row) => [row.type, row.subjectName, JSON.parse(row.data!).guest])).toEqual([
      ['contribution.confirmed', null, true],
      ['contribution.submitted', null, true],
    ]);
    expect(JSON.stringify(seenByMember)).not.toContain('Tunde');
    const seenByAdmin = about((await admin.call('GET', `/api/groups/${group.id}/history`)).json.entries);
    expect(seenByAdmin.map((row) => row.subjectName)).toEqual(['Tunde Bakare', 'Tunde Bakare']);
    const verified = await kemi.call('GET', `/api/groups/${group.id}/history/verify`);
    expect(verified.json).toEqual(expect.objectContaining({ ok: true }));
  });

  it("takes a member's gift through the public page as their own payment, unmarked", async () => {
    const { fund, group } = await burial('private');
    const kemi = await person(t, 'kemi', 'member', 'Kemi Bello');
    await join(kemi, group.id);
    const gift = await codeAndGive(fund.id, { fullName: 'Anything', amount: '2500', phoneNumber: kemi.phoneNumber });
    expect(gift.status).toBe(201);
    expect(gift.json.guest).toBe(false);
    const mine = (await kemi.call('GET', `/api/contributions/user/${kemi.id}`)).json as { id: string; userFullName: string }[];
    expect(mine.map((row) => row.id)).toEqual([gift.json.id]);
  });

  it("lets the guest's phone sign up later and take the account over, with the gift", async () => {
    const { admin, fund } = await burial('named');
    const gift = await codeAndGive(fund.id, { fullName: 'Tunde Bakare', amount: '10000' });
    const guest = await t.db.transaction((tx) => tx.select().from(users).where(eq(users.phoneNumber, TUNDE)), { readOnly: true });
    expect(guest).toEqual([expect.objectContaining({ guest: true, fullName: 'Tunde Bakare', username: expect.stringMatching(/^guest_[0-9a-f]{8}$/) })]);

    t.setCookie('');
    const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: TUNDE });
    expect(sent.status).toBe(200);
    const signedUp = await t.call('POST', '/api/auth/register-with-otp', { fullName: 'Tunde Bakare', username: 'tunde', phoneNumber: TUNDE, role: 'member', password: 'otp-only', otp: sent.json.developmentOtp });
    expect(signedUp.status).toBe(201);
    expect(signedUp.json.user).toEqual(expect.objectContaining({ id: guest[0]!.id, username: 'tunde' }));
    const after = await t.db.transaction((tx) => tx.select().from(users).where(eq(users.phoneNumber, TUNDE)), { readOnly: true });
    expect(after).toEqual([expect.objectContaining({ id: guest[0]!.id, guest: false, username: 'tunde' })]);
    const listed = (await admin.call('GET', '/api/contributions/admin')).json as { id: string; userId: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: gift.json.id, userId: guest[0]!.id })]);

    // A phone that signed up properly stays taken.
    t.setCookie('');
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: TUNDE })).status).toBe(409);
  });

  it(`takes at most ${LIMITS.guestGiftsPerIp.max} gifts an hour from one address`, async () => {
    const { fund } = await burial('named');
    const phone = (i: number) => `+23480355${String(60000 + i).padStart(5, '0')}`;
    for (let i = 0; i < LIMITS.guestGiftsPerIp.max; i++) {
      expect((await codeAndGive(fund.id, { fullName: `Guest ${i}`, amount: '1000', phoneNumber: phone(i) }, { receipt: pngBytes(300, i + 10), ip: '102.89.9.9' })).status).toBe(201);
    }
    const over = await codeAndGive(fund.id, { fullName: 'One more', amount: '1000', phoneNumber: phone(99) }, { receipt: pngBytes(300, 200), ip: '102.89.9.9' });
    expect(over.status).toBe(429);
    const elsewhere = await codeAndGive(fund.id, { fullName: 'Next door', amount: '1000', phoneNumber: phone(98) }, { receipt: pngBytes(300, 201), ip: '102.89.9.10' });
    expect(elsewhere.status).toBe(201);
  }, 30_000);
});
