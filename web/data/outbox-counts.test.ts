import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { decisionEntry } from '../features/contributions/review/test-fixtures';
import { outboxCounts } from './outbox-counts';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs('u-admin');

describe('the outbox counts', () => {
  it('counts the changes waiting apart from those refused or in conflict', async () => {
    const db = freshDb();
    expect(await outboxCounts(db)).toEqual({ waiting: 0, refused: 0 });
    await db.outbox.bulkAdd([
      decisionEntry('c1', 'confirm', { seq: undefined }),
      decisionEntry('c2', 'confirm', { seq: undefined }),
      decisionEntry('c3', 'reject', { seq: undefined, status: 'refused' }),
      decisionEntry('c4', 'reject', { seq: undefined, status: 'conflict' }),
      decisionEntry('c5', 'confirm', { seq: undefined, status: 'refused' }),
    ]);
    expect(await outboxCounts(db)).toEqual({ waiting: 2, refused: 3 });
  });
});
