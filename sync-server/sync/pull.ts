import type { Locale } from '../../shared/i18n/languages';
import { and, asc, count, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { SYNC_PAGE_SIZE, SYNC_PROTOCOL_VERSION, type PullResponse } from '../../shared/sync-protocol';
import type { Tx } from '../db/database';
import { accountabilityPartners, contributions, groupMembers, groups, groupUpdates, historyEntries, payouts, projects, users } from '../db/schema';
import { changedAfter, changedReads as read, revisionsAfter } from './changed-rows';
import { addFirstPullSnapshot, type PageRows } from './first-pull-snapshot';
import { HIDDEN_DETAILS } from '../access/visible-data';
import { historyWireRows } from '../present/history';
import { contributionRow } from '../present/contribution';
import { groupRow } from '../present/group';
import { groupUpdateRow, notificationRow } from '../present/notification';
import { memberRow, partnerRow } from '../present/member';
import { payoutRow } from '../present/payout';
import { purseRow } from '../present/purse';
import { visibilityOf, type Visibility } from '../access/visibility';

type Table = 'groups' | 'projects' | 'members' | 'partners' | 'contributions' | 'notifications' | 'groupUpdates' | 'payouts' | 'history';

/**
 * One page of everything `userId` may see that changed after `since`.
 *
 * Invariants:
 * - Revisions are unique and server-wide, so "changed after N" across the tables is one ordered
 *   merge; the page ends at a revision, and the next page starts right after it: nothing skipped.
 * - All reads happen in one read-only transaction (one snapshot: SQLite's, or PostgreSQL's at
 *   REPEATABLE READ), and go no further than `watermark`, a revision below which every write has
 *   committed before the snapshot began (db/revision.ts, revisionWatermark: taken by the caller
 *   before opening the transaction). Rows above it wait for the next pull, so the cursor returned
 *   when nothing more waits (the watermark) never passes a row that commits later.
 * - A group that became visible after `since` (the user joined, or became a partner) is sent
 *   whole, because its older rows lie behind the device's cursor: to a new member their own
 *   rows in it and its announcements, to a new partner every member, partner and contribution row.
 * - A partnership that ended (and was not renewed) after `since` leaves the device holding rows it
 *   received as a reviewer that it keeps as a member: the user's own contributions (the duplicate
 *   flag only reviewers see) and, in a group that shows members only totals, its history (other
 *   members' amounts) and the entries whose details a member gets sealed (other members'
 *   references, the admin's cash notes). Those are sent again as a member sees them.
 * - Contributions follow the member rule: a group's admin and partners get all of them, anyone
 *   else only their own; every page names the groups in `scope`, so the device drops the rest.
 * - Notifications are the user's own, whatever the group; announcements, payouts and history
 *   entries follow `scope.visible` (history details withheld per `detailsWithheld`; history rows
 *   travel slim, the phone recomputes their hashes: history-wire-rows.ts).
 * Rows may arrive twice (a page and a snapshot); devices upsert, so that is harmless.
 */
export async function pull(tx: Tx, userId: string, since: number, watermark: number, limit = SYNC_PAGE_SIZE, snapshot?: number): Promise<PullResponse> {
  const access = await visibilityOf(tx, userId);
  const counter = watermark;
  // A first pull (cursor 0) starts with a snapshot of the small tables at `counter`: see
  // first-pull-snapshot.ts. Their rows up to that revision are then left out of the ordered pages.
  const snapshotAt = since === 0 ? counter : snapshot !== undefined && snapshot <= counter ? snapshot : 0;
  const after = Math.max(since, snapshotAt);
  // Where the page ends: the `limit`-th smallest revision of everything changed, found from the
  // indexes alone (revisions are unique server-wide, so a row met under two keys counts once).
  // Only the rows up to it are then read and mapped.
  const revisions = new Set<number>();
  for (const g of await tx.select({ revision: groups.revision }).from(groups).where(and(gt(groups.revision, after), inArray(groups.id, access.visible))).orderBy(asc(groups.revision)).limit(limit + 1)) revisions.add(g.revision);
  await revisionsAfter(tx, read.pursesOfGroup, access.visible, after, limit + 1, revisions);
  await revisionsAfter(tx, read.membersOfGroup, access.full, after, limit + 1, revisions);
  await revisionsAfter(tx, read.membersOfUser, [userId], after, limit + 1, revisions);
  await revisionsAfter(tx, read.partnersOfGroup, access.full, after, limit + 1, revisions);
  await revisionsAfter(tx, read.partnersOfUser, [userId], after, limit + 1, revisions);
  await revisionsAfter(tx, read.contributionsOfGroup, access.full, since, limit + 1, revisions);
  await revisionsAfter(tx, read.contributionsOfUser, [userId], since, limit + 1, revisions);
  await revisionsAfter(tx, read.notificationsOfUser, [userId], after, limit + 1, revisions);
  await revisionsAfter(tx, read.updatesOfGroup, access.visible, since, limit + 1, revisions);
  await revisionsAfter(tx, read.payoutsOfGroup, access.visible, since, limit + 1, revisions);
  await revisionsAfter(tx, read.historyOfGroup, access.visible, since, limit + 1, revisions);
  // Rows above the watermark may have writers still running below it: they wait for the next pull.
  const below = [...revisions].filter((r) => r <= counter).sort((a, b) => a - b);
  const hasMore = below.length > limit;
  const upto = hasMore ? below[limit - 1]! : counter;

  const changedGroups = await tx.select().from(groups).where(and(gt(groups.revision, after), lte(groups.revision, upto), inArray(groups.id, access.visible))).orderBy(asc(groups.revision));
  const changedProjects = await changedAfter(tx, read.pursesOfGroup, access.visible, after, upto, limit);
  const changedMembers = await changedAfter(tx, read.membersOfGroup, access.full, after, upto, limit);
  for (const m of await read.membersOfUser.all(tx, { key: userId, after, upto, limit })) if (!access.full.includes(m.groupId)) changedMembers.push(m);
  const changedPartners = await changedAfter(tx, read.partnersOfGroup, access.full, after, upto, limit);
  for (const p of await read.partnersOfUser.all(tx, { key: userId, after, upto, limit })) if (!access.full.includes(p.groupId)) changedPartners.push(p);
  const changedContributions = await changedAfter(tx, read.contributionsOfGroup, access.full, since, upto, limit);
  for (const c of await read.contributionsOfUser.all(tx, { key: userId, after: since, upto, limit })) if (!access.full.includes(c.groupId)) changedContributions.push(c);
  const changedNotifications = await read.notificationsOfUser.all(tx, { key: userId, after, upto, limit });
  const changedUpdates = await changedAfter(tx, read.updatesOfGroup, access.visible, since, upto, limit);
  const changedPayouts = await changedAfter(tx, read.payoutsOfGroup, access.visible, since, upto, limit);
  const changedHistory = await changedAfter(tx, read.historyOfGroup, access.visible, since, upto, limit);

  const page: { table: Table; revision: number; row: unknown }[] = [
    ...changedGroups.map((row) => ({ table: 'groups' as const, revision: row.revision, row })),
    ...changedProjects.map((row) => ({ table: 'projects' as const, revision: row.revision, row })),
    ...changedMembers.map((row) => ({ table: 'members' as const, revision: row.revision, row })),
    ...changedPartners.map((row) => ({ table: 'partners' as const, revision: row.revision, row })),
    ...changedContributions.map((row) => ({ table: 'contributions' as const, revision: row.revision, row })),
    ...changedNotifications.map((row) => ({ table: 'notifications' as const, revision: row.revision, row })),
    ...changedUpdates.map((row) => ({ table: 'groupUpdates' as const, revision: row.revision, row })),
    ...changedPayouts.map((row) => ({ table: 'payouts' as const, revision: row.revision, row })),
    ...changedHistory.map((row) => ({ table: 'history' as const, revision: row.revision, row })),
  ].sort((a, b) => a.revision - b.revision);
  const cursor = hasMore ? upto : Math.max(since, counter);

  const out: PageRows = {
    groups: new Map(),
    projects: new Map(),
    members: new Map(),
    partners: new Map(),
    contributions: new Map(),
    notifications: new Map(),
    groupUpdates: new Map(),
    payouts: new Map(),
    history: new Map(),
  };
  for (const item of page) (out[item.table] as Map<string, { id: string }>).set((item.row as { id: string }).id, item.row as never);
  if (since === 0) await addFirstPullSnapshot(tx, out, access, userId);

  // Groups that became visible within this page: send them whole.
  const inWindow = (revision: number) => revision > since && revision <= cursor;
  const newlyVisible = [...access.memberGrants, ...access.partnerGrants].filter(([, r]) => inWindow(r)).map(([g]) => g);
  const newlyFull = [...access.partnerGrants].filter(([, r]) => inWindow(r)).map(([g]) => g);
  if (newlyVisible.length > 0) {
    for (const g of await tx.select().from(groups).where(inArray(groups.id, newlyVisible))) out.groups.set(g.id, g);
    for (const p of await tx.select().from(projects).where(inArray(projects.groupId, newlyVisible))) out.projects.set(p.id, p);
    for (const m of await tx.select().from(groupMembers).where(and(inArray(groupMembers.groupId, newlyVisible), eq(groupMembers.userId, userId)))) out.members.set(m.id, m);
    for (const c of await tx.select().from(contributions).where(and(inArray(contributions.groupId, newlyVisible), eq(contributions.userId, userId)))) out.contributions.set(c.id, c);
    for (const u of await tx.select().from(groupUpdates).where(inArray(groupUpdates.groupId, newlyVisible))) out.groupUpdates.set(u.id, u);
    for (const p of await tx.select().from(payouts).where(inArray(payouts.groupId, newlyVisible))) out.payouts.set(p.id, p);
    for (const h of await tx.select().from(historyEntries).where(inArray(historyEntries.groupId, newlyVisible))) out.history.set(h.id, h);
  }
  if (newlyFull.length > 0) {
    for (const m of await tx.select().from(groupMembers).where(inArray(groupMembers.groupId, newlyFull))) out.members.set(m.id, m);
    for (const p of await tx.select().from(accountabilityPartners).where(inArray(accountabilityPartners.groupId, newlyFull))) out.partners.set(p.id, p);
    for (const c of await tx.select().from(contributions).where(inArray(contributions.groupId, newlyFull))) out.contributions.set(c.id, c);
  }
  const noLongerReviewed = [...access.partnerEnds].filter(([g, r]) => inWindow(r) && access.visible.includes(g)).map(([g]) => g);
  if (noLongerReviewed.length > 0) {
    for (const c of await tx.select().from(contributions).where(and(inArray(contributions.groupId, noLongerReviewed), eq(contributions.userId, userId)))) out.contributions.set(c.id, c);
    const totalsOnly = (await tx.select({ id: groups.id }).from(groups).where(and(inArray(groups.id, noLongerReviewed), eq(groups.showMemberAmounts, false)))).map((g) => g.id);
    if (totalsOnly.length > 0) for (const h of await tx.select().from(historyEntries).where(inArray(historyEntries.groupId, totalsOnly))) out.history.set(h.id, h);
    // In every such group, the entries a member receives with details sealed (history/visible-data.ts).
    const sealedTypes = Object.keys(HIDDEN_DETAILS);
    for (const h of await tx.select().from(historyEntries).where(and(inArray(historyEntries.groupId, noLongerReviewed), inArray(historyEntries.type, sealedTypes)))) out.history.set(h.id, h);
  }
  return { ...(await serialise(tx, out, access, cursor, hasMore, userId)), ...(snapshotAt > 0 ? { snapshot: snapshotAt } : {}) };
}

async function serialise(tx: Tx, out: PageRows, access: Visibility, cursor: number, hasMore: boolean, userId: string): Promise<PullResponse> {
  const people = await peopleById(tx, [
    ...[...out.groups.values()].map((g) => g.adminId),
    ...[...out.members.values()].map((m) => m.userId),
    ...[...out.partners.values()].map((p) => p.userId),
    ...[...out.contributions.values()].map((c) => c.userId),
    ...[...out.payouts.values()].flatMap((p) => (p.decidedBy ? [p.recordedBy, p.decidedBy] : [p.recordedBy])),
    ...[...out.history.values()].flatMap((h) => [h.actorId, h.subjectId].filter((id): id is string => id !== null)),
  ]);
  const groupIds = [...out.groups.keys()];
  const memberCounts = new Map(
    groupIds.length === 0
      ? []
      : (
          await tx
            .select({ groupId: groupMembers.groupId, n: count() })
            .from(groupMembers)
            .where(and(inArray(groupMembers.groupId, groupIds), isNull(groupMembers.deletedAt)))
            .groupBy(groupMembers.groupId)
        ).map((r) => [r.groupId, r.n] as const),
  );
  const person = (id: string) => people.get(id) ?? { fullName: '', username: '', phoneNumber: '', locale: 'en' as const };
  const owned = new Set(access.owned);
  const contactOf = (id: string) => {
    const { phoneNumber, locale } = person(id);
    return phoneNumber ? { phone: phoneNumber, locale } : undefined;
  };
  const nameOf = (id: string) => person(id).fullName;
  const historyGroups = [...new Set([...out.history.values()].map((h) => h.groupId))];
  const totalsOnlyGroups = new Set(
    historyGroups.length === 0
      ? []
      : (await tx.select({ id: groups.id }).from(groups).where(and(inArray(groups.id, historyGroups), eq(groups.showMemberAmounts, false)))).map((g) => g.id),
  );
  return {
    protocol: SYNC_PROTOCOL_VERSION,
    cursor,
    hasMore,
    groups: [...out.groups.values()].map((g) => groupRow(g, person(g.adminId).fullName, memberCounts.get(g.id) ?? 0)),
    projects: [...out.projects.values()].map(purseRow),
    members: [...out.members.values()].map((m) => memberRow(m, person(m.userId), owned.has(m.groupId) ? contactOf(m.userId) : undefined)),
    partners: [...out.partners.values()].map((p) => partnerRow(p, person(p.userId))),
    contributions: [...out.contributions.values()].map((c) => contributionRow(c, person(c.userId), access.full)),
    notifications: [...out.notifications.values()].map(notificationRow),
    groupUpdates: [...out.groupUpdates.values()].map(groupUpdateRow),
    payouts: [...out.payouts.values()].map((p) => payoutRow(p, nameOf)),
    history: historyWireRows([...out.history.values()], nameOf, { userId, reviewedGroups: access.full, totalsOnlyGroups }),
    scope: { visible: access.visible, full: access.full },
  };
}

async function peopleById(tx: Tx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { fullName: string; username: string; phoneNumber: string; locale: Locale }>();
  const rows = await tx.select({ id: users.id, fullName: users.fullName, username: users.username, phoneNumber: users.phoneNumber, locale: users.locale }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { fullName: r.fullName, username: r.username, phoneNumber: r.phoneNumber, locale: r.locale }]));
}
