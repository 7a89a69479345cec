import {
  report_csvSaved,
  report_downloadCsv,
  report_downloadXlsx,
  report_pdfFailed,
  report_pdfSaved,
  report_pdfShared,
  report_sharePdf,
  report_xlsxNeedsConnection,
} from '../../../shared/i18n/paraglide/messages.js';
import type { Statement } from '../../../shared/statement';
import { toCsv } from '../../../shared/statement-csv';
import { statementTable } from '../../../shared/statement-table';
import { useOnline } from '../../lib/use-online';
import { downloadBlob } from '../../lib/save-file';
import { useShareFile, type ShareSaid } from '../../lib/use-share-file';
import { BusyButton } from '../../ui/BusyButton';
import { Icon } from '../../ui/Icon';
import { statementFileName, statementTitle } from './statement-lines';

/** What the last tap did, said in the language shown now. */
type Said = ShareSaid | 'csv';
const SAID: Record<Exclude<Said, null>, () => string> = {
  shared: report_pdfShared,
  downloaded: report_pdfSaved,
  cancelled: () => '',
  csv: report_csvSaved,
  failed: report_pdfFailed,
};

/**
 * Share PDF (made on the phone, so offline too; the PDF code and its font load only now), Download
 * CSV (made on the phone with the server's columns), and for a purse's admin or partner the server's
 * XLSX when online. The PDF speaks the app's language; the CSV and XLSX keep the server's English
 * columns (shared/statement-table.ts), one layout for every spreadsheet.
 */
export function StatementActions({ statement: s, mine, purseId, purseNames }: { statement: Statement; mine: boolean; purseId: string | null; purseNames: ReadonlyMap<string, string> }) {
  const online = useOnline();
  const { busy, said, setSaid, share } = useShareFile<'csv'>();

  const sharePdf = () => {
    void share(async () => {
      const { makeStatementPdf } = await import('./pdf/make-statement-pdf');
      const bytes = makeStatementPdf(s, { mine, purseNames, origin: window.location.origin });
      return { file: new File([bytes as BlobPart], statementFileName(s, 'pdf', mine), { type: 'application/pdf' }), title: statementTitle(s, mine) };
    });
  };
  const downloadCsv = () => {
    // toCsv starts with the byte order mark Excel needs.
    downloadBlob(statementFileName(s, 'csv', mine), new Blob([toCsv(statementTable(s, purseNames))], { type: 'text/csv;charset=utf-8' }));
    setSaid('csv');
  };
  const range = new URLSearchParams({ ...(s.range.from ? { from: s.range.from } : {}), ...(s.range.to ? { to: s.range.to } : {}) }).toString();

  return (
    <div className="flex flex-col gap-2">
      <BusyButton type="button" busy={busy} onClick={sharePdf} className="btn btn-primary h-11">
        <Icon name="share" className="size-4" />
        {report_sharePdf()}
      </BusyButton>
      <div className="flex gap-2">
        <button type="button" onClick={downloadCsv} className="btn btn-outline btn-primary h-11 flex-1">
          {report_downloadCsv()}
        </button>
        {purseId && !mine ? (
          online ? (
            <a href={`/api/projects/${encodeURIComponent(purseId)}/statement.xlsx${range ? `?${range}` : ''}`} download className="btn btn-outline btn-primary h-11 flex-1">
              {report_downloadXlsx()}
            </a>
          ) : (
            <button type="button" disabled className="btn btn-outline btn-primary h-11 flex-1" title={report_xlsxNeedsConnection()}>
              {report_xlsxNeedsConnection()}
            </button>
          )
        ) : null}
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {said ? SAID[said]() : null}
      </p>
    </div>
  );
}
