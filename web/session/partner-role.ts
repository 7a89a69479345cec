/**
 * Who is an accountability partner where (issue 23 §3): a user can be a plain member in one group
 * and a partner in another, so the role is said per group, read from the partner rows on the phone
 * (sync sends every user their own partner rows, removals as tombstones).
 */
import type { Role } from '../../shared/auth-schemas';
import { partners_roleOf } from '../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalGroup, LocalPartner } from '../data/db';
import { roleLabel } from './home-path';
import { currentPartners } from '../data/partner-candidates';

/**
 * The ids of the groups where `userId` is a current partner.
 * @example partnerGroupIdsOf([{ groupId: 'g1', userId: 'u1', deleted: false }, { groupId: 'g2', userId: 'u1', deleted: true }], 'u1') // ['g1']
 */
export function partnerGroupIdsOf(partners: readonly Pick<LocalPartner, 'groupId' | 'userId' | 'deleted'>[], userId: string): string[] {
  return [...new Set(currentPartners(partners.filter((p) => p.userId === userId)).map((p) => p.groupId))];
}

/**
 * The groups on this phone where the user is a partner, by name. A group not (yet) on the phone is
 * left out rather than shown nameless.
 * @example partnerGroupsOf(partners, groups, 'u1') // [{ id: 'g1', name: 'Unity Ajo' }]
 */
export function partnerGroupsOf(
  partners: readonly Pick<LocalPartner, 'groupId' | 'userId' | 'deleted'>[],
  groups: readonly Pick<LocalGroup, 'id' | 'name'>[],
  userId: string,
): { id: string; name: string }[] {
  const names = new Map(groups.map((g) => [g.id, g.name]));
  return partnerGroupIdsOf(partners, userId)
    .flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The menu's role line: the account's role, then each group the user is a partner of.
 * @example roleLine('member', ['Unity Ajo']) === 'Member · Accountability partner of Unity Ajo'
 */
export function roleLine(role: Role, partnerGroupNames: readonly string[]): string {
  const base = roleLabel(role);
  return partnerGroupNames.length === 0 ? base : `${base} · ${partners_roleOf({ group: partnerGroupNames.join(', ') })}`;
}

/** The groups where the signed-in user is a partner, read from their phone. @example const ids = await partnerGroupIds(db, user.id) */
export async function partnerGroupIds(db: DeviceDb, userId: string): Promise<string[]> {
  return partnerGroupIdsOf(await db.partners.toArray(), userId);
}

/** The groups where the user is a partner, by name, from their phone. */
export async function loadPartnerGroups(db: DeviceDb, userId: string): Promise<{ id: string; name: string }[]> {
  const [partners, groups] = await Promise.all([db.partners.toArray(), db.groups.toArray()]);
  return partnerGroupsOf(partners, groups, userId);
}
