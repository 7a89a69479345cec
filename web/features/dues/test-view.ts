/**
 * A monthly dues purse's view for tests, as the grid and the card read it: on 10 Mar 2026, Kemi
 * paid January and half of February (₦1,000 more awaits confirmation); Chidi joined in February
 * and paid nothing; Bola paid ₦2,000 beyond March.
 */
import { purseLedgers } from '../../../shared/purse-ledgers';
import { groupRow, purseRow } from '../updates/notifications/test-rows';
import type { PurseDuesView } from './dues-data';

const dues = { id: 'p1', kind: 'dues' as const, frequency: 'monthly', startsOn: '2026-01-01', endsOn: null, amountPerMemberKobo: 500_000, deadline: null, createdAt: '2025-12-20T10:00:00.000Z' };
const member = (userId: string, fullName: string, joinedAt = '2025-12-21T10:00:00.000Z') => ({ userId, fullName, username: userId, joinedAt });
const paid = (id: string, userId: string, amountKobo: number, status = 'confirmed') => ({ id, userId, amountKobo, status, createdAt: '2026-01-05T10:00:00.000Z', decidedAt: status === 'confirmed' ? '2026-01-05T10:00:00.000Z' : null });

export const testLedgers = purseLedgers(
  dues,
  [member('u1', 'Kemi Bello'), member('u2', 'Chidi Obi', '2026-02-15T10:00:00.000Z'), member('u3', 'Bola Ade')],
  [paid('c1', 'u1', 750_000), paid('c3', 'u3', 1_700_000), paid('c4', 'u1', 100_000, 'pending')],
  '2026-03-10',
)!;

export const testDuesView = {
  project: purseRow('p1', { name: 'Monthly Dues', ...dues }),
  group: groupRow('g1', { name: 'Unity Circle' }),
  scope: 'group',
  ledgers: testLedgers,
  today: '2026-03-10',
  payments: new Map(),
  memberRows: new Map(),
  admin: true,
} as PurseDuesView;
