/**
 * What an admin's decisions made on this phone change before the server's rows say so: the
 * status shown, and the money a confirmation adds to its purse and member totals.
 *
 * The synced totals (a purse's collectedAmountKobo, a member's contributedAmountKobo) are the
 * server's rows as last pulled. A confirmed contribution's money is added on top while that row
 * does not hold it yet:
 * - queued here: the decision waits in the outbox (status 'queued') over a 'pending' row;
 * - applied here: the server accepted it, the entry left the outbox, and the row carries
 *   `_decided` (recordAppliedDecision) until the pull replaces it with the server's row;
 * - pulled ahead of its totals: the server's confirmed row is newer than the totals row. The
 *   server changes the contribution first and then, in the same transaction, the purse and the
 *   membership (review-service), so a totals row holds a confirmation exactly when its revision
 *   is above the contribution's. Pages are pulled in revision order and may split the two: in
 *   between, this keeps the figure whole; the pull's last page ends it (withConfirmedRevision).
 * A decision the server refused or lost (entry 'refused' / 'conflict') adds nothing, and a
 * rejection never moves money.
 *
 * Why nothing is ever counted twice: the `_decided` row is replaced no later than the totals
 * that include it arrive (revision order, as above), and the sync engine pushes before it pulls
 * and pulls nothing after a failed push, so a decision the server applied but whose answer was
 * lost is answered (replayed) before any pull can bring totals that include it.
 */
import type { ContributionStatus } from '../../shared/contributions';
import type { PendingDecision } from './contribution-writes';
import type { DeviceDb, LocalContribution, LocalMember, LocalPurse } from './db';
import { pendingDecisions } from './contribution-writes';
import { rowsOfGroups } from './group-rows';

type Row = Pick<LocalContribution, 'status' | '_decided'>;
type Decision = PendingDecision | null | undefined;

/**
 * The status to show: a decision queued here wins over the server's 'pending' until it is answered.
 * @example shownStatus({ status: 'pending' }, queuedConfirm) === 'confirmed'
 */
export function shownStatus(row: Row, decision: Decision): ContributionStatus {
  if (decision?.entry.status === 'queued' && row.status === 'pending') return decision.action === 'confirm' ? 'confirmed' : 'rejected';
  return row.status;
}

/**
 * Whether the row shows a decision made here that the device's synced rows do not hold yet
 * (queued, or applied and not pulled): its figures are marked 'Not synced yet'.
 */
export function decidedHereUnsynced(row: Row, decision: Decision): boolean {
  return row._decided === 1 || (decision?.entry.status === 'queued' && row.status === 'pending');
}

/** The contributions shown as confirmed, by purse and by membership, with the decisions made here. */
export interface TotalsOverlay {
  byProject: ReadonlyMap<string, readonly LocalContribution[]>;
  /** Keyed by memberKey(groupId, userId). */
  byMember: ReadonlyMap<string, readonly LocalContribution[]>;
  decisions: ReadonlyMap<string, PendingDecision>;
}

