import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** One encrypted message for one browser subscription. */
export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON text the service worker receives. */
  payload: string;
  ttlSeconds: number;
  urgency: PushUrgency;
  topic: string | null;
}

/**
 * What the push service answered:
 * - ok: accepted for delivery;
 * - gone: the subscription no longer exists (404/410): delete it, never retry;
 * - failed: anything else (5xx, 429, network): retry later, after `retryAfterMs` if the service said so.
 */
export type SendOutcome =
  | { kind: 'ok' }
  | { kind: 'gone'; error: string }
  | { kind: 'failed'; error: string; retryAfterMs: number | null };

/** Sends one message. Injected into createApp so tests can point it at a local push service. */
export type PushSender = (message: PushMessage) => Promise<SendOutcome>;

export interface WebPushSenderOptions {
  /** How to reach push services, e.g. an https.Agent trusting a test service's self-signed certificate. */
  agent?: Agent;
  /** Socket timeout per request. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** A Retry-After longer than this is not waited for: the delivery's own backoff applies. */
const MAX_RETRY_AFTER_MS = 6 * 60 * 60_000;

function retryAfterMs(headers: Record<string, string> | undefined): number | null {
  const value = headers?.['retry-after'];
  if (!value) return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : null;
}

/** A web-push answer error carries the status; a network error does not. */
function statusOf(error: unknown): { statusCode: number; headers: Record<string, string> | undefined; body: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { statusCode, headers, body } = error as { statusCode?: unknown; headers?: Record<string, string>; body?: unknown };
  return typeof statusCode === 'number' ? { statusCode, headers, body: typeof body === 'string' ? body : '' } : null;
}

/**
 * The real sender: web-push encrypts the payload for the subscription (aes128gcm, RFC 8291) and
 * signs a VAPID JWT with the server's keys; TTL, Urgency and Topic go in the headers.
 * @example const send = webPushSender(await db.transaction((tx) => vapidKeys(tx))); await send(message)
 */
export function webPushSender(vapid: VapidKeys, options: WebPushSenderOptions = {}): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return async (message) => {
    try {
      await webpush.sendNotification({ endpoint: message.endpoint, keys: message.keys }, message.payload, {
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        ...(message.topic ? { topic: message.topic } : {}),
        vapidDetails,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      });
      return { kind: 'ok' };
    } catch (error) {
      const answer = statusOf(error);
      if (answer && (answer.statusCode === 404 || answer.statusCode === 410)) return { kind: 'gone', error: `HTTP ${answer.statusCode}` };
      if (answer) {
        const detail = answer.body.slice(0, 200);
        return { kind: 'failed', error: `HTTP ${answer.statusCode}${detail ? `: ${detail}` : ''}`, retryAfterMs: retryAfterMs(answer.headers) };
      }
      return { kind: 'failed', error: error instanceof Error ? error.message : String(error), retryAfterMs: null };
    }
  };
}
