/**
 * Groups and their purses: creating, listing, managing. What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { CreateGroupDialog } from './CreateGroupDialog';
export { CreatePurseDialog } from './purses/CreatePurseDialog';
export { PurseItem } from './purses/PurseItem';
export { useGroupsOverview } from './use-groups-overview';
