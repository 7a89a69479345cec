/** The three cards of /updates (SPEC §2); placeholders while the device database answers. */
export function UpdatesStatCards({ unread, groups, thisWeek }: { unread?: number; groups?: number; thisWeek?: number }) {
  const cards = [
    { label: 'Unread Notifications', value: unread, note: null },
    { label: 'Active Groups', value: groups, note: null },
    { label: 'Recent Updates', value: thisWeek, note: 'This week' },
  ];
  return (
    <section aria-label="Summary">
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {cards.map((card) => (
          <li key={card.label} className="flex min-w-0 flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-3">
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
