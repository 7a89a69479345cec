import Dexie from 'dexie';
import type { SessionUser } from '../shared/auth-schemas';
import { createPurseSchema } from '../shared/group-schemas';
import type { MutationType } from '../shared/sync-protocol';
import { PURSE_BANK } from '../sync-server/groups/test-fixtures';
import { seeded, type Seeded } from '../sync-server/testing/seeded';
import { openDeviceDb, type DeviceDb, type OutboxEntry } from '../web/data/db';
import { decideContribution, editContribution, submitContribution, type PreparedProof } from '../web/data/contribution-writes';
import { markNotificationRead, postAnnouncement } from '../web/data/notification-writes';
import { addPartner, createPurse, removePartner } from '../web/data/writes';
import { answerSwap, askSwap, decideSwap, excuseMember, setOwesFromStart, setStopsFrom } from '../web/data/books-writes';
import { createSyncEngine, type SyncEngine, type SyncRunResult } from '../web/sync/engine';

/**
 * The chaos-sync suite's phones: each a user's own device database and real sync engine, and the
 * seeded day of changes it makes with the real device writes (tests/chaos-sync.test.ts). Every
 * outbox entry a phone makes is remembered, under the id it finally leaves with, for the checks.
 */

export interface Device {
  index: number;
  name: string;
  user: SessionUser;
  cookie: string;
  db: DeviceDb;
  engine: SyncEngine;
  rand: Seeded;
  /** Contributions this phone decided (never twice). */
  decided: Set<string>;
  runs: { ok: number; failed: number };
  /** Numbers this phone's names, references and proof images. */
  count: number;
}

/** A change a device made, as it finally went to the server (an edit renames it before it leaves). */
export interface Made {
  id: string;
  type: MutationType;
  device: number;
  payload: unknown;
  targetId: string;
}

export interface ChaosPhonesOptions {
  seed: number;
  /** Exactly this many changes, across all phones. */
  mutations: number;
  groupId: string;
  /** Where the engines send their requests (the chaos proxy). */
  baseUrl: string;
  /** Purses the admin may have in all. */
  maxPurses: number;
  /** Monthly dues (begun months ago) and a rotation whose order is set (issue 25): the admin's exceptions and the members' swaps act on them. */
  duesId: string;
  rotationId: string;
}

