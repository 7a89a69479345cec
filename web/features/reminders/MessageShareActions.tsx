import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { Icon } from '../../ui/Icon';
import { copyText } from '../groups/copy-text';
import { whatsappShareUrl } from '../groups/group-links';

/** SPEC §9: how long a copy confirms. */
const COPIED_MS = 2000;

/**
 * Share, Copy and Open in WhatsApp for a ready message, with the app's share fallbacks: the
 * phone's share sheet, else WhatsApp; the clipboard, else the legacy copy. The outcome is said
 * inside (a toast would sit under the modal dialog's backdrop).
 */
export function MessageShareActions({ title, message }: { title: string; message: string }) {
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (!note || note.error) return;
    const timer = setTimeout(() => setNote(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const openWhatsApp = () => window.open(whatsappShareUrl(message), '_blank', 'noopener,noreferrer');

  const share = async () => {
    // Opened straight from the tap when there is no share sheet, so no popup blocker stops it.
    if (typeof navigator.share !== 'function') return void openWhatsApp();
    try {
      await navigator.share({ title, text: message });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return; // the user closed the sheet
      openWhatsApp();
    }
  };

  const copy = async () => {
    setNote((await copyText(message)) ? { text: 'Copied!', error: false } : { text: `${MESSAGES.copyFailedTitle}: ${MESSAGES.copyManually}`, error: true });
  };

  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={share} className="btn btn-primary btn-block">
        <Icon name="share" className="size-5" />
        Share
      </button>
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <button type="button" onClick={copy} className="btn btn-outline btn-primary">
          <Icon name={note && !note.error ? 'check' : 'copy'} className="size-5" />
          {note && !note.error ? 'Copied!' : 'Copy'}
        </button>
        <a href={whatsappShareUrl(message)} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-primary whitespace-nowrap">
          Open in WhatsApp
        </a>
      </div>
      <p role="status" className={`min-h-5 text-sm ${note?.error ? 'text-error' : 'text-base-content/80'}`}>
        {note?.error ? note.text : note ? 'Message copied to clipboard' : ''}
      </p>
    </div>
  );
}
