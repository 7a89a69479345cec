import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contributionRow } from '../features/contributions/review/test-fixtures';
import { loadContributionViews } from './contribution-views';
import { keysOfGroups, rowsOfGroups } from './group-rows';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs('u-admin');

describe('reading a group at a time', () => {
  it('gives the rows and keys of exactly the groups asked, each once', async () => {
    const db = freshDb();
    await db.contributions.bulkAdd([
      contributionRow('a1', { groupId: 'ga' }),
      contributionRow('a2', { groupId: 'ga' }),
      contributionRow('b1', { groupId: 'gb' }),
      contributionRow('c1', { groupId: 'gc' }),
    ]);
    expect((await rowsOfGroups(db.contributions, ['gb', 'ga', 'gb'])).map((r) => r.id).sort()).toEqual(['a1', 'a2', 'b1']);
    expect((await keysOfGroups(db.contributions, ['gc'])).sort()).toEqual(['c1']);
    expect(await rowsOfGroups(db.contributions, [])).toEqual([]);
  });

  it("reads one purse's payments by the purse, still within the groups and the contributor asked", async () => {
    const db = freshDb();
    await db.contributions.bulkAdd([
      contributionRow('p1a', { groupId: 'ga', projectId: 'p1', userId: 'u1', createdAt: '2026-01-01T00:00:00.000Z' }),
      contributionRow('p1b', { groupId: 'ga', projectId: 'p1', userId: 'u2', createdAt: '2026-01-02T00:00:00.000Z' }),
      contributionRow('p2a', { groupId: 'ga', projectId: 'p2', userId: 'u1' }),
    ]);
    expect((await loadContributionViews(db, { groupIds: ['ga'], projectId: 'p1' })).map((v) => v.row.id)).toEqual(['p1b', 'p1a']);
    expect((await loadContributionViews(db, { groupIds: ['gz'], projectId: 'p1' })).map((v) => v.row.id)).toEqual([]);
    expect((await loadContributionViews(db, { userId: 'u1', projectId: 'p1' })).map((v) => v.row.id)).toEqual(['p1a']);
  });

  // Dexie's anyOf walks a cursor, one main-thread turn per row: measured in bench/dues-browser.ts,
  // the member's dues card waited 200-300 ms more for two purses read so while the dashboard drew.
  it("leaves Dexie's anyOf out of every screen's reads", () => {
    const web = join(import.meta.dirname, '..');
    const sources = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((f) => /\.anyOf\(/.test(readFileSync(join(web, f), 'utf8')))).toEqual([]);
  });
});
