import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { otpVerifications, rateEvents } from '../db/schema';
import { LIMITS } from './rate-limit';
import { signUp, testApp, uniquePhone, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

const registerBody = (phoneNumber: string, otp: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Ada Obi',
  username: 'ada',
  phoneNumber,
  role: 'admin',
  password: 'otp-only',
  otp,
  ...extra,
});

describe('sign up with a phone code', () => {
  it('creates the account, starts a session and answers the session user', async () => {
    const phone = uniquePhone();
    const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone });
    expect(sent.status).toBe(200);
    expect(sent.json.developmentOtp).toMatch(/^\d{6}$/);
    expect(new Date(sent.json.expiresAt).getTime()).toBe(t.clock.now().getTime() + 10 * 60_000);
    expect(t.otp.sent.at(-1)).toMatchObject({ phoneNumber: phone, purpose: 'register', channel: 'sms' });

    const res = await t.call('POST', '/api/auth/register-with-otp', registerBody(phone, sent.json.developmentOtp));
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ fullName: 'Ada Obi', username: 'ada', phoneNumber: phone, role: 'admin' });
    expect(Object.keys(res.json.user).sort()).toEqual(['fullName', 'id', 'locale', 'phoneNumber', 'role', 'username']);
    expect(res.json.user.locale).toBe('en');

    const me = await t.call('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(res.json.user.id);
  });

  it('normalises a Nigerian local number to +234', async () => {
    const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: '0803 555 0101' });
    expect(sent.status).toBe(200);
    expect(t.otp.sent.at(-1)?.phoneNumber).toBe('+2348035550101');
    const res = await t.call('POST', '/api/auth/register-with-otp', registerBody('08035550101', sent.json.developmentOtp));
    expect(res.json.user.phoneNumber).toBe('+2348035550101');
  });

  it.each([
    [{ fullName: 'A' }, 'fullName', MESSAGES.fullNameRequired],
    [{ username: 'ab' }, 'username', MESSAGES.usernameTooShort],
    [{ username: 'a'.repeat(21) }, 'username', MESSAGES.usernameTooLong],
    [{ phoneNumber: '0123' }, 'phoneNumber', MESSAGES.phoneInvalid],
    [{ role: 'owner' }, 'role', MESSAGES.roleRequired],
    [{ otp: '12345' }, 'otp', MESSAGES.otpInvalid],
  ])('refuses %o with the spec message', async (change, field, message) => {
    const res = await t.call('POST', '/api/auth/register-with-otp', registerBody(uniquePhone(), '123456', change));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, field });
  });

  it('refuses a username taken in any case, without using up the code', async () => {
    await signUp(t, { username: 'Chidi' });
    const phone = uniquePhone();
    const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone });
    const taken = await t.call('POST', '/api/auth/register-with-otp', registerBody(phone, sent.json.developmentOtp, { username: 'chidi' }));
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(MESSAGES.usernameTaken);
    const retry = await t.call('POST', '/api/auth/register-with-otp', registerBody(phone, sent.json.developmentOtp, { username: 'chidi2' }));
    expect(retry.status).toBe(201);
  });

  it.each([
    { name: 'fullwidth', username: 'ａｄａ６０ｆ９４ｆ', status: 409, message: MESSAGES.usernameTaken },
    { name: 'trailing zero-width space', username: 'ada60f94f\u200b', status: 409, message: MESSAGES.usernameTaken },
    { name: 'Cyrillic а', username: '\u0430da60f94f', status: 400, message: MESSAGES.usernameMixedScripts },
  ])('refuses the $name twin of a registered username', async ({ username, status, message }) => {
    await signUp(t, { username: 'ada60f94f' });
    const phone = uniquePhone();
    const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone });
    const twin = await t.call('POST', '/api/auth/register-with-otp', registerBody(phone, sent.json.developmentOtp, { username }));
    expect(twin.status).toBe(status);
    expect(twin.json).toMatchObject({ message, field: 'username' });
  });

  it.each([
    { field: 'username', value: 'ada\u202efdp' },
    { field: 'username', value: 'ada\u0000x' },
    { field: 'fullName', value: 'Ada \u202eObi' },
    { field: 'fullName', value: 'Ada\u0000 Obi' },
  ])('refuses a $field holding a control or bidi character, naming the field', async ({ field, value }) => {
    const res = await t.call('POST', '/api/auth/register-with-otp', registerBody(uniquePhone(), '123456', { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
    expect(res.json.message).toBe(`${field === 'username' ? 'Username' : 'Full name'} contains control or text-direction characters, which are not allowed`);
  });

  it('lets exactly one of several sign-ups with the same username at the same moment through, the others refused with 409 (never a 500)', async () => {
    const phones = Array.from({ length: 8 }, () => uniquePhone());
    const codes: string[] = [];
    for (const phone of phones) codes.push((await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone })).json.developmentOtp);
    // Eight phones, side by side (on PostgreSQL, transactions at once).
    const answers = await Promise.all(phones.map((phone, i) => t.app.request('/api/auth/register-with-otp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registerBody(phone, codes[i]!)) })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(7).fill(409)]);
    const refused = await answers.find((res) => res.status === 409)!.json();
    expect(refused).toMatchObject({ code: 'username-taken', message: MESSAGES.usernameTaken });
  });

  it('refuses a code request for a phone that already has an account', async () => {
    const user = await signUp(t, { username: 'emeka' });
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: user.phoneNumber });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.phoneTaken);
  });
});

