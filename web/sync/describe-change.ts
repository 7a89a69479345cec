import { TRANSIENT_REFUSAL_CODES } from '../../shared/sync-protocol';
import type { OutboxEntry } from '../data/db';

export interface ChangeView {
  /**
   * - waiting: not sent yet, or sent and unanswered (no signal, a server error): the engine sends
   *   it again by itself;
   * - retryable: refused for a reason that may pass on another try (the photo must go up again);
   * - refused: refused for good: the same change gets the same answer, so only a changed one helps;
   * - lost: another device changed the same thing first, and the server kept that.
   */
  state: 'waiting' | 'retryable' | 'refused' | 'lost';
  /** One short line: 'Waiting to sync', 'Not accepted'. */
  headline: string;
  /** What happened and what can be done, for a change the server answered. */
  explanation: string | null;
  /** Send it again: only where another try can be answered differently. */
  retry: boolean;
  /** Drop it from this phone (and what it made here): for every answered change. */
  discard: boolean;
  /** Open the payment's edit form: a refused payment whose amount, reference or notes may be the cause. */
  edit: boolean;
}

/**
 * How the list of changes on this phone shows one outbox entry, and which actions it offers.
 * A final refusal is never offered 'Try again': the server keeps its answer per change id, so
 * the same change would be refused again (sync-server/sync/idempotency.ts).
 * @example describeChange({ status: 'refused', code: 'not-group-member', type: 'contribution.create', message: '…' }).retry === false
 */
export function describeChange(entry: Pick<OutboxEntry, 'status' | 'code' | 'message' | 'type'>): ChangeView {
  const said = sentence(entry.message);
  if (entry.status === 'queued') return { state: 'waiting', headline: 'Waiting to sync', explanation: null, retry: false, discard: false, edit: false };
  if (entry.status === 'conflict') {
    return {
      state: 'lost',
      headline: 'Changed elsewhere first',
      explanation: `${said ? `${said} ` : ''}This was already decided on another device, and the server kept that. Discard your change to clear it.`,
      retry: false,
      discard: true,
      edit: false,
    };
  }
  if (entry.code !== undefined && TRANSIENT_REFUSAL_CODES.has(entry.code)) {
    return { state: 'retryable', headline: 'Not sent yet', explanation: `${said ?? 'The server could not take it yet.'} Try again to send it again.`, retry: true, discard: true, edit: false };
  }
  // A refused photo stays refused: editing the amount or reference sends the same photo again.
  const editable = entry.type === 'contribution.create' && !entry.code?.startsWith('proof-');
  return {
    state: 'refused',
    headline: 'Not accepted',
    explanation: `The server refused this change${said ? `: ${said}` : '.'} Sending it again would get the same answer. ${editable ? 'Edit it to fix it, or discard it.' : 'Discard it to clear it.'}`,
    retry: false,
    discard: true,
    edit: editable,
  };
}

/** The server's message as a sentence: 'Already Confirmed' -> 'Already Confirmed.'; null when empty. */
function sentence(message: string | undefined): string | null {
  const text = message?.trim();
  if (!text) return null;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
