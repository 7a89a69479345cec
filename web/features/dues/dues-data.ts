/**
 * What the dues screens read from the phone (issue 25 §§3-4, §8): a levy or dues purse, its
 * members and its payments, turned into ledgers by the rule the server uses too
 * (shared/purse-ledgers.ts), so the card and the grid show offline. The phone holds what its
 * user may see: the group's admin and partners every member and payment, a member only their own.
 * Statuses include the admin's decisions made on this phone and not synced yet.
 */
import type { OwingMember } from '../../../shared/owing-fits';
import { holderOf, type RotationPick } from '../../../shared/rotation-picks';
import { placeLocked, type RotationSwap } from '../../../shared/rotation-swaps';
import { termsFor } from '../../../shared/dues-terms';
import { lagosDay } from '../../../shared/lagos-day';
import type { PurseLedgers } from '../../../shared/purse-ledgers';
import { scheduleOf } from '../../../shared/purse-schedule';
import { periodAt, type DuesSchedule } from '../../../shared/dues-schedule';
import { nextRound, potKobo, rotationRounds, type RotationPlace, type RotationRound } from '../../../shared/rotation';
import { pendingDecisions } from '../../data/contribution-writes';
import type { DeviceDb, LocalContribution, LocalGroup, LocalMember, LocalPayout, LocalPurse } from '../../data/db';
import { rowsOfGroups } from '../../data/group-rows';
import { phoneLedgers } from '../../data/purse-dues';

export interface PurseDuesView {
  project: LocalPurse;
  group: LocalGroup;
  /** 'group': the admin or a partner, every active member; 'mine': the viewer alone. */
  scope: 'group' | 'mine';
  ledgers: PurseLedgers;
  /** The Lagos day the ledgers were worked out for. */
  today: string;
  /** The purse's payments by id, for a cell's details. */
  payments: ReadonlyMap<string, LocalContribution>;
  /** The members' rows by user id, for the admin's exceptions. */
  memberRows: ReadonlyMap<string, LocalMember>;
  /** The viewer is the group's admin: they may excuse a member or make them owe from the start. */
  admin: boolean;
}

type Decisions = Awaited<ReturnType<typeof pendingDecisions>>;

function viewOf(project: LocalPurse, group: LocalGroup, scope: PurseDuesView['scope'], members: readonly LocalMember[], rows: readonly LocalContribution[], decisions: Decisions, today: string, admin = false): PurseDuesView | null {
  const ledgers = phoneLedgers(project, members, rows, decisions, today);
  return ledgers ? { project, group, scope, ledgers, today, payments: new Map(rows.map((row) => [row.id, row])), memberRows: new Map(members.map((m) => [m.userId, m])), admin } : null;
}

/**
 * One levy or dues purse as `viewerId` may see it: the whole group for its admin or a partner,
 * else the viewer's own periods; null for a collection or a purse not on this phone.
 * @example (await loadPurseDues(db, projectId, adminId, '2026-03-10'))?.ledgers.members.length
 */
export async function loadPurseDues(db: DeviceDb, projectId: string, viewerId: string, today = lagosDay(new Date().toISOString())): Promise<PurseDuesView | null> {
  const project = await db.projects.get(projectId);
  if (!project || !project.kind || project.kind === 'collection') return null;
  const [seen, rows] = await Promise.all([groupSeen(db, project.groupId, viewerId), db.contributions.where('projectId').equals(project.id).toArray()]);
  return seen ? purseView(project, seen, rows, viewerId, today) : null;
}

/** What the viewer's phone holds of a group for its dues: the group, whether they see it whole, its members and the decisions not synced yet. */
async function groupSeen(db: DeviceDb, groupId: string, viewerId: string) {
  const [group, partner, members, decisions] = await Promise.all([
    db.groups.get(groupId),
    db.partners.where('[groupId+userId]').equals([groupId, viewerId]).first(),
    db.members.where('groupId').equals(groupId).toArray(),
    pendingDecisions(db),
  ]);
  if (!group) return null;
  return { group, members, decisions, watcher: group.adminId === viewerId || (partner !== undefined && !partner.deleted), admin: group.adminId === viewerId };
}

/** One purse's view from what the phone holds of its group: whole for its admin or a partner, else the viewer's own periods. */
function purseView(project: LocalPurse, seen: NonNullable<Awaited<ReturnType<typeof groupSeen>>>, rows: readonly LocalContribution[], viewerId: string, today: string): PurseDuesView | null {
  const { group, members, decisions } = seen;
  if (seen.watcher) return viewOf(project, group, 'group', members, rows, decisions, today, seen.admin);
  const mine = members.filter((m) => m.userId === viewerId);
  if (mine.length === 0) return null;
  return viewOf(project, group, 'mine', mine, rows.filter((row) => row.userId === viewerId), decisions, today);
}

/**
 * What each member still has to send on each active levy, dues or rotation of a group (owing
 * less money awaiting confirmation), for the admin's reconciliation (issue 25 §8: the members a
 * credit with no proof may be from). Empty for a viewer who does not see the whole group.
 * @example (await loadOwingMembers(db, 'g1', adminId))[0] // { userId: 'u-kemi', name: 'Kemi Bello', projectId: 'p1', purseName: 'Monthly Dues', toSendKobo: 500_000, perPeriodKobo: 500_000 }
 */
