import { describe, expect, it } from 'vitest';
import type { StatementImportResult, StatementOptions, StatementPreview } from '../../../shared/reconciliation';
import { ApiError } from '../../lib/api';
import { dateOrderExamples, runImports, type ImportSource } from './statement-import';

const imported = (credits: number): StatementImportResult => ({
  kind: 'imported', importId: 'i', format: 'sms', credits, added: credits, skippedDebits: 0, unreadable: [], dateOrder: null,
  reconciliation: { matches: [], alreadyConfirmed: [], unmatchedCredits: [], unmatchedProofs: [], setAside: [] },
});
const preview: StatementPreview = { kind: 'preview', format: 'sms', credits: 3, skippedDebits: 0, unreadable: [{ unit: 'Alert', line: 2, firstLine: 'Acct:**737', reason: 'amount-missing', detail: 'no amount' }], dateOrder: null };
const askOrder = new ApiError(422, '422', 'order?', 'statement-date-order-unknown', { dates: '"09/06/2026" (Alert 1)' });

describe('runImports', () => {
  it('imports the file, then the paste, and reports both', async () => {
    const sent: ImportSource[] = [];
    const outcome = await runImports(['file', 'paste'], 'file', {}, async (source) => (sent.push(source), imported(source === 'file' ? 2 : 1)));
    expect(sent).toEqual(['file', 'paste']);
    expect(outcome).toMatchObject({ kind: 'done', results: [{ credits: 2 }, { credits: 1 }] });
  });

  it('stops at a list of unread alerts, storing nothing more, and resumes from that source with the answer', async () => {
    const calls: [ImportSource, StatementOptions][] = [];
    const send = async (source: ImportSource, answers: StatementOptions) => {
      calls.push([source, answers]);
      return source === 'paste' && !answers.acceptUnreadable ? preview : imported(1);
    };
    const first = await runImports(['file', 'paste'], 'file', {}, send);
    expect(first).toMatchObject({ kind: 'question', question: { kind: 'unreadable', source: 'paste', preview }, results: [{ credits: 1 }] });
    const resumed = await runImports(['file', 'paste'], 'paste', { acceptUnreadable: true }, send);
    expect(resumed).toMatchObject({ kind: 'done', results: [{ credits: 1 }] });
    expect(calls).toEqual([['file', {}], ['paste', {}], ['paste', { acceptUnreadable: true }]]);
  });

  it('asks the date order instead of failing, and keeps other refusals as failures', async () => {
    const asked = await runImports(['paste'], 'paste', {}, async () => Promise.reject(askOrder));
    expect(asked).toMatchObject({ kind: 'question', question: { kind: 'date-order', source: 'paste', dates: '"09/06/2026" (Alert 1)' } });
    const failed = await runImports(['paste'], 'paste', {}, async () => Promise.reject(new ApiError(413, '413', 'too large', 'statement-too-large')));
    expect(failed).toMatchObject({ kind: 'failed', source: 'paste' });
  });
});

describe('dateOrderExamples', () => {
  it('reads the first quoted date both ways', () => {
    expect(dateOrderExamples('"09/06/2026" (Alert 1), "03/04/26" (Alert 2)')).toEqual({ dayFirst: formatted('2026-06-09'), monthFirst: formatted('2026-09-06') });
    expect(dateOrderExamples('no date here')).toBeNull();
  });
});

function formatted(day: string): string {
  return new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(`${day}T12:00:00Z`));
}
