/**
 * Contributions between phones and the real server app (in-process, real SQLite, proofs on disk),
 * with IndexedDB from fake-indexeddb: a member's proof made offline reaches the server exactly
 * once, an admin reviews offline, and a decision that lost shows as lost.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../shared/errors';
import type { SessionUser } from '../shared/auth-schemas';
import { contributions, projects, proofs, users } from '../sync-server/db/schema';
import { joinGroup } from '../sync-server/groups/membership-service';
import { signUp, type TestApp } from '../sync-server/testing/test-app';
import { eachTestPhones, jpegProof, WIFI } from './phones';
import { decideContribution, submitContribution, editContribution } from '../web/data/contribution-writes';
import { discardEntry, retryEntry } from '../web/sync/apply-push';
import { loadContributionViews } from '../web/data/contribution-views';

const world = eachTestPhones();
const { net, phone } = world;
let t: TestApp;
beforeEach(() => {
  t = world.t;
});

/** An admin with a group and a purse, and a member who joined it; each with their cookie. */
async function groupWithMember() {
  const admin = await signUp(t, { username: 'ada', role: 'admin', fullName: 'Ada Admin' });
  const adminCookie = t.cookie;
  const group = (await t.call('POST', '/api/groups', { name: 'Ajo Circle' })).json as { id: string };
  const project = (await t.call('POST', `/api/groups/${group.id}/projects`, { name: 'Xmas Party', targetAmount: 100000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' })).json as { id: string };
  const member = await signUp(t, { username: 'kemi', role: 'member', fullName: 'Kemi Bello' });
  const memberCookie = t.cookie;
  {
    const row = (await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, member.id)).limit(1)))[0]!;
    await t.db.transaction((tx) => joinGroup(tx, row, group.id, t.clock.now()));
  }
  return { admin: { ...admin, cookie: adminCookie }, member: { ...member, cookie: memberCookie }, group, project };
}

const session = (u: { id: string; fullName: string; username: string; phoneNumber: string }, role: 'admin' | 'member'): SessionUser => ({
  id: u.id,
  fullName: u.fullName,
  username: u.username,
  phoneNumber: u.phoneNumber,
  role,
});

