import { useState } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { Icon } from '../../ui/Icon';
import { copyText, shareMessage } from '../../lib/copy-text';
import { whatsappShareUrl } from '../../lib/group-links';
import { useCopied } from '../../lib/use-copied';
import { reminders_copied, reminders_copy, reminders_messageCopied, reminders_openWhatsApp, reminders_share } from '../../../shared/i18n/paraglide/messages.js';

/**
 * Share, Copy and Open in WhatsApp for a ready message, with the app's share fallbacks: the
 * phone's share sheet, else WhatsApp; the clipboard, else the legacy copy. The outcome is said
 * inside too, beside the buttons.
 */
export function MessageShareActions({ title, message }: { title: string; message: string }) {
  const [copied, markCopied] = useCopied();
  const [copyFailed, setCopyFailed] = useState(false);

  const share = () => void shareMessage({ title, text: message });

  const copy = async () => {
    const done = await copyText(message);
    setCopyFailed(!done);
    if (done) markCopied();
  };

  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={share} className="btn btn-primary btn-block">
        <Icon name="share" className="size-5" />
        {reminders_share()}
      </button>
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <button type="button" onClick={copy} className="btn btn-outline btn-primary">
          <Icon name={copied ? 'check' : 'copy'} className="size-5" />
          {copied ? reminders_copied() : reminders_copy()}
        </button>
        <a href={whatsappShareUrl(message)} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-primary whitespace-nowrap">
          {reminders_openWhatsApp()}
        </a>
      </div>
      <p role="status" className={`min-h-5 text-sm ${copyFailed ? 'text-error' : 'text-base-content/80'}`}>
        {copyFailed ? `${MESSAGES.copyFailedTitle}: ${MESSAGES.copyManually}` : copied ? reminders_messageCopied() : ''}
      </p>
    </div>
  );
}
