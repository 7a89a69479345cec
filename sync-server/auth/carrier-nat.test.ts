import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { nextRevision } from '../db/revision';
import { groupMembers, rateEvents, users } from '../db/schema';
import { createLookupLimiter, lookupCountsFor } from '../groups/public-lookup-limit';
import { makeGroup, person } from '../groups/test-fixtures';
import { ok, refuse } from '../outcome/outcome';
import { testApp, type TestApp } from '../testing/test-app';
import { usernameKey } from './users';
import { DEFAULT_OTP_BUDGET_PER_HOUR, LIMITS, OTP_BUDGET_KEY, otpBudget, type RateLimit } from './rate-limit';

/**
 * Issue 23 point 6: a carrier NAT is many people. Nigerian mobile networks put many subscribers
 * behind one public address, so a WhatsApp group of 300 signs up from one; abuse is stopped by
 * what identifies it instead (the phone, its prefix and country, the group link, the server's
 * budget). Every call goes through the real app on a real database; the clock is the test's.
 */

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

/** The one public address a carrier gives a whole WhatsApp group. */
const NAT = { 'x-forwarded-for': '102.89.20.20' };

// The operator prefixes of a real Nigerian group (MTN, Airtel, Glo, 9mobile), its largest first.
const HOME_PREFIXES = ['803', '806', '813', '816', '703', '706', '810', '814', '903', '906', '805', '807', '815', '811', '905', '802', '808', '812', '701', '708', '902', '901', '809', '817', '818', '909', '908', '913', '916', '912'];

/**
 * Member `i`'s phone: mostly Nigerian mobiles over the operators' prefixes (a third on 0803), and,
 * as in a real group, a few members abroad: one in 30 in the UK, one in 60 in the US.
 */
function memberPhone(i: number): string {
  const serial = String(5_000_000 + i).padStart(7, '0');
  if (i % 30 === 7) return `+447${i % 10}${String(i).padStart(8, '0')}`;
  if (i % 60 === 13) return `+1212${serial}`;
  return `+234${i % 3 === 0 ? '803' : HOME_PREFIXES[i % HOME_PREFIXES.length]}${serial}`;
}

const wizardBody = (i: number, otp: string) => ({ fullName: `Member ${i} Okafor`, username: `member${i}`, phoneNumber: memberPhone(i), otp });

/** Counts `n` earlier events of `limit` for `key` at the test's now, as that many earlier requests would have. */
async function alreadyCounted(limit: RateLimit, key: string, n: number): Promise<void> {
  const rows = Array.from({ length: n }, () => ({ kind: limit.kind, key, createdAt: t.clock.now() }));
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(rateEvents).values(rows.slice(i, i + 200));
  });
}

