/**
 * Joining a group: its public landing, finding it by link, and the registration wizard. What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { nearestDeadline } from './register/group-summary';
export { payPurseHref } from './register/purse-link';
export { usePendingGroupJoin } from './register/use-pending-group-join';
