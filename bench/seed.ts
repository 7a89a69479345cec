import { randomUUID } from 'node:crypto';
import { createSession } from '../sync-server/auth/sessions';
import type { Database } from '../sync-server/db/database';
import { nextRevision, nextRevisions } from '../sync-server/db/revision';
import { contributions, groupMembers, groups, projects, users } from '../sync-server/db/schema';

/**
 * Seeding for the server bench, written straight into the database (sign-up is capped per
 * address, rightly, and the bench measures the hot paths, not the wizard).
 */

export interface SeededGroup {
  id: string;
  registrationLink: string;
  projectId: string;
  /** Session cookies of the group's members, one each. */
  cookies: string[];
  /** The admin's session cookie (a full pull of the group). */
  adminCookie: string;
  memberIds: string[];
}

let people = 0;

/** A group with one purse and `members` members, each signed in with their own session. */
export async function seedGroup(db: Database, now: Date, members: number): Promise<SeededGroup> {
  return db.transaction(async (tx) => {
    const tag = people++;
    const [admin] = await tx.insert(users).values({ id: randomUUID(), username: `admin${tag}`, usernameKey: `admin${tag}`, fullName: `Admin ${tag}`, phoneNumber: `+23470${String(tag).padStart(8, '0')}`, role: 'admin', createdAt: now, revision: await nextRevision(tx) }).returning();
    const [group] = await tx.insert(groups).values({ id: randomUUID(), name: `Bench group ${tag}`, description: 'Monthly savings', registrationLink: randomUUID(), adminId: admin!.id, createdAt: now, revision: await nextRevision(tx) }).returning();
    const [project] = await tx
      .insert(projects)
      .values({ id: randomUUID(), groupId: group!.id, name: 'Rent', targetAmountKobo: 500_000_000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo', allowedPaymentTypes: '["bank_transfer"]', createdAt: now, revision: await nextRevision(tx) })
      .returning();
    const cookies: string[] = [];
    const memberIds: string[] = [];
    for (let m = 0; m < members; m++) {
      const n = people++;
      const [user] = await tx.insert(users).values({ id: randomUUID(), username: `m${n}`, usernameKey: `m${n}`, fullName: `Member ${n}`, phoneNumber: `+23480${String(n).padStart(8, '0')}`, role: 'member', createdAt: now, revision: await nextRevision(tx) }).returning();
      await tx.insert(groupMembers).values({ id: randomUUID(), groupId: group!.id, userId: user!.id, joinedAt: now, revision: await nextRevision(tx) });
      cookies.push(`gp_session=${(await createSession(tx, user!.id, now)).token}`);
      memberIds.push(user!.id);
    }
    const adminCookie = `gp_session=${(await createSession(tx, admin!.id, now)).token}`;
    return { id: group!.id, registrationLink: group!.registrationLink, projectId: project!.id, cookies, memberIds, adminCookie };
  });
}

/**
 * `count` contributions in the group, spread over its members, each with its own transaction
 * reference; a third confirmed, the rest pending (what a busy purse looks like).
 */
export async function seedContributions(db: Database, group: SeededGroup, count: number, now: Date): Promise<void> {
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    await db.transaction(async (tx) => {
      const size = Math.min(BATCH, count - start);
      const first = await nextRevisions(tx, size);
      const rows = Array.from({ length: size }, (_, k) => {
        const i = start + k;
        return {
          id: randomUUID(),
          groupId: group.id,
          projectId: group.projectId,
          userId: group.memberIds[i % group.memberIds.length]!,
          amountKobo: 500_000,
          status: i % 3 === 0 ? ('confirmed' as const) : ('pending' as const),
          transactionRef: `TRF-${group.id.slice(0, 6)}-${i}`,
          paymentType: 'bank_transfer',
          createdAt: now,
          revision: first + k,
        };
      });
      await tx.insert(contributions).values(rows);
    });
  }
}
