/**
 * Copying a link, and sharing it with the spec's fallbacks (SPEC §2): native share, then the
 * clipboard, then a WhatsApp link. The browser pieces come in as `env` so the order of fallbacks
 * is tested without a browser.
 */
import { whatsappShareUrl } from './group-links';

export interface CopyEnv {
  /** navigator.clipboard.writeText; absent on http:// and in old WebViews. */
  writeText?: (text: string) => Promise<void>;
  /** The legacy copy (a hidden textarea and execCommand('copy')); true when it copied. */
  legacyCopy?: (text: string) => boolean;
}

export interface ShareEnv extends CopyEnv {
  share?: (data: { title: string; text: string; url?: string }) => Promise<void>;
  open: (url: string) => void;
}

/** How a share ended: the share sheet, the user closing it, the clipboard, or WhatsApp. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'whatsapp';

/**
 * Copies `text`: the async clipboard first, the legacy copy when that is missing or refused.
 * @example if (!(await copyText(url))) toast({ title: 'Copy Failed', ... })
 */
export async function copyText(text: string, env: CopyEnv = browserCopyEnv()): Promise<boolean> {
  if (env.writeText) {
    try {
      await env.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the legacy copy may still work.
    }
  }
  try {
    return env.legacyCopy?.(text) ?? false;
  } catch {
    return false;
  }
}

/**
 * Shares a link: the phone's share sheet when there is one, else the clipboard, else WhatsApp.
 * Closing the share sheet is the user's choice, not a failure, so nothing else is tried then.
 */
export async function shareLink(data: { title: string; text: string; url: string }, env: ShareEnv = browserShareEnv()): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (await copyText(data.url, env)) return 'copied';
  env.open(whatsappShareUrl(data.text));
  return 'whatsapp';
}

/**
 * Shares a ready message: the phone's share sheet when there is one, else WhatsApp with the text.
 * With no share sheet WhatsApp opens before any await, still inside the tap, so no popup blocker
 * stops it. Closing the share sheet is the user's choice: nothing else is tried then.
 */
export async function shareMessage(data: { title: string; text: string }, env: ShareEnv = browserShareEnv()): Promise<Exclude<ShareOutcome, 'copied'>> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  env.open(whatsappShareUrl(data.text));
  return 'whatsapp';
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  // Inside an open modal dialog only its own content can take the selection.
  const host = document.querySelector('dialog[open]') ?? document.body;
  host.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
    focused?.focus();
  }
}

function browserCopyEnv(): CopyEnv {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    ...(clipboard?.writeText ? { writeText: (text: string) => clipboard.writeText(text) } : {}),
    ...(typeof document === 'undefined' ? {} : { legacyCopy }),
  };
}

function browserShareEnv(): ShareEnv {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return {
    ...browserCopyEnv(),
    ...(canShare ? { share: (data: ShareData) => navigator.share(data) } : {}),
    open: (url) => window.open(url, '_blank', 'noopener'),
  };
}
