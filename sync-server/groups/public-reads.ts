import { and, asc, count, eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import { koboToDecimalString } from '../../shared/money';
import type { Queryable } from '../db/open';
import { groupMembers, groups, projects, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import { requireGroupRole } from './access';
import { activeMembership } from './figures';
import { presentPublicProject } from './present';
import { projectSegmentBase } from '../../shared/slugs';

/**
 * GET /api/groups/registration/{link}, public: what the registration wizard and the public landing
 * show before anyone signs in. Names of the group and its purses and the money figures only:
 * no admin phone, no member names, no account numbers (those need membership).
 */
export function registrationLookup(db: Queryable, link: string) {
  const group = db.select().from(groups).where(eq(groups.registrationLink, link)).get();
  if (!group) return refuse(404, 'group-not-found', MESSAGES.groupNotFound);
  const rows = db.select().from(projects).where(eq(projects.groupId, group.id)).orderBy(asc(projects.createdAt)).all();
  const memberCount =
    db.select({ n: count() }).from(groupMembers).where(and(eq(groupMembers.groupId, group.id), activeMembership())).get()?.n ?? 0;
  const totalTarget = rows.reduce((sum, p) => sum + p.targetAmountKobo, 0);
  const totalCollected = rows.reduce((sum, p) => sum + p.collectedAmountKobo, 0);
  return ok({
    group: { id: group.id, name: group.name, description: group.description },
    projects: rows.map(presentPublicProject),
    totalTarget: koboToDecimalString(totalTarget),
    totalCollected: koboToDecimalString(totalCollected),
    memberCount,
  });
}

/**
 * GET /api/groups/slug/{groupSlug}/{projectSegment}, public: a share link {origin}/{group}/{segment}
 * (SPEC §9) to the group's registration link and the project. Both parts are read through the
 * slug rules, so a link typed in capitals or built on a device from the project's name
 * ("Xmas Party" -> "xmasparty") finds the same purse.
 */
export function resolveShareLink(db: Queryable, groupSlug: string, projectSegment: string): Outcome<{ registrationLink: string; projectId: string }> {
  const customSlug = `${groupSlug.toLowerCase()}/${projectSegmentBase(projectSegment)}`;
  const row = db
    .select({ projectId: projects.id, registrationLink: groups.registrationLink })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.groupId))
    .where(eq(projects.customSlug, customSlug))
    .get();
  if (!row) return refuse(404, 'project-not-found', MESSAGES.projectNotFound);
  return ok(row);
}

/** GET /api/bank-details/{projectId}: where to pay, for the people of the project's group only. */
export function bankDetails(db: Queryable, actor: UserRow, projectId: string): Outcome<{ bankName: string | null; accountNumber: string | null; accountName: string | null }> {
  const project = db.select().from(projects).where(eq(projects.id, projectId)).get();
  if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound);
  const checked = requireGroupRole(db, project.groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  return ok({ bankName: project.bankName, accountNumber: project.accountNumber, accountName: project.accountName });
}
