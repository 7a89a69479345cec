import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_GROUP_JOIN_KEY, storePendingGroupJoin, takePendingGroupJoin } from './pending-group-join';

const LINK = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';
let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pendingGroupJoin', () => {
  it("stores the link under 'pendingGroupJoin' and hands it back once", () => {
    storePendingGroupJoin({ kind: 'group', link: LINK });
    expect(storage.get(PENDING_GROUP_JOIN_KEY)).toBe(LINK);
    expect(takePendingGroupJoin()).toEqual({ kind: 'group', link: LINK });
    expect(takePendingGroupJoin()).toBeNull();
    expect(storage.has(PENDING_GROUP_JOIN_KEY)).toBe(false);
  });

  it("stores a purse's link as its path and hands it back once", () => {
    storePendingGroupJoin({ kind: 'purse', groupSlug: 'ajo-circle', purseSlug: 'xmasparty' });
    expect(storage.get(PENDING_GROUP_JOIN_KEY)).toBe('/ajo-circle/xmasparty');
    expect(takePendingGroupJoin()).toEqual({ kind: 'purse', groupSlug: 'ajo-circle', purseSlug: 'xmasparty' });
    expect(takePendingGroupJoin()).toBeNull();
  });

  it.each([
    { stored: `https://grouppurse.ng/register/${LINK}`, taken: { kind: 'group', link: LINK } },
    { stored: LINK.toUpperCase(), taken: { kind: 'group', link: LINK } },
    { stored: '/Ajo-Circle/XmasParty', taken: { kind: 'purse', groupSlug: 'ajo-circle', purseSlug: 'xmasparty' } },
    { stored: '/ajo/school-fees-2026', taken: { kind: 'purse', groupSlug: 'ajo', purseSlug: 'school-fees-2026' } },
    { stored: '/register/xmas', taken: null }, // a page of the app is never a group
    { stored: '//evil.example/x', taken: null },
    { stored: '/ajo/<script>', taken: null },
    { stored: '/ajo/xmas/more', taken: null },
    { stored: 'ajo/xmas', taken: null },
    { stored: 'not-a-link', taken: null },
    { stored: '', taken: null },
  ])('reads $stored as $taken and forgets it', ({ stored, taken }) => {
    storage.set(PENDING_GROUP_JOIN_KEY, stored);
    expect(takePendingGroupJoin()).toEqual(taken);
    expect(storage.has(PENDING_GROUP_JOIN_KEY)).toBe(false);
  });

  it('gives null when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(takePendingGroupJoin()).toBeNull();
    expect(() => storePendingGroupJoin({ kind: 'group', link: LINK })).not.toThrow();
  });
});
