/**
 * The user's answer about notifications on this phone, kept in localStorage per user (a shared
 * phone has one browser permission but several people):
 * - 'asked': we showed the browser's prompt and it was closed without an answer;
 * - 'declined': 'Not now', 'Turn off', or the browser's Block; never offered again by itself;
 * - 'enabled': the user turned them on; the subscription is (re)sent to the server.
 * Each carries the time it was chosen.
 */
import type { PushPermission } from './push-support';

export type PushChoice = 'asked' | 'declined' | 'enabled';

export interface PushPreference {
  choice: PushChoice;
  /** ISO time of the choice. */
  at: string;
  /** ISO time the server last received this phone's subscription (only while 'enabled'). */
  savedAt?: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const CHOICES: readonly PushChoice[] = ['asked', 'declined', 'enabled'];
/** How often an enabled phone re-sends its subscription, in case the server lost or replaced it. */
export const RESAVE_AFTER_MS = 24 * 60 * 60 * 1000;

export const preferenceKey = (userId: string) => `pushPreference:${userId}`;

function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // privacy mode: behave as if nothing was chosen
  }
}

/** The stored choice, or null when the user was never asked (or storage holds something else). */
export function readPushPreference(userId: string, storage = defaultStorage()): PushPreference | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(preferenceKey(userId)) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PushPreference> | null;
    if (!value || !CHOICES.includes(value.choice as PushChoice) || typeof value.at !== 'string') return null;
    const preference: PushPreference = { choice: value.choice as PushChoice, at: value.at };
    if (typeof value.savedAt === 'string') preference.savedAt = value.savedAt;
    return preference;
  } catch {
    return null;
  }
}

/** Stores a new choice with its time; a new choice forgets when the subscription was last sent. */
export function writePushPreference(userId: string, choice: PushChoice, now = new Date(), storage = defaultStorage()): PushPreference {
  const preference: PushPreference = { choice, at: now.toISOString() };
  store(userId, preference, storage);
  return preference;
}

/** Notes that the server has this phone's subscription now. */
export function markSubscriptionSaved(userId: string, now = new Date(), storage = defaultStorage()): void {
  const current = readPushPreference(userId, storage);
  if (current?.choice !== 'enabled') return;
  store(userId, { ...current, savedAt: now.toISOString() }, storage);
}

function store(userId: string, preference: PushPreference, storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(preferenceKey(userId), JSON.stringify(preference));
  } catch {
    // Quota or privacy mode: the choice lasts for this page only.
  }
}

/**
 * Whether to offer notifications by ourselves (after a first proof or a first group): only to
 * someone never asked, on a browser that can, and not when the browser already blocks them.
 */
export function shouldOfferPush(preference: PushPreference | null, permission: PushPermission): boolean {
  return preference === null && (permission === 'default' || permission === 'granted');
}

/** What the menu shows: 'on' needs both the user's choice and the browser's permission. */
export type PushStatus = 'on' | 'off' | 'blocked' | 'unsupported';

export function pushStatus(preference: PushPreference | null, permission: PushPermission): PushStatus {
  switch (permission) {
    case 'unsupported':
      return 'unsupported';
    case 'denied':
      return 'blocked';
    case 'granted':
      return preference?.choice === 'enabled' ? 'on' : 'off';
    case 'default':
      return 'off';
  }
}

/** Whether an enabled phone should send its subscription to the server again now. */
export function needsResave(preference: PushPreference | null, now = new Date()): boolean {
  if (preference?.choice !== 'enabled') return false;
  if (preference.savedAt === undefined) return true;
  const savedAt = Date.parse(preference.savedAt);
  return Number.isNaN(savedAt) || now.getTime() - savedAt >= RESAVE_AFTER_MS || savedAt > now.getTime();
}
