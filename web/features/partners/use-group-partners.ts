import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb, LocalMember, LocalPartner } from '../../data/db';
import { currentPartners, partnerCandidates } from '../../data/partner-candidates';

export interface GroupPartners {
  partners: LocalPartner[];
  /** Members who may still be added. */
  candidates: LocalMember[];
  /** Whether the group has any member at all (to say why nobody can be added). */
  hasMembers: boolean;
}

/** A group's current partners and the members who may become one, live; undefined while loading. */
export function useGroupPartners(db: DeviceDb, groupId: string): GroupPartners | undefined {
  return useLiveQuery(async () => {
    const partners = await db.partners.where('groupId').equals(groupId).toArray();
    const members = (await db.members.where('groupId').equals(groupId).toArray()).filter((member) => !member.deleted);
    members.sort((a, b) => a.fullName.localeCompare(b.fullName));
    const current = currentPartners(partners).sort((a, b) => a.assignedAt.localeCompare(b.assignedAt));
    return { partners: current, candidates: partnerCandidates(members, partners), hasMembers: members.length > 0 };
  }, [db, groupId]);
}
