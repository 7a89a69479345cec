/**
 * The entry of the lazy PDF chunk: jsPDF, the layout and the fonts arrive together, only when
 * someone asks for a PDF (StatementActions imports this file dynamically).
 */
import { bold, regular } from 'virtual:statement-font';
import type { Statement } from '../../../../shared/statement';
import { statementLayout, type StatementLayoutOptions } from './statement-layout';
import { statementPdf } from './statement-pdf';

export function makeStatementPdf(s: Statement, options: StatementLayoutOptions): Uint8Array {
  return statementPdf(statementLayout(s, options), { regular, bold }, { madeAt: s.madeAt });
}
