import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { MESSAGES } from '../shared/errors';
import { developmentCode, logInThroughUi, signUpThroughUi, startSignUp } from './auth-flow';
import { localPhone, snap, startHarness, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('sign up and log in with a phone code', () => {
  it('signs an admin up with the development code, shows the success card, then /admin after 2 s', async () => {
    const { page } = await h.newPhone();
    const phone = localPhone();
    await startSignUp(page, { fullName: 'Adaeze Okafor', username: 'adaeze', phone: phone.typed, role: 'admin' });
    const code = await developmentCode(page);
    expect(h.codes.at(-1)).toMatchObject({ phoneNumber: phone.e164, code, purpose: 'register' });
    await snap(page, 'signup-code-step');
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
    const shownAt = Date.now();
    expect(await page.getByText(phone.e164).isVisible()).toBe(true);
    await snap(page, 'signup-success');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForURL('**/admin', { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await page.getByRole('heading', { name: /Welcome, Adaeze Okafor/ }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null'))).toMatchObject({
      username: 'adaeze',
      role: 'admin',
      phoneNumber: phone.e164,
    });
    await snap(page, 'admin-home');

    // The screen changes at once; the server hears the logout a moment later.
    const toldServer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await toldServer).status()).toBe(204);
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    h.clock.advance(31_000);
    await logInThroughUi(page, 'ADAEZE', phone.typed);
    await page.waitForURL('**/admin');
    await page.getByText('Welcome back!').waitFor();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  it('signs a member up and lands on /member', async () => {
    const { page } = await h.newPhone();
    await signUpThroughUi(page, { fullName: 'Tunde Bakare', username: 'tunde', phone: localPhone().typed, role: 'member' });
    expect(new URL(page.url()).pathname).toBe('/member');
    await snap(page, 'member-home');
  });

  it('shows each validation message of the sign-up form', async () => {
    const { page } = await h.newPhone();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await page.getByText(MESSAGES.fullNameRequired).waitFor();
    await page.getByText(MESSAGES.usernameTooShort).waitFor();
    await page.getByText(MESSAGES.phoneInvalid).waitFor();
    await snap(page, 'signup-errors');
    await page.getByLabel('Username').fill('a_name_that_is_much_too_long');
    await page.getByLabel('Phone Number').fill('12345678901234567');
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await page.getByText(MESSAGES.usernameTooLong).waitFor();
    await page.getByText(MESSAGES.phoneInvalid).waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(h.codes.filter((c) => c.phoneNumber.endsWith('2345678901234567'))).toHaveLength(0);

    await page.getByLabel('Full Name').fill('Ngozi Eze');
    await page.getByLabel('Username').fill('ngozi');
    await page.getByLabel('Phone Number').fill(localPhone().typed);
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await developmentCode(page);
    await page.getByLabel('Verification Code').fill('12345');
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.getByText(MESSAGES.otpInvalid).waitFor();
  });

  it('refuses a wrong code with the server message', async () => {
    const { page } = await h.newPhone();
    await startSignUp(page, { fullName: 'Musa Bello', username: 'musab', phone: localPhone().typed, role: 'member' });
    const code = await developmentCode(page);
    await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.getByText('Registration Failed').waitFor();
    await page.getByText(MESSAGES.otpWrong).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'wrong-code');
  });

  it('refuses an expired code', async () => {
    const { page } = await h.newPhone();
    await startSignUp(page, { fullName: 'Ifeoma Nwosu', username: 'ifeoma', phone: localPhone().typed, role: 'member' });
    const code = await developmentCode(page);
    h.clock.advance(11 * 60_000);
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await page.getByText(MESSAGES.otpExpired).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

describe('a network gone silent', () => {
  it('says it is offline when the code request gets no answer for 45 s, instead of spinning, and sends it on the next tap', async () => {
    const { page } = await h.newPhone();
    // The page's timers, to jump over the 45 s a silent request is given (web/lib/stall-guard.ts).
    await page.clock.install();
    // The first code request reaches the network and nothing ever comes back: a 2G link dropped without a word.
    const silent: Route[] = [];
    await page.route('**/api/auth/send-otp', (route) => (silent.length === 0 ? void silent.push(route) : route.continue()));
    await startSignUp(page, { fullName: 'Zainab Yusuf', username: 'zainab_silent', phone: localPhone().typed, role: 'member' });
    await expect.poll(() => silent.length).toBe(1);
    const offline = page.getByText('You are offline. Check your connection and try again.');
    await page.clock.runFor(40_000);
    expect(await offline.count()).toBe(0);
    await page.clock.runFor(6_000);
    await offline.waitFor();
    const send = page.getByRole('button', { name: 'Send OTP via SMS' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await page.clock.runFor(1_000);
    await snap(page, 'auth-silent-network');
    // The signal is good again: the same button sends it.
    await send.click();
    expect(await developmentCode(page)).toMatch(/^\d{6}$/);
    expect(silent).toHaveLength(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' }); // the silent one: the page let go of it already
  });
});

describe('routes and guards', () => {
  it.each(['/dashboard', '/make-payment', '/my-contributions', '/updates', '/groups', '/join-group', '/admin', '/member'])(
    'sends a logged-out visitor from %s to /',
    async (path) => {
      const { page } = await h.newPhone();
      await page.goto(path);
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  it('asks a logged-out visitor of /whatsapp to log in', async () => {
    const { page } = await h.newPhone();
    await page.goto('/whatsapp');
    await page.getByText('Access Required').waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).or(page.getByRole('link', { name: 'Go to Login' })).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows Page Not Found for an unknown path', async () => {
    const { page } = await h.newPhone();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await snap(page, 'not-found');
  });
});