describe("the user's language", () => {
  const signUpIn = async (locale: unknown) => {
    const phone = uniquePhone();
    const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone });
    return t.call('POST', '/api/auth/register-with-otp', registerBody(phone, sent.json.developmentOtp, { locale }));
  };

  it('is the one picked at sign-up, kept on the user and answered by /me and at the next login', async () => {
    const res = await signUpIn('ha');
    expect(res.status).toBe(201);
    expect(res.json.user.locale).toBe('ha');
    expect((await t.call('GET', '/api/auth/me')).json.user.locale).toBe('ha');
    const login = await t.call('POST', '/api/auth/send-login-otp', { username: 'ada', phoneNumber: res.json.user.phoneNumber });
    const again = await t.call('POST', '/api/auth/login-with-otp', { username: 'ada', phoneNumber: res.json.user.phoneNumber, otp: login.json.developmentOtp });
    expect(again.json.user.locale).toBe('ha');
  });

  it('changes with PUT /api/me/locale (204), and the next /me says so', async () => {
    await signUp(t, { username: 'ada' });
    const put = await t.call('PUT', '/api/me/locale', { locale: 'yo' });
    expect(put.status).toBe(204);
    expect((await t.call('GET', '/api/auth/me')).json.user.locale).toBe('yo');
  });

  it.each([['fr'], [''], [7], [null]])('refuses the language %j with a clear message, at sign-up and later', async (locale) => {
    const refusal = { field: 'locale', message: 'Choose one of the languages: English, Pidgin, Yoruba, Hausa or Igbo.' };
    const signedUp = await signUpIn(locale);
    expect(signedUp.status).toBe(400);
    expect(signedUp.json).toMatchObject(refusal);
    await signUp(t, { username: 'bayo' });
    const put = await t.call('PUT', '/api/me/locale', { locale });
    expect(put.status).toBe(400);
    expect(put.json).toMatchObject(refusal);
    expect((await t.call('GET', '/api/auth/me')).json.user.locale).toBe('en');
  });

  it('needs a session to change it', async () => {
    expect((await t.call('PUT', '/api/me/locale', { locale: 'ig' })).status).toBe(401);
  });
});

