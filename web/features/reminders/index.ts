/**
 * Reminders and the roll-call message. What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { loadSendRemindersDialog } from './lazy';
