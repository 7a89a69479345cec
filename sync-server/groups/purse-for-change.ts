import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { groups, projects } from '../db/schema';

/**
 * A purse read for an admin's change (edit, pause, complete), with its group's row locked first.
 * On PostgreSQL two changes to one purse then run one after the other, so a purse completed by one
 * request is never set back to paused by another that read it while still active, and a raised
 * target is checked against the group's targets as they are. Locking the group (not the purse)
 * keeps the order every group write takes (history appends and totals checks lock the group
 * first), so two writers never wait on each other in a circle. A purse never changes group, so
 * the first read needs no lock. On SQLite the lock is a no-op.
 * @example const project = await purseForChange(tx, projectId); if (!project) return refuse('project-not-found');
 */
export async function purseForChange(tx: Tx, projectId: string): Promise<typeof projects.$inferSelect | undefined> {
  const [owner] = await tx.select({ groupId: projects.groupId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!owner) return undefined;
  await lockRow(tx, groups, groups.id, owner.groupId);
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return project;
}

/**
 * The answer to a change that changes nothing (the same order, place or request again): the purse
 * gets a new revision all the same, so the phone that asked pulls the server's row back. Its own
 * guess of the change, and the row's mark of waiting to sync, are then replaced by what the server
 * holds; without it they would stay until some other change to the purse.
 */
export async function unchangedPurse(tx: Tx, project: typeof projects.$inferSelect): Promise<typeof projects.$inferSelect> {
  const [touched] = await tx.update(projects).set({ revision: await nextRevision(tx) }).where(eq(projects.id, project.id)).returning();
  return touched ?? project;
}
