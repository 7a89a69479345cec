import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './log-context';

/** The server's structured log: one JSON object a line (pino). */
export type Log = Logger;

/** Levels an operator may set with LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields that must never reach a log, whatever a caller passes: phone numbers, one-time codes,
 * session cookies and tokens, proof images. Each is replaced by "[redacted]" (pino's redact) at
 * the top and one level down; a one-time code also as an OTP message's `code`. Not every nested
 * `code`: an error's code (SQLITE_BUSY, ECONNRESET) is what an operator needs. The request log
 * writes none of them; this catches a careless line.
 */
export const REDACTED_FIELDS = ['phone', 'phoneNumber', 'otp', 'cookie', 'authorization', 'token', 'proof', 'image', 'payload'] as const;
const REDACT_PATHS = [...REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]), 'code', 'message.code'];

/**
 * A JSON logger on `destination` (stdout by default), every line with ISO time, level name and,
 * inside a request or a job, its `requestId`.
 * @example const log = createLog({ level: 'info' }); log.info({ route: '/api/contributions' }, 'request')
 */
export function createLog(options: { level?: LogLevel; destination?: DestinationStream } = {}): Log {
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** A log that writes nothing: the default of createApp and startServer, so tests stay quiet. */
export function silentLog(): Log {
  return pino({ level: 'silent' });
}

/**
 * LOG_LEVEL as a level, 'info' when unset, null when it names none.
 * @example logLevelFromEnv('debug') === 'debug'; logLevelFromEnv('loud') === null
 */
export function logLevelFromEnv(value: string | undefined): LogLevel | null {
  if (value === undefined || value === '') return 'info';
  const level = value.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : null;
}
