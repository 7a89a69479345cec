import { useId, useState, type FormEvent } from 'react';
import type { ReconciliationView, StatementImportResult } from '../../../shared/reconciliation';
import { errorMessage } from '../../lib/api';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { textareaClass } from '../groups/field-classes';
import { importPastedAlerts, importStatementFile } from './reconcile-api';
import { addCounts, importSummary, type ImportCounts } from './reconcile-selection';

const ACCEPT = '.csv,.xlsx,.xls,text/csv';

/**
 * The bank's statement file and/or pasted credit alerts, and Import. What was picked or pasted
 * stays until it was imported, so a tap while offline (or a file the server could not read) loses
 * nothing; the server's message, which names the problem and the row, is shown as it is.
 */
export function ImportStatementForm({ groupId, online, onImported }: { groupId: string; online: boolean; onImported: (view: ReconciliationView) => void }) {
  const [file, setFile] = useState<File | null>(null);
  // A new key clears the file input once its file was imported.
  const [fileKey, setFileKey] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [summary, setSummary] = useState('');
  const errorId = useId();
  const nothing = file === null && text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nothing) return;
    setBusy(true);
    setError('');
    setSummary('');
    let counts: ImportCounts | null = null;
    let last: StatementImportResult | null = null;
    try {
      if (file) {
        last = await importStatementFile(groupId, file);
        counts = last;
        setFile(null);
        setFileKey((key) => key + 1);
      }
      if (text.trim() !== '') {
        last = await importPastedAlerts(groupId, text);
        counts = counts ? addCounts(counts, last) : last;
        setText('');
      }
    } catch (failure) {
      setError(errorMessage(failure, 'The statement could not be imported. Try again.'));
    } finally {
      setBusy(false);
    }
    if (counts && last) {
      setSummary(importSummary(counts));
      onImported(last.reconciliation);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Import a statement" className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <FormField label="Bank statement (CSV, XLSX or GTBank .xls)">
        {(a11y) => (
          <input
            key={fileKey}
            {...a11y}
            type="file"
            accept={ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block min-h-11 w-full rounded-field border border-base-300 p-1.5 text-sm file:mr-3 file:min-h-9 file:rounded-field file:border-0 file:bg-primary/10 file:px-3 file:font-semibold file:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
        )}
      </FormField>
      <FormField label="Or paste credit alerts (SMS)" hint="One or many alerts, as your bank sent them.">
        {(a11y) => <textarea {...a11y} rows={3} value={text} onChange={(event) => setText(event.target.value)} className={textareaClass} />}
      </FormField>
      <BusyButton type="submit" busy={busy} disabled={nothing || !online} aria-describedby={error ? errorId : undefined} className="btn btn-primary h-11">
        Import
      </BusyButton>
      <p id={errorId} role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error empty:hidden">
        {error}
      </p>
      <p role="status" className="text-sm font-medium empty:hidden">
        {summary}
      </p>
    </form>
  );
}
