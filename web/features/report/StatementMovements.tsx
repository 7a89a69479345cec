import { report_approvedBy, report_balanceAfter, report_moneyInOut, report_myPayments, report_notApproved, report_nothing, report_receipt, report_ref } from '../../../shared/i18n/paraglide/messages.js';
import { NO_PURSE, type Statement } from '../../../shared/statement';
import { movementTypeText } from '../../../shared/statement-table';
import { formatDate, formatNaira } from '../../lib/format';
import { signedNaira } from './statement-lines';
import { StatementSection } from './StatementParts';

/** Every movement of money in the period, in date order, with the balance after it and a payout's receipt. */
export function StatementMovements({ statement: s, mine, purseNames }: { statement: Statement; mine: boolean; purseNames: ReadonlyMap<string, string> }) {
  return (
    <StatementSection title={mine ? report_myPayments() : report_moneyInOut()}>
      {s.movements.length === 0 ? (
        <p className="text-sm text-base-content/75">{report_nothing()}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300">
          {s.movements.map((m) => {
            const purse = s.kind === 'group' ? (m.projectId === null ? NO_PURSE : (purseNames.get(m.projectId) ?? '')) : null;
            const out = (m.amountKobo ?? 0) < 0;
            return (
              <li key={m.id} className="flex flex-col gap-0.5 py-2 text-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-xs text-base-content/75">
                    {formatDate(m.at)} · {movementTypeText(m.type)}
                    {purse ? ` · ${purse}` : ''}
                  </span>
                  <span className={`shrink-0 font-semibold tabular-nums ${out ? 'text-error' : 'text-success'}`}>{signedNaira(m.amountKobo)}</span>
                </div>
                <span className="font-medium break-words">{m.who}</span>
                {m.details ? <span className="break-words text-base-content/80">{m.details}</span> : null}
                {m.approvedBy === null ? (
                  <span className="self-start rounded-field border border-warning bg-warning/15 px-2 text-xs font-semibold">{report_notApproved()}</span>
                ) : m.approvedBy ? (
                  <span className="text-xs text-base-content/75">{report_approvedBy({ name: m.approvedBy })}</span>
                ) : null}
                <span className="flex flex-wrap gap-x-3 text-xs text-base-content/75">
                  {m.reference ? <span>{report_ref({ reference: m.reference })}</span> : null}
                  {m.balanceKobo !== null ? <span>{report_balanceAfter({ amount: formatNaira(m.balanceKobo) })}</span> : null}
                  {m.type === 'payout' && m.hasReceipt ? (
                    <a href={`/api/payouts/${encodeURIComponent(m.id)}/receipt`} target="_blank" rel="noopener" className="link link-primary">
                      {report_receipt()}
                    </a>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </StatementSection>
  );
}
