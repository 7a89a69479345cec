/**
 * How a contribution's status looks (SPEC §2, §4): pending orange, confirmed green, rejected red,
 * reversed (issue 11: a confirmed payment the admin took back) dark, anything else grey. Colour
 * is never the only sign: the badge says the status in words.
 */
import {
  contributions_statusConfirmed,
  contributions_statusPending,
  contributions_statusRejected,
  contributions_statusReversed,
  contributions_statusUnknown,
} from '../../../../shared/i18n/paraglide/messages.js';

export type StatusLook = { label: string; badge: string; accent: string; tint: string; dot: string; icon: 'clock' | 'check' | 'cross' | 'undo' | 'dot' };

type KnownLook = Omit<StatusLook, 'label'> & { word: () => string };

const LOOKS: Record<string, KnownLook> = {
  pending: { word: contributions_statusPending, badge: 'badge-warning', accent: 'border-l-warning', tint: 'bg-warning/5', dot: 'bg-warning', icon: 'clock' },
  confirmed: { word: contributions_statusConfirmed, badge: 'badge-success', accent: 'border-l-success', tint: 'bg-success/5', dot: 'bg-success', icon: 'check' },
  rejected: { word: contributions_statusRejected, badge: 'badge-error', accent: 'border-l-error', tint: 'bg-error/5', dot: 'bg-error', icon: 'cross' },
  reversed: { word: contributions_statusReversed, badge: 'badge-neutral', accent: 'border-l-neutral', tint: 'bg-base-200/60', dot: 'bg-neutral', icon: 'undo' },
};

/**
 * The look of a status, its label in the language of the moment, upper case.
 * @example statusLook('pending').label === 'PENDING'; statusLook(' Confirmed ').badge === 'badge-success'; statusLook('on-hold').label === 'ON-HOLD'
 */
export function statusLook(status: string): StatusLook {
  const known = LOOKS[status.trim().toLowerCase()];
  if (known) {
    const { word, ...look } = known;
    return { ...look, label: word().toUpperCase() };
  }
  return {
    label: status.toUpperCase(),
    badge: 'border-base-300 bg-base-200 text-base-content',
    accent: 'border-l-base-300',
    tint: 'bg-base-100',
    dot: 'bg-base-content/40',
    icon: 'dot',
  };
}

/**
 * A contribution status as a sentence-case badge reads it: a known one in the language of the
 * moment, another as its code ('-' and '_' as spaces).
 * @example contributionStatusLabel('pending') === 'Pending'; contributionStatusLabel('') === 'Unknown'
 */
export function contributionStatusLabel(status: string): string {
  const known = LOOKS[status.trim().toLowerCase()];
  if (known) return known.word();
  const text = status.trim().replace(/[-_]+/g, ' ');
  if (text === '') return contributions_statusUnknown();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
