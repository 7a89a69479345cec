import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
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
