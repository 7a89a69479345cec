import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { contributionRow, decisionEntry } from '../features/contributions/review/test-fixtures';
import { memberRow, purseRow } from '../features/updates/notifications/test-rows';
import type { PendingDecision } from './contribution-writes';
import type { LocalContribution, OutboxEntry } from './db';
import { decidedHereUnsynced, loadPurseOverlay, overlaidMember, overlaidPurse, shownStatus, totalsOverlay, withConfirmedRevision } from './decision-overlay';
import { freshDeviceDbs } from './test-db';

const decision = (action: 'confirm' | 'reject', status: OutboxEntry['status'] = 'queued'): PendingDecision => ({
  action,
  reason: null,
  entry: decisionEntry('c1', action, { status }),
});

// The purse and membership rows as last pulled: revision 10 holds every confirmation up to it.
const purse = purseRow('p1', { collectedAmountKobo: 1_000_000, revision: 10 });
const member = memberRow('u1', 'Ada Obi', { contributedAmountKobo: 1_000_000, revision: 10 });

function overlayOf(row: LocalContribution, pending: PendingDecision | null) {
  const overlay = totalsOverlay([row], new Map(pending ? [[row.id, pending]] : []));
  const { project, unsyncedKobo } = overlaidPurse(purse, overlay);
  const shownMember = overlaidMember(member, overlay);
  return {
    status: shownStatus(row, pending),
    unsynced: decidedHereUnsynced(row, pending),
    collected: project.collectedAmountKobo,
    contributed: shownMember.contributedAmountKobo,
    unsyncedKobo,
    marked: project._pending === 1 && shownMember._pending === 1,
  };
}

describe('the figures a decision made on this phone moves', () => {
  const amount = 500_000;
  const row = (extra: Partial<LocalContribution>) => contributionRow('c1', { userId: 'u1', amountKobo: amount, revision: 5, ...extra });
  const unchanged = { collected: 1_000_000, contributed: 1_000_000, unsyncedKobo: 0, marked: false };
  const added = { collected: 1_500_000, contributed: 1_500_000, unsyncedKobo: amount, marked: true };

  it.each([
    { name: 'a pending payment, no decision', row: row({}), decision: null, expected: { status: 'pending', unsynced: false, ...unchanged } },
    { name: 'a confirmation queued here', row: row({}), decision: decision('confirm'), expected: { status: 'confirmed', unsynced: true, ...added } },
    { name: 'a rejection queued here moves no money', row: row({}), decision: decision('reject'), expected: { status: 'rejected', unsynced: true, ...unchanged } },
    { name: 'a confirmation the server refused', row: row({}), decision: decision('confirm', 'refused'), expected: { status: 'pending', unsynced: false, ...unchanged } },
    { name: 'a confirmation that lost to another decision', row: row({ status: 'rejected', revision: 11 }), decision: decision('confirm', 'conflict'), expected: { status: 'rejected', unsynced: false, ...unchanged } },
    { name: 'a conflict over a row still pending here', row: row({}), decision: decision('confirm', 'conflict'), expected: { status: 'pending', unsynced: false, ...unchanged } },
    { name: 'a confirmation the server applied, row not pulled yet', row: row({ status: 'confirmed', _decided: 1 }), decision: null, expected: { status: 'confirmed', unsynced: true, ...added } },
    { name: 'a rejection the server applied', row: row({ status: 'rejected', _decided: 1 }), decision: null, expected: { status: 'rejected', unsynced: true, ...unchanged } },
    {
      name: 'the server’s confirmed row pulled before the totals that hold it',
      row: row({ status: 'confirmed', revision: 11, _confirmedRev: 11 }),
      decision: null,
      expected: { status: 'confirmed', unsynced: false, ...added, unsyncedKobo: 0, marked: false },
    },
    { name: 'the server’s confirmed row and the totals that hold it', row: row({ status: 'confirmed', revision: 9 }), decision: null, expected: { status: 'confirmed', unsynced: false, ...unchanged } },
    {
      // Its receipt check finished after the confirmation: the row's revision moved, the totals still hold it.
      name: 'a confirmed row changed again after the totals that hold it',
      row: row({ status: 'confirmed', revision: 14, _confirmedRev: 9 }),
      decision: null,
      expected: { status: 'confirmed', unsynced: false, ...unchanged },
    },
    {
      name: 'a queued confirmation of a row another admin confirmed, totals pulled',
      row: row({ status: 'confirmed', revision: 9 }),
      decision: decision('confirm'),
      expected: { status: 'confirmed', unsynced: false, ...unchanged },
    },
  ])('$name', ({ row: shown, decision: pending, expected }) => {
    expect(overlayOf(shown, pending)).toEqual(expected);
  });

  it('adds a purse-less confirmation to the member only, and leaves other purses and members alone', () => {
    const rows = [
      contributionRow('c1', { userId: 'u1', projectId: null, amountKobo: 300_000 }),
      contributionRow('c2', { userId: 'u2', projectId: 'p2', amountKobo: 700_000 }),
    ];
    const overlay = totalsOverlay(rows, new Map(rows.map((r) => [r.id, { ...decision('confirm'), entry: decisionEntry(r.id, 'confirm') }])));
    expect(overlaidPurse(purse, overlay)).toEqual({ project: purse, unsyncedKobo: 0 });
    expect(overlaidMember(member, overlay).contributedAmountKobo).toBe(1_300_000);
    expect(overlaidMember(memberRow('u2', 'Tunde', { groupId: 'g2' }), overlay).contributedAmountKobo).toBe(0);
  });
});

