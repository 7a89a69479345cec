import type { OtpSender } from './types';

/** Development sender: writes `[otp] +2348031234567 (login, sms): 123456` to `log` instead of delivering. */
export function createConsoleSender(log: (line: string) => void = console.log): OtpSender {
  return {
    name: 'console',
    revealsCode: true,
    async send(message) {
      log(`[otp] ${message.phoneNumber} (${message.purpose}, ${message.channel}): ${message.code}`);
      return { ok: true };
    },
  };
}
