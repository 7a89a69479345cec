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
 * A status as a badge reads it: first letter upper-case, '-' and '_' as spaces.
 * @example statusLabel('active') === 'Active'; statusLabel('on_hold') === 'On hold'
 */
export function statusLabel(status: string): string {
  const text = status.trim().replace(/[-_]+/g, ' ');
  if (text === '') return 'Unknown';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
