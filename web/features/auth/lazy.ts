/** The code step, loaded when the wizard reaches it. Kept behind a dynamic import, so it stays out of the caller's chunk. */
export const loadOtpStep = () => import('./OtpStep');