export function chaosPhones(options: ChaosPhonesOptions) {
  const at = `(seed ${options.seed})`;
  const devices: Device[] = [];
  const made = new Map<string, Made>();
  /** Order of the admin's partner changes, as the outbox holds them. */
  const partnerChanges: { type: 'partner.add' | 'partner.remove'; userId: string }[] = [];
  /** The bytes of every proof the members attached, by hash. */
  const proofBytes = new Map<string, Buffer>();
  let reserved = 0;
  /** How many more changes may be made: none beyond `mutations`, counting those about to be made. */
  const left = () => options.mutations - made.size - reserved;

  /** Remembers every outbox entry a phone makes, and the new id an edit gives it before it leaves. */
  function watchOutbox(db: DeviceDb, device: number) {
    db.outbox.hook('creating', (_key, entry: OutboxEntry) => {
      made.set(entry.id, { id: entry.id, type: entry.type, device, payload: entry.payload, targetId: entry.target.id });
      if (entry.type === 'partner.add' || entry.type === 'partner.remove') partnerChanges.push({ type: entry.type, userId: (entry.payload as { userId: string }).userId });
    });
    db.outbox.hook('updating', (changes: Partial<OutboxEntry>, _key, entry: OutboxEntry) => {
      if (typeof changes.id !== 'string' || changes.id === entry.id) return;
      const before = made.get(entry.id);
      if (!before) throw new Error(`an unknown outbox entry was renamed ${at}`);
      made.delete(entry.id);
      made.set(changes.id, { ...before, id: changes.id, payload: afterChanges(entry.payload, changes as Record<string, unknown>) });
    });
  }

  /** A phone for `user`: its own device database and engine, syncing through `options.baseUrl`. */
  function phone(index: number, name: string, user: SessionUser, cookie: string): Device {
    const db = openDeviceDb(user.id, `chaos-${name}-${crypto.randomUUID()}`);
    watchOutbox(db, index);
    // On Wi-Fi: the admin's phone prefetches receipts through the faults too (sync/prefetch-budget.ts).
    const engine = createSyncEngine({ db, userId: user.id, fetch: withCookie(cookie), baseUrl: options.baseUrl, backoff: [60_000], connection: () => ({ type: 'wifi' }) });
    const device: Device = { index, name, user, cookie, db, engine, rand: seeded((options.seed + index * 1_000_003) >>> 0), decided: new Set(), runs: { ok: 0, failed: 0 }, count: index * 100_000 };
    devices.push(device);
    return device;
  }

  async function sync(device: Device): Promise<SyncRunResult> {
    const result = await device.engine.syncNow();
    if (result.ok) device.runs.ok += 1;
    else device.runs.failed += 1;
    return result;
  }

  /** Syncs until a run answers ok with nothing left queued (the proxy is calm by then). */
  async function settle(device: Device) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const result = await sync(device);
      const queued = await device.db.outbox.where('status').equals('queued').count();
      if (result.ok && queued === 0) return;
    }
    throw new Error(`${device.name} did not settle in 20 runs ${at}`);
  }

  /** One change on the admin's phone; false when the chosen kind had nothing to act on. */
  async function adminWrite(d: Device): Promise<boolean> {
    const roll = d.rand.next();
    if (roll < 0.45) {
      const pending = await d.db.contributions.where('status').equals('pending').filter((c) => !c._pending && !c._decided && !d.decided.has(c.id)).toArray();
      if (pending.length === 0) return false;
      const row = pick(d.rand, pending);
      // The decision also reads the bell's unread notices about this payment: each one a change.
      const need = 1 + (await d.db.notifications.filter((n) => n.contributionId === row.id && !n.read).count());
      // The first of them is already reserved by the caller.
      if (left() < need - 1) return false;
      reserved += need - 1;
      try {
        d.decided.add(row.id);
        await decideContribution(d.db, row, d.rand.next() < 0.7 ? { action: 'confirm' } : { action: 'reject', reason: d.rand.next() < 0.5 ? 'The amount is not on the statement' : null });
      } finally {
        reserved -= need - 1;
      }
      return true;
    }
    if (roll < 0.53) return duesWrite(d);
    if (roll < 0.6) {
      const unread = await d.db.notifications.filter((n) => !n.read).toArray();
      if (unread.length === 0) return false;
      await markNotificationRead(d.db, pick(d.rand, unread));
      return true;
    }
    if (roll < 0.72) {
      const members = await d.db.members.where('groupId').equals(options.groupId).toArray();
      if (members.length === 0) return false;
      const member = pick(d.rand, members);
      const partner = (await d.db.partners.where('[groupId+userId]').equals([options.groupId, member.userId]).toArray()).find((p) => !p.deleted);
      if (partner) await removePartner(d.db, partner);
      else await addPartner(d.db, member);
      return true;
    }
    if (roll < 0.78) {
      if ((await d.db.projects.count()) >= options.maxPurses) return false;
      d.count += 1;
      await createPurse(d.db, options.groupId, createPurseSchema.parse({ name: `Purse ${d.count}`, targetAmount: 50_000 + d.rand.int(0, 9_999), ...PURSE_BANK }));
      return true;
    }
    d.count += 1;
    await postAnnouncement(d.db, d.user, { groupId: options.groupId, title: `Update ${d.count}`, message: `Meeting ${d.count} moved`, priority: pick(d.rand, ['low', 'medium', 'high'] as const) });
    return true;
  }

  /**
   * The admin's change to the dues or the rotation (issue 25): a swap both members agreed to
   * approved or refused, else an exception for a member: an excuse, owing from the start or not,
   * a leave period (or none).
   */
  async function duesWrite(d: Device): Promise<boolean> {
    const rotation = await d.db.projects.get(options.rotationId);
    const agreed = (rotation?.rotationSwaps ?? []).filter((swap) => swap.agreed);
    if (rotation && agreed.length > 0) {
      await decideSwap(d.db, rotation, pick(d.rand, agreed), d.rand.next() < 0.7);
      return true;
    }
    const members = (await d.db.members.where('groupId').equals(options.groupId).toArray()).filter((m) => !m.deleted && m.status === 'active');
    if (members.length === 0) return false;
    const member = pick(d.rand, members);
    const period = { index: d.rand.int(0, 9), label: 'a month' };
    const kind = d.rand.next();
    if (kind < 0.5) await excuseMember(d.db, member, { id: options.duesId }, period, pick(d.rand, ['Bereavement', 'Travelled', 'Sick']));
    else if (kind < 0.75) await setOwesFromStart(d.db, member, { id: options.duesId }, d.rand.next() < 0.5);
    else await setStopsFrom(d.db, member, { id: options.duesId }, d.rand.next() < 0.5 ? period : null);
    return true;
  }

  /**
   * A member's change to the rotation: the first member's phone asks the other to swap places;
   * the second member's phone answers. One direction only: were both to ask, the admin approving
   * one swap drops the other request, and an answer to it already on its way is refused
   * ('rotation-swap-not-found', shown to that member; sync-server/dues/rotation.test.ts), where
   * this suite wants every change applied.
   */
  async function swapWrite(d: Device): Promise<boolean> {
    const rotation = await d.db.projects.get(options.rotationId);
    const order = rotation?.rotationOrder ?? [];
    const me = order.find((place) => place.userId === d.user.id);
    const other = order.find((place) => place.userId !== d.user.id);
    if (!rotation || !me || !other) return false;
    if (d.index !== 1) {
      const asked = (rotation.rotationSwaps ?? []).filter((swap) => swap.to.userId === d.user.id && !swap.agreed);
      if (asked.length === 0) return false;
      await answerSwap(d.db, rotation, pick(d.rand, asked), d.rand.next() < 0.7);
      return true;
    }
    await askSwap(d.db, rotation, me, other);
    return true;
  }

  /** One change on a member's phone (a payment, sometimes corrected before it left; a swap of places; or a notice read). */
  async function memberWrite(d: Device): Promise<boolean> {
    if (d.rand.next() < 0.1) return swapWrite(d);
    if (d.rand.next() < 0.2) {
      const unread = await d.db.notifications.filter((n) => !n.read).toArray();
      if (unread.length === 0) return false;
      await markNotificationRead(d.db, pick(d.rand, unread));
      return true;
    }
    const purses = (await d.db.projects.toArray()).filter((p) => !p._pending);
    d.count += 1;
    const n = d.count;
    const proof = d.rand.next() < 0.6 ? jpegProof(n, d.rand.int(1_500, 4_000)) : null;
    const purse = d.rand.next() < 0.9 && purses.length > 0 ? pick(d.rand, purses) : null;
    const amountKobo = d.rand.int(100, 50_000) * 100 + d.rand.int(0, 99);
    // Now and then a reference used before (a payment sent twice from the bank app): flagged for the reviewers.
    const reference = d.rand.next() < 0.7 ? `CH-${options.seed}-${d.rand.next() < 0.1 ? 'again' : n}` : null;
    const row = await submitContribution(
      d.db,
      d.user,
      { groupId: options.groupId, projectId: purse?.id ?? null, amountKobo, paymentType: 'bank_transfer', reference, notes: d.rand.next() < 0.3 ? 'for December' : null, description: null },
      proof,
      purse?.name ?? 'the group',
    );
    if (proof && row.proofSha256) proofBytes.set(row.proofSha256, Buffer.from(proof.bytes));
    // Corrected before it ever left the phone: the entry goes out once, under the new id only.
    if (d.rand.next() < 0.2) await editContribution(d.db, row.id, { amountKobo: amountKobo + 100, reference: reference ? `${reference}-fixed` : null, notes: 'corrected' });
    return true;
  }

  /** A phone's day: a few changes, then a sync (which may fail: the phone carries on), until all are made. */
  async function workload(d: Device) {
    const write = d.user.role === 'admin' ? adminWrite : memberWrite;
    while (left() > 0) {
      const changes = d.rand.int(1, 5);
      for (let i = 0; i < changes && left() > 0; i += 1) {
        // Reserve the change before the awaits inside, so three phones never make more than MUTATIONS.
        reserved += 1;
        let done = false;
        try {
          done = await write(d);
        } finally {
          reserved -= 1;
        }
        if (!done) i -= 1;
      }
      await sync(d);
    }
  }

  return { devices, made, partnerChanges, proofBytes, phone, sync, settle, workload };
}

