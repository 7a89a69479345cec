/**
 * How a contribution's status looks (SPEC §2, §4): pending orange, confirmed green, rejected red,
 * reversed (issue 11: a confirmed payment the admin took back) dark, anything else grey. Colour
 * is never the only sign: the badge says the status in words.
 */
export type StatusLook = { label: string; badge: string; accent: string; tint: string; dot: string; icon: 'clock' | 'check' | 'cross' | 'undo' | 'dot' };

const LOOKS: Record<string, StatusLook> = {
  pending: { label: 'PENDING', badge: 'badge-warning', accent: 'border-l-warning', tint: 'bg-warning/5', dot: 'bg-warning', icon: 'clock' },
  confirmed: { label: 'CONFIRMED', badge: 'badge-success', accent: 'border-l-success', tint: 'bg-success/5', dot: 'bg-success', icon: 'check' },
  rejected: { label: 'REJECTED', badge: 'badge-error', accent: 'border-l-error', tint: 'bg-error/5', dot: 'bg-error', icon: 'cross' },
  reversed: { label: 'REVERSED', badge: 'badge-neutral', accent: 'border-l-neutral', tint: 'bg-base-200/60', dot: 'bg-neutral', icon: 'undo' },
};

/** @example statusLook('pending').label === 'PENDING'; statusLook(' Confirmed ').badge === 'badge-success'; statusLook('on-hold').label === 'ON-HOLD' */
export function statusLook(status: string): StatusLook {
  return (
    LOOKS[status.trim().toLowerCase()] ?? {
      label: status.toUpperCase(),
      badge: 'border-base-300 bg-base-200 text-base-content',
      accent: 'border-l-base-300',
      tint: 'bg-base-100',
      dot: 'bg-base-content/40',
      icon: 'dot',
    }
  );
}

/**
 * A contribution status as a sentence-case badge reads it ('-' and '_' as spaces).
 * @example contributionStatusLabel('pending') === 'Pending'; contributionStatusLabel('') === 'Unknown'
 */
export function contributionStatusLabel(status: string): string {
  const text = status.trim().replace(/[-_]+/g, ' ');
  if (text === '') return 'Unknown';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
