import { getRouteApi, Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionUser } from '../../../../shared/auth-schemas';
import {
  payments_joinGroup,
  payments_loadingGroups,
  payments_makePaymentSubtitle,
  payments_makePaymentTitle,
  payments_noGroupsText,
  payments_noGroupsTitle,
} from '../../../../shared/i18n/paraglide/messages.js';
import { deviceDb } from '../../../data/db';
import { Page, PageHeading } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../../session/use-current-user';
import { resubmitPrefill } from '../list/resubmit';
import { ResubmitNote } from '../list/ResubmitNote';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { HowItWorks } from './HowItWorks';
import { MakePaymentForm } from './MakePaymentForm';
import { loadPayablePurses } from './payable-purses';

const route = getRouteApi('/_auth/make-payment');

/**
 * /make-payment (SPEC §2): pay a group or one of its purses, with proof; works offline.
 * `?resubmit=ID` ('Fix and resubmit') starts from the user's own rejected payment ID.
 */
export function MakePaymentPage() {
  const user = useCurrentUser();
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title={payments_makePaymentTitle()} subtitle={payments_makePaymentSubtitle()} />
        {user ? <MakePaymentContent user={user} /> : null}
      </div>
    </Page>
  );
}

function MakePaymentContent({ user }: { user: SessionUser }) {
  const db = deviceDb(user.id);
  const { resubmit } = route.useSearch();
  const data = useLiveQuery(async () => {
    const [groups, projects, old] = await Promise.all([db.groups.toArray(), loadPayablePurses(db), resubmit ? db.contributions.get(resubmit) : undefined]);
    // Only the user's own payment, and only once an admin rejected it.
    const rejected = old && old.userId === user.id && old.status === 'rejected' ? old : null;
    return { groups: groups.sort((a, b) => a.name.localeCompare(b.name)), projects: projects.map((p) => p.project), rejected };
  }, [db, resubmit, user.id]);

  if (data === undefined) return <ListSkeleton label={payments_loadingGroups()} rows={2} />;
  if (data.groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center">
        <p className="text-lg font-semibold">{payments_noGroupsTitle()}</p>
        <p className="text-sm text-base-content/80">{payments_noGroupsText()}</p>
        <Link to="/join-group" className="btn btn-primary mt-2">
          {payments_joinGroup()}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {data.rejected ? <ResubmitNote rejected={data.rejected} /> : <HowItWorks />}
      <MakePaymentForm
        key={data.rejected?.id ?? 'new'}
        draftKey={data.rejected ? `make-payment:${data.rejected.id}` : 'make-payment'}
        db={db}
        user={user}
        groups={data.groups}
        projects={data.projects}
        initial={data.rejected ? (resubmitPrefill(data.rejected, data.groups, data.projects) ?? undefined) : undefined}
      />
    </div>
  );
}
