import { PendingBadge } from './PendingBadge';
import { StatusBadge } from './StatusBadge';

/**
 * A group's or project's name with its status and not-synced badges. The badges stay beside a
 * short name and move under a long one together, so a name is never squeezed into a narrow column.
 */
export function CardTitle({ level, title, status, pending }: { level: 3 | 4; title: string; status: string; pending: boolean }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Heading className={`min-w-0 grow basis-40 font-semibold break-words ${level === 3 ? 'text-lg' : ''}`}>{title}</Heading>
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={status} />
        {pending ? <PendingBadge /> : null}
      </span>
    </div>
  );
}
