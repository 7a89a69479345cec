/**
 * A horizontal progress bar for a collected percentage. Over 100% fills the bar; the number
 * beside it says the real figure. A div with role="progressbar" rather than <progress>, so it
 * needs no extra daisyUI component and looks the same in every browser.
 * @example <ProgressBar percent={45} label="School Fees collected" />
 */
export function ProgressBar({ percent, label, className = '' }: { percent: number; label: string; className?: string }) {
  const filled = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={filled}
      aria-valuetext={`${percent}%`}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-base-300 ${className}`}
    >
      <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${filled}%` }} />
    </div>
  );
}
