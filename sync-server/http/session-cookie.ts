/** The cookie that carries a session's token: read by the session middleware, and by the static pages to tell a signed-in visitor. */
export const SESSION_COOKIE = 'gp_session';
