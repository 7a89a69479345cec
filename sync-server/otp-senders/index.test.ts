import { afterEach, describe, expect, it } from 'vitest';
import { replyJson, startFakeProvider, type FakeProvider } from './fake-provider-server';
import { createOtpSenderFromEnv } from './index';

const termiiEnv = { OTP_PROVIDER: 'termii', TERMII_API_KEY: 'key', TERMII_SENDER_ID: 'GroupPurse' };
const twilioEnv = { OTP_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+14155550100' };

let providers: FakeProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
  providers = [];
});

describe('createOtpSenderFromEnv', () => {
  it('uses the console sender when OTP_PROVIDER is unset or empty', () => {
    expect(createOtpSenderFromEnv({}).name).toBe('console');
    expect(createOtpSenderFromEnv({ OTP_PROVIDER: '' }).name).toBe('console');
    expect(createOtpSenderFromEnv({ OTP_PROVIDER: 'console' }).revealsCode).toBe(true);
  });

  it('passes the log function to the console sender', async () => {
    const lines: string[] = [];
    const sender = createOtpSenderFromEnv({}, (line) => lines.push(line));

    await sender.send({ phoneNumber: '+2348031234567', code: '111222', channel: 'whatsapp', purpose: 'register' });

    expect(lines).toEqual(['[otp] +2348031234567 (register, whatsapp): 111222']);
  });

  it('builds a Termii sender that does not reveal codes', () => {
    const sender = createOtpSenderFromEnv(termiiEnv);
    expect(sender.name).toBe('termii');
    expect(sender.revealsCode).toBe(false);
  });

  it('builds a Twilio sender that does not reveal codes', () => {
    const sender = createOtpSenderFromEnv(twilioEnv);
    expect(sender.name).toBe('twilio');
    expect(sender.revealsCode).toBe(false);
  });

  it('sends to TERMII_BASE_URL when it is set', async () => {
    const termii = await startFakeProvider((_req, res) => replyJson(res, 200, { message_id: '1' }));
    providers.push(termii);

    const result = await createOtpSenderFromEnv({ ...termiiEnv, TERMII_BASE_URL: termii.url }).send({
      phoneNumber: '+2348031234567',
      code: '123456',
      channel: 'sms',
      purpose: 'login',
    });

    expect(result).toEqual({ ok: true });
    expect(termii.requests[0]?.path).toBe('/api/sms/send');
  });

  it('sends to TWILIO_BASE_URL when it is set', async () => {
    const twilio = await startFakeProvider((_req, res) => replyJson(res, 201, { sid: 'SM1' }));
    providers.push(twilio);

    const result = await createOtpSenderFromEnv({ ...twilioEnv, TWILIO_BASE_URL: twilio.url }).send({
      phoneNumber: '+2348031234567',
      code: '123456',
      channel: 'sms',
      purpose: 'login',
    });

    expect(result).toEqual({ ok: true });
    expect(twilio.requests[0]?.path).toBe('/2010-04-01/Accounts/AC1/Messages.json');
  });

  it('names every missing Termii variable', () => {
    expect(() => createOtpSenderFromEnv({ OTP_PROVIDER: 'termii' })).toThrow(
      'OTP_PROVIDER=termii needs TERMII_API_KEY, TERMII_SENDER_ID to be set',
    );
    expect(() => createOtpSenderFromEnv({ ...termiiEnv, TERMII_SENDER_ID: '  ' })).toThrow(
      'OTP_PROVIDER=termii needs TERMII_SENDER_ID to be set',
    );
  });

  it('names every missing Twilio variable', () => {
    expect(() => createOtpSenderFromEnv({ OTP_PROVIDER: 'twilio', TWILIO_FROM: '+14155550100' })).toThrow(
      'OTP_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN to be set',
    );
  });

  it('names the allowed providers when OTP_PROVIDER is unknown', () => {
    expect(() => createOtpSenderFromEnv({ OTP_PROVIDER: 'nexmo' })).toThrow(
      "OTP_PROVIDER must be one of console, termii, twilio; got 'nexmo'",
    );
  });
});
