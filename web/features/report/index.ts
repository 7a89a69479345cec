/**
 * Statements (issue 11, 23): other features import this folder only through this file. The PDF
 * drawer and its fonts stay in their own lazy chunk: `loadLayoutPdf` fetches them on first use.
 */
export type { StatementBlock, StatementLayout } from './pdf/statement-layout';

/** The PDF drawer for a laid-out document (its chunk loads now). @example (await loadLayoutPdf()).makeLayoutPdf(layout, madeAt) */
export const loadLayoutPdf = () => import('./pdf/make-layout-pdf');
