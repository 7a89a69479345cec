import { useState } from 'react';
import type { Statement } from '../../../shared/statement';
import { toCsv } from '../../../shared/statement-csv';
import { statementTable } from '../../../shared/statement-table';
import { useOnline } from '../../lib/use-online';
import { downloadBlob, shareOrDownload, type SaveOutcome } from '../../lib/save-file';
import { BusyButton } from '../../ui/BusyButton';
import { Icon } from '../../ui/Icon';
import { statementFileName, statementTitle } from './statement-lines';

const SAID: Record<SaveOutcome, string> = {
  shared: 'PDF shared.',
  downloaded: 'PDF saved to your downloads.',
  cancelled: '',
};

/**
 * Share PDF (made on the phone, so offline too; the PDF code and its font load only now), Download
 * CSV (made on the phone with the server's columns), and for a purse's admin or partner the server's
 * XLSX when online.
 */
export function StatementActions({ statement: s, mine, purseId, purseNames }: { statement: Statement; mine: boolean; purseId: string | null; purseNames: ReadonlyMap<string, string> }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');

  const sharePdf = async () => {
    setBusy(true);
    setSaid('');
    try {
      const { makeStatementPdf } = await import('./pdf/make-statement-pdf');
      const bytes = makeStatementPdf(s, { mine, purseNames, origin: window.location.origin });
      const file = new File([bytes as BlobPart], statementFileName(s, 'pdf', mine), { type: 'application/pdf' });
      setSaid(SAID[await shareOrDownload(file, statementTitle(s, mine))]);
    } catch {
      setSaid('The PDF could not be made. Reload the app and try again.');
    } finally {
      setBusy(false);
    }
  };
  const downloadCsv = () => {
    // toCsv starts with the byte order mark Excel needs.
    downloadBlob(statementFileName(s, 'csv', mine), new Blob([toCsv(statementTable(s, purseNames))], { type: 'text/csv;charset=utf-8' }));
    setSaid('CSV saved to your downloads.');
  };
  const range = new URLSearchParams({ ...(s.range.from ? { from: s.range.from } : {}), ...(s.range.to ? { to: s.range.to } : {}) }).toString();

  return (
    <div className="flex flex-col gap-2">
      <BusyButton type="button" busy={busy} onClick={sharePdf} className="btn btn-primary h-11">
        <Icon name="share" className="size-4" />
        Share PDF
      </BusyButton>
      <div className="flex gap-2">
        <button type="button" onClick={downloadCsv} className="btn btn-outline btn-primary h-11 flex-1">
          Download CSV
        </button>
        {purseId && !mine ? (
          online ? (
            <a href={`/api/projects/${encodeURIComponent(purseId)}/statement.xlsx${range ? `?${range}` : ''}`} download className="btn btn-outline btn-primary h-11 flex-1">
              Download XLSX
            </a>
          ) : (
            <button type="button" disabled className="btn btn-outline btn-primary h-11 flex-1" title="XLSX needs a connection">
              XLSX needs a connection
            </button>
          )
        ) : null}
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {said}
      </p>
    </div>
  );
}
