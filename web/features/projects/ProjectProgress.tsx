import { formatNaira } from '../../../shared/money';
import { progressPercent } from '../../../shared/progress';

/** A purse's progress: a bar with the percentage, then raised / target in naira. */
export function ProjectProgress({ name, collectedKobo, targetKobo }: { name: string; collectedKobo: number; targetKobo: number }) {
  const percent = progressPercent(collectedKobo, targetKobo);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={`${name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent, 100)}
          aria-valuetext={`${percent}% collected`}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-base-300"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(percent, 100)}%` }} />
        </div>
        <span className="w-11 text-right text-sm font-semibold tabular-nums">{percent}%</span>
      </div>
      <p className="text-sm">
        <span className="font-semibold">{formatNaira(collectedKobo)}</span>
        <span className="text-base-content/75"> raised of {formatNaira(targetKobo)}</span>
      </p>
    </div>
  );
}
