import { formatNaira } from '../../../shared/money';
import { ProgressBar } from '../../ui/ProgressBar';
import { formatDeadline, type PurseSummary } from './group-summary';

/** One purse of 'Available Purses' (SPEC §2): name, percentage collected, Target, Deadline, bar. */
export function PurseCard({ purse, highlighted = false }: { purse: PurseSummary; highlighted?: boolean }) {
  const deadline = purse.deadline ? formatDeadline(purse.deadline) : '';
  return (
    <li
      className={`rounded-box border p-3 ${highlighted ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-base-300 bg-base-100'}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold break-words">{purse.name}</h3>
        <span className="shrink-0 text-sm font-semibold text-primary">{purse.percent}% collected</span>
      </div>
      {highlighted ? <p className="text-xs font-medium text-primary">The purse you were invited to</p> : null}
      {purse.description ? <p className="mt-1 text-sm text-base-content/75">{purse.description}</p> : null}
      <ProgressBar percent={purse.percent} label={`${purse.name} collected`} className="my-2" />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-base-content/70">Target</dt>
          <dd className="font-medium">{formatNaira(purse.targetKobo)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">Deadline</dt>
          <dd className="font-medium">{deadline || 'No deadline'}</dd>
        </div>
      </dl>
    </li>
  );
}
