/**
 * The share page's message (SPEC §9): the WhatsApp text that carries the link (the link itself is
 * built by web/lib/group-links.ts shareLink, which the dues reminders use too).
 */
import { BASE_LOCALE, type Locale } from '../../../shared/i18n/languages';
import {
  share_daysLeft,
  share_deadlineLine,
  share_deadlineLineDaysLeft,
  share_joinHeading,
  share_joinHere,
  share_progressLine,
  share_purseLine,
} from '../../../shared/i18n/paraglide/messages.js';
import { progressPercent } from '../../../shared/progress';
import { nearestDeadline } from '../joining';
import { formatDate, formatNaira } from '../../lib/format';

export const SHARE_HASHTAGS = '#GroupPurse #Contribution';

/** What the message says about the money: one purse's figures, or the group's totals. */
export interface ShareFigures {
  purseName: string | null;
  targetKobo: number;
  collectedKobo: number;
  percent: number;
  deadline: string | null;
  /** Whole days left to the deadline, when there is one. */
  daysLeft: number | null;
}

/**
 * The WhatsApp message: the group, the purse and its progress, the link, the product's name and
 * hashtags. Lines with nothing to say (no target, no deadline, no description) are left out.
 * Written in the group's language (`locale`, the admin's choice in Manage Group), not the reader's:
 * it is posted into the group.
 * @example shareMessage({ groupName: 'Class of 2010', description: null, figures: null, link: 'https://gp.ng/register/abc', locale: 'ha' })
 */
export function shareMessage({
  groupName,
  description,
  figures,
  link,
  locale = BASE_LOCALE,
}: {
  groupName: string;
  description: string | null;
  figures: ShareFigures | null;
  link: string;
  locale?: Locale;
}): string {
  const inGroup = { locale };
  const lines: string[] = [share_joinHeading({ groupName }, inGroup)];
  if (description) lines.push(description);
  lines.push('');
  if (figures?.purseName) lines.push(share_purseLine({ purseName: figures.purseName }, inGroup));
  if (figures && figures.targetKobo > 0) {
    lines.push(share_progressLine({ percent: figures.percent, collected: formatNaira(figures.collectedKobo), target: formatNaira(figures.targetKobo) }, inGroup));
  }
  if (figures?.deadline) {
    const date = formatDate(figures.deadline);
    if (date && figures.daysLeft === null) lines.push(share_deadlineLine({ date }, inGroup));
    else if (date) lines.push(share_deadlineLineDaysLeft({ date, daysLeft: share_daysLeft({ count: figures.daysLeft ?? 0 }, inGroup) }, inGroup));
  }
  if (lines.at(-1) !== '') lines.push('');
  lines.push(share_joinHere({ link }, inGroup), '', SHARE_HASHTAGS);
  return lines.join('\n');
}

/** A purse as the device database holds it (amounts in kobo). */
export interface SharePurse {
  name: string;
  targetAmountKobo: number;
  collectedAmountKobo: number;
  deadline: string | null;
}

/**
 * The figures for the message: the chosen purse's, or with none chosen the group's totals over
 * its purses and their nearest deadline; null for a group with no purses.
 * @example shareFigures([fees, party], null, new Date()).targetKobo === fees.targetAmountKobo + party.targetAmountKobo
 */
export function shareFigures(purses: readonly SharePurse[], chosen: SharePurse | null, now: Date): ShareFigures | null {
  const counted = chosen ? [chosen] : purses;
  if (counted.length === 0) return null;
  const targetKobo = counted.reduce((sum, purse) => sum + purse.targetAmountKobo, 0);
  const collectedKobo = counted.reduce((sum, purse) => sum + purse.collectedAmountKobo, 0);
  const deadline = nearestDeadline(counted, now);
  return {
    purseName: chosen?.name ?? null,
    targetKobo,
    collectedKobo,
    percent: progressPercent(collectedKobo, targetKobo),
    deadline: deadline?.deadline ?? null,
    daysLeft: deadline?.days ?? null,
  };
}
