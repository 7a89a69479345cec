import { useId, useState, type FormEvent } from 'react';
import {
  reconcile_fileLabel,
  reconcile_import,
  reconcile_importFailed,
  reconcile_importForm,
  reconcile_pasteHint,
  reconcile_pasteLabel,
} from '../../../shared/i18n/paraglide/messages.js';
import type { ReconciliationView, StatementImportResult, StatementOptions } from '../../../shared/reconciliation';
import { errorMessage } from '../../lib/api';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { textareaClass } from '../../ui/field-classes';
import { ImportQuestionPanel } from './ImportQuestionPanel';
import { importPastedAlerts, importStatementFile } from './reconcile-api';
import { addCounts, importSummary, type ImportCounts } from './reconcile-selection';
import { runImports, type ImportQuestion, type ImportSource } from './statement-import';

const ACCEPT = '.csv,.xlsx,.xls,text/csv';

/**
 * The bank's statement file and/or pasted credit alerts, and Import. What was picked or pasted
 * stays until it was imported, so a tap while offline (or a file the server could not read) loses
 * nothing; the server's message, which names the problem and the row, is shown as it is. When the
 * server asks (the dates' order, or alerts it could not read) nothing is stored until the admin answers.
 */
export function ImportStatementForm({ groupId, online, onImported }: { groupId: string; online: boolean; onImported: (view: ReconciliationView) => void }) {
  const [file, setFile] = useState<File | null>(null);
  // A new key clears the file input once its file was imported.
  const [fileKey, setFileKey] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [summary, setSummary] = useState<ImportCounts | null>(null);
  const [question, setQuestion] = useState<ImportQuestion | null>(null);
  const errorId = useId();
  const nothing = file === null && text.trim() === '';

  const send = (source: ImportSource, answers: StatementOptions) =>
    source === 'file' && file ? importStatementFile(groupId, file, answers) : importPastedAlerts(groupId, text, answers);

  const run = async (from: ImportSource, answers: StatementOptions) => {
    const sources: ImportSource[] = [...(file ? (['file'] as const) : []), ...(text.trim() !== '' ? (['paste'] as const) : [])];
    setBusy(true);
    setError('');
    setSummary(null);
    setQuestion(null);
    const outcome = await runImports(sources, from, answers, send);
    setBusy(false);
    // What was imported leaves the form; what was not stays for the admin.
    const done = new Set(outcome.results.map((_, index) => sources[sources.indexOf(from) + index]));
    if (done.has('file')) {
      setFile(null);
      setFileKey((key) => key + 1);
    }
    if (done.has('paste')) setText('');
    if (outcome.kind === 'question') setQuestion(outcome.question);
    if (outcome.kind === 'failed') setError(errorMessage(outcome.error, reconcile_importFailed()));
    const last: StatementImportResult | undefined = outcome.results.at(-1);
    if (last) {
      setSummary(outcome.results.reduce<ImportCounts | null>((sum, result) => (sum ? addCounts(sum, result) : result), null));
      onImported(last.reconciliation);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nothing || busy) return;
    void run(file ? 'file' : 'paste', {});
  };

  return (
    <form onSubmit={submit} aria-label={reconcile_importForm()} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <FormField label={reconcile_fileLabel()}>
        {(a11y) => (
          <input
            key={fileKey}
            {...a11y}
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setQuestion(null);
            }}
            className="block min-h-11 w-full rounded-field border border-base-300 p-1.5 text-sm file:mr-3 file:min-h-9 file:rounded-field file:border-0 file:bg-primary/10 file:px-3 file:font-semibold file:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
        )}
      </FormField>
      <FormField label={reconcile_pasteLabel()} hint={reconcile_pasteHint()}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setQuestion(null);
            }}
            className={textareaClass}
          />
        )}
      </FormField>
      <BusyButton type="submit" busy={busy && question === null} disabled={nothing || !online} aria-describedby={error ? errorId : undefined} className="btn btn-primary h-11">
        {reconcile_import()}
      </BusyButton>
      {question ? (
        <ImportQuestionPanel question={question} busy={busy} online={online} onAnswer={(answers) => void run(question.source, answers)} onCancel={() => setQuestion(null)} />
      ) : null}
      <p id={errorId} role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error empty:hidden">
        {error}
      </p>
      <p role="status" className="text-sm font-medium empty:hidden">
        {summary ? importSummary(summary) : null}
      </p>
    </form>
  );
}
