import BetterSqlite3 from 'better-sqlite3';
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Circle, eachTestACircle, pngBytes, sha256Of } from '../contributions/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { proofPath } from './backup-files';
import { backupName, takeBackup } from './backup';
import { restoreBackup } from './restore';
import { appOn, dataDirOf, decide, pay, readCopy, scratch } from './test-backups';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

/** What a consistent database says about its money and proofs, read straight from its tables. */
function ledgerOf(sqlite: Database.Database) {
  const all = <T>(sql: string) => sqlite.prepare(sql).all() as T[];
  return {
    integrity: sqlite.pragma('integrity_check', { simple: true }),
    // Each purse's and each member's total, next to the sum of their confirmed contributions.
    purses: all<{ kept: number; summed: number }>(
      "SELECT p.collected_amount_kobo AS kept, (SELECT coalesce(sum(amount_kobo), 0) FROM contributions c WHERE c.project_id = p.id AND c.status = 'confirmed') AS summed FROM projects p",
    ),
    members: all<{ kept: number; summed: number }>(
      "SELECT m.contributed_amount_kobo AS kept, (SELECT coalesce(sum(amount_kobo), 0) FROM contributions c WHERE c.group_id = m.group_id AND c.user_id = m.user_id AND c.status = 'confirmed') AS summed FROM group_members m",
    ),
    contributions: all<{ id: string; status: string; proof: string | null }>('SELECT id, status, proof_sha256 AS proof FROM contributions ORDER BY id'),
    proofs: all<{ sha256: string }>('SELECT sha256 FROM proofs').map((p) => p.sha256),
  };
}

