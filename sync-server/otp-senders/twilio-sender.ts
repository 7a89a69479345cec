import { otpText } from './otp-text';
import { DEFAULT_TIMEOUT_MS, failure, postToProvider, readField } from './provider-http';
import type { OtpChannel, OtpSender } from './types';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** E.164 sender number, e.g. +14155550100. */
  from: string;
  /** Defaults to 'https://api.twilio.com'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Twilio Programmable Messaging (`POST /2010-04-01/Accounts/{sid}/Messages.json`), e.g.
 * `createTwilioSender({ accountSid, authToken, from: '+14155550100' }).send(message)`.
 */
export function createTwilioSender(opts: TwilioOptions): OtpSender {
  const base = (opts.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const fetchFn = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'twilio',
    revealsCode: false,
    async send(message) {
      const form = new URLSearchParams({
        To: address(message.phoneNumber, message.channel),
        From: address(opts.from, message.channel),
        Body: otpText(message.code),
      });
      const reply = await postToProvider(
        fetchFn,
        url,
        {
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        timeoutMs,
      );
      if (!reply.ok) return reply;
      if (reply.status < 200 || reply.status > 299) return failure(`http-${reply.status}`, reply.json, [opts.authToken]);
      if (readField(reply.json, 'sid') === undefined) return failure('no-sid', reply.json, [opts.authToken]);
      return { ok: true };
    },
  };
}

// Twilio routes to WhatsApp when both ends carry the `whatsapp:` prefix.
function address(number: string, channel: OtpChannel): string {
  const bare = number.replace(/^whatsapp:/, '');
  switch (channel) {
    case 'sms':
      return bare;
    case 'whatsapp':
      return `whatsapp:${bare}`;
  }
}
