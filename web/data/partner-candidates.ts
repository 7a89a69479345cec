import type { LocalMember, LocalPartner } from './db';

/** SPEC §9: at most 2 accountability partners per group. */
export const MAX_PARTNERS = 2;

/**
 * The current partners of a group: removed ones (tombstones, also those removed on this phone and
 * not yet synced) are left out.
 * @example currentPartners([{ deleted: true }, { deleted: false }]).length === 1
 */
export function currentPartners<T extends Pick<LocalPartner, 'deleted'>>(partners: readonly T[]): T[] {
  return partners.filter((partner) => !partner.deleted);
}

/**
 * The members who may still become partners: current members who are not partners already
 * (SPEC §5), in the order given.
 */
export function partnerCandidates(
  members: readonly LocalMember[],
  partners: readonly Pick<LocalPartner, 'userId' | 'deleted'>[],
): LocalMember[] {
  const taken = new Set(currentPartners(partners).map((partner) => partner.userId));
  return members.filter((member) => !member.deleted && !taken.has(member.userId));
}

/** Whether the Add control shows: hidden once the group has its 2 partners. */
export function canAddPartner(partners: readonly Pick<LocalPartner, 'deleted'>[]): boolean {
  return currentPartners(partners).length < MAX_PARTNERS;
}
