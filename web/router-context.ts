import type { SessionUser } from '../shared/auth-schemas';

/** What every route's beforeLoad can read: the session, synchronously from localStorage. */
export interface RouterContext {
  getCurrentUser: () => SessionUser | null;
}
