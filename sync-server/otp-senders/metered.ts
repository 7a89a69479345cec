import type { Log } from '../observe/log';
import type { Metrics } from '../observe/metrics';
import type { OtpSender } from './types';

/**
 * The same sender, counting each code handed to its provider (gp_otp_sends_total by provider and
 * result) and logging a failure with the provider's short reason: never the phone number or the code.
 * @example const sender = meteredOtpSender(createOtpSenderFromEnv(env), { log, metrics })
 */
export function meteredOtpSender(sender: OtpSender, observe: { log: Log; metrics: Metrics }): OtpSender {
  return {
    name: sender.name,
    revealsCode: sender.revealsCode,
    async send(message) {
      const sent = await sender.send(message).catch((error: unknown) => ({ ok: false as const, reason: (error as Error).message }));
      observe.metrics.otpSend(sender.name, sent.ok);
      if (!sent.ok) {
        // A provider's message may quote the number it refused, in any format (+234…, 234…, 0…): its
        // last ten digits are in each. Or, rarely, the text it was sent, with the code.
        const reason = [message.phoneNumber.slice(-10), message.code].reduce((text, secret) => text.split(secret).join('…'), sent.reason);
        observe.log.warn({ provider: sender.name, channel: message.channel, purpose: message.purpose, reason }, 'one-time code not delivered');
      }
      return sent;
    },
  };
}
