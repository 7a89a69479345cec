/**
 * `npm run bench`: how long a device's first full pull and a push batch take on this machine, on
 * a realistic community: one admin, 20 groups of 150 members with 5 purses each.
 * Prints figures; asserts nothing (the tests do that).
 */
import { SYNC_PROTOCOL_VERSION } from '../shared/sync-protocol';
import { nextRevision } from '../sync-server/db/revision';
import { users } from '../sync-server/db/schema';
import { joinGroup } from '../sync-server/groups/membership-service';
import { PURSE_BANK } from '../sync-server/groups/test-fixtures';
import { signUp, testApp } from '../sync-server/testing/test-app';

const GROUPS = 20;
const MEMBERS = 150;
const PURSES = 5;

const t = testApp();
try {
  const admin = await signUp(t, { username: 'bench-admin', role: 'admin' });
  const adminCookie = t.cookie;
  const uuid = () => crypto.randomUUID();
  const groupIds: string[] = [];
  const mutations: unknown[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const id = uuid();
    groupIds.push(id);
    mutations.push({ id: uuid(), type: 'group.create', payload: { id, registrationLink: uuid(), name: `Group ${g}` } });
    for (let p = 0; p < PURSES; p++) {
      mutations.push({ id: uuid(), type: 'project.create', payload: { id: uuid(), groupId: id, name: `Purse ${g}-${p}`, targetAmount: '500000', ...PURSE_BANK } });
    }
  }
  let started = performance.now();
  for (let i = 0; i < mutations.length; i += 50) {
    await t.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: mutations.slice(i, i + 50) });
  }
  const pushMs = performance.now() - started;

  // Members are inserted directly (sign-up is capped per IP, rightly): the bench measures sync.
  const now = t.clock.now();
  const members = t.db.transaction((tx) =>
    Array.from({ length: MEMBERS }, (_, m) =>
      tx.insert(users).values({ id: uuid(), username: `bm${m}`, usernameKey: `bm${m}`, fullName: `Member ${m}`, phoneNumber: `+2348090${String(m).padStart(6, '0')}`, role: 'member', createdAt: now, revision: nextRevision(tx) }).returning().get(),
    ),
  );
  for (const groupId of groupIds) for (const member of members) joinGroup(t.db, member, groupId, now);

  t.setCookie(adminCookie);
  started = performance.now();
  let since = 0;
  let rows = 0;
  let pages = 0;
  let bytes = 0;
  for (;;) {
    const res = await t.app.request(`/api/sync?since=${since}`, { headers: { cookie: adminCookie } });
    const text = await res.text();
    const page = JSON.parse(text);
    bytes += text.length;
    rows += page.groups.length + page.projects.length + page.members.length + page.partners.length;
    pages += 1;
    since = page.cursor;
    if (!page.hasMore) break;
  }
  const pullMs = performance.now() - started;
  console.log(`push: ${mutations.length} mutations in batches of 50: ${pushMs.toFixed(0)} ms (${(pushMs / mutations.length).toFixed(2)} ms each)`);
  console.log(`first pull (admin of ${GROUPS} groups x ${MEMBERS} members x ${PURSES} purses): ${rows} rows in ${pages} pages, ${pullMs.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB JSON before compression`);
  console.log(`admin id ${admin.id.slice(0, 8)}…`);
} finally {
  t.close();
}
