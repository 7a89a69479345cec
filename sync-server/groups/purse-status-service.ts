import { eq } from 'drizzle-orm';
import type { PurseStatus } from '../../shared/books';
import type { HistoryEventType } from '../../shared/history';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { projects, type UserRow } from '../db/schema';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { requireGroupRole } from '../access/group-access';
import { purseForChange } from './purse-for-change';

type PurseRecord = typeof projects.$inferSelect;

/**
 * The purse's life (the spec's status badges): active and paused may swap, either may complete,
 * and completed is final (its books are closed: no payment, no cash, no reopening).
 */
export const PURSE_TRANSITIONS: Record<PurseStatus, readonly PurseStatus[]> = {
  active: ['paused', 'completed'],
  paused: ['active', 'completed'],
  completed: [],
};

const EVENT_OF: Record<PurseStatus, HistoryEventType> = { active: 'purse.resumed', paused: 'purse.paused', completed: 'purse.completed' };

/**
 * The group's admin pauses, resumes or completes a purse. The same status again is a no-op that
 * answers the purse (a device's retry, two taps). A paused or completed purse refuses new
 * submissions (submit-service: 'project-not-active'). Leaving 'completed' is refused
 * ('purse-completed'). The purse is read with its group locked (purseForChange), so a concurrent
 * change cannot slip between the transition check and the write.
 * Appends 'purse.paused' / 'purse.resumed' / 'purse.completed' with the status before and after.
 * @example await setPurseStatus(tx, admin, projectId, 'paused', now)
 */
export async function setPurseStatus(tx: Tx, actor: UserRow, projectId: string, status: PurseStatus, now: Date): Promise<Outcome<PurseRecord>> {
  const project = await purseForChange(tx, projectId);
  if (!project) return refuse('project-not-found');
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  if (project.status === status) return ok(project);
  // A status outside the three (none is written today) is treated as active: it can be set right.
  const from = (project.status in PURSE_TRANSITIONS ? project.status : 'active') as PurseStatus;
  if (!PURSE_TRANSITIONS[from].includes(status)) return refuse('purse-completed', { field: 'status' });
  const [updated] = await tx
    .update(projects)
    .set({ status, revision: await nextRevision(tx) })
    .where(eq(projects.id, projectId))
    .returning();
  await appendHistory(tx, {
    groupId: project.groupId,
    type: EVENT_OF[status],
    actorId: actor.id,
    subjectId: null,
    at: now,
    data: { projectId, name: project.name, from: project.status, to: status },
  });
  return ok(updated!); // ! : read (and locked) in this transaction
}
