import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminArea } from '../../features/dashboard/AdminArea';

interface AdminSearch {
  /** A contribution to open in the review dialog: push notifications link to /admin?review=<id>. */
  review?: string;
}

/**
 * The admin area; a member who opens it is sent to their own area (SPEC §6: admin-only), keeping
 * `review`: a partner's push links here, and their area opens the payment read-only (issue 23 §3).
 */
export const Route = createFileRoute('/_auth/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch =>
    typeof search.review === 'string' && search.review.trim() !== '' ? { review: search.review.trim() } : {},
  beforeLoad: ({ context, search }) => {
    if (context.getCurrentUser()?.role !== 'admin') throw redirect({ to: '/member', search: search.review ? { review: search.review } : {}, replace: true });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { review } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Opening and closing a review replaces the entry: Back leaves the dashboard, not the dialog.
  const onReviewChange = useCallback(
    (id: string | null) => void navigate({ search: id ? { review: id } : {}, replace: true }),
    [navigate],
  );
  return <AdminArea reviewId={review ?? null} onReviewChange={onReviewChange} />;
}
