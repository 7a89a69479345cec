import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import { announcementPush, duesDuePush, paymentDecidedPush, paymentSubmittedPush, reminderPush, shortName } from './payloads';
import { topicFor } from './queue';
import { endpointAllowed } from './subscriptions';
import { BROWSER_PUSH_HOSTS } from './push-service';
import { vapidKeys } from './vapid';

describe('push payloads', () => {
  it.each([
    ['Kemi Balogun', 'Kemi B.'],
    ['  kemi   adaeze balogun ', 'kemi B.'],
    ['Kemi', 'Kemi'],
    ['', ''],
  ])('shortens %j to %j', (full, short) => {
    expect(shortName(full)).toBe(short);
  });

  it('keeps pushes short and routes each to its screen', () => {
    const long = 'x'.repeat(500);
    const submitted = paymentSubmittedPush({ id: 'c1', amountKobo: 123_456_789 }, { contributorName: 'Kemi Balogun', purpose: long }).render('en');
    expect(submitted.body.length).toBeLessThanOrEqual(180);
    expect(submitted.body.startsWith('Kemi B. sent ₦1,234,568 for x')).toBe(true);
    const announcement = announcementPush({ id: 'u1', title: 'Meeting', message: 'Saturday\n\nat 4pm' }, 'Ajo Circle');
    expect(announcement).toMatchObject({ ttlSeconds: 3 * 24 * 3600, urgency: 'normal' });
    expect(announcement.render('en')).toEqual({ title: 'Ajo Circle: Meeting', body: 'Saturday at 4pm', tag: 'update-u1', url: '/updates' });
    expect(reminderPush({ id: 'p1' }, 'Pay up', 'Xmas Party').render('en')).toEqual({ title: 'Payment reminder', body: 'Pay up', tag: 'reminder-p1', url: '/member-payment?purse=p1' });
  });

  it("writes the server's words in the recipient's language, money in en-NG, and an admin's own words as typed", () => {
    const approved = paymentDecidedPush({ id: 'c1', amountKobo: 500_000 }, 'confirmed', 'Xmas Party');
    expect(approved.render('en')).toMatchObject({ title: 'Payment approved', body: 'Your ₦5,000 for Xmas Party was approved.' });
    expect(approved.render('ha')).toMatchObject({ title: 'An tabbatar da biya', body: 'An tabbatar da biyan ₦5,000 don Xmas Party.' });
    expect(reminderPush({ id: 'p1' }, null, 'Xmas Party (Ajo Circle)').render('yo').body).toBe('Jọ̀wọ́ rántí láti dáwó sí Xmas Party (Ajo Circle).');
    // A dues period's reminder (issue 25 §7): in the member's language, a newer one for the purse replacing an older.
    const due = duesDuePush('p1', { kind: 'duesDue', purse: 'Dues (Ajo Circle)', amountKobo: 500_000, dueDay: '2026-03-31', moment: 'overdue' });
    expect(due.render('en')).toEqual({ title: 'Dues reminder', body: 'Dues (Ajo Circle): ₦5,000 to pay, overdue since 31 Mar 2026. Please pay and send your receipt.', tag: 'dues-p1', url: '/member-payment?purse=p1' });
    expect(due.render('ha').title).toBe('Tunatarwar kuɗin ƙungiya');
    expect(reminderPush({ id: 'p1' }, 'Pay up', 'Xmas Party (Ajo Circle)').render('yo')).toMatchObject({ title: 'Ìránnilétí ìsanwó', body: 'Pay up' });
    expect(announcementPush({ id: 'u1', title: 'Meeting', message: 'Saturday' }, 'Ajo Circle').render('ig')).toMatchObject({ title: 'Ajo Circle: Meeting', body: 'Saturday' });
  });

  it('makes a push-service topic of at most 32 URL-safe characters, the same for the same tag', () => {
    const topic = topicFor('contribution-7c0d6f5e-8f51-4b7a-9a53-2d3c1f7e9b10');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicFor('contribution-7c0d6f5e-8f51-4b7a-9a53-2d3c1f7e9b10')).toBe(topic);
    expect(topicFor('contribution-other')).not.toBe(topic);
  });
});

describe('push endpoints', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/abc', true],
    ['https://evil-fcm.googleapis.com.attacker.example/x', false],
    ['https://notfcm.googleapis.com/x', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['not a url', false],
  ])('%s allowed: %s', (endpoint, allowed) => {
    expect(endpointAllowed(endpoint, BROWSER_PUSH_HOSTS)).toBe(allowed);
  });
});

describe('VAPID keys', () => {
  it('are generated once and kept', async () => {
    const db = openDatabase(':memory:');
    const first = await db.transaction((tx) => vapidKeys(tx));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await db.transaction((tx) => vapidKeys(tx))).toEqual(first);
    expect(first.subject).toBe('mailto:admin@grouppurse.local');
    await db.close();
  });

  it('come from the environment when given, and must be given as a pair', async () => {
    const db = openDatabase(':memory:');
    expect(await db.transaction((tx) => vapidKeys(tx, { publicKey: 'pub', privateKey: 'priv', subject: 'https://grouppurse.ng' }))).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'https://grouppurse.ng' });
    await expect(db.transaction((tx) => vapidKeys(tx, { publicKey: 'pub' }))).rejects.toThrow(/together/);
    await db.close();
  });
});
