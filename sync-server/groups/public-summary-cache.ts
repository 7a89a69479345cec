import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { groups } from '../db/schema';
import { ok, type Outcome } from '../outcome/outcome';
import { registrationLookup } from './public-reads';

/** The registration look-up's answer, serialised once, and its entity tag. */
export interface CachedSummary {
  body: string;
  etag: string;
}

/** Past this many groups, the oldest cached answer is dropped: memory stays bounded however many links are opened. */
const MAX_ENTRIES = 10_000;

// Every registration look-up runs it: built once per database.
const versionOf = preparedQuery((q) =>
  q
    .select({
      groupRevision: groups.revision,
      // Qualified by hand: drizzle writes a lone table's columns unqualified, and a bare "id" here
      // would mean the purse's or the membership's own id. Each max() is one step down its
      // (group_id, revision) index.
      projectsRevision: sql<number | null>`(SELECT max(p.revision) FROM projects p WHERE p.group_id = "groups"."id")`,
      membersRevision: sql<number | null>`(SELECT max(m.revision) FROM group_members m WHERE m.group_id = "groups"."id")`,
    })
    .from(groups)
    .where(eq(groups.registrationLink, sql.placeholder('link')))
    .prepare(),
);

/**
 * The public registration look-up, kept in memory per link (the link opened from WhatsApp is the
 * server's hottest public call). An answer shows the group's row, its purses' rows and its active
 * member count; every write to any of those rows stamps it with a new server-wide revision (the
 * sync pull relies on the same rule), and members are never deleted, only tombstoned. So the
 * triple (group revision, newest purse revision, newest membership revision), read in one
 * indexed query on every look-up, changes exactly when the answer may have: no write path has to
 * remember to invalidate anything. Several server processes each keep their own cache and each
 * checks the triple in the database on every look-up, so none serves an answer another
 * process's write has made stale.
 * @example const found = await cache.lookUp(tx, link); // ok({ body, etag }) or the not-found refusal
 */
export function createPublicSummaryCache() {
  const entries = new Map<string, CachedSummary & { version: string }>();

  return {
    async lookUp(tx: Tx, link: string): Promise<Outcome<CachedSummary>> {
      const row = await versionOf(tx).get({ link });
      if (!row) return (await registrationLookup(tx, link)) as Outcome<never>; // the miss, as the uncached look-up answers it
      const version = `${row.groupRevision}:${row.projectsRevision ?? 0}:${row.membersRevision ?? 0}`;
      const cached = entries.get(link);
      if (cached?.version === version) return ok(cached);
      const found = await registrationLookup(tx, link);
      if (!found.ok) return found;
      const body = JSON.stringify(found.value);
      const entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`, version };
      entries.delete(link);
      entries.set(link, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return ok(entry);
    },
  };
}

export type PublicSummaryCache = ReturnType<typeof createPublicSummaryCache>;
