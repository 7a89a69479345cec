import { updates_activeGroups, updates_recentUpdates, updates_summary, updates_thisWeek, updates_unreadCard } from '../../../shared/i18n/paraglide/messages.js';

/** The three cards of /updates (SPEC §2); placeholders while the device database answers. */
export function UpdatesStatCards({ unread, groups, thisWeek }: { unread?: number; groups?: number; thisWeek?: number }) {
  const cards = [
    { key: 'unread', label: updates_unreadCard(), value: unread, note: null },
    { key: 'groups', label: updates_activeGroups(), value: groups, note: null },
    { key: 'recent', label: updates_recentUpdates(), value: thisWeek, note: updates_thisWeek() },
  ];
  return (
    <section aria-label={updates_summary()}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {cards.map((card) => (
          <li key={card.key} className="flex min-w-0 flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-3">
            <p className="text-xs leading-tight font-medium text-base-content/75 sm:text-sm">{card.label}</p>
            {card.value === undefined ? (
              <p className="h-8 w-1/2 animate-pulse rounded bg-base-300" aria-hidden="true" />
            ) : (
              <p className="text-2xl leading-8 font-bold tabular-nums">{card.value}</p>
            )}
            {card.note ? <p className="text-xs text-base-content/75">{card.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
