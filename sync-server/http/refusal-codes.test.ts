import { randomUUID as uuid } from 'node:crypto';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reasonText, REASON_CODES } from '../../shared/reasons';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { signUp, testApp, uniquePhone, type TestApp } from '../testing/test-app';
import { readForm } from './form-body';
import { answerOutcome } from './json';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

/**
 * The answers that were written in English straight into the server (issue 24 §3): each is now a
 * code of the union with its parameters, and its message is the catalogue's English for that code.
 */
describe('every refusal is a code of the union with the catalogue text', () => {
  it('an unknown API path: 404 not-found', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'not-found', message: reasonText('not-found') });
    expect(res.json.message).toBe('Not found.');
  });

  it('a JSON body over the limit: 413 body-too-large', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone(), pad: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: 'body-too-large', message: 'The request body is too large.' });
  });

  it('a cross-site write: 403 cross-site', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { phoneNumber: uniquePhone() }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 'cross-site', message: 'Cross-site request refused.' });
  });

  it('an error nothing caught: 500 internal', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    await t.db.close();
    const res = await t.call('GET', '/api/stats/admin');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ code: 'internal', message: 'Something went wrong. Please try again.' });
  });

  it('a form that is not form data: 400 invalid-body with `form`', async () => {
    const app = new Hono().post('/', async (c) => answerOutcome(c, await readForm(c, 'file')));
    const res = await app.request('/', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'garbage' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid-body', message: 'The request body must be valid form data.', params: { form: true } });
  });

  it('a sync batch over its limit: 413 body-too-large', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const res = await t.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [], pad: 'x'.repeat(600 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: 'body-too-large', message: 'The request body is too large.' });
  });

  it.each([[0], [SYNC_PROTOCOL_VERSION + 1], ['4'], [null]])('a sync batch of another protocol (%j): 409 protocol-mismatch, read from its protocol field', async (protocol) => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const res = await t.call('POST', '/api/sync/push', { protocol, mutations: 'not even a list' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: 'protocol-mismatch', message: 'Please update the app to sync (protocol mismatch).' });
  });

  it('a sync batch without a protocol is one of another protocol; a bad batch of ours is a validation refusal', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    expect((await t.call('POST', '/api/sync/push', { mutations: [] })).json.code).toBe('protocol-mismatch');
    const bad = await t.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: 'not a list' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid-field', field: 'mutations' });
  });

  it('a sync change resent with other content: idempotency-mismatch with `change`, the catalogue text', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const create = { id: uuid(), type: 'group.create', payload: { id: uuid(), registrationLink: uuid(), name: 'One', description: null } };
    const push = (mutations: unknown[]) => t.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations });
    await push([create]);
    const res = await push([{ ...create, payload: { ...create.payload, name: 'Two' } }]);
    expect(res.json.results[0]).toEqual({
      id: create.id,
      status: 'refused',
      code: 'idempotency-mismatch',
      message: 'This change was already sent with different content.',
      params: { change: true },
    });
    expect(reasonText('idempotency-mismatch', { change: true })).toBe(res.json.results[0].message);
  });

  it('a sync validation refusal carries the MESSAGES key of the rule that failed, as REST does', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const noName = { id: uuid(), type: 'group.create', payload: { id: uuid(), registrationLink: uuid(), name: ' ', description: null } };
    const unsafe = { id: uuid(), type: 'group.create', payload: { id: uuid(), registrationLink: uuid(), name: 'Ajo\u202e', description: null } };
    const res = await t.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [noName, unsafe] });
    expect(res.json.results[0]).toMatchObject({ status: 'refused', code: 'invalid-field', message: 'Group name is required', params: { messageKey: 'groupNameRequired' } });
    expect(res.json.results[1]).toMatchObject({ status: 'refused', code: 'invalid-field', params: { unsafeField: 'Group name' } });
    expect(res.json.results[1].message).toBe(reasonText('invalid-field', { unsafeField: 'Group name' }));
    for (const result of res.json.results) expect(REASON_CODES).toContain(result.code);
  });
});
