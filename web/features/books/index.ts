/**
 * A purse's books: what other screens link to.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { PurseBooksLink } from './PurseBooksLink';
