import { createConsoleSender } from './console-sender';
import { createTermiiSender } from './termii-sender';
import { createTwilioSender } from './twilio-sender';
import type { OtpSender } from './types';

export type { OtpChannel, OtpMessage, OtpSender, SendResult } from './types';
export { createConsoleSender } from './console-sender';
export { createTermiiSender, type TermiiOptions } from './termii-sender';
export { createTwilioSender, type TwilioOptions } from './twilio-sender';

const PROVIDERS = ['console', 'termii', 'twilio'] as const;
type Provider = (typeof PROVIDERS)[number];

/**
 * Picks the sender from `OTP_PROVIDER` (console by default), e.g.
 * `createOtpSenderFromEnv({ OTP_PROVIDER: 'termii', TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'GroupPurse' })`.
 * Throws at start-up when the provider is unknown or its variables are missing: a deployment bug.
 */
export function createOtpSenderFromEnv(
  env: Record<string, string | undefined>,
  log?: (line: string) => void,
): OtpSender {
  const provider = parseProvider(env['OTP_PROVIDER']);
  switch (provider) {
    case 'console':
      return createConsoleSender(log);
    case 'termii': {
      const { TERMII_API_KEY, TERMII_SENDER_ID } = required(env, 'termii', ['TERMII_API_KEY', 'TERMII_SENDER_ID']);
      return createTermiiSender({
        apiKey: TERMII_API_KEY,
        senderId: TERMII_SENDER_ID,
        ...optional('baseUrl', env['TERMII_BASE_URL']),
      });
    }
    case 'twilio': {
      const vars = required(env, 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
      return createTwilioSender({
        accountSid: vars.TWILIO_ACCOUNT_SID,
        authToken: vars.TWILIO_AUTH_TOKEN,
        from: vars.TWILIO_FROM,
        ...optional('baseUrl', env['TWILIO_BASE_URL']),
      });
    }
  }
}

function parseProvider(raw: string | undefined): Provider {
  const value = raw?.trim() ?? '';
  if (value === '') return 'console';
  const provider = PROVIDERS.find((name) => name === value);
  if (provider === undefined) {
    throw new Error(`OTP_PROVIDER must be one of ${PROVIDERS.join(', ')}; got '${value}'`);
  }
  return provider;
}

// Names every missing variable at once, so one failed deploy shows the whole fix. Values are never echoed.
function required<const K extends string>(
  env: Record<string, string | undefined>,
  provider: Provider,
  names: readonly K[],
): Record<K, string> {
  const missing = names.filter((name) => (env[name]?.trim() ?? '') === '');
  if (missing.length > 0) {
    throw new Error(`OTP_PROVIDER=${provider} needs ${missing.join(', ')} to be set`);
  }
  return Object.fromEntries(names.map((name) => [name, env[name]?.trim() ?? ''])) as Record<K, string>;
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? {} : ({ [key]: trimmed } as Record<K, string>);
}
