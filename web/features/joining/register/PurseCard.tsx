import {
  registration_deadline,
  registration_invitedPurse,
  registration_noDeadline,
  registration_percentCollected,
  registration_purseCollected,
  registration_target,
} from '../../../../shared/i18n/paraglide/messages.js';
import { ProgressBar } from '../../../ui/ProgressBar';
import { type PurseSummary } from './group-summary';
import { formatDate, formatNaira } from '../../../lib/format';

/** One purse of 'Available Purses' (SPEC §2): name, percentage collected, Target, Deadline, bar. */
export function PurseCard({ purse, highlighted = false }: { purse: PurseSummary; highlighted?: boolean }) {
  const deadline = purse.deadline ? formatDate(purse.deadline) : '';
  return (
    <li
      className={`rounded-box border p-3 ${highlighted ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-base-300 bg-base-100'}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold break-words">{purse.name}</h3>
        <span className="shrink-0 text-sm font-semibold text-primary">{registration_percentCollected({ percent: purse.percent })}</span>
      </div>
      {highlighted ? <p className="text-xs font-medium text-primary">{registration_invitedPurse()}</p> : null}
      {purse.description ? <p className="mt-1 text-sm text-base-content/75">{purse.description}</p> : null}
      <ProgressBar percent={purse.percent} label={registration_purseCollected({ name: purse.name })} className="my-2" />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-base-content/70">{registration_target()}</dt>
          <dd className="font-medium">{formatNaira(purse.targetKobo)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">{registration_deadline()}</dt>
          <dd className="font-medium">{deadline || registration_noDeadline()}</dd>
        </div>
      </dl>
    </li>
  );
}
