import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb } from '../../data/db';
import { loadContributionViews } from '../../data/contribution-views';
import { AdminReview } from '../contributions';
import { partnerGroupIds } from '../../session/partner-role';

/**
 * A payment of a group the user is an accountability partner of, opened read-only from a
 * notification or a push's /admin?review=<id> (issue 23 §3): the receipt, the receipt check and
 * the admin's decision, with no Confirm or Reject. Read from the phone (sync gives a partner every
 * payment of the group), so it opens offline; an id outside their partner groups gives the
 * dashboard's "not found" toast.
 */
export function PartnerPaymentReview({ db, userId, reviewId, onReviewChange }: { db: DeviceDb; userId: string; reviewId: string | null; onReviewChange: (contributionId: string | null) => void }) {
  const views = useLiveQuery(async () => loadContributionViews(db, { groupIds: await partnerGroupIds(db, userId) }), [db, userId]);
  return <AdminReview db={db} views={views} reviewId={reviewId} canDecide={false} onOpen={onReviewChange} onClose={() => onReviewChange(null)} />;
}
