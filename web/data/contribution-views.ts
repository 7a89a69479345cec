/**
 * Contributions as the screens show them: the synced row, the names of its group and purse, and
 * what this device still owes the server (a payment not uploaded yet, a decision queued, or an
 * answer the user must see: refused, or lost to another admin's decision).
 */
import type { ContributionStatus } from '../../shared/contributions';
import type { DeviceDb, LocalContribution, OutboxEntry } from './db';
import { entryRefusal } from '../lib/refusal-text';
import { pendingDecisions, type PendingDecision } from './contribution-writes';
import { decidedHereUnsynced, shownStatus } from './decision-overlay';
import { rowsOfGroups } from './group-rows';

export interface ContributionView {
  row: LocalContribution;
  groupName: string;
  projectName: string | null;
  /** What to show: a decision queued on this device wins over the server's status until it is answered (shownStatus). */
  status: ContributionStatus;
  /** Something about it is not on the server yet (the payment itself or a decision), or not back from it (a decision applied, not pulled). */
  unsynced: boolean;
  /** The payment's own outbox entry, while it is not on the server (queued, refused). */
  createEntry: OutboxEntry | null;
  /** A decision made here: queued, refused, or lost to another admin ('conflict'). */
  decision: PendingDecision | null;
  /** What the server said when it refused the payment or the decision; null when all is well. */
  problem: { kind: 'refused' | 'conflict'; message: string; entry: OutboxEntry } | null;
}

export interface ContributionQuery {
  /** Only this contributor's payments (My Contributions, member dashboard). */
  userId?: string;
  /** Only these groups' payments (an admin's or partner's groups). */
  groupIds?: readonly string[];
  /** Only this purse's payments (its books page): read by the purse's index, not the whole group. */
  projectId?: string;
  /** Only payments the server holds with this status (read by the status index). */
  status?: ContributionStatus;
}

/** Newest first. Read inside useLiveQuery, so any change to the rows or the outbox re-renders. */
export async function loadContributionViews(db: DeviceDb, query: ContributionQuery): Promise<ContributionView[]> {
  const rows =
    query.status !== undefined
      ? await db.contributions.where('status').equals(query.status).toArray()
      : query.projectId !== undefined
      ? await db.contributions.where('projectId').equals(query.projectId).toArray()
      : query.userId !== undefined
      ? await db.contributions.where('userId').equals(query.userId).toArray()
      : query.groupIds !== undefined
        ? await rowsOfGroups(db.contributions, query.groupIds)
        : await db.contributions.toArray();
  const filtered = rows.filter(
    (r) =>
      (query.userId === undefined || r.userId === query.userId) &&
      (query.groupIds === undefined || query.groupIds.includes(r.groupId)) &&
      (query.projectId === undefined || r.projectId === query.projectId),
  );

  const [groups, projects, decisions, outbox] = await Promise.all([
    db.groups.toArray(),
    db.projects.toArray(),
    pendingDecisions(db),
    db.outbox.toArray(),
  ]);
  const groupNames = new Map(groups.map((g) => [g.id, g.name]));
  const projectNames = new Map(projects.map((p) => [p.id, p.name]));
  const creates = new Map(outbox.filter((e) => e.type === 'contribution.create').map((e) => [e.target.id, e]));

  return filtered
    .map((row): ContributionView => {
      const createEntry = creates.get(row.id) ?? null;
      const decision = decisions.get(row.id) ?? null;
      const problemEntry = createEntry && createEntry.status !== 'queued' ? createEntry : decision && decision.entry.status !== 'queued' ? decision.entry : null;
      const queuedDecision = decision && decision.entry.status === 'queued' ? decision : null;
      return {
        row,
        groupName: groupNames.get(row.groupId) ?? '',
        projectName: row.projectId ? (projectNames.get(row.projectId) ?? null) : null,
        status: shownStatus(row, decision),
        unsynced: Boolean(row._pending) || queuedDecision !== null || decidedHereUnsynced(row, decision),
        createEntry,
        decision,
        problem: problemEntry
          ? {
              kind: problemEntry.status === 'conflict' ? 'conflict' : 'refused',
              // Worded when read, so a language switch shows at once (views are cached by live queries).
              get message() {
                return entryRefusal(problemEntry) ?? '';
              },
              entry: problemEntry,
            }
          : null,
      };
    })
    .sort((a, b) => b.row.createdAt.localeCompare(a.row.createdAt));
}
