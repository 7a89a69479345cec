/**
 * The public registration lookup (GET /api/groups/registration/{link}) turned into what the
 * wizard, the landing page and the join page show. The wire carries naira as decimal strings
 * ("1500.00"); everything here is integer kobo from the moment it is read.
 */
import * as z from 'zod';
import { nairaToKobo } from '../../../shared/money';
import { daysLeft, progressPercent } from '../../../shared/progress';

// A decimal(15,2) amount as the API answers it, read exactly into kobo (never a float).
const koboFromNaira = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const kobo = nairaToKobo(value);
  if (kobo === null) {
    ctx.addIssue({ code: 'custom', message: `Not a naira amount: ${String(value)}` });
    return z.NEVER;
  }
  return kobo;
});

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

/** The lookup's answer as the server sends it; amounts come out in kobo. */
export const registrationLookupSchema = z.object({
  group: z.object({ id: z.string(), name: z.string(), description: optionalText }),
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: optionalText,
      targetAmount: koboFromNaira,
      collectedAmount: koboFromNaira.default(0),
      deadline: optionalText,
      customSlug: optionalText,
      status: z.string().default('active'),
    }),
  ),
  totalTarget: koboFromNaira,
  totalCollected: koboFromNaira,
  memberCount: z.number().int().nonnegative().default(0),
});
export type RegistrationLookup = z.output<typeof registrationLookupSchema>;

/** One purse as the public screens show it. */
export interface PurseSummary {
  id: string;
  name: string;
  description: string | null;
  targetKobo: number;
  collectedKobo: number;
  /** Collected as a whole percentage of target (SPEC §9), not capped. */
  percent: number;
  deadline: string | null;
  customSlug: string | null;
  status: string;
}

/** A group and its purses, with the totals the landing and join pages show. */
export interface GroupSummary {
  id: string;
  name: string;
  description: string | null;
  purses: PurseSummary[];
  targetKobo: number;
  collectedKobo: number;
  /** What is still to raise; 0 once the target is reached, never negative. */
  remainingKobo: number;
  percent: number;
  memberCount: number;
}

/**
 * The screens' view of a lookup answer.
 * @example toGroupSummary(registrationLookupSchema.parse(json)).remainingKobo
 */
export function toGroupSummary(lookup: RegistrationLookup): GroupSummary {
  return {
    id: lookup.group.id,
    name: lookup.group.name,
    description: lookup.group.description,
    purses: lookup.projects.map((project) => ({
      id: project.id,
      name: project.name,
      description: project.description,
      targetKobo: project.targetAmount,
      collectedKobo: project.collectedAmount,
      percent: progressPercent(project.collectedAmount, project.targetAmount),
      deadline: project.deadline,
      customSlug: project.customSlug,
      status: project.status,
    })),
    targetKobo: lookup.totalTarget,
    collectedKobo: lookup.totalCollected,
    remainingKobo: Math.max(0, lookup.totalTarget - lookup.totalCollected),
    percent: progressPercent(lookup.totalCollected, lookup.totalTarget),
    memberCount: lookup.memberCount,
  };
}

/**
 * The deadline a countdown shows: the nearest one still ahead; when every deadline has passed,
 * the latest of them (0 days left); null when no purse has a readable deadline.
 * @example nearestDeadline([{ deadline: '2025-01-10T00:00:00Z' }], new Date('2025-01-08T00:00:00Z')) // { deadline: '2025-01-10T00:00:00Z', days: 2 }
 */
export function nearestDeadline(
  purses: readonly { deadline: string | null }[],
  now: Date,
): { deadline: string; days: number } | null {
  const dated = purses
    .map((purse) => ({ deadline: purse.deadline, time: purse.deadline ? Date.parse(purse.deadline) : Number.NaN }))
    .filter((entry): entry is { deadline: string; time: number } => Number.isFinite(entry.time));
  if (dated.length === 0) return null;

  const ahead = dated.filter((entry) => entry.time > now.getTime());
  const pick = ahead.length > 0
    ? ahead.reduce((best, entry) => (entry.time < best.time ? entry : best))
    : dated.reduce((best, entry) => (entry.time > best.time ? entry : best));
  return { deadline: pick.deadline, days: daysLeft(pick.deadline, now) };
}

/**
 * The countdown's words (SPEC §2: 'day left' / 'days left').
 * @example daysLeftLabel(1) === '1 day left'; daysLeftLabel(0) === '0 days left'
 */
export function daysLeftLabel(days: number): string {
  return `${days} ${days === 1 ? 'day left' : 'days left'}`;
}

// Deadlines are the end of a day in Lagos (shared/group-schemas), so show the Lagos date.
const DEADLINE_FORMAT = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/**
 * A deadline as a short date, '' when it cannot be read.
 * @example formatDeadline('2026-12-31T22:59:59.000Z') === '31 Dec 2026'
 */
export function formatDeadline(deadline: string): string {
  const time = Date.parse(deadline);
  return Number.isFinite(time) ? DEADLINE_FORMAT.format(time) : '';
}