export const memberKey = (groupId: string, userId: string) => `${groupId}\u0000${userId}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Collects the contributions shown as confirmed (with the decisions made here), to add to the
 * totals rows that do not hold them yet (overlaidPurse, overlaidMember).
 */
export function totalsOverlay(rows: Iterable<LocalContribution>, decisions: ReadonlyMap<string, PendingDecision>): TotalsOverlay {
  const byProject = new Map<string, LocalContribution[]>();
  const byMember = new Map<string, LocalContribution[]>();
  for (const row of rows) {
    if (shownStatus(row, decisions.get(row.id)) !== 'confirmed') continue;
    if (row.projectId) push(byProject, row.projectId, row);
    push(byMember, memberKey(row.groupId, row.userId), row);
  }
  return { byProject, byMember, decisions };
}

/** What a totals row (last changed at `revision`) misses of these confirmed rows, and how much of that was decided here. */
function missing(rows: readonly LocalContribution[] | undefined, revision: number, decisions: ReadonlyMap<string, PendingDecision>) {
  let kobo = 0;
  let here = 0;
  for (const row of rows ?? []) {
    if (decidedHereUnsynced(row, decisions.get(row.id))) {
      kobo += row.amountKobo;
      here += row.amountKobo;
    } else if ((row._confirmedRev ?? 0) > revision) {
      // Confirmed in a pulled revision the totals row has not reached yet (a page boundary).
      kobo += row.amountKobo;
    }
  }
  return { kobo, here };
}

/**
 * The purse with the confirmed money its synced row does not hold yet; marked `_pending` (not
 * synced yet) when some of it was decided on this phone. `unsyncedKobo`: that part.
 * @example overlaidPurse(project, overlay).project.collectedAmountKobo
 */
export function overlaidPurse(project: LocalPurse, overlay: TotalsOverlay): { project: LocalPurse; unsyncedKobo: number } {
  const { kobo, here } = missing(overlay.byProject.get(project.id), project.revision, overlay.decisions);
  if (kobo === 0) return { project, unsyncedKobo: 0 };
  return { project: { ...project, collectedAmountKobo: project.collectedAmountKobo + kobo, ...(here > 0 ? { _pending: 1 as const } : {}) }, unsyncedKobo: here };
}

/** The membership with the confirmed money its synced row does not hold yet, marked as above. */
export function overlaidMember(member: LocalMember, overlay: TotalsOverlay): LocalMember {
  const { kobo, here } = missing(overlay.byMember.get(memberKey(member.groupId, member.userId)), member.revision, overlay.decisions);
  if (kobo === 0) return member;
  return { ...member, contributedAmountKobo: member.contributedAmountKobo + kobo, ...(here > 0 ? { _pending: 1 as const } : {}) };
}

/**
 * A pulled contribution as the device keeps it, with `_confirmedRev` while a later page of the
 * same pull may still bring the totals that hold it: the revision at which it became confirmed
 * here. Comparing the row's own revision with the purse's would count the money twice once
 * anything else changed the row after its confirmation (the receipt check finishing after the
 * admin confirmed): the purse's row holds it, but its revision is older.
 *
 * On the last page (`more` false) nothing is marked: the device then holds every row up to the
 * server's head, so every totals row holds every confirmation it pulled. That matters because
 * the revision seen here is only the row's latest: a payment that was pending (or decided here)
 * and comes back confirmed AND changed again (confirmed at 14, totals at 15, its receipt read at
 * 20) would otherwise stay marked above its totals and be counted twice for good. The marks of
 * the pull's earlier pages are cleared then too (`clearConfirmedRevisions`).
 * @example withConfirmedRevision({ ...row, status: 'confirmed', revision: 12 }, { ...row, status: 'pending' }, true)._confirmedRev === 12
 */
export function withConfirmedRevision(row: LocalContribution, stored: LocalContribution | undefined, more: boolean): LocalContribution {
  const { _confirmedRev: _, ...plain } = row;
  if (row.status !== 'confirmed' || !more || !stored) return plain; // never seen before: its totals come with it
  if (stored.status === 'confirmed' && !stored._decided) return stored._confirmedRev ? { ...plain, _confirmedRev: stored._confirmedRev } : plain;
  // Pending (or decided here) before: confirmed at this revision at the latest.
  return { ...plain, _confirmedRev: row.revision };
}

/** The last page of a pull landed: every totals row is current, so no mark is needed any more (see withConfirmedRevision). */
export async function clearConfirmedRevisions(db: DeviceDb): Promise<void> {
  await db.contributions.where('_confirmedRev').above(0).modify((row) => {
    delete row._confirmedRev;
  });
}

/** The overlay for some groups, read from the device (their contributions and the outbox). */
export async function loadTotalsOverlay(db: DeviceDb, groupIds: readonly string[]): Promise<TotalsOverlay> {
  const [rows, decisions] = await Promise.all([rowsOfGroups(db.contributions, groupIds), pendingDecisions(db)]);
  return totalsOverlay(rows, decisions);
}

/** The overlay of one purse alone (its books page): its own payments, read by the purse's index. */
export async function loadPurseOverlay(db: DeviceDb, projectId: string): Promise<TotalsOverlay> {
  const [rows, decisions] = await Promise.all([db.contributions.where('projectId').equals(projectId).toArray(), pendingDecisions(db)]);
  return totalsOverlay(rows, decisions);
}
