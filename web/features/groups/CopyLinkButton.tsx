import { MESSAGES } from '../../../shared/errors';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { copyText } from './copy-text';
import { useCopied } from './use-copied';

/**
 * Copies a link; the button reads 'Copied!' for 2 seconds (SPEC §9), and says so to screen readers.
 * `what` names the link for them: 'Copy registration link'.
 */
export function CopyLinkButton({ url, what, className = 'btn btn-sm h-11 min-w-24' }: { url: string; what: string; className?: string }) {
  const [copied, markCopied] = useCopied();

  const copy = async () => {
    if (await copyText(url)) markCopied();
    else toast({ title: MESSAGES.copyFailedTitle, description: MESSAGES.copyUnable, variant: 'destructive' });
  };

  return (
    <>
      <button type="button" onClick={() => void copy()} className={className} aria-label={`Copy ${what}`}>
        <Icon name={copied ? 'check' : 'copy'} className="size-4" />
        {copied ? 'Copied!' : 'Copy'}
      </button>
      <span role="status" className="sr-only">
        {copied ? `${what} copied` : ''}
      </span>
    </>
  );
}
