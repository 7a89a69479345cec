import { describe, expect, it } from 'vitest';
import { bellHeaderStatus, bellLabel, bellLists, morePendingLabel, unreadBadge } from './bell-summary';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the bell badge', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %i unread as %s', (unread, badge) => {
    expect(unreadBadge(unread)).toBe(badge);
  });
});

describe('the bell texts', () => {
  it('names the button with the unread count, since the badge is only drawn', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
    expect(bellLabel(0)).toBe('Notifications');
  });

  it("heads the popover with the unread count or 'All caught up!'", () => {
    expect(bellHeaderStatus(1)).toBe('1 unread');
    expect(bellHeaderStatus(0)).toBe('All caught up!');
  });

  it('says how many pending payments the preview leaves out', () => {
    expect(morePendingLabel(2)).toBe('+2 more pending...');
  });
});

describe('bellLists', () => {
  it('lists the first 10 notifications and offers View all only beyond 10', () => {
    expect(bellLists(range(10), [])).toMatchObject({ shown: range(10), viewAll: false });
    const eleven = bellLists(range(11), []);
    expect(eleven.shown).toEqual(range(10));
    expect(eleven.viewAll).toBe(true);
  });

  it('previews 3 pending payments and counts the rest', () => {
    expect(bellLists([], range(3))).toMatchObject({ pendingShown: range(3), pendingMore: 0 });
    expect(bellLists([], range(7))).toMatchObject({ pendingShown: range(3), pendingMore: 4 });
    expect(bellLists([], [])).toMatchObject({ shown: [], pendingShown: [], pendingMore: 0, viewAll: false });
  });
});