describe('looking up registered phones', () => {
  const rateEventsNow = () => t.db.transaction((tx) => tx.select({ kind: rateEvents.kind, key: rateEvents.key }).from(rateEvents), { readOnly: true });

  it.each([
    ['a registered phone', 409],
    ['a new phone', 200],
  ] as const)('counts a sign-up code request for %s as the same rate events', async (_case, status) => {
    const phone = status === 409 ? (await signUp(t, { username: 'emeka' })).phoneNumber : uniquePhone();
    await t.db.transaction(async (tx) => {
      await tx.delete(rateEvents);
    });
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone }, { 'x-forwarded-for': '102.89.3.3' });
    expect(res.status).toBe(status);
    expect(await rateEventsNow()).toEqual([
      { kind: 'otp-phone', key: `register:${phone}` },
      { kind: 'otp-ip', key: '102.89.3.3' },
      { kind: 'otp-all', key: 'all' },
      ...(status === 409 ? [{ kind: 'registered-phone-ip', key: '102.89.3.3' }] : []),
    ]);
  });

  it('caps look-ups of registered phones per IP (100 an hour), then refuses every sign-up code from it, so they cannot be listed', async () => {
    // Each phone's sign-up used one of its five sign-up counts: four look-ups each are left.
    const phones: string[] = [];
    for (let i = 0; i < LIMITS.registeredPhoneLookupPerIp.max / 4 + 1; i++) phones.push((await signUp(t, { username: `user${i}` })).phoneNumber);
    const fromIp = { 'x-forwarded-for': '102.89.4.4' };
    for (let i = 0; i < LIMITS.registeredPhoneLookupPerIp.max; i++) {
      const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phones[i % (phones.length - 1)] }, fromIp);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(MESSAGES.phoneTaken);
    }
    const capped = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phones.at(-1) }, fromIp);
    expect(capped.status).toBe(429);
    expect(capped.json.message).toBe(MESSAGES.otpRateLimited);
    // A new phone too: a refusal for registered phones only would itself list them.
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, fromIp)).status).toBe(429);
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: phones.at(-1) }, { 'x-forwarded-for': '102.89.4.5' })).status).toBe(409);
  });

  it('caps look-ups of one registered phone, but never its login codes', async () => {
    const ada = await signUp(t, { username: 'ada' }); // its sign-up code was the first of five
    for (let i = 0; i < 4; i++) {
      expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: ada.phoneNumber }, { 'x-forwarded-for': `102.89.5.${i}` })).status).toBe(409);
    }
    const capped = await t.call('POST', '/api/auth/send-otp', { phoneNumber: ada.phoneNumber }, { 'x-forwarded-for': '102.89.5.9' });
    expect(capped.status).toBe(429);
    const login = await t.call('POST', '/api/auth/send-login-otp', { username: 'ada', phoneNumber: ada.phoneNumber });
    expect(login.status).toBe(200);
  });

  it('counts every login look-up that finds no user against the per-IP miss cap before answering', async () => {
    const ada = await signUp(t, { username: 'ada' });
    const fromIp = { 'x-forwarded-for': '102.89.6.6' };
    const lookUp = (username: string) => t.call('POST', '/api/auth/send-login-otp', { username, phoneNumber: ada.phoneNumber }, fromIp);
    for (let i = 0; i < LIMITS.loginLookupMissPerIp.max - 1; i++) expect((await lookUp(`guess${i}`)).status).toBe(401);
    expect((await lookUp('ada')).status).toBe(200); // a hit is not a miss
    expect((await lookUp('guess-last')).status).toBe(401);
    const capped = await lookUp('ada');
    expect(capped.status).toBe(429);
    expect(capped.json.message).toBe(MESSAGES.otpRateLimited);
  });
});

describe('log in with a phone code', () => {
  it('needs the username and phone of the same user', async () => {
    const ada = await signUp(t, { username: 'ada' });
    await signUp(t, { username: 'bola' });
    const wrong = await t.call('POST', '/api/auth/send-login-otp', { username: 'bola', phoneNumber: ada.phoneNumber });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(MESSAGES.invalidLoginDetails);
    const missing = await t.call('POST', '/api/auth/send-login-otp', { username: '', phoneNumber: ada.phoneNumber });
    expect(missing.json.message).toBe(MESSAGES.usernameRequired);
  });

  it('logs in, matching the username without regard to case, and rotates the session', async () => {
    const ada = await signUp(t, { username: 'ada', role: 'admin' });
    const before = t.cookie;
    const sent = await t.call('POST', '/api/auth/send-login-otp', { username: 'ADA', phoneNumber: ada.phoneNumber });
    expect(sent.status).toBe(200);
    expect(t.otp.sent.at(-1)).toMatchObject({ purpose: 'login' });
    const res = await t.call('POST', '/api/auth/login-with-otp', { username: 'Ada', phoneNumber: ada.phoneNumber, otp: sent.json.developmentOtp });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: ada.id, role: 'admin' });
    expect(t.cookie).not.toBe(before);
    t.setCookie(before);
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('refuses a wrong code with a clear message', async () => {
    const ada = await signUp(t, { username: 'ada' });
    const sent = await t.call('POST', '/api/auth/send-login-otp', { username: 'ada', phoneNumber: ada.phoneNumber });
    const wrongCode = sent.json.developmentOtp === '000000' ? '111111' : '000000';
    const res = await t.call('POST', '/api/auth/login-with-otp', { username: 'ada', phoneNumber: ada.phoneNumber, otp: wrongCode });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.otpWrong);
  });
});

