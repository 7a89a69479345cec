import { formatNaira } from '../../../shared/money';
import type { Statement } from '../../../shared/statement';
import { formatDateTime } from '../review/review-format';
import { nairaOrDash, periodText, statementTitle, summaryRows } from './statement-lines';
import { StatementMovements } from './StatementMovements';
import { StatementLists } from './StatementLists';
import { FigureRow, StatementSection } from './StatementParts';

/** The statement on screen, readable at 360 px: the same figures and words as its PDF. */
export function StatementView({ statement: s, mine, purseNames }: { statement: Statement; mine: boolean; purseNames: ReadonlyMap<string, string> }) {
  return (
    <article aria-label="Statement" className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-bold break-words">{statementTitle(s, mine)}</h2>
        <p className="text-sm text-base-content/80">Period: {periodText(s.range)}</p>
        <p className="text-sm text-base-content/80">Made: {formatDateTime(s.madeAt)}</p>
        <p className="text-sm">
          Check code: <span className="font-mono font-bold tracking-wider">{s.checkCode}</span>
        </p>
      </header>

      <StatementSection title="Summary">
        <dl className="flex flex-col gap-1">
          {summaryRows(s, mine).map((row) => (
            <FigureRow key={row.label} label={row.label} figure={formatNaira(row.kobo)} strong={row.strong} />
          ))}
        </dl>
      </StatementSection>

      {s.purses.length > 0 ? (
        <StatementSection title="Purses">
          <dl className="flex flex-col gap-1">
            {s.purses.map((p) => (
              <FigureRow key={p.projectId ?? 'none'} label={p.name} figure={`${formatNaira(p.totals.closingKobo)} balance`} />
            ))}
          </dl>
        </StatementSection>
      ) : null}

      {!mine && s.byMember.length > 0 ? (
        <StatementSection title="Paid by member">
          <dl className="flex flex-col gap-1">
            {s.byMember.map((m) => (
              <FigureRow key={m.userId} label={`${m.name} (${m.payments} ${m.payments === 1 ? 'payment' : 'payments'})`} figure={nairaOrDash(m.netKobo)} />
            ))}
          </dl>
        </StatementSection>
      ) : null}

      <StatementMovements statement={s} mine={mine} purseNames={purseNames} />
      <StatementLists statement={s} mine={mine} />
      {!s.showMemberAmounts ? <p className="text-xs text-base-content/75">— : this group shows members only totals; other members&apos; amounts are visible to the admin and partners.</p> : null}
    </article>
  );
}
