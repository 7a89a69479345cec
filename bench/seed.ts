import { randomUUID } from 'node:crypto';
import { createSession } from '../sync-server/auth/sessions';
import type { Db } from '../sync-server/db/open';
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
  memberIds: string[];
}

let people = 0;

/** A group with one purse and `members` members, each signed in with their own session. */
export function seedGroup(db: Db, now: Date, members: number): SeededGroup {
  return db.transaction((tx) => {
    const tag = people++;
    const admin = tx.insert(users).values({ id: randomUUID(), username: `admin${tag}`, usernameKey: `admin${tag}`, fullName: `Admin ${tag}`, phoneNumber: `+23470${String(tag).padStart(8, '0')}`, role: 'admin', createdAt: now, revision: nextRevision(tx) }).returning().get();
    const group = tx.insert(groups).values({ id: randomUUID(), name: `Bench group ${tag}`, description: 'Monthly savings', registrationLink: randomUUID(), adminId: admin.id, createdAt: now, revision: nextRevision(tx) }).returning().get();
    const project = tx
      .insert(projects)
      .values({ id: randomUUID(), groupId: group.id, name: 'Rent', targetAmountKobo: 500_000_000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo', allowedPaymentTypes: '["bank_transfer"]', createdAt: now, revision: nextRevision(tx) })
      .returning()
      .get();
    const cookies: string[] = [];
    const memberIds: string[] = [];
    for (let m = 0; m < members; m++) {
      const n = people++;
      const user = tx.insert(users).values({ id: randomUUID(), username: `m${n}`, usernameKey: `m${n}`, fullName: `Member ${n}`, phoneNumber: `+23480${String(n).padStart(8, '0')}`, role: 'member', createdAt: now, revision: nextRevision(tx) }).returning().get();
      tx.insert(groupMembers).values({ id: randomUUID(), groupId: group.id, userId: user.id, joinedAt: now, revision: nextRevision(tx) }).run();
      cookies.push(`gp_session=${createSession(tx, user.id, now).token}`);
      memberIds.push(user.id);
    }
    return { id: group.id, registrationLink: group.registrationLink, projectId: project.id, cookies, memberIds };
  });
}

/**
 * `count` contributions in the group, spread over its members, each with its own transaction
 * reference; a third confirmed, the rest pending (what a busy purse looks like).
 */
export function seedContributions(db: Db, group: SeededGroup, count: number, now: Date): void {
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    db.transaction((tx) => {
      const size = Math.min(BATCH, count - start);
      const first = nextRevisions(tx, size);
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
      tx.insert(contributions).values(rows).run();
    });
  }
}
