/** The reminders dialog, loaded when it is opened. Kept behind a dynamic import, so it stays out of the caller's chunk. */
export const loadSendRemindersDialog = () => import('./SendRemindersDialog');
