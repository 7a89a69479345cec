import type { UserRow } from '../db/schema';

/** What middleware puts on the Hono context for the routes. */
export type AppEnv = {
  Variables: {
    /** The signed-in user, or null. Set by the session middleware on every /api request. */
    user: UserRow | null;
    /** The client's IP for rate limits. */
    ip: string;
    now: Date;
  };
};
