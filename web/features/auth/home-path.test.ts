import { describe, expect, it } from 'vitest';
import { homePathFor, roleLabel } from './home-path';

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