/** Node's fetch keeps no cookies: each phone's requests carry its user's session. */
export function withCookie(cookie: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    return fetch(input, { ...init, headers });
  };
}

/** The payload an update leaves: Dexie hands the hook changed key paths ('payload.amount'), or the whole payload. */
function afterChanges(payload: unknown, changes: Record<string, unknown>): unknown {
  if ('payload' in changes) return changes.payload;
  const next = Dexie.deepClone(payload) as object;
  for (const [path, value] of Object.entries(changes)) if (path.startsWith('payload.')) Dexie.setByKeyPath(next, path.slice('payload.'.length), value);
  return next;
}

/** A few KB that start like a 16×16 JPEG, different for every `n` (the server checks the header). */
function jpegProof(n: number, size: number): PreparedProof {
  const bytes = new Uint8Array(size);
  const head = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 8, 0, 16, 0, 16, 1, 1, 0x11, 0];
  bytes.set(head);
  for (let i = head.length; i < size; i += 1) bytes[i] = (i * 31 + n * 7919) % 251;
  bytes[head.length] = n & 0xff;
  bytes[head.length + 1] = (n >>> 8) & 0xff;
  return { bytes: bytes.buffer, mimeType: 'image/jpeg', originalSize: size * 8 };
}

function pick<T>(rand: Seeded, items: readonly T[]): T {
  return items[rand.int(0, items.length - 1)]!;
}
