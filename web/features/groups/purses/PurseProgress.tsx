import { formatNaira } from '../../../lib/format';
import { progressPercent } from '../../../../shared/progress';
import { purses_percentCollected, purses_progressLabel, purses_raisedOf } from '../../../../shared/i18n/paraglide/messages.js';

// Stands for the raised amount inside the sentence, so it can be set in bold wherever a language puts it.
const RAISED = '\u0000';

/** A purse's progress: a bar with the percentage, then raised / target in naira. */
export function PurseProgress({ name, collectedKobo, targetKobo }: { name: string; collectedKobo: number; targetKobo: number }) {
  const percent = progressPercent(collectedKobo, targetKobo);
  const [before = '', after = ''] = purses_raisedOf({ raised: RAISED, target: formatNaira(targetKobo) }).split(RAISED);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={purses_progressLabel({ name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent, 100)}
          aria-valuetext={purses_percentCollected({ percent })}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-base-300"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(percent, 100)}%` }} />
        </div>
        <span className="w-11 text-right text-sm font-semibold tabular-nums">{percent}%</span>
      </div>
      <p className="text-sm">
        {before ? <span className="text-base-content/75">{before}</span> : null}
        <span className="font-semibold">{formatNaira(collectedKobo)}</span>
        {after ? <span className="text-base-content/75">{after}</span> : null}
      </p>
    </div>
  );
}
