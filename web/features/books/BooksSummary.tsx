import { formatNaira } from '../../lib/format';
import {
  books_availableLeft,
  books_balance,
  books_balanceCaption,
  books_collected,
  books_collectedCaption,
  books_paidOut,
  books_paidOutCaption,
  books_pendingWaits,
  books_purseTotals,
  books_unsyncedNote,
} from '../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../../ui/Icon';
import { Emphasis } from './Emphasis';
import type { PurseFigures } from './purse-figures';

/**
 * What came in, what went out, what is left (issue 11 §1), as this phone knows it. A payout
 * recorded here and not synced yet is counted already, and a note says so; money promised to
 * payouts waiting for a partner's approval is named, with what can still be paid out.
 */
export function BooksSummary({ figures }: { figures: PurseFigures }) {
  const cards = [
    { id: 'collected', label: books_collected(), value: figures.collectedKobo, caption: books_collectedCaption(), accent: 'border-l-success' },
    { id: 'paid-out', label: books_paidOut(), value: figures.paidOutKobo, caption: books_paidOutCaption(), accent: 'border-l-warning' },
    { id: 'balance', label: books_balance(), value: figures.balanceKobo, caption: books_balanceCaption(), accent: 'border-l-primary' },
  ];
  return (
    <section aria-label={books_purseTotals()} className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-2">
        {cards.map((card) => (
          <div key={card.id} className={`flex min-w-0 flex-col rounded-box border border-l-4 border-base-300 bg-base-100 p-2 sm:p-3 ${card.accent}`}>
            <dt className="text-xs font-medium text-base-content/80 sm:text-sm">{card.label}</dt>
            <dd className="my-0.5 text-base font-bold break-words tabular-nums sm:text-xl" data-testid={`books-${card.id}`}>
              {formatNaira(card.value)}
            </dd>
            <dd className="text-xs text-base-content/70">{card.caption}</dd>
          </div>
        ))}
      </dl>
      {figures.pendingKobo > 0 ? (
        <p className="rounded-field bg-warning/10 px-3 py-2 text-sm">
          <Emphasis text={books_pendingWaits({ amount: formatNaira(figures.pendingKobo) })} part={formatNaira(figures.pendingKobo)} />{' '}
          <Emphasis text={books_availableLeft({ amount: formatNaira(figures.availableKobo) })} part={formatNaira(figures.availableKobo)} />
        </p>
      ) : null}
      {figures.unsyncedKobo > 0 ? (
        <p className="flex items-start gap-2 rounded-field border border-warning bg-warning/10 px-3 py-2 text-sm" role="note">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          <span>{books_unsyncedNote({ amount: formatNaira(figures.unsyncedKobo) })}</span>
        </p>
      ) : null}
    </section>
  );
}
