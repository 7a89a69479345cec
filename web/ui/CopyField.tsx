import { payments_copied, payments_copy, payments_copyLabel, payments_labelCopied } from '../../shared/i18n/paraglide/messages.js';
import { Icon } from './Icon';
import { toast } from './toast-store';
import { copyText } from '../lib/copy-text';
import { useCopied } from '../lib/use-copied';

/**
 * One payment detail (bank name, account number…) with its own Copy button, which reads
 * 'Copied!' for 2 seconds (SPEC §2, §9), so a member can paste it into their bank app.
 */
export function CopyField({ label, value, copyValue = value, large = false }: { label: string; value: string; copyValue?: string; large?: boolean }) {
  const [copied, markCopied] = useCopied();
  const copy = async () => {
    if (await copyText(copyValue)) markCopied();
    // The error texts come with the app's other screens: a public notice board (issue 27 §2) does
    // not download them for a failure this rare (both clipboards refused).
    else {
      const { MESSAGES } = await import('../../shared/errors');
      toast({ title: MESSAGES.copyFailedTitle, description: MESSAGES.copyManually, variant: 'destructive' });
    }
  };
  return (
    <div className="flex items-center gap-2 rounded-field bg-base-200 py-1 pr-1 pl-3">
      <div className="min-w-0 flex-1 py-1">
        <p className="text-xs text-base-content/75">{label}</p>
        <p className={`font-semibold break-words ${large ? 'text-2xl tabular-nums' : 'text-base'}`}>{value}</p>
      </div>
      <button type="button" onClick={() => void copy()} className={`btn btn-sm h-11 min-w-24 shrink-0 ${copied ? 'btn-success' : ''}`} aria-label={payments_copyLabel({ label })}>
        <Icon name={copied ? 'check' : 'copy'} className="size-4" />
        {copied ? payments_copied() : payments_copy()}
      </button>
      <span role="status" className="sr-only">
        {copied ? payments_labelCopied({ label }) : ''}
      </span>
    </div>
  );
}
