/**
 * What this phone has not synced yet, and the sync bar. What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { loadSignedInSync } from './lazy';
