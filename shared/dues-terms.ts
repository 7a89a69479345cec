/**
 * A member's exceptions to the schedules of their group's levies and dues (issue 25 §§1-2), kept
 * on their membership: what the admin decided for them alone — owing from the first period though
 * they joined later, the periods they are excused from, each with its reason, and the period from
 * which they owe nothing more (they left). Stored on the
 * membership row, they reach exactly who may see them: the member, the admin and the partners.
 * Keyed by purse id; a purse absent from the map has no exception.
 */
import * as z from 'zod';
import { zodError } from './errors';
import { safeText } from './text-schema';

export interface PurseTerms {
  /** Owes from the first period though they joined later (the admin's choice). */
  owesFromStart?: boolean;
  /** Periods they are excused from, each with why. */
  excused?: { period: number; reason: string }[];
  /** They left: the first period they no longer owe (null or absent: they owe on). */
  stopsFrom?: number | null;
  /** Periods whose late fine the admin waived, each with why (issue 25 §6). */
  waived?: { period: number; reason: string }[];
}

export type DuesTerms = Record<string, PurseTerms>;

/** The terms the ledger needs for one purse (shared/dues-ledger.ts MemberTerms' part). */
export function termsFor(terms: DuesTerms | null | undefined, projectId: string): { owesFromStart: boolean; excused: number[]; stopsFrom: number | null; waived: number[] } {
  const own = terms?.[projectId];
  return {
    owesFromStart: own?.owesFromStart === true,
    excused: (own?.excused ?? []).map((e) => e.period),
    stopsFrom: typeof own?.stopsFrom === 'number' ? own.stopsFrom : null,
    waived: (own?.waived ?? []).map((w) => w.period),
  };
}

/** 'dues.excuse': the admin excuses a member from one period of a levy or dues, saying why. */
export const excuseSchema = z.object({
  projectId: z.string().min(1),
  userId: z.string().min(1),
  period: z.number().int().min(0).max(100_000),
  reason: safeText(z.string(zodError('reasonRequired')).trim().min(1, zodError('reasonRequired')).max(200, zodError('textTooLong')), 'Reason'),
});

/** 'dues.waive': the admin waives a member's late fine for one period, saying why. */
export const waiveSchema = excuseSchema;

/** 'dues.owesFromStart': a member who joined late owes from the first period (or not). */
export const owesFromStartSchema = z.object({ projectId: z.string().min(1), userId: z.string().min(1), owesFromStart: z.boolean() });

/** 'dues.stop': a member left; they owe nothing from `period` on (null: they owe on, as before). */
export const stopsFromSchema = z.object({ projectId: z.string().min(1), userId: z.string().min(1), period: z.number().int().min(0).max(100_000).nullable() });

/**
 * `terms` with one purse's exception changed; the other purses' untouched. An excuse already
 * there is replaced (its reason may change), never doubled.
 * @example withExcuse({}, 'p1', 2, 'Bereavement') // { p1: { excused: [{ period: 2, reason: 'Bereavement' }] } }
 */
export function withExcuse(terms: DuesTerms, projectId: string, period: number, reason: string): DuesTerms {
  const own = terms[projectId] ?? {};
  const excused = [...(own.excused ?? []).filter((e) => e.period !== period), { period, reason }].sort((a, b) => a.period - b.period);
  return { ...terms, [projectId]: { ...own, excused } };
}

/** `terms` with the fine of one period waived (a waiver already there is replaced, never doubled). */
export function withWaiver(terms: DuesTerms, projectId: string, period: number, reason: string): DuesTerms {
  const own = terms[projectId] ?? {};
  const waived = [...(own.waived ?? []).filter((w) => w.period !== period), { period, reason }].sort((a, b) => a.period - b.period);
  return { ...terms, [projectId]: { ...own, waived } };
}

export function withOwesFromStart(terms: DuesTerms, projectId: string, owesFromStart: boolean): DuesTerms {
  return { ...terms, [projectId]: { ...(terms[projectId] ?? {}), owesFromStart } };
}

export function withStopsFrom(terms: DuesTerms, projectId: string, stopsFrom: number | null): DuesTerms {
  return { ...terms, [projectId]: { ...(terms[projectId] ?? {}), stopsFrom } };
}