describe('withConfirmedRevision: when the device saw a payment become confirmed', () => {
  const pending = contributionRow('c1', { status: 'pending', revision: 5 });
  const confirmed = (revision: number, extra: Partial<LocalContribution> = {}) => ({ ...pending, status: 'confirmed' as const, revision, ...extra });
  it.each([
    ['confirmed in this pull', confirmed(12), pending, 12],
    ['confirmed before, changed again (its receipt read)', confirmed(20), confirmed(12, { _confirmedRev: 12 }), 12],
    ['first seen already confirmed: its totals come with it', confirmed(12), undefined, undefined],
    ['confirmed here, the server’s row now pulled', confirmed(12), confirmed(5, { _decided: 1 }), 12],
    ['confirmed long ago, changed again', confirmed(20), confirmed(12), undefined],
  ])('%s, a later page to come', (_, row, stored, expected) => {
    expect(withConfirmedRevision(row, stored, true)._confirmedRev).toBe(expected);
  });
  it('marks nothing on the last page of a pull: its totals are all on the device', () => {
    expect(withConfirmedRevision(confirmed(12), pending, false)).not.toHaveProperty('_confirmedRev');
    expect(withConfirmedRevision(confirmed(20), confirmed(12, { _confirmedRev: 12 }), false)).not.toHaveProperty('_confirmedRev');
  });
  it('keeps no mark on a row that is not confirmed', () => {
    expect(withConfirmedRevision({ ...pending, status: 'reversed', _confirmedRev: 12 }, pending, true)).not.toHaveProperty('_confirmedRev');
  });
});

describe("loadPurseOverlay: one purse's page reads its own payments", () => {
  it('counts a confirmation queued here on this purse, and nothing of another purse', async () => {
    const db = freshDeviceDbs('u-admin')();
    await db.contributions.bulkAdd([
      contributionRow('a', { projectId: 'p1', amountKobo: 500_000 }),
      contributionRow('b', { projectId: 'p2', amountKobo: 700_000 }),
    ]);
    await db.outbox.bulkAdd([decisionEntry('a', 'confirm', { seq: undefined }), decisionEntry('b', 'confirm', { seq: undefined, id: 'm-b2' })]);
    const p1 = purseRow('p1', { collectedAmountKobo: 1_000_000 });
    const overlay = await loadPurseOverlay(db, 'p1');
    expect(overlaidPurse(p1, overlay).project.collectedAmountKobo).toBe(1_500_000);
    expect(overlay.byProject.has('p2')).toBe(false);
  });
});
