import { MESSAGES } from '../../shared/errors';
import { Icon } from './Icon';
import { toast } from './toast-store';
import { copyText } from '../lib/copy-text';
import { useCopied } from '../lib/use-copied';
import { groups_copied, groups_copy, groups_copyWhat, groups_whatCopied } from '../../shared/i18n/paraglide/messages.js';

/**
 * Copies a link; the button reads 'Copied!' for 2 seconds (SPEC §9), and says so to screen readers.
 * `what` names the link for them (in the reader's language): 'Copy registration link'.
 */
export function CopyLinkButton({ url, what, className = 'btn btn-sm h-11 min-w-24' }: { url: string; what: string; className?: string }) {
  const [copied, markCopied] = useCopied();

  const copy = async () => {
    if (await copyText(url)) markCopied();
    else toast({ title: MESSAGES.copyFailedTitle, description: MESSAGES.copyUnable, variant: 'destructive' });
  };

  return (
    <>
      <button type="button" onClick={() => void copy()} className={className} aria-label={groups_copyWhat({ what })}>
        <Icon name={copied ? 'check' : 'copy'} className="size-4" />
        {copied ? groups_copied() : groups_copy()}
      </button>
      <span role="status" className="sr-only">
        {copied ? groups_whatCopied({ what }) : ''}
      </span>
    </>
  );
}
