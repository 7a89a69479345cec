import {
  report_checkCodeLabel,
  report_made,
  report_memberPayments,
  report_paidByMember,
  report_period,
  report_purseBalance,
  report_purses,
  report_statement,
  report_summary,
  report_totalsOnly,
} from '../../../shared/i18n/paraglide/messages.js';
import type { Statement } from '../../../shared/statement';
import { formatDateTime, formatNaira } from '../../lib/format';
import { nairaOrDash, periodText, statementTitle, summaryRows } from './statement-lines';
import { StatementMovements } from './StatementMovements';
import { StatementLists } from './StatementLists';
import { FigureRow, StatementSection } from './StatementParts';

/** The statement on screen, readable at 360 px: the same figures and words as its PDF. */
export function StatementView({ statement: s, mine, purseNames }: { statement: Statement; mine: boolean; purseNames: ReadonlyMap<string, string> }) {
  return (
    <article aria-label={report_statement()} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-bold break-words">{statementTitle(s, mine)}</h2>
        <p className="text-sm text-base-content/80">{report_period({ period: periodText(s.range) })}</p>
        <p className="text-sm text-base-content/80">{report_made({ when: formatDateTime(s.madeAt) })}</p>
        <p className="text-sm">
          {report_checkCodeLabel()} <span className="font-mono font-bold tracking-wider">{s.checkCode}</span>
        </p>
      </header>

      <StatementSection title={report_summary()}>
        <dl className="flex flex-col gap-1">
          {summaryRows(s, mine).map((row) => (
            <FigureRow key={row.label} label={row.label} figure={formatNaira(row.kobo)} strong={row.strong} />
          ))}
        </dl>
      </StatementSection>

      {s.purses.length > 0 ? (
        <StatementSection title={report_purses()}>
          <dl className="flex flex-col gap-1">
            {s.purses.map((p) => (
              <FigureRow key={p.projectId ?? 'none'} label={p.name} figure={report_purseBalance({ amount: formatNaira(p.totals.closingKobo) })} />
            ))}
          </dl>
        </StatementSection>
      ) : null}

      {!mine && s.byMember.length > 0 ? (
        <StatementSection title={report_paidByMember()}>
          <dl className="flex flex-col gap-1">
            {s.byMember.map((m) => (
              <FigureRow key={m.userId} label={report_memberPayments({ name: m.name, count: m.payments })} figure={nairaOrDash(m.netKobo)} />
            ))}
          </dl>
        </StatementSection>
      ) : null}

      <StatementMovements statement={s} mine={mine} purseNames={purseNames} />
      <StatementLists statement={s} mine={mine} />
      {!s.showMemberAmounts ? <p className="text-xs text-base-content/75">{report_totalsOnly()}</p> : null}
    </article>
  );
}
