import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApp, uniquePhone, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

describe('server core', () => {
  it('answers the health check with the database it reached, by engine name only', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: { engine: t.db.engine, ok: true } });
  });

  it('answers the health check with 503 when the database does not answer', async () => {
    await t.db.close();
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ status: 'unavailable', database: { engine: t.db.engine, ok: false } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Not found.');
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', '{"phoneNumber":');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The request body must be valid JSON.');
  });

  it.each([[[1, 2]], ['"text"'], [null]])('refuses a body that is not an object (%j)', async (body) => {
    const res = await t.call('POST', '/api/auth/send-otp', JSON.stringify(body));
    expect(res.status).toBe(400);
  });

  it('refuses a body nested deeper than 32 levels with 400, however it is otherwise valid', async () => {
    const levels = 20_000;
    const body = `{"phoneNumber":"${uniquePhone()}","extra":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const res = await t.call('POST', '/api/auth/send-otp', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'The request body is nested too deeply (at most 32 levels).', code: 'json-too-deep', params: { maxDepth: 32 } });
    expect(t.otp.sent).toHaveLength(0);
  });

  it('refuses wrong types with the field named', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: 2348031234567 });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('phoneNumber');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone(), pad: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(t.otp.sent).toHaveLength(0);
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(t.otp.sent).toHaveLength(0);
    const crossSite = await t.call('POST', '/api/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('accepts a state-changing request from its own origin', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, { origin: 'http://localhost', host: 'localhost' });
    expect(res.status).toBe(200);
  });

  it('sends the API its security headers and never caches API answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A CSP belongs on documents (security-headers.test.ts); a JSON answer is never one.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
