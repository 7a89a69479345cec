import { deviceDb } from '../../data/db';
import { useCurrentUser } from '../../session/use-current-user';
import { PartnerPaymentReview } from '../partners';
import { MemberDashboard } from './MemberDashboard';

/**
 * /member: where members land after login. `?review=<id>` opens a payment read-only for an
 * accountability partner (issue 23 §3: their notifications and pushes lead there); the route
 * passes it in, as /admin does for the admin's review.
 */
export function MemberArea({ reviewId = null, onReviewChange }: { reviewId?: string | null; onReviewChange?: (contributionId: string | null) => void }) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <MemberDashboard user={user} />
      {onReviewChange ? <PartnerPaymentReview db={deviceDb(user.id)} userId={user.id} reviewId={reviewId} onReviewChange={onReviewChange} /> : null}
    </>
  );
}
