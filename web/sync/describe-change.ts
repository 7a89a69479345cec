import { TRANSIENT_REFUSAL_CODES } from '../../shared/sync-protocol';
import type { OutboxEntry } from '../data/db';
import { entryRefusal, PROOF_REFUSAL_CODES, storedReasonCode } from '../lib/refusal-text';
import {
  sync_changedElsewhere,
  sync_conflictText,
  sync_discardToClear,
  sync_editOrDiscard,
  sync_notAccepted,
  sync_notSentYet,
  sync_refusedPlain,
  sync_refusedWith,
  sync_sameAnswer,
  sync_serverNotYet,
  sync_tryAgainToSend,
  sync_waiting,
} from '../../shared/i18n/paraglide/messages.js';

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
export function describeChange(entry: Pick<OutboxEntry, 'status' | 'code' | 'message' | 'params' | 'type'>): ChangeView {
  const said = sentence(entryRefusal(entry));
  if (entry.status === 'queued') return { state: 'waiting', headline: sync_waiting(), explanation: null, retry: false, discard: false, edit: false };
  if (entry.status === 'conflict') {
    return {
      state: 'lost',
      headline: sync_changedElsewhere(),
      explanation: said ? `${said} ${sync_conflictText()}` : sync_conflictText(),
      retry: false,
      discard: true,
      edit: false,
    };
  }
  if (entry.code !== undefined && TRANSIENT_REFUSAL_CODES.has(entry.code)) {
    return { state: 'retryable', headline: sync_notSentYet(), explanation: `${said ?? sync_serverNotYet()} ${sync_tryAgainToSend()}`, retry: true, discard: true, edit: false };
  }
  // A refused photo stays refused: editing the amount or reference sends the same photo again.
  const code = storedReasonCode(entry.code);
  const editable = entry.type === 'contribution.create' && !(code !== undefined && PROOF_REFUSAL_CODES.has(code));
  return {
    state: 'refused',
    headline: sync_notAccepted(),
    explanation: `${said ? sync_refusedWith({ reason: said }) : sync_refusedPlain()} ${sync_sameAnswer()} ${editable ? sync_editOrDiscard() : sync_discardToClear()}`,
    retry: false,
    discard: true,
    edit: editable,
  };
}

/** The server's reason as a sentence: 'Already Confirmed' -> 'Already Confirmed.'; null when empty. */
function sentence(message: string | undefined): string | null {
  const text = message?.trim();
  if (!text) return null;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
