import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeviceDb, type DeviceDb, type LocalGroup } from '../../data/db';
import { contributionRow } from '../contributions/review/test-fixtures';
import { loadAdminDashboard } from './admin-dashboard-data';

let db: DeviceDb;
let n = 0;

afterEach(async () => {
  await db.delete();
});

function group(id: string, adminId: string): LocalGroup {
  return {
    id, name: `Group ${id}`, description: null, whatsappLink: null, registrationLink: `link-${id}`, customSlug: null,
    status: 'active', showMemberAmounts: true, receiptMaxAgeDays: 14, adminId, adminName: 'Ada', memberCount: 0, createdAt: '2025-01-01T00:00:00Z', revision: 1,
  };
}

describe('loadAdminDashboard', () => {
  it("reads only the contributions of the admin's own groups, newest first, with their group names", async () => {
    db = openDeviceDb('admin', `admin-dashboard-test-${++n}`);
    await db.groups.bulkAdd([group('g1', 'admin'), group('g2', 'someone-else')]);
    await db.contributions.bulkAdd([
      contributionRow('old', { groupId: 'g1', createdAt: '2025-03-01T00:00:00Z' }),
      contributionRow('new', { groupId: 'g1', createdAt: '2025-03-02T00:00:00Z' }),
      contributionRow('theirs', { groupId: 'g2', createdAt: '2025-03-03T00:00:00Z' }),
    ]);

    const data = await loadAdminDashboard(db, { id: 'admin', role: 'admin' });

    expect(data.groups.map((overview) => overview.group.id)).toEqual(['g1']);
    expect(data.views.map((view) => view.row.id)).toEqual(['new', 'old']);
    expect(data.views[0]!.groupName).toBe('Group g1');
  });
});