describe('contributions on the device', () => {
  it('keeps a proof made offline, then uploads it and the payment exactly once', async () => {
    const { member, group, project } = await groupWithMember();
    const { db, engine } = phone(member, member.cookie);
    await engine.syncNow();

    net.state = 'down';
    const proof = jpegProof(1);
    const row = await submitContribution(
      db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 500_000, paymentType: 'bank_transfer', reference: 'TRF-001', notes: 'for December', description: null },
      proof,
      '"Xmas Party"',
    );
    expect(await engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    const [view] = await loadContributionViews(db, { userId: member.id });
    expect(view).toMatchObject({ status: 'pending', unsynced: true, groupName: 'Ajo Circle', projectName: 'Xmas Party', problem: null });
    expect((await db.proofs.get(row.proofSha256!))?.uploaded).toBe(0);

    // The answer to the push is lost: the phone sends it again; the server keeps one.
    net.state = 'lose-push-answer';
    expect(await engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    expect(await engine.syncNow()).toMatchObject({ ok: true });
    expect(net.requests.filter((r) => r.startsWith('PUT /api/proofs/'))).toHaveLength(1);
    expect(net.requests.filter((r) => r === 'POST /api/sync/push')).toHaveLength(2);

    const stored = (await t.db.transaction((tx) => tx.select().from(contributions)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: row.id, amountKobo: 500_000, status: 'pending', transactionRef: 'TRF-001', proofSha256: row.proofSha256 });
    expect((await t.db.transaction((tx) => tx.select().from(proofs).limit(1)))[0]?.sizeBytes).toBe(proof.bytes.byteLength);
    const synced = await db.contributions.get(row.id);
    expect(synced?._pending).toBeUndefined();
    expect(synced?.revision).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a payment the server refuses, with its message, to edit and send again, or delete', async () => {
    const { member, group, project } = await groupWithMember();
    const { db, engine } = phone(member, member.cookie);
    await engine.syncNow();
    // Cash is not among the purse's default methods: the server refuses it.
    const row = await submitContribution(
      db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 100_000, paymentType: 'cash', reference: null, notes: null, description: null },
      jpegProof(2),
      '"Xmas Party"',
    );
    await engine.syncNow();
    let [view] = await loadContributionViews(db, { userId: member.id });
    expect(view?.problem).toMatchObject({ kind: 'refused', message: MESSAGES.paymentMethodNotAllowed });
    expect((await t.db.transaction((tx) => tx.select().from(contributions)))).toHaveLength(0);

    await editContribution(db, row.id, { amountKobo: 150_000, reference: 'NEW-REF', notes: null });
    [view] = await loadContributionViews(db, { userId: member.id });
    expect(view?.problem).toBeNull();
    // Still refused (the method did not change): delete it, and its photo goes too.
    await engine.syncNow();
    [view] = await loadContributionViews(db, { userId: member.id });
    expect(view?.problem?.kind).toBe('refused');
    await discardEntry(db, view!.problem!.entry);
    expect(await db.contributions.count()).toBe(0);
    expect(await db.proofs.count()).toBe(0);
  });

  it('refuses a proof that is not an image before sending the payment, and says why', async () => {
    const { member, group, project } = await groupWithMember();
    const { db, engine } = phone(member, member.cookie);
    const text = new TextEncoder().encode('%PDF-1.4 not an image at all').buffer;
    await submitContribution(
      db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 100_000, paymentType: 'bank_transfer', reference: null, notes: null, description: null },
      { bytes: text, mimeType: 'image/jpeg', originalSize: text.byteLength },
      '"Xmas Party"',
    );
    expect(await engine.syncNow()).toMatchObject({ ok: true });
    const [view] = await loadContributionViews(db, { userId: member.id });
    expect(view?.problem).toMatchObject({ kind: 'refused', message: MESSAGES.invalidFileUpload });
    expect(net.requests).not.toContain('POST /api/sync/push');
  });

  it('lets an admin on Wi-Fi review offline with the proof on the phone, and the totals follow', async () => {
    const { admin, member, group, project } = await groupWithMember();
    const memberPhone = phone(member, member.cookie);
    const proof = jpegProof(3);
    const row = await submitContribution(
      memberPhone.db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 250_000, paymentType: 'bank_transfer', reference: 'R-1', notes: null, description: null },
      proof,
      '"Xmas Party"',
    );
    await memberPhone.engine.syncNow();

    const adminPhone = phone(admin, admin.cookie, WIFI);
    await adminPhone.engine.syncNow();
    const prefetched = await adminPhone.db.proofs.get(row.proofSha256!);
    expect(prefetched?.size).toBe(proof.bytes.byteLength);

    net.state = 'down';
    const local = (await adminPhone.db.contributions.get(row.id))!;
    await decideContribution(adminPhone.db, local, { action: 'confirm' });
    let [view] = await loadContributionViews(adminPhone.db, { groupIds: [group.id] });
    expect(view).toMatchObject({ status: 'confirmed', unsynced: true });
    expect(await adminPhone.engine.syncNow()).toEqual({ ok: false, reason: 'offline' });

    net.state = 'up';
    await adminPhone.engine.syncNow();
    expect((await t.db.transaction((tx) => tx.select().from(contributions).limit(1)))[0]?.status).toBe('confirmed');
    expect((await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, project.id)).limit(1)))[0]?.collectedAmountKobo).toBe(250_000);
    [view] = await loadContributionViews(adminPhone.db, { groupIds: [group.id] });
    expect(view).toMatchObject({ status: 'confirmed', unsynced: false, problem: null });
    expect((await adminPhone.db.projects.get(project.id))?.collectedAmountKobo).toBe(250_000);
    // Decided: the prefetched copy leaves the admin's phone; the member keeps their own.
    expect(await adminPhone.db.proofs.count()).toBe(0);

    await memberPhone.engine.syncNow();
    const [mine] = await loadContributionViews(memberPhone.db, { userId: member.id });
    expect(mine?.status).toBe('confirmed');
    expect(await memberPhone.db.proofs.count()).toBe(1);
  });

  it("keeps no whole receipt on an admin phone on mobile data, only asks for the server's thumbnail: the receipt downloads when opened", async () => {
    const { admin, member, group, project } = await groupWithMember();
    const memberPhone = phone(member, member.cookie);
    const row = await submitContribution(
      memberPhone.db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 100_000, paymentType: 'bank_transfer', reference: 'R-2', notes: null, description: null },
      jpegProof(6),
      '"Xmas Party"',
    );
    await memberPhone.engine.syncNow();
    net.requests.length = 0;
    const adminPhone = phone(admin, admin.cookie, { type: 'cellular' });
    expect(await adminPhone.engine.syncNow()).toMatchObject({ ok: true });
    expect(await adminPhone.db.contributions.get(row.id)).toMatchObject({ status: 'pending' });
    expect(await adminPhone.db.proofs.count()).toBe(0);
    expect(net.requests.filter((r) => r.includes('/proof'))).toEqual([expect.stringMatching(new RegExp(`^GET .*/api/contributions/${row.id}/proof/thumbnail$`))]);
    // These proof bytes decode as no image: the server has no thumbnail, and none is kept.
    expect(await adminPhone.db.thumbnails.count()).toBe(0);
  });

  it('shows a decision that lost to one made elsewhere first, and the server row', async () => {
    const { admin, member, group, project } = await groupWithMember();
    const memberPhone = phone(member, member.cookie);
    await submitContribution(
      memberPhone.db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 100_000, paymentType: 'bank_transfer', reference: null, notes: null, description: null },
      jpegProof(4),
      '"Xmas Party"',
    );
    await memberPhone.engine.syncNow();
    const offlinePhone = phone(admin, admin.cookie);
    await offlinePhone.engine.syncNow();
    const [pending] = await offlinePhone.db.contributions.toArray();

    // The same admin rejects on another phone while this one confirms with no signal.
    t.setCookie(admin.cookie);
    expect((await t.call('PATCH', `/api/contributions/${pending!.id}/reject`, { reason: 'Wrong amount' })).status).toBe(200);
    await decideContribution(offlinePhone.db, pending!, { action: 'confirm' });
    await offlinePhone.engine.syncNow();

    const [view] = await loadContributionViews(offlinePhone.db, { groupIds: [group.id] });
    expect(view).toMatchObject({ status: 'rejected', problem: { kind: 'conflict', message: MESSAGES.alreadyRejected } });
    expect(view?.row.adminNotes).toBe('Wrong amount');
    expect((await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, project.id)).limit(1)))[0]?.collectedAmountKobo).toBe(0);
  });

  it('removes other people\'s payments from a partner\'s phone when the partnership ends', async () => {
    const { admin, member, group, project } = await groupWithMember();
    const partner = await signUp(t, { username: 'tobi', role: 'member', fullName: 'Tobi Partner' });
    const partnerCookie = t.cookie;
    {
      const row = (await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, partner.id)).limit(1)))[0]!;
      await t.db.transaction((tx) => joinGroup(tx, row, group.id, t.clock.now()));
    }
    t.setCookie(admin.cookie);
    expect((await t.call('POST', `/api/groups/${group.id}/accountability-partners`, { userId: partner.id })).status).toBe(201);

    const memberPhone = phone(member, member.cookie);
    await submitContribution(
      memberPhone.db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 100_000, paymentType: 'bank_transfer', reference: null, notes: null, description: null },
      jpegProof(5),
      '"Xmas Party"',
    );
    await memberPhone.engine.syncNow();

    const partnerPhone = phone(partner, partnerCookie, WIFI);
    await partnerPhone.engine.syncNow();
    expect(await partnerPhone.db.contributions.count()).toBe(1);
    expect(await partnerPhone.db.proofs.count()).toBe(1);

    t.setCookie(admin.cookie);
    expect((await t.call('DELETE', `/api/groups/${group.id}/accountability-partners/${partner.id}`)).status).toBe(200);
    await partnerPhone.engine.syncNow();
    expect(await partnerPhone.db.contributions.count()).toBe(0);
    expect(await partnerPhone.db.proofs.count()).toBe(0);
    expect((await partnerPhone.db.members.toArray()).map((m) => m.userId)).toEqual([partner.id]);
    expect(await partnerPhone.db.groups.count()).toBe(1);
  });
});

describe('a proof the server lost', () => {
  it('is uploaded again when the user retries the refused payment', async () => {
    const { member, group, project } = await groupWithMember();
    const { db, engine } = phone(member, member.cookie);
    const row = await submitContribution(
      db,
      session(member, 'member'),
      { groupId: group.id, projectId: project.id, amountKobo: 100_000, paymentType: 'bank_transfer', reference: null, notes: null, description: null },
      jpegProof(6),
      '"Xmas Party"',
    );
    // The phone believes the server has the photo, but it does not.
    await db.proofs.update(row.proofSha256!, { uploaded: 1 });
    await engine.syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', message: MESSAGES.proofNotUploaded });
    expect((await db.proofs.get(row.proofSha256!))?.uploaded).toBe(0);

    await retryEntry(db, entry!.seq!);
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect((await t.db.transaction((tx) => tx.select().from(contributions)))).toHaveLength(1);
  });
});
