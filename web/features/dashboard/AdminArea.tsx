import { useCurrentUser } from '../../session/use-current-user';
import { AdminDashboard } from './AdminDashboard';

/**
 * /admin: where admins land after login. The open review lives in the URL (`?review=<id>`),
 * so a push notification can open it; the route passes it in.
 */
export function AdminArea({ reviewId, onReviewChange }: { reviewId: string | null; onReviewChange: (contributionId: string | null) => void }) {
  const user = useCurrentUser();
  return user ? <AdminDashboard user={user} reviewId={reviewId} onReviewChange={onReviewChange} /> : null;
}
