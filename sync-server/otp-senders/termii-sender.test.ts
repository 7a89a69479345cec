import { afterEach, describe, expect, it } from 'vitest';
import { refusedUrl, replyJson, startFakeProvider, type FakeProvider } from './fake-provider-server';
import { createTermiiSender } from './termii-sender';
import type { OtpMessage } from './types';

const API_KEY = 'TLtestkey123';
const smsLogin: OtpMessage = { phoneNumber: '+2348031234567', code: '123456', channel: 'sms', purpose: 'login' };
const accepted = { message_id: '9122821270554876574', message: 'Successfully Sent', balance: 9, user: 'GroupPurse' };

let providers: FakeProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
  providers = [];
});

async function fakeTermii(respond: Parameters<typeof startFakeProvider>[0]): Promise<FakeProvider> {
  const provider = await startFakeProvider(respond);
  providers.push(provider);
  return provider;
}

function sender(baseUrl: string, timeoutMs?: number) {
  return createTermiiSender({ apiKey: API_KEY, senderId: 'GroupPurse', baseUrl, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

describe('createTermiiSender', () => {
  it('posts the documented JSON to /api/sms/send on the DND route for SMS', async () => {
    const termii = await fakeTermii((_req, res) => replyJson(res, 200, accepted));

    const result = await sender(termii.url).send(smsLogin);

    expect(result).toEqual({ ok: true });
    expect(termii.requests).toHaveLength(1);
    const [request] = termii.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/sms/send');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '2348031234567',
      from: 'GroupPurse',
      sms: 'Your GroupPurse code is 123456. It expires in 10 minutes. Do not share it.',
      type: 'plain',
      channel: 'dnd',
      api_key: API_KEY,
    });
  });

  it('uses the whatsapp channel for WhatsApp codes', async () => {
    const termii = await fakeTermii((_req, res) => replyJson(res, 200, accepted));

    const result = await sender(termii.url).send({ ...smsLogin, channel: 'whatsapp', purpose: 'register' });

    expect(result).toEqual({ ok: true });
    const body: unknown = JSON.parse(termii.requests[0]?.body ?? '');
    expect(body).toMatchObject({ to: '2348031234567', channel: 'whatsapp' });
  });

  it('accepts a base URL with a trailing slash', async () => {
    const termii = await fakeTermii((_req, res) => replyJson(res, 200, accepted));

    await sender(`${termii.url}/`).send(smsLogin);

    expect(termii.requests[0]?.path).toBe('/api/sms/send');
  });

  it('fails with the status and provider message on an error status', async () => {
    const termii = await fakeTermii((_req, res) =>
      replyJson(res, 400, { message: 'ApplicationSenderId not found for applicationId: 1 and senderName: GroupPurse' }),
    );

    const result = await sender(termii.url).send(smsLogin);

    expect(result).toEqual({
      ok: false,
      reason: 'http-400 (ApplicationSenderId not found for applicationId: 1 and senderName: GroupPurse)',
    });
  });

  it('fails on a non-JSON error page', async () => {
    const termii = await fakeTermii((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });

    expect(await sender(termii.url).send(smsLogin)).toEqual({ ok: false, reason: 'http-502' });
  });

  it('fails on a 2xx without a message_id', async () => {
    const termii = await fakeTermii((_req, res) => replyJson(res, 200, { message: 'Insufficient balance' }));

    expect(await sender(termii.url).send(smsLogin)).toEqual({ ok: false, reason: 'no-message-id (Insufficient balance)' });
  });

  it('never puts the api key in a failure reason, even when the provider echoes it', async () => {
    const termii = await fakeTermii((_req, res) => replyJson(res, 401, { message: `Invalid api_key ${API_KEY}` }));

    const result = await sender(termii.url).send(smsLogin);

    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(API_KEY);
  });

  it('gives up with reason timeout when the provider never answers', async () => {
    const termii = await fakeTermii(() => undefined);

    expect(await sender(termii.url, 100).send(smsLogin)).toEqual({ ok: false, reason: 'timeout' });
  });

  it('gives up with reason timeout when the provider stalls mid-body', async () => {
    const termii = await fakeTermii((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"message_id":');
    });

    expect(await sender(termii.url, 100).send(smsLogin)).toEqual({ ok: false, reason: 'timeout' });
  });

  it('fails with a network error when the connection is refused', async () => {
    const result = await sender(await refusedUrl()).send(smsLogin);

    expect(result).toEqual({ ok: false, reason: 'network-error (ECONNREFUSED)' });
  });

  it('does not reveal the code to the server', () => {
    const termii = sender('http://127.0.0.1:1');
    expect(termii.name).toBe('termii');
    expect(termii.revealsCode).toBe(false);
  });
});
