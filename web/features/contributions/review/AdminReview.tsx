import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import type { DeviceDb } from '../../../data/db';
import { useOnline } from '../../../lib/use-online';
import type { SyncStatus } from '../../../sync/engine';
import { currentEngine, watchEngine } from '../../../sync/runtime';
import { requestSync } from '../../../data/sync-trigger';
import { toast } from '../../../ui/toast-store';
import type { ContributionView } from '../../../data/contribution-views';
import { REVIEW_LINK_WAIT_MS, reviewLinkState, type ReviewLinkState } from './admin-review-link';
import { dashboard_lookingForPayment, dashboard_paymentNotYours } from '../../../../shared/i18n/paraglide/messages.js';

// The review (proof viewer, decision form) loads on first use, keeping the dashboard's own load
// small; the service worker precaches the chunk, so it still opens offline.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })));

/**
 * The review dialog of the dashboard, for a contribution chosen on the dashboard or named by the
 * `/admin?review=<id>` link. An id that is not among the admin's contributions (after a sync had
 * its chance to bring it) gives a toast and closes. A partner's read-only review (issue 23 §3)
 * is the same with `canDecide` false.
 */
interface ReviewProps {
  db: DeviceDb;
  views: ContributionView[] | undefined;
  /** Opens another payment in its place (one the receipt check names), as the dashboard opens any. */
  onOpen?: (contributionId: string) => void;
  onClose: () => void;
  /** The group's admin decides; a partner only looks (the server refuses a partner's decision too). */
  canDecide?: boolean;
}

export function AdminReview({ reviewId, ...props }: ReviewProps & { reviewId: string | null }) {
  if (!reviewId) return null;
  // A new id starts a new wait (key), so a link opened later is not judged by an older sync.
  return <LinkedReview key={reviewId} reviewId={reviewId} {...props} />;
}

function LinkedReview({ db, views, reviewId, onOpen, onClose, canDecide = true }: ReviewProps & { reviewId: string }) {
  const state = useReviewLink(db, reviewId, views);

  useEffect(() => {
    if (state.kind !== 'not-found') return;
    toast({ title: MESSAGES.contributionNotFound, description: dashboard_paymentNotYours() });
    onClose();
  }, [state.kind, onClose]);

  if (state.kind === 'waiting') {
    return views === undefined ? null : (
      <p role="status" className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-sm rounded-box border border-base-300 bg-base-100 p-3 text-center text-sm shadow-lg">
        <span className="loading loading-spinner loading-sm mr-2 align-middle" aria-hidden="true" />
        {dashboard_lookingForPayment()}
      </p>
    );
  }
  if (state.kind !== 'found') return null;
  return (
    <Suspense fallback={null}>
      {/* The admin's own groups, or a partner's: both see the receipt checks; only the admin decides. */}
      <ReviewDialog db={db} view={state.view} canDecide={canDecide} reviewer onOpenPayment={onOpen} onClose={onClose} />
    </Suspense>
  );
}

function subscribeEngine(listener: () => void): () => void {
  let unsubscribe = currentEngine()?.subscribe(listener);
  const unwatch = watchEngine(() => {
    unsubscribe?.();
    unsubscribe = currentEngine()?.subscribe(listener);
    listener();
  });
  return () => {
    unwatch();
    unsubscribe?.();
  };
}

const engineStatus = (): SyncStatus | null => currentEngine()?.getStatus() ?? null;

function useReviewLink(db: DeviceDb, id: string, views: ContributionView[] | undefined): ReviewLinkState {
  const sync = useSyncExternalStore(subscribeEngine, engineStatus, () => null);
  const online = useOnline();
  const [openedAt] = useState(() => new Date().toISOString());
  const [waitedEnough, setWaitedEnough] = useState(false);
  const storedOnPhone = useLiveQuery(() => db.contributions.get(id).then(Boolean), [db, id]);
  const state = reviewLinkState({ id, views, sync, online, openedAt, waitedEnough, storedOnPhone });
  const waiting = state.kind === 'waiting' && views !== undefined;

  useEffect(() => {
    if (!waiting) return;
    // The payment may be newer than this phone's last sync (a push notification's link): fetch it.
    requestSync();
    const timer = setTimeout(() => setWaitedEnough(true), REVIEW_LINK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return state;
}
