import { and, asc, count, eq } from 'drizzle-orm';
import { koboToDecimalString } from '../../shared/money';
import type { Tx } from '../db/database';
import { groupMembers, groups, projects, users, type UserRow } from '../db/schema';
import { recentAccountChange, type PreviousAccount } from '../../shared/bank-accounts';
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { requireGroupRole } from '../access/group-access';
import { activeMembership } from '../ledger/figures';
import { presentPublicPurse } from '../present/purse';
import { purseSegmentBase } from '../../shared/slugs';

/**
 * What the public screens show of a group before anyone signs in. Names of the group and its
 * purses and the money figures only: no admin phone, no member names, no account numbers (those
 * need membership).
 */
/** The group's purses, oldest first (made in the same millisecond: by id, the same order every time): read once per look-up. */
const pursesOf = (tx: Tx, groupId: string) => tx.select().from(projects).where(eq(projects.groupId, groupId)).orderBy(asc(projects.createdAt), asc(projects.id));
type PurseRows = Awaited<ReturnType<typeof pursesOf>>;

async function publicSummary(tx: Tx, group: typeof groups.$inferSelect, rows?: PurseRows) {
  rows ??= await pursesOf(tx, group.id);
  const [members] = await tx.select({ n: count() }).from(groupMembers).where(and(eq(groupMembers.groupId, group.id), activeMembership()));
  const memberCount = members?.n ?? 0;
  const totalTarget = rows.reduce((sum, p) => sum + p.targetAmountKobo, 0);
  const totalCollected = rows.reduce((sum, p) => sum + p.collectedAmountKobo, 0);
  return {
    group: { id: group.id, name: group.name, description: group.description },
    projects: rows.map(presentPublicPurse),
    totalTarget: koboToDecimalString(totalTarget),
    totalCollected: koboToDecimalString(totalCollected),
    memberCount,
  };
}

export type PublicSummary = Awaited<ReturnType<typeof publicSummary>>;

/** GET /api/groups/registration/{link}, public: the wizard's and the landing page's lookup. */
export async function registrationLookup(tx: Tx, link: string): Promise<Outcome<PublicSummary>> {
  const [group] = await tx.select().from(groups).where(eq(groups.registrationLink, link)).limit(1);
  if (!group) return refuse('group-not-found');
  return ok(await publicSummary(tx, group));
}

/** One open purse on the notice board: where to pay it, and the account it left lately. */
export interface NoticePurse {
  id: string;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  /** The account replaced less than BANK_CHANGE_NOTICE_DAYS ago, and when (`until`); else null. */
  changed: PreviousAccount | null;
}

/**
 * The notice board (issue 27 §2): what the group's Custom URL adds to the public summary, for a
 * link the admin pins in the WhatsApp group's description. The account of each open purse that
 * takes bank transfers (an account number is what every member is asked to pay into, so it is
 * public like the amount per member), a bank change of the last 14 days, who to ask (the admin's
 * name), and the group's language for a visitor who has not chosen one. Still no phone numbers
 * and no member names.
 */
async function noticeBoard(tx: Tx, group: typeof groups.$inferSelect, rows: PurseRows, now: Date) {
  const open = rows.filter((purse) => purse.status === 'active');
  const [admin] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, group.adminId)).limit(1);
  const purses: NoticePurse[] = open
    .filter((purse) => parseAllowedPaymentTypes(purse.allowedPaymentTypes).includes('bank_transfer'))
    .map((purse) => ({
      id: purse.id,
      bankName: purse.bankName,
      accountNumber: purse.accountNumber,
      accountName: purse.accountName,
      changed: recentAccountChange(purse.previousAccounts, now),
    }));
  return { locale: group.locale, ask: admin ? [admin.name] : [], purses };
}

/**
 * GET /api/groups/slug/{groupSlug}, public: the group behind its Custom URL {origin}/{customSlug}
 * (the admin dashboard shows it), with its registration link so the landing can lead to the
 * wizard, and its notice board. The link is no secret: it is what the admin shares. Read in any
 * letter case.
 */
export async function customSlugLookup(
  tx: Tx,
  groupSlug: string,
  now: Date,
): Promise<Outcome<PublicSummary & { registrationLink: string; notice: Awaited<ReturnType<typeof noticeBoard>> }>> {
  const [group] = await tx.select().from(groups).where(eq(groups.customSlug, groupSlug.toLowerCase())).limit(1);
  if (!group) return refuse('group-not-found');
  const rows = await pursesOf(tx, group.id);
  return ok({ registrationLink: group.registrationLink, ...(await publicSummary(tx, group, rows)), notice: await noticeBoard(tx, group, rows, now) });
}

/**
 * GET /api/groups/slug/{groupSlug}/{purseSegment}, public: a share link {origin}/{group}/{segment}
 * (SPEC §9) to the group's registration link and the project. Both parts are read through the
 * slug rules, so a link typed in capitals or built on a device from the project's name
 * ("Xmas Party" -> "xmasparty") finds the same purse.
 */
export async function resolveShareLink(tx: Tx, groupSlug: string, purseSegment: string): Promise<Outcome<{ registrationLink: string; projectId: string }>> {
  const customSlug = `${groupSlug.toLowerCase()}/${purseSegmentBase(purseSegment)}`;
  const [row] = await tx
    .select({ projectId: projects.id, registrationLink: groups.registrationLink })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.groupId))
    .where(eq(projects.customSlug, customSlug))
    .limit(1);
  if (!row) return refuse('project-not-found');
  return ok(row);
}

/** GET /api/bank-details/{projectId}: where to pay, for the people of the project's group only. */
export async function bankDetails(
  tx: Tx,
  actor: UserRow,
  projectId: string,
): Promise<Outcome<{ bankName: string | null; accountNumber: string | null; accountName: string | null }>> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return refuse('project-not-found');
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  return ok({ bankName: project.bankName, accountNumber: project.accountNumber, accountName: project.accountName });
}
