/**
 * The import of one tap as a small state machine, kept apart from the form so each step is tested
 * without a browser. A tap imports the file, then the paste. The server may answer one of them
 * with a question instead of importing: which order its dates are in (never guessed), or, when an
 * alert or a row could not be read, the list of those, with nothing stored until the admin
 * imports the rest knowingly (issue 22 §4). The question stops the run; the admin's answer resumes
 * it from that source with the answer added.
 */
import type { StatementImportResult, StatementOptions, StatementPreview } from '../../../shared/reconciliation';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';

export type ImportSource = 'file' | 'paste';

/** What the admin must decide before the run goes on. */
export type ImportQuestion =
  | { kind: 'unreadable'; source: ImportSource; answers: StatementOptions; preview: StatementPreview }
  | { kind: 'date-order'; source: ImportSource; answers: StatementOptions; dates: string };

/** How a run ended: every source imported, a question, or a failure. */
export type RunOutcome =
  | { kind: 'done'; results: StatementImportResult[] }
  | { kind: 'question'; question: ImportQuestion; results: StatementImportResult[] }
  | { kind: 'failed'; error: unknown; source: ImportSource; results: StatementImportResult[] };

/**
 * Imports the sources in order from `from`, the first with `answers`; stops at the first question.
 * @example await runImports(['file', 'paste'], 'file', {}, send) // { kind: 'question', question: { kind: 'unreadable', … } }
 */
export async function runImports(
  sources: readonly ImportSource[],
  from: ImportSource,
  answers: StatementOptions,
  send: (source: ImportSource, answers: StatementOptions) => Promise<StatementImportResult | StatementPreview>,
): Promise<RunOutcome> {
  const results: StatementImportResult[] = [];
  for (const source of sources.slice(Math.max(0, sources.indexOf(from)))) {
    const given = source === from ? answers : {};
    try {
      const answer = await send(source, given);
      if (answer.kind === 'preview') return { kind: 'question', question: { kind: 'unreadable', source, answers: given, preview: answer }, results };
      results.push(answer);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'statement-date-order-unknown') {
        const dates = typeof error.params?.dates === 'string' ? error.params.dates : '';
        return { kind: 'question', question: { kind: 'date-order', source, answers: given, dates }, results };
      }
      return { kind: 'failed', error, source, results };
    }
  }
  return { kind: 'done', results };
}

/**
 * The first date the server quoted, read both ways, for the two buttons of the question.
 * @example dateOrderExamples('"09/06/2026" (Alert 1)') // { dayFirst: '9 Jun 2026', monthFirst: '6 Sept 2026' }
 */
export function dateOrderExamples(dates: string): { dayFirst: string; monthFirst: string } | null {
  const match = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})/.exec(dates);
  if (!match) return null;
  const [, a, b, y] = match;
  const year = y!.length === 2 ? `20${y}` : y!;
  const day = (d: string, m: string) => formatDate(`${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}T12:00:00.000Z`);
  return { dayFirst: day(a!, b!), monthFirst: day(b!, a!) };
}
