import { useId, useRef } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { toast } from '../../ui/toast-store';
import { copyText, shareMessage } from '../../lib/copy-text';
import { useCopied } from '../../lib/use-copied';
import { groups_copied, groups_linkCopied, groups_share, share_copyLink, share_link, share_openLink } from '../../../shared/i18n/paraglide/messages.js';

/**
 * Share (the phone's share sheet, else WhatsApp), Copy Link and Open Link, with the link itself
 * in a read-only field: when copying fails, the user can still select it by hand.
 */
export function ShareActions({ title, message, link }: { title: string; message: string; link: string }) {
  const linkFieldId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, markCopied] = useCopied();

  // The link is inside the text already; passing `url` too makes WhatsApp print it twice.
  const share = () => void shareMessage({ title, text: message });

  const copy = async () => {
    if (await copyText(link)) {
      markCopied();
      toast({ title: groups_copied(), description: groups_linkCopied() });
    } else {
      toast({ title: MESSAGES.copyFailedTitle, description: MESSAGES.copyManually, variant: 'destructive' });
      linkField.current?.focus();
      linkField.current?.select();
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={linkFieldId} className="text-sm font-medium">
          {share_link()}
        </label>
        <input
          ref={linkField}
          id={linkFieldId}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="input w-full font-mono text-sm"
        />
      </div>
      <button type="button" onClick={share} className="btn btn-primary btn-block">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {groups_share()}
      </button>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={copy} className="btn btn-outline btn-primary" aria-live="polite">
          {copied ? groups_copied() : share_copyLink()}
        </button>
        <a href={link} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-primary">
          {share_openLink()}
        </a>
      </div>
    </div>
  );
}
