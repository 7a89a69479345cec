import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

async function registerCookie(url = 'http://localhost/api/auth/register-with-otp') {
  const phoneNumber = '+2348030000001';
  await t.call('POST', '/api/auth/send-otp', { phoneNumber });
  return t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Ada Obi', username: 'ada', phoneNumber, role: 'member', password: 'x', otp: t.otp.lastCode() }),
  });
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, 30 days, and not Secure over http', async () => {
    const res = await registerCookie();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^gp_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure over https', async () => {
    const res = await registerCookie('https://grouppurse.ng/api/auth/register-with-otp');
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('slides: a session used within 30 days lives on, an idle one expires', async () => {
    await signUp(t, { username: 'ada' });
    t.clock.advance(29 * 24 * 3600_000);
    expect((await t.call('GET', '/api/auth/me')).status).toBe(200);
    t.clock.advance(29 * 24 * 3600_000);
    expect((await t.call('GET', '/api/auth/me')).status).toBe(200);
    t.clock.advance(31 * 24 * 3600_000);
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    await signUp(t, { username: 'ada' });
    const cookie = t.cookie;
    expect((await t.call('POST', '/api/auth/logout')).status).toBe(204);
    t.setCookie(cookie); // a copy of the old cookie is useless now
    const me = await t.call('GET', '/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.json.message).toBe('Please log in to continue.');
  });

  it('refuses an unknown token', async () => {
    t.setCookie('gp_session=not-a-real-token');
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
  });
});