export async function loadOwingMembers(db: DeviceDb, groupId: string, viewerId: string, today = lagosDay(new Date().toISOString())): Promise<OwingMember[]> {
  const purses = (await db.projects.where('groupId').equals(groupId).toArray()).filter((p) => p.status === 'active' && p.kind && p.kind !== 'collection');
  if (purses.length === 0) return [];
  // The group's members and decisions read once for all its purses.
  const seen = await groupSeen(db, groupId, viewerId);
  if (!seen?.watcher) return [];
  const out: OwingMember[] = [];
  for (const purse of purses) {
    const view = purseView(purse, seen, await db.contributions.where('projectId').equals(purse.id).toArray(), viewerId, today);
    if (!view) continue;
    for (const { member, ledger, pendingKobo } of view.ledgers.members) {
      const toSendKobo = ledger.owingKobo - pendingKobo;
      if (toSendKobo > 0) out.push({ userId: member.userId, name: member.fullName || member.username, projectId: purse.id, purseName: purse.name, toSendKobo, perPeriodKobo: view.ledgers.amountPerPeriodKobo });
    }
  }
  return out;
}

/**
 * The viewer's own standing in each open levy or dues purse of the groups they belong to (not
 * those they run), oldest purse first: the member's dues card.
 */
export async function loadMyDuesCards(db: DeviceDb, viewerId: string, today = lagosDay(new Date().toISOString())): Promise<PurseDuesView[]> {
  const memberships = (await db.members.where('userId').equals(viewerId).toArray()).filter((m) => !m.deleted && m.status === 'active');
  const groupIds = memberships.map((m) => m.groupId);
  const [groups, projects, rows, decisions] = await Promise.all([
    db.groups.bulkGet(groupIds),
    rowsOfGroups(db.projects, groupIds),
    db.contributions.where('userId').equals(viewerId).toArray(),
    pendingDecisions(db),
  ]);
  const byId = new Map(groups.filter((g): g is LocalGroup => g !== undefined && g.adminId !== viewerId).map((g) => [g.id, g]));
  return projects
    .filter((p) => p.status === 'active' && p.kind && p.kind !== 'collection' && byId.has(p.groupId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((project) => viewOf(project, byId.get(project.groupId)!, 'mine', memberships.filter((m) => m.groupId === project.groupId), rows, decisions, today))
    .filter((view): view is PurseDuesView => view !== null);
}

export interface RotationView {
  project: LocalPurse;
  group: LocalGroup;
  rounds: RotationRound[];
  /** The round whose collection is next, or null when all are over (or none is set). */
  next: RotationRound | null;
  /** Each round's pot with every member paying (the pot line). */
  potKobo: number;
  /** Round `index`'s pot: less the members excused from it (those on this phone: the admin and partners hold every member). */
  roundPotKobo: (index: number) => number;
  /** The viewer is the group's admin, and the order may still be drawn (not set, or before the first round). */
  mayDraw: boolean;
  /** A draw asked on this phone waits to be sent. */
  drawWaiting: boolean;
  today: string;
  /** The purse's payouts to members (rounds paid), not rejected. */
  roundPayouts: LocalPayout[];
  /** The viewer is the group's admin. */
  admin: boolean;
  /** The viewer is the admin or a partner: they are shown rounds paid and not acknowledged. */
  watcher: boolean;
  /** The group's active members, by name: the admin's order by hand starts from them. */
  activeMembers: RotationPlace[];
  /** While the members pick their places: each place (one per member) with its day and who took it; null when not open. */
  picking: { places: { index: number; dueDay: string | null; holder: RotationPick | null }[]; mine: number | null; mayPick: boolean; closeWaiting: boolean } | null;
  /** Swaps of places (issue 25 §5), once the order is set; null before. */
  swaps: SwapsView | null;
}

/** A rotation's swaps of places as the viewer sees them: what they may do, and every open request. */
export interface SwapsView {
  /** The viewer's own open request, if any. */
  mine: RotationSwap | null;
  /** Requests to the viewer. */
  toMe: RotationSwap[];
  /** For the admin: requests both members agreed to, waiting for their decision. */
  toDecide: RotationSwap[];
  /** Every other open request, for everyone to see. */
  others: RotationSwap[];
  /** The rounds of the other members the viewer may ask (empty when their own place cannot move). */
  candidates: RotationRound[];
  /** The viewer's own place, when they have one. */
  myPlace: RotationPlace | null;
  /** The day `userId` collects now ('' when they have no place). */
  dayOf: (userId: string) => string;
}

/**
 * The swaps of a rotation for `viewerId`: a member with a place whose round is not over nor paid
 * may ask any other such member; the rest is what is open.
 * @example swapsView(rounds, swaps, 'u-kemi', '2026-02-01', new Set(), activeIds, false).candidates.length
 */
export function swapsView(rounds: readonly RotationRound[], swaps: readonly RotationSwap[], viewerId: string, today: string, paidTo: ReadonlySet<string>, activeIds: ReadonlySet<string>, admin: boolean): SwapsView {
  const free = (userId: string) => activeIds.has(userId) && placeLocked(rounds, userId, today, paidTo) === null;
  const myRound = rounds.find((r) => r.collector.userId === viewerId) ?? null;
  const mine = swaps.find((s) => s.from.userId === viewerId) ?? null;
  const toMe = swaps.filter((s) => s.to.userId === viewerId);
  const toDecide = admin ? swaps.filter((s) => s.agreed) : [];
  const shown = new Set<RotationSwap>([...(mine ? [mine] : []), ...toMe, ...toDecide]);
  return {
    mine,
    toMe,
    toDecide,
    others: swaps.filter((s) => !shown.has(s)),
    candidates: myRound && free(viewerId) ? rounds.filter((r) => r.collector.userId !== viewerId && free(r.collector.userId)) : [],
    myPlace: myRound?.collector ?? null,
    dayOf: (userId) => rounds.find((r) => r.collector.userId === userId)?.dueDay ?? '',
  };
}

/**
 * A rotation's order as everyone in its group sees it (issue 25 §5): who collects each round and
 * when, who is next, and the pot; null for another kind of purse or one not on this phone.
 */
export async function loadRotation(db: DeviceDb, projectId: string, viewerId: string, today = lagosDay(new Date().toISOString())): Promise<RotationView | null> {
  const project = await db.projects.get(projectId);
  if (!project || project.kind !== 'rotation') return null;
  const group = await db.groups.get(project.groupId);
  if (!group) return null;
  const schedule = scheduleOf(project);
  const order = project.rotationOrder ?? [];
  const rounds = schedule ? rotationRounds(schedule, order) : [];
  const waiting = await db.outbox.filter((entry) => (entry.type === 'rotation.draw' || entry.type === 'rotation.closePicks') && entry.target.id === project.id).toArray();
  const drawWaiting = waiting.some((entry) => entry.type === 'rotation.draw');
  const [payouts, partner, members] = await Promise.all([
    db.payouts.where('projectId').equals(project.id).toArray(),
    db.partners.where('[groupId+userId]').equals([group.id, viewerId]).first(),
    db.members.where('groupId').equals(group.id).toArray(),
  ]);
  const excused = new Map<number, number>();
  for (const member of members) {
    if (member.deleted || member.status !== 'active') continue;
    for (const period of termsFor(member.duesTerms, project.id).excused) excused.set(period, (excused.get(period) ?? 0) + 1);
  }
  const amount = project.amountPerMemberKobo ?? 0;
  const admin = group.adminId === viewerId;
  const roundPayouts = payouts.filter((p) => p.recipientUserId && p.status !== 'rejected');
  // A member's phone holds only their own member row: the others in the order count as active there.
  const active = new Set(members.filter((m) => !m.deleted && m.status === 'active').map((m) => m.userId));
  const onPhone = new Set(members.map((m) => m.userId));
  const activeIds = new Set(order.map((place) => place.userId).filter((id) => active.has(id) || !onPhone.has(id)));
  const started = order.length > 0 && project.startsOn !== null && project.startsOn !== undefined && today >= project.startsOn;
  return {
    project,
    group,
    rounds,
    next: nextRound(rounds, today),
    potKobo: potKobo(amount, order.length, 0),
    roundPotKobo: (index) => potKobo(amount, order.length, excused.get(index) ?? 0),
    mayDraw: admin && !started,
    drawWaiting,
    today,
    roundPayouts,
    admin,
    watcher: admin || (partner !== undefined && !partner.deleted),
    activeMembers: members
      .filter((m) => !m.deleted && m.status === 'active')
      .map((m) => ({ userId: m.userId, name: m.fullName }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    swaps: rounds.length > 0 && !project.rotationPicks ? swapsView(rounds, project.rotationSwaps ?? [], viewerId, today, new Set(roundPayouts.map((p) => p.recipientUserId!)), activeIds, admin) : null,
    picking: project.rotationPicks ? pickingOf(project.rotationPicks, group.memberCount, schedule, members.some((m) => m.userId === viewerId && !m.deleted && m.status === 'active'), viewerId, waiting.some((entry) => entry.type === 'rotation.closePicks')) : null,
  };
}

/** The places of a rotation whose members pick them: one per member of the group, each with its round's day. */
function pickingOf(picks: readonly RotationPick[], count: number, schedule: DuesSchedule | null, member: boolean, viewerId: string, closeWaiting: boolean): NonNullable<RotationView['picking']> {
  const withRounds = schedule ? { ...schedule, rounds: count } : null;
  const places = Array.from({ length: count }, (_, index) => ({ index, dueDay: withRounds ? (periodAt(withRounds, index)?.dueDay ?? null) : null, holder: holderOf(picks, index) ?? null }));
  return { places, mine: picks.find((p) => p.userId === viewerId)?.place ?? null, mayPick: member, closeWaiting };
}
