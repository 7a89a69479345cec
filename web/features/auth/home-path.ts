import type { Role } from '../../../shared/auth-schemas';

/** Where a user lands after login or sign-up (SPEC §2): /admin for admins, /member otherwise. */
export function homePathFor(role: Role): '/admin' | '/member' {
  return role === 'admin' ? '/admin' : '/member';
}

/** How a role reads in the UI. */
export function roleLabel(role: Role): string {
  return role === 'admin' ? 'Admin' : 'Member';
}
