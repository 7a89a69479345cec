/**
 * The public registration lookup (GET /api/groups/registration/{link}) turned into what the
 * wizard, the landing page and the join page show. The wire carries naira as decimal strings
 * ("1500.00"); everything here is integer kobo from the moment it is read.
 */
import { nairaToKobo } from '../../../../shared/money';
import { daysLeft, progressPercent } from '../../../../shared/progress';
import type { Locale } from '../../../../shared/i18n/languages';
import { registration_daysLeft } from '../../../../shared/i18n/paraglide/messages.js';

/*
 * Read by hand, not with zod: this is what the WhatsApp link's first screen reads (the answer
 * the server writes into the page, then the fetched one), and zod's core is about 25 KB gzip
 * on 2G before the group can show. Zod stays for the forms, which load after it.
 */

/** The lookup's answer as the server sends it, with amounts in kobo. */
export interface RegistrationLookup {
  group: { id: string; name: string; description: string | null };
  projects: {
    id: string;
    name: string;
    description: string | null;
    targetAmount: number;
    collectedAmount: number;
    deadline: string | null;
    customSlug: string | null;
    status: string;
    /** What each member owes (kobo), or null; a schedule's frequency, or null (issue 23, 25). */
    amountPerMember: number | null;
    frequency: string | null;
    /** Anyone with the link may give (issue 27 §4). */
    guestsWelcome: boolean;
  }[];
  totalTarget: number;
  totalCollected: number;
  memberCount: number;
}

class LookupShapeError extends Error {
  override readonly name = 'LookupShapeError';
}

export function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LookupShapeError(`${what}: not an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new LookupShapeError(`${what}: not a string`);
  return value;
}

// Absent, null and '' all mean "none".
export function optionalText(value: unknown, what: string): string | null {
  return value === undefined || value === null ? null : text(value, what) || null;
}

// A decimal(15,2) amount as the API answers it, read exactly into kobo (never a float).
function kobo(value: unknown, what: string): number {
  const amount = typeof value === 'string' || typeof value === 'number' ? nairaToKobo(value) : null;
  if (amount === null) throw new LookupShapeError(`${what}: not a naira amount: ${String(value)}`);
  return amount;
}

function readPurse(value: unknown, index: number): RegistrationLookup['projects'][number] {
  const project = record(value, `projects[${index}]`);
  const field = (key: string) => `projects[${index}].${key}`;
  return {
    id: text(project.id, field('id')),
    name: text(project.name, field('name')),
    description: optionalText(project.description, field('description')),
    targetAmount: kobo(project.targetAmount, field('targetAmount')),
    collectedAmount: project.collectedAmount === undefined ? 0 : kobo(project.collectedAmount, field('collectedAmount')),
    deadline: optionalText(project.deadline, field('deadline')),
    customSlug: optionalText(project.customSlug, field('customSlug')),
    status: project.status === undefined ? 'active' : text(project.status, field('status')),
    amountPerMember: project.amountPerMember === undefined || project.amountPerMember === null ? null : kobo(project.amountPerMember, field('amountPerMember')),
    frequency: optionalText(project.frequency, field('frequency')),
    guestsWelcome: project.guestsWelcome === true,
  };
}

/**
 * The lookup's answer checked and read: `parse` throws on any other shape, as a schema would.
 * @example toGroupSummary(registrationLookupParser.parse(json)).remainingKobo
 */
export const registrationLookupParser = {
  parse(data: unknown): RegistrationLookup {
    const answer = record(data, 'lookup');
    const group = record(answer.group, 'group');
    if (!Array.isArray(answer.projects)) throw new LookupShapeError('projects: not an array');
    const memberCount = answer.memberCount ?? 0;
    if (typeof memberCount !== 'number' || !Number.isInteger(memberCount) || memberCount < 0) {
      throw new LookupShapeError('memberCount: not a count');
    }
    return {
      group: { id: text(group.id, 'group.id'), name: text(group.name, 'group.name'), description: optionalText(group.description, 'group.description') },
      projects: answer.projects.map(readPurse),
      totalTarget: kobo(answer.totalTarget, 'totalTarget'),
      totalCollected: kobo(answer.totalCollected, 'totalCollected'),
      memberCount,
    };
  },
};

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
  amountPerMemberKobo: number | null;
  frequency: string | null;
  guestsWelcome: boolean;
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
 * @example toGroupSummary(registrationLookupParser.parse(json)).remainingKobo
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
      amountPerMemberKobo: project.amountPerMember,
      frequency: project.frequency,
      guestsWelcome: project.guestsWelcome,
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
 * The countdown's words (SPEC §2: 'day left' / 'days left'), in the language shown or in `locale`
 * (a WhatsApp message in the group's language).
 * @example daysLeftLabel(1) === '1 day left'; daysLeftLabel(0) === '0 days left'
 */
export function daysLeftLabel(days: number, locale?: Locale): string {
  return registration_daysLeft({ count: days }, locale ? { locale } : undefined);
}
