import { useState, type FormEvent } from 'react';
import {
  dues_downloadCsv,
  dues_member,
  dues_periodsHeading,
  dues_shareStatementPdf,
  dues_statementChoose,
  dues_statementFor,
  report_downloadXlsx,
  report_pdfFailed,
  report_pdfSaved,
  report_pdfShared,
} from '../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb } from '../../data/db';
import { downloadBlob, fileNameOf } from '../../lib/save-file';
import { useShareFile, type ShareSaid } from '../../lib/use-share-file';
import { BusyButton } from '../../ui/BusyButton';
import { loadCheckCode } from '../history';
import { loadLayoutPdf } from '../report';
import { duesCsv, duesTable } from './dues-csv';
import type { PurseDuesView } from './dues-data';
import { memberStatementLayout, periodStatementLayout } from './dues-statement';

const SAID: Record<Exclude<ShareSaid, null>, () => string> = { shared: report_pdfShared, downloaded: report_pdfSaved, cancelled: () => '', failed: report_pdfFailed };

/**
 * The grid's exports (issue 25 §4), all made on the phone, so offline too: the grid as CSV or XLSX
 * (the workbook writer loads on the tap), and a PDF statement of one member or one period in the
 * group statement's style (its drawer and fonts load on the tap), shared or saved.
 */
export function DuesExports({ db, view, labels }: { db: DeviceDb; view: PurseDuesView; labels: readonly string[] }) {
  const [choice, setChoice] = useState('');
  const { busy, said, setSaid, share } = useShareFile();
  const base = fileNameOf(view.project.name);

  const downloadXlsx = async () => {
    setSaid(null);
    try {
      const { duesXlsx } = await import('./dues-xlsx');
      downloadBlob(`${base}-dues.xlsx`, await duesXlsx(duesTable(view.ledgers, labels), view.project.name));
    } catch {
      setSaid('failed');
    }
  };

  const sharePdf = (event: FormEvent) => {
    event.preventDefault();
    const [kind, key] = [choice.slice(0, 1), choice.slice(2)];
    if (!key) return;
    void share(async () => {
      const context = { labels, checkCode: await loadCheckCode(db, view.group.id), madeAt: new Date().toISOString() };
      const layout = kind === 'm' ? memberStatementLayout(view, key, context) : periodStatementLayout(view, Number(key), context);
      if (!layout) return null;
      const { makeLayoutPdf } = await loadLayoutPdf();
      const bytes = makeLayoutPdf(layout, context.madeAt);
      return { file: new File([bytes as BlobPart], `${fileNameOf(layout.head.title)}.pdf`, { type: 'application/pdf' }), title: layout.head.title };
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm h-11" onClick={() => downloadBlob(`${base}-dues.csv`, new Blob([duesCsv(view.ledgers, labels)], { type: 'text/csv;charset=utf-8' }))}>
          {dues_downloadCsv()}
        </button>
        <button type="button" className="btn btn-sm h-11" onClick={() => void downloadXlsx()}>
          {report_downloadXlsx()}
        </button>
      </div>
      <form className="flex flex-col gap-1" onSubmit={sharePdf}>
        <label htmlFor={`dues-statement-${view.project.id}`} className="text-sm font-medium">
          {dues_statementFor()}
        </label>
        <div className="flex flex-wrap gap-2">
          <select id={`dues-statement-${view.project.id}`} className="select select-bordered h-11 min-w-0 grow" value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{dues_statementChoose()}</option>
            <optgroup label={dues_member()}>
              {view.ledgers.members.map(({ member }) => (
                <option key={member.userId} value={`m:${member.userId}`}>
                  {member.fullName || member.username}
                </option>
              ))}
            </optgroup>
            <optgroup label={dues_periodsHeading()}>
              {view.ledgers.periods.map((period, i) => (
                <option key={period.index} value={`p:${period.index}`}>
                  {labels[i]}
                </option>
              ))}
            </optgroup>
          </select>
          <BusyButton type="submit" busy={busy} disabled={!choice} className="btn btn-outline btn-primary h-11">
            {dues_shareStatementPdf()}
          </BusyButton>
        </div>
      </form>
      <p role="status" className="text-sm font-medium empty:hidden">
        {said ? SAID[said]() : null}
      </p>
    </div>
  );
}
