/**
 * What the admin may do with a purse's status (issue 11 §3): pause and resume, and complete,
 * which is final (the server refuses to pause or reopen a completed purse). Each move is
 * confirmed first, with what it means for the members.
 */
import type { PurseStatus } from '../../../../shared/books';
import {
  manage_complete,
  manage_completeConfirm,
  manage_completeConsequence,
  manage_completePurse,
  manage_pause,
  manage_pauseConfirm,
  manage_pauseConsequence,
  manage_pausePurse,
  manage_purseCompleted,
  manage_pursePaused,
  manage_purseResumed,
  manage_resume,
  manage_resumeConfirm,
  manage_resumeConsequence,
  manage_resumePurse,
} from '../../../../shared/i18n/paraglide/messages.js';

export interface StatusMove {
  to: PurseStatus;
  /** The button: 'Pause', 'Resume' or 'Complete'. */
  label: string;
  /** What the confirmation says will happen. */
  consequence: string;
  /** The confirmation's question: 'Pause Xmas?'. */
  question: (purseName: string) => string;
  /** The confirming button: 'Pause Purse'. */
  confirm: string;
  /** The toast's title once done: 'Purse Paused'. */
  done: string;
}

/** The texts of a move, read in the language of the moment it is shown. */
function move(to: PurseStatus): StatusMove {
  switch (to) {
    case 'paused':
      return { to, label: manage_pause(), consequence: manage_pauseConsequence(), question: (name) => manage_pauseConfirm({ name }), confirm: manage_pausePurse(), done: manage_pursePaused() };
    case 'active':
      return { to, label: manage_resume(), consequence: manage_resumeConsequence(), question: (name) => manage_resumeConfirm({ name }), confirm: manage_resumePurse(), done: manage_purseResumed() };
    case 'completed':
      return { to, label: manage_complete(), consequence: manage_completeConsequence(), question: (name) => manage_completeConfirm({ name }), confirm: manage_completePurse(), done: manage_purseCompleted() };
  }
}

/**
 * The moves open from a status; none from 'completed' (or any status the app does not know).
 * @example statusMoves('active').map((m) => m.to) // ['paused', 'completed']
 */
export function statusMoves(status: string): StatusMove[] {
  if (status === 'active') return [move('paused'), move('completed')];
  if (status === 'paused') return [move('active'), move('completed')];
  return [];
}
