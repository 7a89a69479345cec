import type { Statement, StatementItem } from '../../../shared/statement';
import { nairaOrDash } from './statement-lines';
import { FigureRow, StatementSection } from './StatementParts';

const itemLabel = (i: StatementItem) => `${i.kind === 'payout' ? 'Payout to' : 'Payment from'} ${i.who}${i.details ? `: ${i.details}` : ''}`;

/** What waits, what was rejected, who has not paid, and the group's partners. */
export function StatementLists({ statement: s, mine }: { statement: Statement; mine: boolean }) {
  return (
    <>
      {s.pending.length > 0 ? (
        <StatementSection title="Waiting">
          <dl className="flex flex-col gap-1">
            {s.pending.map((i) => (
              <FigureRow key={i.id} label={itemLabel(i)} figure={nairaOrDash(i.amountKobo)} />
            ))}
          </dl>
        </StatementSection>
      ) : null}
      {s.rejected.length > 0 ? (
        <StatementSection title="Rejected">
          <dl className="flex flex-col gap-1">
            {s.rejected.map((i) => (
              <FigureRow key={i.id} label={itemLabel(i)} figure={nairaOrDash(i.amountKobo)} />
            ))}
          </dl>
        </StatementSection>
      ) : null}
      {mine ? null : (
        <StatementSection title={`Not yet paid (${s.defaulters.length})`}>
          <p className="text-sm break-words">{s.defaulters.length === 0 ? 'Everyone has paid.' : s.defaulters.map((d) => d.name).join(', ')}</p>
        </StatementSection>
      )}
      <StatementSection title="Accountability partners">
        <p className="text-sm break-words">{s.partners.length === 0 ? 'None' : s.partners.join(', ')}</p>
      </StatementSection>
    </>
  );
}
