import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { historyEntries, pushDeliveries, pushSubscriptions } from '../db/schema';
import { testSubscription } from '../testing/push-service';
import { testApp, type TestApp } from '../testing/test-app';
import { join, makeGroup, person, type Person } from './test-fixtures';

// Issue 23 §2, §3: a member made or unmade an accountability partner is told, and a removal is
// told to every member too (notification in their language, push, history entry), on a real SQLite.
let t: TestApp;
let ada: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;
let members: Person[];
let partnersPath: string;
beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  group = await makeGroup(ada, 'Unity Ajo');
  partnersPath = `/api/groups/${group.id}/accountability-partners`;
  members = [];
  for (const name of ['ngozi', 'dayo', 'emeka']) {
    const member = await person(t, name);
    await join(member, group.id);
    await member.call('POST', '/api/push/subscriptions', testSubscription(`https://fcm.googleapis.com/fcm/send/${name}-phone`).json);
    members.push(member);
  }
});
afterEach(() => t.close());

const notices = async (who: Person, type: string) => ((await who.call('GET', '/api/notifications')).json as { type: string }[]).filter((n) => n.type === type);
/** The pushes queued since the last call, by user id. */
const pushedTo = async () => {
  const rows = await t.db.transaction(
    (tx) => tx.select({ userId: pushSubscriptions.userId, payload: pushDeliveries.payload }).from(pushDeliveries).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId)),
    { readOnly: true },
  );
  await t.db.transaction((tx) => tx.delete(pushDeliveries));
  return Object.fromEntries(rows.map((r) => [r.userId, JSON.parse(r.payload)]));
};
const history = () => t.db.transaction((tx) => tx.select().from(historyEntries).where(eq(historyEntries.groupId, group.id)), { readOnly: true });

describe('a member made an accountability partner', () => {
  it('is told what they now do, in-app and by push in their language; nobody else is', async () => {
    const [ngozi, dayo] = members as [Person, Person];
    expect((await ngozi.call('PUT', '/api/me/locale', { locale: 'ha' })).status).toBe(204);
    expect((await ada.call('POST', partnersPath, { userId: ngozi.id })).status).toBe(201);

    expect(await notices(ngozi, 'partner_added')).toEqual([
      expect.objectContaining({
        groupId: group.id,
        title: 'You Are an Accountability Partner',
        message: 'You are now an accountability partner of Unity Ajo: you approve or reject payouts and can see every payment and the books.',
        params: { kind: 'partnerAdded', group: 'Unity Ajo' },
        read: false,
      }),
    ]);
    expect(await notices(dayo, 'partner_added')).toEqual([]);
    expect(await pushedTo()).toEqual({
      [ngozi.id]: { title: 'Kai abokin sa ido ne yanzu', body: 'Na Unity Ajo: kana amincewa ko ƙin fitar da kuɗi kuma kana ganin kowane biya.', tag: `partner-${group.id}-${ngozi.id}`, url: '/dashboard' },
    });
    expect((await history()).map((h) => h.type)).toContain('partner.added');
  });

  it('is not told when the add is refused', async () => {
    const [ngozi] = members as [Person];
    await ada.call('POST', partnersPath, { userId: ngozi.id });
    await pushedTo();
    expect((await ada.call('POST', partnersPath, { userId: ngozi.id })).status).toBe(409);
    expect(await notices(ngozi, 'partner_added')).toHaveLength(1);
    expect(await pushedTo()).toEqual({});
  });
});

describe('removing an accountability partner', () => {
  it('tells the partner and every member, says when none is left, and appends the history entry', async () => {
    const [ngozi, dayo, emeka] = members as [Person, Person, Person];
    expect((await dayo.call('PUT', '/api/me/locale', { locale: 'yo' })).status).toBe(204);
    await ada.call('POST', partnersPath, { userId: ngozi.id });
    await pushedTo();

    expect((await ada.call('DELETE', `${partnersPath}/${ngozi.id}`)).status).toBe(200);

    expect(await notices(ngozi, 'partner_removed')).toEqual([
      expect.objectContaining({
        title: 'No Longer a Partner',
        message: 'You are no longer an accountability partner of Unity Ajo. Payouts no longer need your approval, and you no longer see every payment and the books.',
        params: { kind: 'partnerRemoved', group: 'Unity Ajo', partner: null, remaining: 0 },
      }),
    ]);
    for (const member of [dayo, emeka]) {
      expect(await notices(member, 'partner_removed')).toEqual([
        expect.objectContaining({
          title: 'Accountability Partner Removed',
          message: 'ngozi Okafor is no longer an accountability partner of Unity Ajo. The group now has no partner: nobody approves its payouts, and you will be told of each one.',
          params: { kind: 'partnerRemoved', group: 'Unity Ajo', partner: 'ngozi Okafor', remaining: 0 },
        }),
      ]);
    }
    // The admin who removed them is not told of their own act.
    expect(await notices(ada, 'partner_removed')).toEqual([]);
    const pushes = await pushedTo();
    expect(pushes).toEqual({
      [ngozi.id]: { title: 'No Longer a Partner', body: 'You are no longer a partner of Unity Ajo.', tag: `partner-${group.id}-${ngozi.id}`, url: '/updates' },
      [dayo.id]: { title: 'A ti yọ alábàáṣiṣẹ́pọ̀ kúrò', body: 'ngozi O. kì í ṣe alábàáṣiṣẹ́pọ̀ Unity Ajo mọ́. Kò sí ẹni tó ń fọwọ́ sí ìsanjáde báyìí.', tag: `partner-${group.id}-${ngozi.id}`, url: '/updates' },
      [emeka.id]: { title: 'Accountability partner removed', body: 'ngozi O. is no longer a partner of Unity Ajo. Nobody approves payouts now.', tag: `partner-${group.id}-${ngozi.id}`, url: '/updates' },
    });
    const removed = (await history()).filter((h) => h.type === 'partner.removed');
    expect(removed).toEqual([expect.objectContaining({ actorId: ada.id, subjectId: ngozi.id })]);
  });

  it('says payouts no longer need their approval while another partner stays', async () => {
    const [ngozi, dayo, emeka] = members as [Person, Person, Person];
    await ada.call('POST', partnersPath, { userId: ngozi.id });
    await ada.call('POST', partnersPath, { userId: dayo.id });
    await ada.call('DELETE', `${partnersPath}/${ngozi.id}`);
    for (const member of [dayo, emeka]) {
      expect(await notices(member, 'partner_removed')).toEqual([
        expect.objectContaining({
          message: 'ngozi Okafor is no longer an accountability partner of Unity Ajo. Payouts no longer need their approval.',
          params: expect.objectContaining({ remaining: 1 }),
        }),
      ]);
    }
  });

  it('through a sync push mutation tells them the same', async () => {
    const [ngozi, dayo] = members as [Person, Person];
    await ada.call('POST', partnersPath, { userId: ngozi.id });
    const res = await ada.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: crypto.randomUUID(), type: 'partner.remove', payload: { groupId: group.id, userId: ngozi.id } }] });
    expect(res.status).toBe(200);
    expect(await notices(ngozi, 'partner_removed')).toHaveLength(1);
    expect(await notices(dayo, 'partner_removed')).toHaveLength(1);
  });

  it('tells nobody when there was no such partner', async () => {
    const [ngozi, dayo] = members as [Person, Person];
    expect((await ada.call('DELETE', `${partnersPath}/${ngozi.id}`)).status).toBe(404);
    expect(await notices(dayo, 'partner_removed')).toEqual([]);
    expect(await pushedTo()).toEqual({});
  });
});