describe('a WhatsApp group of 300 behind one carrier address', () => {
  it('signs up through the join link, every one of them, within half an hour', async () => {
    const admin = await person(t, 'treasurer', 'admin');
    const group = await makeGroup(admin);
    for (let i = 0; i < 300; i++) {
      t.setCookie('');
      const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(i) }, NAT);
      expect([i, sent.status, sent.json.code]).toEqual([i, 200, undefined]);
      const joined = await t.call('POST', `/api/groups/${group.id}/register-with-otp`, wizardBody(i, sent.json.developmentOtp), NAT);
      expect([i, joined.status, joined.json.code]).toEqual([i, 201, undefined]);
      t.clock.advance(5_000); // 300 members over 25 minutes
    }
    expect(t.otp.sent.filter((m) => m.phoneNumber !== admin.phoneNumber)).toHaveLength(300);
    const joinedMembers = await t.db.transaction((tx) => tx.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, group.id)), { readOnly: true });
    expect(joinedMembers).toHaveLength(300);
  }, 120_000); // 300 members one after another: about 15 s on SQLite, 45 s on PostgreSQL on a busy 2-core machine

  it('then logs in again on new phones, every one of them, in the same hour', async () => {
    // The 300 accounts and what their sign-ups counted against the address, straight in the
    // database (the test above makes them through the API): the logins' codes come on top.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 300; i++) {
        await tx.insert(users).values({ id: randomUUID(), username: `member${i}`, usernameKey: usernameKey(`member${i}`), fullName: `Member ${i} Okafor`, phoneNumber: memberPhone(i), role: 'member', locale: 'en', createdAt: t.clock.now(), revision: await nextRevision(tx) });
      }
    });
    await alreadyCounted(LIMITS.otpPerIp, NAT['x-forwarded-for'], 300);
    await alreadyCounted(otpBudget(DEFAULT_OTP_BUDGET_PER_HOUR), OTP_BUDGET_KEY, 300);
    t.clock.advance(25 * 60_000);
    for (let i = 0; i < 300; i++) {
      t.setCookie('');
      const login = { username: `member${i}`, phoneNumber: memberPhone(i) };
      const sent = await t.call('POST', '/api/auth/send-login-otp', login, NAT);
      expect([i, sent.status, sent.json.code]).toEqual([i, 200, undefined]);
      const signedIn = await t.call('POST', '/api/auth/login-with-otp', { ...login, otp: sent.json.developmentOtp }, NAT);
      expect([i, signedIn.status, signedIn.json.user?.username]).toEqual([i, 200, `member${i}`]);
      t.clock.advance(5_000); // 300 members over 25 minutes: 50 minutes since the first sign-up
    }
    expect(t.otp.sent).toHaveLength(300);
  }, 120_000); // 300 members one after another: about 15 s on SQLite, 45 s on PostgreSQL on a busy 2-core machine

  it('signs up without a group link too (plain sign-up), all 300', async () => {
    for (let i = 0; i < 300; i++) {
      t.setCookie('');
      const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(i) }, NAT);
      expect([i, sent.status]).toEqual([i, 200]);
      const res = await t.call('POST', '/api/auth/register-with-otp', { ...wizardBody(i, sent.json.developmentOtp), role: 'member' }, NAT);
      expect([i, res.status]).toEqual([i, 201]);
      t.clock.advance(5_000);
    }
    const accounts = await t.db.transaction((tx) => tx.select({ id: users.id }).from(users), { readOnly: true });
    expect(accounts).toHaveLength(300);
  }, 120_000); // 300 members one after another: about 15 s on SQLite, 45 s on PostgreSQL on a busy 2-core machine

  it('signs up 30 at the same moment through the link, every one, never a 500 (on PostgreSQL, transactions side by side)', async () => {
    const admin = await person(t, 'treasurer', 'admin');
    const group = await makeGroup(admin);
    const request = (path: string, body: unknown) =>
      t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...NAT }, body: JSON.stringify(body) });
    const members = Array.from({ length: 30 }, (_, i) => i);
    const sent = await Promise.all(members.map((i) => request('/api/auth/send-otp', { phoneNumber: memberPhone(i) })));
    expect(sent.map((res) => res.status)).toEqual(members.map(() => 200));
    const codes = await Promise.all(sent.map(async (res) => ((await res.json()) as { developmentOtp: string }).developmentOtp));
    const joined = await Promise.all(members.map((i) => request(`/api/groups/${group.id}/register-with-otp`, wizardBody(i, codes[i]!))));
    expect(joined.map((res) => res.status)).toEqual(members.map(() => 201));
  });

  it('opens the share link (two public look-ups each) without meeting the look-up caps', async () => {
    const limiter = createLookupLimiter(lookupCountsFor(t.db.engine));
    const lookUp = () => t.db.transaction((tx) => limiter.lookUp(tx, { ip: NAT['x-forwarded-for'], now: t.clock.now() }, async () => ok('found')), { readOnly: !limiter.writes });
    for (let i = 0; i < 600; i++) expect((await lookUp()).ok).toBe(true);
  });
});

