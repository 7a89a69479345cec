/**
 * What the admin may do with a purse's status (issue 11 §3): pause and resume, and complete,
 * which is final (the server refuses to pause or reopen a completed purse). Each move is
 * confirmed first, with what it means for the members.
 */
import type { PurseStatus } from '../../../shared/books';

export interface StatusMove {
  to: PurseStatus;
  label: 'Pause' | 'Resume' | 'Complete';
  /** What the confirmation says will happen. */
  consequence: string;
}

const PAUSE: StatusMove = { to: 'paused', label: 'Pause', consequence: 'Members cannot pay into it until you resume it.' };
const RESUME: StatusMove = { to: 'active', label: 'Resume', consequence: 'Members can pay into it again.' };
const COMPLETE: StatusMove = {
  to: 'completed',
  label: 'Complete',
  consequence: 'It takes no more money. This is final: a completed purse cannot be paused or reopened. Its books stay open to everyone.',
};

/**
 * The moves open from a status; none from 'completed' (or any status the app does not know).
 * @example statusMoves('active').map((m) => m.label) // ['Pause', 'Complete']
 */
export function statusMoves(status: string): StatusMove[] {
  if (status === 'active') return [PAUSE, COMPLETE];
  if (status === 'paused') return [RESUME, COMPLETE];
  return [];
}
