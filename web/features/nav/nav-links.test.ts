import { describe, expect, it } from 'vitest';
import { navLinksFor } from './nav-links';

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
