import { describe, expect, it } from 'vitest';
import { navLinksFor, withUnread } from './nav-links';

describe('navLinksFor', () => {
  it('gives admins the groups page', () => {
    expect(navLinksFor('admin')).toEqual([{ to: '/groups', label: 'Groups' }]);
  });

  it('gives members join, pay, history and updates, in that order', () => {
    expect(navLinksFor('member').map((link) => [link.to, link.label])).toEqual([
      ['/join-group', 'Join Group'],
      ['/make-payment', 'Make Payment'],
      ['/my-contributions', 'My Contributions'],
      ['/updates', 'Updates'],
    ]);
  });
});

describe('withUnread', () => {
  it.each([
    [0, 'Updates'],
    [1, 'Updates, 1 unread'],
    [12, 'Updates, 12 unread'],
  ])('names Updates with %i unread as %s', (unread, name) => {
    expect(withUnread('Updates', unread)).toBe(name);
  });
});
