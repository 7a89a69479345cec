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
 * What the public screens show of a group before anyone signs in. Names of the group and its
 * purses and the money figures only: no admin phone, no member names, no account numbers (those
 * need membership).
 */
function publicSummary(db: Queryable, group: typeof groups.$inferSelect) {
  const rows = db.select().from(projects).where(eq(projects.groupId, group.id)).orderBy(asc(projects.createdAt)).all();
  const memberCount =
    db.select({ n: count() }).from(groupMembers).where(and(eq(groupMembers.groupId, group.id), activeMembership())).get()?.n ?? 0;
  const totalTarget = rows.reduce((sum, p) => sum + p.targetAmountKobo, 0);
  const totalCollected = rows.reduce((sum, p) => sum + p.collectedAmountKobo, 0);
  return {
    group: { id: group.id, name: group.name, description: group.description },
    projects: rows.map(presentPublicProject),
    totalTarget: koboToDecimalString(totalTarget),
    totalCollected: koboToDecimalString(totalCollected),
    memberCount,
  };
}

/** GET /api/groups/registration/{link}, public: the wizard's and the landing page's lookup. */
export function registrationLookup(db: Queryable, link: string) {
  const group = db.select().from(groups).where(eq(groups.registrationLink, link)).get();
  if (!group) return refuse(404, 'group-not-found', MESSAGES.groupNotFound);
  return ok(publicSummary(db, group));
}

/**
 * GET /api/groups/slug/{groupSlug}, public: the group behind its Custom URL {origin}/{customSlug}
 * (the admin dashboard shows it), with its registration link so the landing can lead to the
 * wizard. The link is no secret: it is what the admin shares. Read in any letter case.
 */
export function customSlugLookup(db: Queryable, groupSlug: string) {
  const group = db.select().from(groups).where(eq(groups.customSlug, groupSlug.toLowerCase())).get();
  if (!group) return refuse(404, 'group-not-found', MESSAGES.groupNotFound);
  return ok({ registrationLink: group.registrationLink, ...publicSummary(db, group) });
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
