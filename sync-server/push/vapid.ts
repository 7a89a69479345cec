import webpush from 'web-push';
import * as z from 'zod';
import type { Db } from '../db/open';
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
 * The VAPID keys: the pair given by the environment, or the one generated at first start and kept
 * in server_settings. Keeping them matters: every browser subscription is bound to the public key,
 * so new keys would silently orphan all of them.
 * @example vapidKeys(db, { subject: 'mailto:treasurer@example.ng' })
 */
export function vapidKeys(db: Db, given: Partial<VapidKeys> = {}): VapidKeys {
  const subject = given.subject || DEFAULT_VAPID_SUBJECT;
  if (given.publicKey || given.privateKey) {
    if (!given.publicKey || !given.privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together.');
    return { publicKey: given.publicKey, privateKey: given.privateKey, subject };
  }
  const stored = storedKeysSchema.parse(JSON.parse(getOrCreateSecret(db, SETTINGS_KEY, () => JSON.stringify(webpush.generateVAPIDKeys()))));
  return { ...stored, subject };
}
