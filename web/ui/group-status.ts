import { groups_statusActive, groups_statusCompleted, groups_statusPaused, groups_statusUnknown } from '../../shared/i18n/paraglide/messages.js';

/** How a group's or project's status is coloured (SPEC §4). */
export type StatusTone = 'completed' | 'active' | 'paused' | 'other';

/**
 * The colour family of a status: completed green, active blue, paused orange, anything else grey.
 * @example statusTone('Paused') === 'paused'; statusTone('archived') === 'other'
 */
export function statusTone(status: string): StatusTone {
  const value = status.trim().toLowerCase();
  if (value === 'completed' || value === 'active' || value === 'paused') return value;
  return 'other';
}

/**
 * A status as a badge reads it: a known one in the reader's language, another one first letter
 * upper-case, '-' and '_' as spaces.
 * @example statusLabel('active') === 'Active'; statusLabel('on_hold') === 'On hold'
 */
export function statusLabel(status: string): string {
  const tone = statusTone(status);
  if (tone === 'active') return groups_statusActive();
  if (tone === 'paused') return groups_statusPaused();
  if (tone === 'completed') return groups_statusCompleted();
  const text = status.trim().replace(/[-_]+/g, ' ');
  if (text === '') return groups_statusUnknown();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
