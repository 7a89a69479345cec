/**
 * The entry of the lazy PDF chunk for a document laid out elsewhere (the dues statements of issue
 * 25 §4): the same drawer and fonts as the group statement, loaded only when someone asks for one.
 */
import { bold, regular } from 'virtual:statement-font';
import type { StatementLayout } from './statement-layout';
import { statementPdf } from './statement-pdf';

export function makeLayoutPdf(layout: StatementLayout, madeAt: string): Uint8Array {
  return statementPdf(layout, { regular, bold }, { madeAt });
}