describe('npm run backup', () => {
  it('names a default backup by its UTC time', () => {
    expect(backupName(new Date('2025-01-02T03:04:05.678Z'))).toBe('grouppurse-2025-01-02T03-04-05Z');
  });

  it('takes a consistent copy while payments and confirmations go on, and the restored copy serves the same data', async () => {
    const first = [await pay(c, c.member, 5000), await pay(c, c.other, 2500), await pay(c, c.member, 1200), await pay(c, c.partner, 700)];
    await decide(c, first[0]!, 'confirm');
    await decide(c, first[1]!, 'confirm');
    await decide(c, first[2]!, 'reject');
    // A proof uploaded and not (yet) named by any payment: backed up too.
    const loose = pngBytes(999, 77);
    expect((await c.member.send('PUT', `/api/proofs/${sha256Of(loose)}`, loose)).status).toBe(201);

    // Small steps, and at each of the first steps a confirmed payment committed by another
    // connection (synchronously, so it lands between two steps for certain) while the app's own
    // payments and confirmations run alongside: SQLite sees the database change under the copy and
    // must still hand over one consistent snapshot.
    const writer = new BetterSqlite3(join(dataDirOf(t), 'grouppurse.db'));
    writer.pragma('busy_timeout = 5000');
    const confirmedPayment = writer.transaction((i: number) => {
      const revision = () => (writer.prepare("UPDATE counters SET value = value + 1 WHERE name = 'revision' RETURNING value").get() as { value: number }).value;
      writer
        .prepare("INSERT INTO contributions (id, group_id, project_id, user_id, amount_kobo, status, payment_type, created_at, revision) VALUES (?, ?, ?, ?, ?, 'confirmed', 'cash', ?, ?)")
        .run(randomUUID(), c.group.id, c.project.id, c.member.id, 100 + i, Date.now(), revision());
      writer.prepare('UPDATE projects SET collected_amount_kobo = collected_amount_kobo + ?, revision = ? WHERE id = ?').run(100 + i, revision(), c.project.id);
      writer.prepare('UPDATE group_members SET contributed_amount_kobo = contributed_amount_kobo + ?, revision = ? WHERE group_id = ? AND user_id = ?').run(100 + i, revision(), c.group.id, c.member.id);
    });
    const writes: Promise<void>[] = [];
    let steps = 0;
    const destination = join(scratch(), 'nightly');
    const { manifest } = await takeBackup({
      dataDir: dataDirOf(t),
      destination,
      pagesPerStep: 3,
      onStep: () => {
        if (steps++ >= 12) return;
        confirmedPayment(steps);
        writes.push(pay(c, steps % 2 ? c.member : c.other, 100 + steps).then((id) => decide(c, id, 'confirm')));
      },
    });
    await Promise.all(writes);
    writer.close();
    expect(steps).toBeGreaterThan(12);

    const copy = readCopy(join(destination, 'grouppurse.db'), ledgerOf);
    expect(copy.integrity).toBe('ok');
    for (const total of [...copy.purses, ...copy.members]) expect(total.kept).toBe(total.summed);
    // Every proof the copy lists is in the backup with the bytes of its name.
    expect(copy.proofs).toContain(sha256Of(loose));
    for (const sha of copy.proofs) expect(sha256Of(readFileSync(join(destination, proofPath(sha))))).toBe(sha);
    expect(manifest).toMatchObject({ engine: 'sqlite', rows: { contributions: copy.contributions.length, proofs: copy.proofs.length } });
    expect(manifest.proofs.count).toBe(copy.proofs.length);
    expect(copy.contributions.length).toBeGreaterThan(first.length);

    const restored = scratch();
    await restoreBackup({ backupDir: destination, dataDir: restored });
    const server = appOn(restored, t);
    try {
      const listed = await server.json(c.admin, '/api/contributions/admin');
      expect(listed.status).toBe(200);
      const items = listed.json as { id: string; status: string }[];
      expect(items.map((i) => ({ id: i.id, status: i.status })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(copy.contributions.map(({ id, status }) => ({ id, status })));
      const confirmedKobo = copy.purses.reduce((sum, p) => sum + p.kept, 0);
      expect(await server.json(c.admin, '/api/stats/admin')).toMatchObject({ status: 200, json: { totalCollections: (confirmedKobo / 100).toFixed(2) } });
      // The proofs come back as the app serves them: the same bytes under the same hash.
      for (const row of copy.contributions.filter((r) => r.proof)) {
        const image = await server.get(c.admin, `/api/contributions/${row.id}/proof`);
        expect(image.status).toBe(200);
        expect(sha256Of(image.bytes)).toBe(row.proof);
      }
    } finally {
      server.close();
    }
  });

  it('drops a proof retention deleted after the snapshot, as retention does, and keeps every named one', async () => {
    const named = await pay(c, c.member, 3000);
    const loose = pngBytes(888, 88);
    expect((await c.member.send('PUT', `/api/proofs/${sha256Of(loose)}`, loose)).status).toBe(201);
    // Retention deletes rows first, files second: a backup can meet a listed proof whose file is
    // already gone. Here the file alone goes, as between the snapshot and the copy.
    rmSync(join(dataDirOf(t), proofPath(sha256Of(loose))));

    const destination = join(scratch(), 'b');
    const { manifest } = await takeBackup({ dataDir: dataDirOf(t), destination });
    expect(manifest.proofs).toMatchObject({ count: 1, prunedDuringBackup: 1 });
    const copy = readCopy(join(destination, 'grouppurse.db'), ledgerOf);
    expect(copy.proofs).toEqual([copy.contributions.find((r) => r.id === named)!.proof]);
    expect(readCopy(join(destination, 'grouppurse.db'), (db) => db.prepare('SELECT count(*) AS n FROM proof_uploads WHERE sha256 = ?').get(sha256Of(loose)))).toEqual({ n: 0 });
  });

  it.each([
    ['missing', (file: string) => rmSync(file), /named by a contribution or payout but missing/],
    ['damaged', (file: string) => writeFileSync(file, pngBytes(300, 5)), /does not match its hash/],
  ] as const)('fails, leaving nothing behind, when a proof a payment names is %s', async (_, spoil, reason) => {
    const id = await pay(c, c.member, 3000);
    const { sha } = t.sqlite.prepare('SELECT proof_sha256 AS sha FROM contributions WHERE id = ?').get(id) as { sha: string };
    const parent = scratch();
    spoil(join(dataDirOf(t), proofPath(sha)));
    await expect(takeBackup({ dataDir: dataDirOf(t), destination: join(parent, 'b') })).rejects.toThrow(reason);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('never writes over an existing directory', async () => {
    const destination = scratch();
    await expect(takeBackup({ dataDir: dataDirOf(t), destination })).rejects.toThrow(/already exists/);
    expect(existsSync(join(destination, 'manifest.json'))).toBe(false);
  });
});
