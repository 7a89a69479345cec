import { otpText } from './otp-text';
import { DEFAULT_TIMEOUT_MS, failure, postToProvider, readField } from './provider-http';
import type { OtpChannel, OtpSender } from './types';

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  /** Defaults to 'https://api.ng.termii.com'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Termii Messaging API (`POST /api/sms/send`), e.g.
 * `createTermiiSender({ apiKey, senderId: 'GroupPurse' }).send({ phoneNumber: '+2348031234567', code: '123456', channel: 'sms', purpose: 'login' })`.
 */
export function createTermiiSender(opts: TermiiOptions): OtpSender {
  const url = `${(opts.baseUrl ?? 'https://api.ng.termii.com').replace(/\/+$/, '')}/api/sms/send`;
  const fetchFn = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'termii',
    revealsCode: false,
    async send(message) {
      const body = {
        // Termii wants international format without the plus: 2348031234567.
        to: message.phoneNumber.replace(/^\+/, ''),
        from: opts.senderId,
        sms: otpText(message.code),
        type: 'plain',
        channel: termiiChannel(message.channel),
        api_key: opts.apiKey,
      };
      const reply = await postToProvider(
        fetchFn,
        url,
        { headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
        timeoutMs,
      );
      if (!reply.ok) return reply;
      if (reply.status < 200 || reply.status > 299) return failure(`http-${reply.status}`, reply.json, [opts.apiKey]);
      // Termii answers some refusals with a 2xx; only a message_id means the message was accepted.
      if (readField(reply.json, 'message_id') === undefined) return failure('no-message-id', reply.json, [opts.apiKey]);
      return { ok: true };
    },
  };
}

function termiiChannel(channel: OtpChannel): 'dnd' | 'whatsapp' {
  switch (channel) {
    // The DND route reaches Nigerian numbers with Do-Not-Disturb on; the generic route silently drops them.
    case 'sms':
      return 'dnd';
    case 'whatsapp':
      return 'whatsapp';
  }
}
