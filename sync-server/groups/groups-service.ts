import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateGroup } from '../../shared/group-schemas';
import { BASE_LOCALE } from '../../shared/i18n/languages';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { groups, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { groupSlugBase } from '../../shared/slugs';
import { uniqueSlug } from './slugs';

/**
 * Creates a group owned by `actor` (SPEC §6: group creation is an admin's; the admin is always the
 * session user, never a body's adminId). `id` and `registrationLink` come from the device when it
 * made the group offline, so a replay finds its own id taken ('id-taken') instead of making a twin.
 * @example await createGroup(tx, admin, createGroupSchema.parse({ name: 'Ajo 2026' }), now)
 */
export async function createGroup(tx: Tx, actor: UserRow, input: CreateGroup, now: Date): Promise<Outcome<typeof groups.$inferSelect>> {
  if (actor.role !== 'admin') return refuse('forbidden');
  const id = input.id ?? randomUUID();
  const registrationLink = input.registrationLink ?? randomUUID();
  // The id, link and slug checks and the insert run in the request's one transaction. On SQLite
  // no other write comes between them; on PostgreSQL two creates at the same instant may both find
  // a slug (or id) free, and the unique indexes then refuse the second insert: never a twin.
  if ((await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1)).length > 0) {
    return refuse('id-taken');
  }
  if ((await tx.select({ id: groups.id }).from(groups).where(eq(groups.registrationLink, registrationLink)).limit(1)).length > 0) {
    return refuse('registration-link-taken', { field: 'registrationLink' });
  }
  const customSlug = await uniqueSlug(
    groupSlugBase(input.name),
    async (slug) => (await tx.select({ id: groups.id }).from(groups).where(eq(groups.customSlug, slug)).limit(1)).length > 0,
  );
  const [group] = await tx
    .insert(groups)
    .values({
      id,
      name: input.name,
      description: input.description,
      whatsappLink: input.whatsappLink,
      locale: input.locale ?? BASE_LOCALE,
      registrationLink,
      customSlug,
      status: 'active',
      adminId: actor.id,
      createdAt: now,
      revision: await nextRevision(tx),
    })
    .returning();
  return ok(group!); // ! : an insert's returning gives its one row
}
