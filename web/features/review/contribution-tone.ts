/** How a contribution's status is coloured (SPEC §4: pending orange, confirmed green, rejected red, other grey). */
export type ContributionTone = 'pending' | 'confirmed' | 'rejected' | 'other';

/**
 * The colour family of a contribution status, whatever its case; anything unknown is grey.
 * @example contributionTone('Confirmed') === 'confirmed'; contributionTone('refunded') === 'other'
 */
export function contributionTone(status: string): ContributionTone {
  const value = status.trim().toLowerCase();
  if (value === 'pending' || value === 'confirmed' || value === 'rejected') return value;
  return 'other';
}

/**
 * A contribution status as its badge reads it: first letter upper-case, '-' and '_' as spaces.
 * @example contributionStatusLabel('pending') === 'Pending'; contributionStatusLabel('') === 'Unknown'
 */
export function contributionStatusLabel(status: string): string {
  const text = status.trim().replace(/[-_]+/g, ' ');
  if (text === '') return 'Unknown';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
