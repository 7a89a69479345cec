import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Db } from '../db/open';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { accountabilityPartners, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import { isActiveMember, isActivePartner, requireGroupRole } from './access';

/** SPEC §9: at most 2 accountability partners per group. */
export const MAX_PARTNERS = 2;

const activePartnersOf = (groupId: string) =>
  and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt));

/**
 * The group's admin makes one of its members an accountability partner. Every check runs in the
 * same immediate transaction as the insert, so two adds racing for the last slot cannot make 3.
 * Each add is a new row (the device sends a new id each time); a removed partner's old row stays
 * a tombstone, so devices that saw the removal never see it undone under the old id.
 * @example addPartner(db, admin, groupId, { userId: member.id }, now)
 */
export function addPartner(
  db: Db,
  actor: UserRow,
  groupId: string,
  input: { id?: string; userId: string },
  now: Date,
): Outcome<typeof accountabilityPartners.$inferSelect> {
  return db.transaction(
    (tx) => {
      const checked = requireGroupRole(tx, groupId, actor.id, 'admin');
      if (!checked.ok) return checked;
      if (!isActiveMember(tx, groupId, input.userId)) return refuse(422, 'partner-not-member', MESSAGES.partnerNotMember, 'userId');
      if (isActivePartner(tx, groupId, input.userId)) return refuse(409, 'partner-already', MESSAGES.partnerAlready, 'userId');
      const active = tx.select({ n: count() }).from(accountabilityPartners).where(activePartnersOf(groupId)).get()?.n ?? 0;
      if (active >= MAX_PARTNERS) return refuse(409, 'partner-limit', MESSAGES.partnerLimit);
      const id = input.id ?? randomUUID();
      if (tx.select({ id: accountabilityPartners.id }).from(accountabilityPartners).where(eq(accountabilityPartners.id, id)).get()) {
        return refuse(409, 'id-taken', MESSAGES.idTaken);
      }
      const partner = tx
        .insert(accountabilityPartners)
        .values({ id, groupId, userId: input.userId, assignedAt: now, revision: nextRevision(tx) })
        .returning()
        .get();
      appendHistory(tx, { groupId, type: 'partner.added', actorId: actor.id, subjectId: input.userId, at: now, data: { userId: input.userId } });
      return ok(partner);
    },
    { behavior: 'immediate' },
  );
}

/**
 * The group's admin removes a partner: the row becomes a tombstone (deletedAt and a new revision),
 * never a DELETE, because devices learn of removals only from rows that changed after their cursor.
 * @example removePartner(db, admin, groupId, member.id, now) // ok({ removed: true })
 */
export function removePartner(db: Db, actor: UserRow, groupId: string, userId: string, now: Date): Outcome<{ removed: true }> {
  return db.transaction(
    (tx) => {
      const checked = requireGroupRole(tx, groupId, actor.id, 'admin');
      if (!checked.ok) return checked;
      const rows = tx
        .select({ id: accountabilityPartners.id })
        .from(accountabilityPartners)
        .where(and(activePartnersOf(groupId), eq(accountabilityPartners.userId, userId)))
        .all();
      if (rows.length === 0) return refuse(404, 'partner-not-found', MESSAGES.partnerNotFound);
      for (const row of rows) {
        tx.update(accountabilityPartners)
          .set({ deletedAt: now, revision: nextRevision(tx) })
          .where(eq(accountabilityPartners.id, row.id))
          .run();
      }
      appendHistory(tx, { groupId, type: 'partner.removed', actorId: actor.id, subjectId: userId, at: now, data: { userId } });
      return ok({ removed: true as const });
    },
    { behavior: 'immediate' },
  );
}
