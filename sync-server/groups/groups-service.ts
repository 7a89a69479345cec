import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { CreateGroup } from '../../shared/group-schemas';
import type { Db } from '../db/open';
import { nextRevision } from '../db/revision';
import { groups, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import { groupSlugBase } from '../../shared/slugs';
import { uniqueSlug } from './slugs';

/**
 * Creates a group owned by `actor` (SPEC §6: group creation is an admin's; the admin is always the
 * session user, never a body's adminId). `id` and `registrationLink` come from the device when it
 * made the group offline, so a replay finds its own id taken (409) instead of making a twin.
 * @example createGroup(db, admin, createGroupSchema.parse({ name: 'Ajo 2026' }), now)
 */
export function createGroup(db: Db, actor: UserRow, input: CreateGroup, now: Date): Outcome<typeof groups.$inferSelect> {
  if (actor.role !== 'admin') return refuse(403, 'forbidden', MESSAGES.forbidden);
  const id = input.id ?? randomUUID();
  const registrationLink = input.registrationLink ?? randomUUID();
  // Immediate: the id, link and slug checks and the insert hold the write lock together, so two
  // servers on one file cannot both find a slug free.
  return db.transaction(
    (tx) => {
      if (tx.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).get()) {
        return refuse(409, 'id-taken', MESSAGES.idTaken);
      }
      if (tx.select({ id: groups.id }).from(groups).where(eq(groups.registrationLink, registrationLink)).get()) {
        return refuse(409, 'registration-link-taken', MESSAGES.idTaken, 'registrationLink');
      }
      const customSlug = uniqueSlug(groupSlugBase(input.name), (slug) =>
        tx.select({ id: groups.id }).from(groups).where(eq(groups.customSlug, slug)).get() !== undefined,
      );
      const group = tx
        .insert(groups)
        .values({
          id,
          name: input.name,
          description: input.description,
          whatsappLink: input.whatsappLink,
          registrationLink,
          customSlug,
          status: 'active',
          adminId: actor.id,
          createdAt: now,
          revision: nextRevision(tx),
        })
        .returning()
        .get();
      return ok(group);
    },
    { behavior: 'immediate' },
  );
}
