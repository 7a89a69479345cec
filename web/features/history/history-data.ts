/**
 * What the history screen reads from the phone: the group, its entries newest first, and the
 * purse names and payouts its sentences name. Everything comes from the device database, so the
 * history opens and verifies offline.
 */
import { checkCode, HISTORY_FILTERS, type HistoryFilter } from '../../../shared/history';
import type { DeviceDb, LocalGroup, LocalHistoryEntry } from '../../data/db';
import type { SentenceContext } from './history-sentence';
import { loadGroupRole, type GroupRole } from '../../session/group-role';
import { history_tabAll, history_tabChanges, history_tabMoney, history_tabPartners } from '../../../shared/i18n/paraglide/messages.js';

export interface GroupHistory {
  group: LocalGroup;
  role: GroupRole;
  /** Newest first. */
  entries: LocalHistoryEntry[];
  /** The check code of the chain on this phone (its newest entry's hash). */
  checkCode: string;
  context: SentenceContext;
}

/** The group's check code from the history on this phone ('00000000' before its first entry). */
export async function loadCheckCode(db: DeviceDb, groupId: string): Promise<string> {
  const head = await db.history.where('[groupId+seq]').between([groupId, -Infinity], [groupId, Infinity]).last();
  return checkCode(head?.hash ?? null);
}

/** A group's history on this phone; null when the group is not on it. */
export async function loadGroupHistory(db: DeviceDb, groupId: string, userId: string): Promise<GroupHistory | null> {
  const group = await db.groups.get(groupId);
  if (!group) return null;
  const [entries, projects, payouts, role] = await Promise.all([
    db.history.where('[groupId+seq]').between([groupId, -Infinity], [groupId, Infinity]).reverse().toArray(),
    db.projects.where('groupId').equals(groupId).toArray(),
    db.payouts.where('groupId').equals(groupId).toArray(),
    loadGroupRole(db, groupId, userId),
  ]);
  const purses = new Map(projects.map((p) => [p.id, p.name]));
  const byId = new Map(payouts.map((p) => [p.id, p]));
  return {
    group,
    role,
    entries,
    checkCode: checkCode(entries[0]?.hash ?? null),
    context: {
      purseName: (id) => purses.get(id) ?? null,
      payout: (id) => byId.get(id) ?? null,
    },
  };
}

export type HistoryTab = 'all' | HistoryFilter;
/** Each tab and its label (a message, read when shown). */
export const HISTORY_TABS: { value: HistoryTab; label: () => string }[] = [
  { value: 'all', label: history_tabAll },
  { value: 'money', label: history_tabMoney },
  { value: 'changes', label: history_tabChanges },
  { value: 'partners', label: history_tabPartners },
];

/** The entries a tab shows (shared/history.ts HISTORY_FILTERS groups the event types). */
export function entriesOf<T extends Pick<LocalHistoryEntry, 'type'>>(entries: readonly T[], tab: HistoryTab): T[] {
  return tab === 'all' ? [...entries] : entries.filter((entry) => HISTORY_FILTERS[tab].includes(entry.type));
}
