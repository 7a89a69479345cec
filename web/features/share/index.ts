/**
 * Sharing a purse into WhatsApp: what other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { SHARE_HASHTAGS } from './share-message';