describe('one-time code rules', () => {
  /** `n` codes sent from `ip` earlier this hour, counted as the app counts them (the per-IP cap is 1000: too many to send one by one). */
  async function codesAlreadySent(ip: string, n: number) {
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < n; i += 200) {
        await tx.insert(rateEvents).values(Array.from({ length: Math.min(200, n - i) }, () => ({ kind: LIMITS.otpPerIp.kind, key: ip, createdAt: t.clock.now() })));
      }
    });
  }
  async function loginCode(username = 'ada') {
    const user = await signUp(t, { username });
    const sent = await t.call('POST', '/api/auth/send-login-otp', { username, phoneNumber: user.phoneNumber });
    return { user, code: sent.json.developmentOtp as string };
  }
  const other = (code: string) => (code === '999999' ? '999998' : '999999');

  it('burns the code after 5 wrong tries: the 6th is refused even with the right code', async () => {
    const { user, code } = await loginCode();
    const tryCode = (otp: string) => t.call('POST', '/api/auth/login-with-otp', { username: 'ada', phoneNumber: user.phoneNumber, otp });
    for (let i = 1; i <= 4; i++) expect((await tryCode(other(code))).json.message).toBe(MESSAGES.otpWrong);
    const fifth = await tryCode(other(code));
    expect(fifth.status).toBe(429);
    expect(fifth.json.message).toBe(MESSAGES.otpLocked);
    const sixth = await tryCode(code);
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(MESSAGES.otpLocked);
    expect((await t.call('GET', '/api/auth/me')).json.user.id).toBe(user.id); // still the sign-up session only
  });

  it('is single use: a replayed code is refused', async () => {
    const { user, code } = await loginCode();
    const body = { username: 'ada', phoneNumber: user.phoneNumber, otp: code };
    expect((await t.call('POST', '/api/auth/login-with-otp', body)).status).toBe(200);
    const replay = await t.call('POST', '/api/auth/login-with-otp', body);
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(MESSAGES.otpExpired);
  });

  it('refuses an earlier code once a new one was sent', async () => {
    const { user, code } = await loginCode();
    t.clock.advance(31_000);
    const second = await t.call('POST', '/api/auth/send-login-otp', { username: 'ada', phoneNumber: user.phoneNumber });
    expect(second.status).toBe(200);
    if (second.json.developmentOtp === code) return; // one-in-a-million identical draw
    const old = await t.call('POST', '/api/auth/login-with-otp', { username: 'ada', phoneNumber: user.phoneNumber, otp: code });
    expect(old.status).toBe(400);
    expect(old.json.message).toBe(MESSAGES.otpWrong);
    const fresh = await t.call('POST', '/api/auth/login-with-otp', { username: 'ada', phoneNumber: user.phoneNumber, otp: second.json.developmentOtp });
    expect(fresh.status).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const { user, code } = await loginCode();
    t.clock.advance(10 * 60_000);
    const res = await t.call('POST', '/api/auth/login-with-otp', { username: 'ada', phoneNumber: user.phoneNumber, otp: code });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.otpExpired);
  });

  it('stores only an HMAC of the code', async () => {
    const { code } = await loginCode();
    const rows = await t.db.transaction((tx) => tx.select().from(otpVerifications), { readOnly: true });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.otpHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('enforces a resend cooldown', async () => {
    const phone = uniquePhone();
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone })).status).toBe(200);
    const again = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe(MESSAGES.otpCooldown);
  });

  it('caps codes per phone per hour, and a restart does not reset the count', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone })).status).toBe(200);
      t.clock.advance(31_000);
    }
    await t.restart();
    const capped = await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone });
    expect(capped.status).toBe(429);
    expect(capped.json.message).toBe(MESSAGES.otpRateLimited);
    t.clock.advance(60 * 60_000);
    expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: phone })).status).toBe(200);
  });

  it('caps codes per IP per hour', async () => {
    const fromIp = { 'x-forwarded-for': '102.89.1.1' };
    await codesAlreadySent('102.89.1.1', LIMITS.otpPerIp.max - 20);
    for (let i = 0; i < 20; i++) {
      expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, fromIp)).status).toBe(200);
    }
    const capped = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, fromIp);
    expect(capped.status).toBe(429);
    const otherIp = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, { 'x-forwarded-for': '102.89.1.2' });
    expect(otherIp.status).toBe(200);
  });

  it('counts the address the trusted proxy added, not a forged first X-Forwarded-For entry', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `6.6.6.${i}, 102.89.7.7` });
    await codesAlreadySent('102.89.7.7', LIMITS.otpPerIp.max - 20);
    for (let i = 0; i < 20; i++) {
      expect((await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, forged(i))).status).toBe(200);
    }
    const capped = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, forged(99));
    expect(capped.status).toBe(429);
  });

  it('answers 502 when the provider cannot deliver', async () => {
    await t.close();
    t = testApp({ otpSender: { name: 'termii', revealsCode: false, send: async () => ({ ok: false, reason: 'down' }) } });
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(MESSAGES.otpDeliveryFailed);
  });
});

describe('development codes', () => {
  it('never returns developmentOtp in production, even with the console sender', async () => {
    await t.close();
    t = testApp({ production: true });
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('developmentOtp');
    expect(t.otp.sent).toHaveLength(1);
  });

  it('never returns developmentOtp from a real provider', async () => {
    await t.close();
    t = testApp({ otpSender: { name: 'twilio', revealsCode: false, send: async () => ({ ok: true }) } });
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() });
    expect(res.json).not.toHaveProperty('developmentOtp');
  });
});
