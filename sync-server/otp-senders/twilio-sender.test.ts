import { afterEach, describe, expect, it } from 'vitest';
import { refusedUrl, replyJson, startFakeProvider, type FakeProvider } from './fake-provider-server';
import { createTwilioSender } from './twilio-sender';
import type { OtpMessage } from './types';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'test-auth-token-secret';
const smsLogin: OtpMessage = { phoneNumber: '+2348031234567', code: '654321', channel: 'sms', purpose: 'login' };
const created = { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' };

let providers: FakeProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
  providers = [];
});

async function fakeTwilio(respond: Parameters<typeof startFakeProvider>[0]): Promise<FakeProvider> {
  const provider = await startFakeProvider(respond);
  providers.push(provider);
  return provider;
}

function sender(baseUrl: string, timeoutMs?: number) {
  return createTwilioSender({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: '+14155550100',
    baseUrl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

function form(body: string | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body ?? ''));
}

describe('createTwilioSender', () => {
  it('posts a form to the account Messages.json with Basic auth', async () => {
    const twilio = await fakeTwilio((_req, res) => replyJson(res, 201, created));

    const result = await sender(twilio.url).send(smsLogin);

    expect(result).toEqual({ ok: true });
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(form(request?.body)).toEqual({
      To: '+2348031234567',
      From: '+14155550100',
      Body: 'Your GroupPurse code is 654321. It expires in 10 minutes. Do not share it.',
    });
  });

  it('prefixes both numbers with whatsapp: on the WhatsApp channel', async () => {
    const twilio = await fakeTwilio((_req, res) => replyJson(res, 201, created));

    const result = await sender(twilio.url).send({ ...smsLogin, channel: 'whatsapp', purpose: 'register' });

    expect(result).toEqual({ ok: true });
    expect(form(twilio.requests[0]?.body)).toMatchObject({ To: 'whatsapp:+2348031234567', From: 'whatsapp:+14155550100' });
  });

  it('does not double the whatsapp: prefix when the sender is configured with it', async () => {
    const twilio = await fakeTwilio((_req, res) => replyJson(res, 201, created));
    const whatsappSender = createTwilioSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: 'whatsapp:+14155550100',
      baseUrl: twilio.url,
    });

    await whatsappSender.send({ ...smsLogin, channel: 'whatsapp' });

    expect(form(twilio.requests[0]?.body)).toMatchObject({ From: 'whatsapp:+14155550100' });
  });

  it('fails with the status and Twilio message on an error status', async () => {
    const twilio = await fakeTwilio((_req, res) =>
      replyJson(res, 400, { code: 21211, message: "The 'To' number +2340 is not a valid phone number.", status: 400 }),
    );

    expect(await sender(twilio.url).send(smsLogin)).toEqual({
      ok: false,
      reason: "http-400 (The 'To' number +2340 is not a valid phone number.)",
    });
  });

  it('fails on a 2xx without a sid', async () => {
    const twilio = await fakeTwilio((_req, res) => replyJson(res, 201, { status: 'queued' }));

    expect(await sender(twilio.url).send(smsLogin)).toEqual({ ok: false, reason: 'no-sid' });
  });

  it('never puts the auth token in a failure reason, even when the provider echoes it', async () => {
    const twilio = await fakeTwilio((_req, res) => replyJson(res, 401, { message: `Bad token ${AUTH_TOKEN}` }));

    const result = await sender(twilio.url).send(smsLogin);

    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(AUTH_TOKEN);
  });

  it('gives up with reason timeout when the provider never answers', async () => {
    const twilio = await fakeTwilio(() => undefined);

    expect(await sender(twilio.url, 100).send(smsLogin)).toEqual({ ok: false, reason: 'timeout' });
  });

  it('fails with a network error when the connection is refused', async () => {
    const result = await sender(await refusedUrl()).send(smsLogin);

    expect(result).toEqual({ ok: false, reason: 'network-error (ECONNREFUSED)' });
  });

  it('does not reveal the code to the server', () => {
    const twilio = sender('http://127.0.0.1:1');
    expect(twilio.name).toBe('twilio');
    expect(twilio.revealsCode).toBe(false);
  });
});
