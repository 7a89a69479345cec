/**
 * The group's history (the hash chain): what statements and reminders quote from it.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { loadCheckCode } from './history-data';
