import webpush from 'web-push';
import * as z from 'zod';
import type { Tx } from '../db/database';
import { getOrCreateSecret } from '../settings';

/** The server's VAPID identity (RFC 8292): push services check each request against the public key. */
export interface VapidKeys {
  /** Uncompressed P-256 point, URL-safe base64: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact for the push services' operators. */
  subject: string;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@grouppurse.local';
const SETTINGS_KEY = 'vapid-keys';
const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The pair given by the environment, or undefined when none was; half a pair throws (checked when
 * push is built, so a misconfigured server fails at start, not at its first push).
 * @example givenVapidKeys({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
 */
export function givenVapidKeys(given: Partial<VapidKeys> = {}): VapidKeys | undefined {
  if (!given.publicKey && !given.privateKey) return undefined;
  if (!given.publicKey || !given.privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together.');
  return { publicKey: given.publicKey, privateKey: given.privateKey, subject: given.subject || DEFAULT_VAPID_SUBJECT };
}

/**
 * The VAPID keys: the pair given by the environment, or the one generated at first start and kept
 * in server_settings. Keeping them matters: every browser subscription is bound to the public key,
 * so new keys would silently orphan all of them. Several processes starting at once on one
 * database agree on one pair (getOrCreateSecret).
 * @example await db.transaction((tx) => vapidKeys(tx, { subject: 'mailto:treasurer@example.ng' }))
 */
export async function vapidKeys(tx: Tx, given: Partial<VapidKeys> = {}): Promise<VapidKeys> {
  const fromEnv = givenVapidKeys(given);
  if (fromEnv) return fromEnv;
  const stored = storedKeysSchema.parse(JSON.parse(await getOrCreateSecret(tx, SETTINGS_KEY, () => JSON.stringify(webpush.generateVAPIDKeys()))));
  return { ...stored, subject: given.subject || DEFAULT_VAPID_SUBJECT };
}
