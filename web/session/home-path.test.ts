import { describe, expect, it } from 'vitest';
import { afterLoginPath, homePathFor, roleLabel } from './home-path';

const ORIGIN = 'https://grouppurse.ng';

describe('homePathFor', () => {
  it('sends admins to /admin and members to /member', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('member')).toBe('/member');
  });

  it('labels the roles as the welcome toast says them', () => {
    expect(`Welcome to GroupPurse, ${roleLabel('admin')}!`).toBe('Welcome to GroupPurse, Admin!');
    expect(roleLabel('member')).toBe('Member');
  });
});

describe('afterLoginPath', () => {
  it.each([
    { name: "an admin's review link", role: 'admin', redirect: '/admin?review=c1', path: '/admin?review=c1' },
    { name: "a member's contribution link", role: 'member', redirect: '/my-contributions?c=c1', path: '/my-contributions?c=c1' },
    { name: 'a page with a hash', role: 'member', redirect: '/updates#announcements', path: '/updates#announcements' },
    { name: 'a registration link', role: 'member', redirect: '/register/3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f', path: '/register/3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f' },
    { name: 'nothing kept (admin)', role: 'admin', redirect: undefined, path: '/admin' },
    { name: 'nothing kept (member)', role: 'member', redirect: undefined, path: '/member' },
    { name: 'an empty value', role: 'member', redirect: '', path: '/member' },
    { name: 'the login page itself', role: 'admin', redirect: '/', path: '/admin' },
    { name: 'the login page with its own redirect', role: 'admin', redirect: '/?redirect=%2Fgroups', path: '/admin' },
    { name: 'a protocol-relative URL', role: 'admin', redirect: '//evil.com', path: '/admin' },
    { name: 'a protocol-relative URL with a path', role: 'member', redirect: '//evil.com/admin', path: '/member' },
    { name: 'a backslash trick', role: 'member', redirect: '/\\evil.com', path: '/member' },
    { name: 'a tab trick', role: 'member', redirect: '/\t/evil.com', path: '/member' },
    { name: 'another origin', role: 'admin', redirect: 'https://evil.com/admin?review=c1', path: '/admin' },
    { name: 'our own origin written in full', role: 'admin', redirect: `${ORIGIN}/groups`, path: '/admin' },
    { name: 'a javascript: URL', role: 'member', redirect: 'javascript:alert(1)', path: '/member' },
    { name: 'a data: URL', role: 'member', redirect: 'data:text/html,hi', path: '/member' },
    { name: 'a relative path without a slash', role: 'member', redirect: 'groups', path: '/member' },
    { name: 'not a string', role: 'admin', redirect: { to: '/groups' }, path: '/admin' },
    { name: "the PDF statement's receipt link", role: 'member', redirect: '/api/payouts/p-1/receipt', path: '/api/payouts/p-1/receipt' },
    { name: 'another server path', role: 'member', redirect: '/api/auth/me', path: '/member' },
    { name: 'a receipt link with more after it', role: 'member', redirect: '/api/payouts/p-1/receipt/x', path: '/member' },
    { name: 'a dot-segment trick towards the API', role: 'member', redirect: '/api/payouts/p-1/../../sync', path: '/member' },
  ] as const)('$name -> $path', ({ role, redirect, path }) => {
    expect(afterLoginPath(role, redirect, ORIGIN)).toBe(path);
  });
});
