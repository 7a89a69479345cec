import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MemberArea } from '../../features/dashboard/MemberArea';

interface MemberSearch {
  /** A payment a partner opens read-only: their notifications lead here, and /admin?review=<id> sends them here. */
  review?: string;
}

export const Route = createFileRoute('/_auth/member')({
  validateSearch: (search: Record<string, unknown>): MemberSearch =>
    typeof search.review === 'string' && search.review.trim() !== '' ? { review: search.review.trim() } : {},
  component: MemberRoute,
});

function MemberRoute() {
  const { review } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Opening and closing a review replaces the entry: Back leaves the dashboard, not the dialog.
  const onReviewChange = useCallback((id: string | null) => void navigate({ search: id ? { review: id } : {}, replace: true }), [navigate]);
  return <MemberArea reviewId={review ?? null} onReviewChange={onReviewChange} />;
}
