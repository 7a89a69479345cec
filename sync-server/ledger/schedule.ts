/**
 * A stored purse as shared/purse-schedule.ts reads it (its dates as ISO text), so every service
 * derives a levy's, dues' or rotation's periods the way the phone does.
 */
import type { PurseScheduleFields } from '../../shared/purse-schedule';
import type { projects } from '../db/schema';

type PurseRecord = typeof projects.$inferSelect;

/** @example scheduleOf(scheduleFieldsOf(project)) */
export function scheduleFieldsOf(
  project: Pick<PurseRecord, 'id' | 'kind' | 'frequency' | 'startsOn' | 'endsOn' | 'amountPerMemberKobo' | 'rotationOrder' | 'lateFines' | 'deadline' | 'createdAt'>,
): PurseScheduleFields & { id: string } {
  return { ...project, deadline: project.deadline ? project.deadline.toISOString() : null, createdAt: project.createdAt.toISOString() };
}
