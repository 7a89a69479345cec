import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { freshDeviceDbs } from './test-db';
import { addPartner, createGroup, createPurse, removePartner } from './writes';

const admin = { id: 'u-admin', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348030000001', role: 'admin' as const };
const freshDb = freshDeviceDbs(admin.id);

describe('device writes', () => {
  it('writes a new group and its outbox entry together, marked not yet synced', async () => {
    const db = freshDb();
    const group = await createGroup(db, admin, { name: 'Class of 2010', description: null });
    expect(await db.groups.get(group.id)).toMatchObject({ name: 'Class of 2010', adminId: admin.id, _pending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ type: 'group.create', status: 'queued', target: { table: 'groups', id: group.id } });
    expect(entry?.payload).toMatchObject({ id: group.id, registrationLink: group.registrationLink, name: 'Class of 2010' });
  });

  it('leaves neither row nor entry when the outbox write fails', async () => {
    const db = freshDb();
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('disk full'));
    await expect(createGroup(db, admin, { name: 'Lost?', description: null })).rejects.toThrow('disk full');
    expect(await db.groups.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a purse with its target in naira on the wire and kobo on the device', async () => {
    const db = freshDb();
    const group = await createGroup(db, admin, { name: 'G', description: null });
    const project = await createPurse(db, group.id, {
      name: 'Reunion', description: null, targetAmount: 25_000_050, amountPerMember: 2_000_000, deadline: null,
      kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: null,
      accountName: null, accountNumber: null, bankName: null, routingNumber: null, swiftCode: null, zelleEmail: null,
      zellePhone: null, cashappHandle: null, venmoHandle: null, paypalEmail: null, paymentInstructions: null,
      allowedPaymentTypes: ['bank_transfer'],
    });
    expect(await db.projects.get(project.id)).toMatchObject({ targetAmountKobo: 25_000_050, amountPerMemberKobo: 2_000_000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01' });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.type)).toEqual(['group.create', 'project.create']);
    expect(entries[1]?.payload).toMatchObject({ targetAmount: '250000.50', amountPerMember: '20000.00', groupId: group.id, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: null });
  });

  it('marks a removed partner as a pending tombstone', async () => {
    const db = freshDb();
    const member = { id: 'm1', groupId: 'g1', userId: 'u2', fullName: 'Tunde', username: 'tunde', contributedAmountKobo: 0, status: 'active', joinedAt: new Date().toISOString(), deleted: false, revision: 3 };
    const partner = await addPartner(db, member);
    await removePartner(db, partner);
    expect(await db.partners.get(partner.id)).toMatchObject({ deleted: true, _pending: 1 });
    expect((await db.outbox.toArray()).map((e) => e.type)).toEqual(['partner.add', 'partner.remove']);
  });
});
