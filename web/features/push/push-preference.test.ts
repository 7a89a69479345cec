import { describe, expect, it } from 'vitest';
import {
  markSubscriptionSaved,
  needsResave,
  preferenceKey,
  pushStatus,
  readPushPreference,
  RESAVE_AFTER_MS,
  shouldOfferPush,
  writePushPreference,
  type PushPreference,
} from './push-preference';
import type { PushPermission } from './push-support';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('the push preference store', () => {
  it('remembers each choice with its time, per user', () => {
    const storage = memoryStorage();
    writePushPreference('u1', 'declined', NOW, storage);
    writePushPreference('u2', 'enabled', NOW, storage);
    expect(readPushPreference('u1', storage)).toEqual({ choice: 'declined', at: '2026-03-01T10:00:00.000Z' });
    expect(readPushPreference('u2', storage)?.choice).toBe('enabled');
    expect(readPushPreference('u3', storage)).toBeNull();
  });

  it('treats a stored value it cannot read as never asked', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', 'null', '{"choice":"maybe","at":"x"}', '{"choice":"enabled"}']) {
      storage.data.set(preferenceKey('u1'), raw);
      expect(readPushPreference('u1', storage)).toBeNull();
    }
  });

  it('survives storage that throws (privacy mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPushPreference('u1', broken)).toBeNull();
    expect(writePushPreference('u1', 'declined', NOW, broken)).toEqual({ choice: 'declined', at: NOW.toISOString() });
  });

  it('records when the server got the subscription, only while enabled, and forgets it on a new choice', () => {
    const storage = memoryStorage();
    writePushPreference('u1', 'declined', NOW, storage);
    markSubscriptionSaved('u1', NOW, storage);
    expect(readPushPreference('u1', storage)?.savedAt).toBeUndefined();

    writePushPreference('u1', 'enabled', NOW, storage);
    markSubscriptionSaved('u1', NOW, storage);
    expect(readPushPreference('u1', storage)).toEqual({ choice: 'enabled', at: NOW.toISOString(), savedAt: NOW.toISOString() });

    writePushPreference('u1', 'enabled', NOW, storage);
    expect(readPushPreference('u1', storage)?.savedAt).toBeUndefined();
  });
});

describe('shouldOfferPush', () => {
  const chosen = (choice: PushPreference['choice']): PushPreference => ({ choice, at: NOW.toISOString() });
  it.each<[PushPreference | null, PushPermission, boolean]>([
    [null, 'default', true],
    [null, 'granted', true],
    [null, 'denied', false],
    [null, 'unsupported', false],
    [chosen('declined'), 'default', false],
    [chosen('asked'), 'default', false],
    [chosen('enabled'), 'granted', false],
  ])('%o with permission %s -> %s', (preference, permission, expected) => {
    expect(shouldOfferPush(preference, permission)).toBe(expected);
  });

  it('never offers again after "Not now"', () => {
    const storage = memoryStorage();
    writePushPreference('u1', 'declined', NOW, storage);
    expect(shouldOfferPush(readPushPreference('u1', storage), 'default')).toBe(false);
  });
});

describe('pushStatus', () => {
  const enabled: PushPreference = { choice: 'enabled', at: NOW.toISOString() };
  it.each<[PushPreference | null, PushPermission, string]>([
    [enabled, 'granted', 'on'],
    [null, 'granted', 'off'],
    [enabled, 'default', 'off'], // the browser forgot the permission: not really on
    [enabled, 'denied', 'blocked'],
    [null, 'unsupported', 'unsupported'],
  ])('%o with %s -> %s', (preference, permission, expected) => {
    expect(pushStatus(preference, permission)).toBe(expected);
  });
});

describe('needsResave', () => {
  it('re-sends a day after the last save, and when never saved', () => {
    const enabled: PushPreference = { choice: 'enabled', at: NOW.toISOString() };
    expect(needsResave(enabled, NOW)).toBe(true);
    expect(needsResave({ ...enabled, savedAt: NOW.toISOString() }, new Date(NOW.getTime() + RESAVE_AFTER_MS - 1))).toBe(false);
    expect(needsResave({ ...enabled, savedAt: NOW.toISOString() }, new Date(NOW.getTime() + RESAVE_AFTER_MS))).toBe(true);
    expect(needsResave({ ...enabled, savedAt: 'garbage' }, NOW)).toBe(true);
    expect(needsResave({ choice: 'declined', at: NOW.toISOString() }, NOW)).toBe(false);
    expect(needsResave(null, NOW)).toBe(false);
  });
});
