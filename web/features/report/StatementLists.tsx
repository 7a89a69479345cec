import { report_none, report_partners, report_rejected, report_waiting } from '../../../shared/i18n/paraglide/messages.js';
import { defaultersText, defaultersTitle } from './defaulters-text';
import type { Statement } from '../../../shared/statement';
import { itemLabel, nairaOrDash } from './statement-lines';
import { FigureRow, StatementSection } from './StatementParts';

/** What waits, what was rejected, who has not paid, and the group's partners. */
export function StatementLists({ statement: s, mine }: { statement: Statement; mine: boolean }) {
  return (
    <>
      {s.pending.length > 0 ? (
        <StatementSection title={report_waiting()}>
          <dl className="flex flex-col gap-1">
            {s.pending.map((i) => (
              <FigureRow key={i.id} label={itemLabel(i)} figure={nairaOrDash(i.amountKobo)} />
            ))}
          </dl>
        </StatementSection>
      ) : null}
      {s.rejected.length > 0 ? (
        <StatementSection title={report_rejected()}>
          <dl className="flex flex-col gap-1">
            {s.rejected.map((i) => (
              <FigureRow key={i.id} label={itemLabel(i)} figure={nairaOrDash(i.amountKobo)} />
            ))}
          </dl>
        </StatementSection>
      ) : null}
      {mine ? null : (
        <StatementSection title={defaultersTitle(s)}>
          <p className="text-sm break-words">{defaultersText(s)}</p>
        </StatementSection>
      )}
      <StatementSection title={report_partners()}>
        <p className="text-sm break-words">{s.partners.length === 0 ? report_none() : s.partners.join(', ')}</p>
      </StatementSection>
    </>
  );
}
