import { formatNaira } from '../../../shared/money';
import { Icon } from '../../ui/Icon';
import type { PurseFigures } from './purse-figures';

/**
 * What came in, what went out, what is left (issue 11 §1), as this phone knows it. A payout
 * recorded here and not synced yet is counted already, and a note says so; money promised to
 * payouts waiting for a partner's approval is named, with what can still be paid out.
 */
export function BooksSummary({ figures }: { figures: PurseFigures }) {
  const cards = [
    { label: 'Collected', value: figures.collectedKobo, caption: 'Confirmed payments', accent: 'border-l-success' },
    { label: 'Paid out', value: figures.paidOutKobo, caption: 'Approved payouts', accent: 'border-l-warning' },
    { label: 'Balance', value: figures.balanceKobo, caption: 'In the purse now', accent: 'border-l-primary' },
  ];
  return (
    <section aria-label="Purse totals" className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-2">
        {cards.map((card) => (
          <div key={card.label} className={`flex min-w-0 flex-col rounded-box border border-l-4 border-base-300 bg-base-100 p-2 sm:p-3 ${card.accent}`}>
            <dt className="text-xs font-medium text-base-content/80 sm:text-sm">{card.label}</dt>
            <dd className="my-0.5 text-base font-bold break-words tabular-nums sm:text-xl" data-testid={`books-${card.label.toLowerCase().replace(' ', '-')}`}>
              {formatNaira(card.value)}
            </dd>
            <dd className="text-xs text-base-content/70">{card.caption}</dd>
          </div>
        ))}
      </dl>
      {figures.pendingKobo > 0 ? (
        <p className="rounded-field bg-warning/10 px-3 py-2 text-sm">
          <span className="font-semibold">{formatNaira(figures.pendingKobo)}</span> waits for a partner's approval.{' '}
          <span className="font-semibold">{formatNaira(figures.availableKobo)}</span> can still be paid out.
        </p>
      ) : null}
      {figures.unsyncedKobo > 0 ? (
        <p className="flex items-start gap-2 rounded-field border border-warning bg-warning/10 px-3 py-2 text-sm" role="note">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          <span>
            {formatNaira(figures.unsyncedKobo)} recorded on this phone is waiting to sync. It is counted above already and will be sent when you are online.
          </span>
        </p>
      ) : null}
    </section>
  );
}
