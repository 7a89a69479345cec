/**
 * Seeds one realistic big group straight into SQLite (sign-up and submit are rate-limited and slow
 * on purpose; the benches measure sync, not those): an admin's group with 5 purses, `members`
 * members, `contributions` contributions spread over a year (90 % confirmed, 5 % pending with a
 * proof, the rest rejected), a 'payment submitted' notification to the admin for each, and the
 * group's hash-chained history: one entry per submitted and one per decided payment.
 */
import { createHash, randomUUID } from 'node:crypto';
import { entryHashInput } from '../shared/history';
import type { SqliteDatabase } from '../sync-server/db/open';

export interface SeededGroup {
  groupId: string;
  projectIds: string[];
  /** Kobo each purse has collected (sum of its confirmed contributions). */
  collected: Map<string, number>;
  pendingWithProof: number;
}

const DAY = 86_400_000;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export function seedGroup(db: Pick<SqliteDatabase, 'sqlite'>, adminId: string, size: { contributions: number; members: number; proofShas?: string[] }, now = Date.now()): SeededGroup {
  const sqlite = db.sqlite;
  const groupId = randomUUID();
  const projectIds = Array.from({ length: 5 }, () => randomUUID());
  const collected = new Map(projectIds.map((id) => [id, 0]));
  let pendingWithProof = 0;
  const revision = sqlite.prepare("UPDATE counters SET value = value + 1 WHERE name = 'revision' RETURNING value");
  const rev = () => (revision.get() as { value: number }).value;
  const start = now - 365 * DAY;
  sqlite.transaction(() => {
    sqlite
      .prepare('INSERT INTO groups (id, name, registration_link, admin_id, created_at, revision) VALUES (?, ?, ?, ?, ?, ?)')
      .run(groupId, 'Lagos Traders Esusu', randomUUID(), adminId, start, rev());
    const insertProject = sqlite.prepare(
      'INSERT INTO projects (id, group_id, name, target_amount_kobo, account_name, account_number, bank_name, allowed_payment_types, created_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    projectIds.forEach((id, i) => insertProject.run(id, groupId, `Purse ${i + 1}`, 5_000_000_000, 'Lagos Traders', '0123456789', 'GTBank', '["bank_transfer"]', start, rev()));
    const insertUser = sqlite.prepare('INSERT INTO users (id, username, username_key, full_name, phone_number, role, created_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const insertMember = sqlite.prepare('INSERT INTO group_members (id, group_id, user_id, contributed_amount_kobo, joined_at, revision) VALUES (?, ?, ?, 0, ?, ?)');
    const tag = groupId.slice(0, 6);
    const memberIds = Array.from({ length: size.members }, (_, m) => {
      const id = randomUUID();
      insertUser.run(id, `m${tag}${m}`, `m${tag}${m}`, `Member ${m} Okafor`, `+23481${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, 'member', start, rev());
      insertMember.run(randomUUID(), groupId, id, start, rev());
      return id;
    });
    const insertProof = sqlite.prepare('INSERT OR IGNORE INTO proofs (sha256, mime_type, size_bytes, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)');
    const insertContribution = sqlite.prepare(
      'INSERT INTO contributions (id, group_id, project_id, user_id, amount_kobo, status, transaction_ref, proof_sha256, payment_type, payment_notes, decided_by, decided_at, created_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const setRevision = sqlite.prepare('UPDATE contributions SET revision = ? WHERE id = ?');
    const insertNotification = sqlite.prepare(
      'INSERT INTO notifications (id, user_id, group_id, type, title, message, contribution_id, project_id, read, created_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertHistory = sqlite.prepare('INSERT INTO history_entries (id, group_id, seq, type, actor_id, subject_id, at, data, data_hash, prev_hash, hash, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    let seq = 0;
    let prev = '0'.repeat(64);
    const history = (type: string, actor: string, subject: string, at: number, data: string) => {
      seq += 1;
      const dataHash = sha(data);
      // The real encoding: a phone recomputes the chain from the rows it pulls (shared/history-wire.ts).
      const hash = sha(entryHashInput({ groupId, seq, type, actorId: actor, subjectId: subject, at: new Date(at).toISOString(), dataHash, prevHash: prev }));
      insertHistory.run(randomUUID(), groupId, seq, type, actor, subject, at, data, dataHash, prev, hash, rev());
      prev = hash;
    };
    for (let i = 0; i < size.contributions; i++) {
      const id = randomUUID();
      const userId = memberIds[i % memberIds.length]!;
      const projectId = projectIds[i % projectIds.length]!;
      const at = start + Math.floor((i / size.contributions) * 364 * DAY);
      const amount = 500_000 + (i % 7) * 250_000;
      const roll = i % 20;
      const status = roll === 0 ? 'pending' : roll === 1 ? 'rejected' : 'confirmed';
      let proof: string | null = null;
      if (status === 'pending' && size.proofShas && size.proofShas.length > 0) {
        proof = size.proofShas[pendingWithProof % size.proofShas.length]!;
        insertProof.run(proof, 'image/jpeg', 180_000, userId, at);
        pendingWithProof += 1;
      }
      insertContribution.run(id, groupId, projectId, userId, amount, status, `GTB${1_000_000 + i}`, proof, 'bank_transfer', 'Transfer from GTBank app', status === 'pending' ? null : adminId, status === 'pending' ? null : at + 3_600_000, at, rev());
      insertNotification.run(randomUUID(), adminId, groupId, 'payment_submitted', 'New Payment Submitted', `Member ${i % memberIds.length} Okafor submitted ₦${amount / 100} for Purse ${(i % 5) + 1}`, id, projectId, 0, at, rev());
      history('contribution.submitted', userId, userId, at, `{"amountKobo":${amount},"contributionId":"${id}","projectId":"${projectId}"}`);
      if (status !== 'pending') {
        history(`contribution.${status}`, adminId, userId, at + 3_600_000, `{"amountKobo":${amount},"contributionId":"${id}"}`);
        setRevision.run(rev(), id);
      }
      if (status === 'confirmed') collected.set(projectId, collected.get(projectId)! + amount);
    }
    // Totals carry the newest revisions, as in life: each confirm rewrites its purse.
    const setCollected = sqlite.prepare('UPDATE projects SET collected_amount_kobo = ?, revision = ? WHERE id = ?');
    for (const [id, kobo] of collected) setCollected.run(kobo, rev(), id);
  })();
  return { groupId, projectIds, collected, pendingWithProof };
}