describe('abuse is still stopped, by what identifies it', () => {
  /** A sign-up code for `phoneNumber` from an address of its own: an abuser who changes address at will. */
  const sendFromAnywhere = (phoneNumber: string, i: number) =>
    t.call('POST', '/api/auth/send-otp', { phoneNumber }, { 'x-forwarded-for': `41.${(i >> 8) & 255}.${i & 255}.9` });

  it.each([
    { range: 'one unusual Nigerian prefix (0700, premium)', tried: 300, phone: (i: number) => `+234700${String(1_000_000 + i)}`, passes: LIMITS.otpPerUnusualPrefix.max },
    { range: 'one foreign prefix (+44 791)', tried: 100, phone: (i: number) => `+44791${String(1_000_000 + i).padStart(7, '0')}`, passes: LIMITS.otpPerUnusualPrefix.max },
    { range: 'one foreign country, over all its prefixes (+44 7xx)', tried: 100, phone: (i: number) => `+447${String(i % 100).padStart(2, '0')}${String(100_000 + i)}`, passes: LIMITS.otpPerForeignCountry.max },
  ])('SMS pumping: codes to $tried numbers of $range, from as many addresses, stop after $passes', async ({ tried, phone, passes }) => {
    const statuses: number[] = [];
    for (let i = 0; i < tried; i++) {
      const res = await sendFromAnywhere(phone(i), i);
      statuses.push(res.status);
      if (res.status !== 200) expect(res.json).toEqual({ message: MESSAGES.otpRateLimited, code: 'otp-rate-limited' });
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(passes);
    expect(statuses.slice(passes).every((s) => s === 429)).toBe(true);
    expect(t.otp.sent).toHaveLength(passes);
    // A member at home is not held up by it.
    expect((await sendFromAnywhere('+2348035550101', 999)).status).toBe(200);
  });

  it('50 guesses at one login code are stopped: 5 tries a code, 5 codes a phone an hour, never signed in', async () => {
    const victim = await person(t, 'victim');
    const login = { username: 'victim', phoneNumber: victim.phoneNumber };
    t.setCookie('');
    let code = (await t.call('POST', '/api/auth/send-login-otp', login, NAT)).json.developmentOtp as string;
    const answers: string[] = [];
    for (let guess = 0; guess < 50; guess++) {
      const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
      const res = await t.call('POST', '/api/auth/login-with-otp', { ...login, otp: wrong }, NAT);
      expect(res.status).not.toBe(200);
      answers.push(res.json.code);
      if (res.json.code === 'otp-locked') {
        // The guesser's best play: ask for a new code whenever one is burnt.
        t.clock.advance(31_000);
        const again = await t.call('POST', '/api/auth/send-login-otp', login, NAT);
        if (again.status === 200) code = again.json.developmentOtp;
        else expect(again.json).toEqual({ message: MESSAGES.otpRateLimited, code: 'otp-rate-limited' });
      }
    }
    // Five login codes an hour, each burnt by its fifth wrong try: 25 guesses were checked, the
    // other 25 refused unchecked.
    expect(t.otp.sent.filter((m) => m.purpose === 'login')).toHaveLength(LIMITS.otpPerPhone.max);
    expect(answers.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => (i % 5 === 4 ? 'otp-locked' : 'otp-wrong')));
    // The rest meet a burnt code (and, ten minutes on, an expired one), checked against nothing.
    expect(answers.slice(25).every((a) => a === 'otp-locked' || a === 'otp-expired')).toBe(true);
    // The last code's right digits no longer work either.
    expect((await t.call('POST', '/api/auth/login-with-otp', { ...login, otp: code }, NAT)).json.code).toMatch(/^otp-(locked|expired)$/);
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('listing registered phones through login is capped per address: 100 misses, then every look-up is refused', async () => {
    const ada = await person(t, 'ada');
    t.setCookie('');
    const lookUp = (username: string) => t.call('POST', '/api/auth/send-login-otp', { username, phoneNumber: ada.phoneNumber }, NAT);
    for (let i = 0; i < LIMITS.loginLookupMissPerIp.max; i++) expect((await lookUp(`guess${i}`)).status).toBe(401);
    const right = await lookUp('ada');
    expect(right.status).toBe(429);
    expect(right.json).toEqual({ message: MESSAGES.otpRateLimited, code: 'otp-rate-limited' });
    expect((await lookUp('guess-more')).status).toBe(429);
    expect((await t.call('POST', '/api/auth/send-login-otp', { username: 'ada', phoneNumber: ada.phoneNumber }, { 'x-forwarded-for': '102.89.20.21' })).status).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await lookUp('ada')).status).toBe(200);
  });

  it('login look-ups that find a user count against the generous per-address cap', async () => {
    const ada = await person(t, 'ada');
    t.setCookie('');
    await alreadyCounted(LIMITS.loginLookupPerIp, NAT['x-forwarded-for'], LIMITS.loginLookupPerIp.max - 1);
    const lookUp = () => t.call('POST', '/api/auth/send-login-otp', { username: 'ada', phoneNumber: ada.phoneNumber }, NAT);
    expect((await lookUp()).status).toBe(200);
    expect((await lookUp()).json.code).toBe('otp-rate-limited');
  });

  it('listing group links is capped per address: 60 misses, then every look-up is refused', async () => {
    const limiter = createLookupLimiter(lookupCountsFor(t.db.engine));
    const lookUp = (found: boolean) =>
      t.db.transaction((tx) => limiter.lookUp(tx, { ip: NAT['x-forwarded-for'], now: t.clock.now() }, async () => (found ? ok('found') : refuse('group-not-found'))), { readOnly: !limiter.writes });
    for (let i = 0; i < LIMITS.publicLookupMissPerIp.max; i++) expect(await lookUp(false)).toEqual(refuse('group-not-found'));
    expect(await lookUp(true)).toMatchObject({ ok: false, code: 'lookup-rate-limited', retryAfterSeconds: 3600 });
  });

  it("caps sign-ups through one group's link at 500 an hour, refused before the code is tried", async () => {
    const admin = await person(t, 'treasurer', 'admin');
    const group = await makeGroup(admin);
    await alreadyCounted(LIMITS.signupsPerGroup, group.id, LIMITS.signupsPerGroup.max - 1);
    const signUpThroughLink = async (i: number) => {
      t.setCookie('');
      const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(i) }, NAT);
      return { res: await t.call('POST', `/api/groups/${group.id}/register-with-otp`, wizardBody(i, sent.json.developmentOtp), NAT), code: sent.json.developmentOtp as string };
    };
    expect((await signUpThroughLink(1)).res.status).toBe(201);
    const over = await signUpThroughLink(2);
    expect(over.res.status).toBe(429);
    expect(over.res.json).toEqual({ message: MESSAGES.otpRateLimited, code: 'otp-rate-limited' });
    // The refused sign-up cost its code no try: it still makes the account outside the group.
    expect((await t.call('POST', '/api/auth/register-with-otp', { ...wizardBody(2, over.code), role: 'member' }, NAT)).status).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await signUpThroughLink(3)).res.status).toBe(201);
  });

  it('bounds one abuser on one address at 1000 codes an hour', async () => {
    await alreadyCounted(LIMITS.otpPerIp, NAT['x-forwarded-for'], LIMITS.otpPerIp.max - 1);
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(1) }, NAT)).status).toBe(200);
    const over = await t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(2) }, NAT);
    expect(over.json).toEqual({ message: MESSAGES.otpRateLimited, code: 'otp-rate-limited' });
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(2) }, { 'x-forwarded-for': '102.89.20.21' })).status).toBe(200);
  });
});

describe("the server's hourly code budget", () => {
  it('stops every code past it, whatever the number and address, until the hour has passed', async () => {
    await t.close();
    t = testApp({ otpBudgetPerHour: 30 });
    for (let i = 0; i < 30; i++) expect((await sendSpread(i)).status).toBe(200);
    const over = await sendSpread(30);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ message: MESSAGES.otpRateLimited, code: 'otp-rate-limited' });
    expect(t.otp.sent).toHaveLength(30);
    t.clock.advance(60 * 60_000);
    expect((await sendSpread(31)).status).toBe(200);
  });

  it('is 2000 an hour by default', async () => {
    await alreadyCounted(otpBudget(DEFAULT_OTP_BUDGET_PER_HOUR), OTP_BUDGET_KEY, 1999);
    expect((await sendSpread(0)).status).toBe(200);
    expect((await sendSpread(1)).status).toBe(429);
  });

  /** Member `i`'s code, from an address of their own. */
  const sendSpread = (i: number) => t.call('POST', '/api/auth/send-otp', { phoneNumber: memberPhone(i) }, { 'x-forwarded-for': `41.7.${i}.1` });
});
