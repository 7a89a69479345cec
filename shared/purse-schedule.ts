/**
 * What a purse collects and on which calendar (issue 25 §1), as stored on its row: the kind, and
 * for dues the frequency and the first and last days. Everything else — the periods, what each
 * member owes, which payment paid which period — is derived (shared/dues-ledger.ts), one rule on
 * the server and on the phone.
 *
 * - 'collection': a target and an optional deadline (the purse before issue 25);
 * - 'levy': the amount per member, once, due on the deadline;
 * - 'dues': the amount per member every period (weekly, monthly, quarterly or yearly) from a
 *   first day, optionally to a last day;
 * - 'rotation' (ajo / esusu): the amount per member every round, from a first day, one round per
 *   place in the order, each round collected by its place (shared/rotation.ts).
 */
import { DUES_FREQUENCIES, isDay, type DuesFrequency, type DuesSchedule } from './dues-schedule';
import { lagosDay } from './lagos-day';
import type { LateFineRule } from './late-fines';

export type PurseKind = 'collection' | 'levy' | 'dues' | 'rotation';
export const PURSE_KINDS: readonly PurseKind[] = ['collection', 'levy', 'dues', 'rotation'];

/** The schedule fields of a purse row; rows stored before issue 25 lack them (a collection). */
export interface PurseScheduleFields {
  kind?: PurseKind;
  frequency?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
  amountPerMemberKobo?: number | null;
  /** A rotation's order: one round per place; none yet, no round. */
  rotationOrder?: readonly unknown[] | null;
  /** Late fine rules (shared/late-fines.ts); absent: no fine. */
  lateFines?: readonly LateFineRule[] | null;
  /** A levy's due day; a levy starts the day it was made. */
  deadline?: string | null;
  createdAt?: string;
}

export function isFrequency(value: unknown): value is DuesFrequency {
  return typeof value === 'string' && (DUES_FREQUENCIES as readonly string[]).includes(value);
}

/**
 * The purse's calendar, or null for a collection (which has no periods) or a row that cannot
 * make one (no amount per member: nothing to owe).
 * @example scheduleOf({ kind: 'levy', deadline: '2026-03-31T22:59:59.000Z', createdAt: '2026-03-01T09:00:00.000Z', amountPerMemberKobo: 2_000_000 })
 *   // { startDay: '2026-03-01', frequency: null, endDay: '2026-03-31', rounds: null }
 */
export function scheduleOf(purse: PurseScheduleFields): DuesSchedule | null {
  if (!purse.amountPerMemberKobo || purse.amountPerMemberKobo <= 0) return null;
  if (purse.kind === 'levy' && purse.createdAt) {
    const startDay = lagosDay(purse.createdAt);
    return { startDay, frequency: null, endDay: purse.deadline ? lagosDay(purse.deadline) : startDay, rounds: null };
  }
  if (purse.kind === 'dues' && isFrequency(purse.frequency) && purse.startsOn && isDay(purse.startsOn)) {
    return { startDay: purse.startsOn, frequency: purse.frequency, endDay: purse.endsOn && isDay(purse.endsOn) ? purse.endsOn : null, rounds: null };
  }
  if (purse.kind === 'rotation' && isFrequency(purse.frequency) && purse.startsOn && isDay(purse.startsOn)) {
    return { startDay: purse.startsOn, frequency: purse.frequency, endDay: null, rounds: purse.rotationOrder?.length ?? 0 };
  }
  return null;
}

/** A field of the purse form that breaks the schedule rules, with the key of the text that says why. */
export interface ScheduleIssue {
  field: 'amountPerMember' | 'frequency' | 'startsOn' | 'endsOn' | 'deadline';
  key: 'scheduleAmountRequired' | 'scheduleFrequencyRequired' | 'scheduleStartRequired' | 'scheduleEndBeforeStart' | 'levyDeadlineRequired';
}

/**
 * What a purse of `kind` still lacks: a levy and dues need the amount per member; a levy its due
 * day (the deadline); dues their frequency and first day, and a last day not before the first.
 * @example scheduleIssues({ kind: 'dues', amountPerMember: 500000, frequency: null, startsOn: '2026-01-01', endsOn: null, deadline: null }) // [{ field: 'frequency', … }]
 */
export function scheduleIssues(input: { kind: PurseKind; amountPerMember: number | null; frequency: string | null; startsOn: string | null; endsOn: string | null; deadline: string | null }): ScheduleIssue[] {
  if (input.kind === 'collection') return [];
  const issues: ScheduleIssue[] = [];
  if (input.amountPerMember === null || input.amountPerMember <= 0) issues.push({ field: 'amountPerMember', key: 'scheduleAmountRequired' });
  if (input.kind === 'levy') {
    if (input.deadline === null) issues.push({ field: 'deadline', key: 'levyDeadlineRequired' });
    return issues;
  }
  if (!isFrequency(input.frequency)) issues.push({ field: 'frequency', key: 'scheduleFrequencyRequired' });
  if (input.startsOn === null || !isDay(input.startsOn)) issues.push({ field: 'startsOn', key: 'scheduleStartRequired' });
  else if (input.kind === 'dues' && input.endsOn !== null && input.endsOn < input.startsOn) issues.push({ field: 'endsOn', key: 'scheduleEndBeforeStart' });
  return issues;
}

/**
 * The schedule fields a purse keeps: only dues and rotations keep a calendar of their own (a levy
 * is due on its deadline, a collection has none), so a frequency typed and then left behind is not stored.
 * @example storedSchedule({ kind: 'levy', frequency: 'monthly', startsOn: '2026-01-01', endsOn: null }) // { kind: 'levy', frequency: null, startsOn: null, endsOn: null }
 */
export function storedSchedule<F extends string>(input: { kind: PurseKind; frequency: F | null; startsOn: string | null; endsOn: string | null }): { kind: PurseKind; frequency: F | null; startsOn: string | null; endsOn: string | null } {
  if (input.kind === 'dues') return { kind: 'dues', frequency: input.frequency, startsOn: input.startsOn, endsOn: input.endsOn };
  // A rotation ends with its last round: no last day of its own.
  if (input.kind === 'rotation') return { kind: 'rotation', frequency: input.frequency, startsOn: input.startsOn, endsOn: null };
  return { kind: input.kind, frequency: null, startsOn: null, endsOn: null };
}
