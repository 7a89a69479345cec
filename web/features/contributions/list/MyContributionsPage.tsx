import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import {
  contributions_loadingPayments,
  contributions_pageSubtitle,
  contributions_pageTitle,
  contributions_paymentHistory,
  contributions_paymentsList,
  payments_makePaymentTitle,
} from '../../../../shared/i18n/paraglide/messages.js';
import { deviceDb } from '../../../data/db';
import { Icon } from '../../../ui/Icon';
import { Page, PageHeading } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../../session/use-current-user';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { filterContributions, type StatusFilter } from './contribution-filters';
import { contributionStats } from './contribution-stats';
import { ContributionDetailsDialog } from './ContributionDetailsDialog';
import { ContributionFilters } from './ContributionFilters';
import { ContributionItem } from './ContributionItem';
import { NoContributions, NoResults } from './ContributionsEmpty';
import { ContributionStatCards } from './ContributionStatCards';
import { fixKind } from './payment-status';
import { useMyContributions } from './use-my-contributions';

const route = getRouteApi('/_auth/my-contributions');

/** /my-contributions (SPEC §2): the user's payments from the phone, with stats, search and details. */
export function MyContributionsPage() {
  const user = useCurrentUser();
  return (
    <Page>
      <PageHeading title={contributions_pageTitle()} subtitle={contributions_pageSubtitle()} />
      {user ? <MyContributions user={user} /> : null}
    </Page>
  );
}

function MyContributions({ user }: { user: SessionUser }) {
  const db = deviceDb(user.id);
  const views = useMyContributions(db, user.id);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const searchInput = useRef<HTMLInputElement>(null);
  // `?c=<id>` opens that payment (the push notification's deep link, and every tap on a row).
  const { c: openId } = route.useSearch();
  const navigate = route.useNavigate();
  // 'Fix and resubmit' on a payment the server refused opens its details at the edit form.
  const [editing, setEditing] = useState(false);
  const open = (id: string | undefined, edit = false) => {
    setEditing(edit);
    void navigate({ search: id ? { c: id } : {}, replace: true });
  };

  const shown = views ? filterContributions(views, { search, status }) : [];
  const opened = openId ? views?.find((v) => v.row.id === openId) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <ContributionStatCards stats={views ? contributionStats(views) : undefined} />

      {views && views.length > 0 ? (
        <ContributionFilters search={search} status={status} onSearch={setSearch} onStatus={setStatus} searchRef={searchInput} />
      ) : null}

      <section aria-labelledby="payment-history" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4 p-3 sm:p-4">
          <div className="flex items-center gap-2">
            <h2 id="payment-history" className="flex-1 text-lg font-semibold">
              {contributions_paymentHistory()}
            </h2>
            <Link to="/make-payment" className="btn btn-primary btn-sm h-11">
              <Icon name="plus" className="size-5" />
              {payments_makePaymentTitle()}
            </Link>
          </div>

          {views === undefined ? (
            <ListSkeleton label={contributions_loadingPayments()} rows={3} />
          ) : views.length === 0 ? (
            <NoContributions />
          ) : shown.length === 0 ? (
            <NoResults
              onClear={() => {
                setSearch('');
                setStatus('all');
                searchInput.current?.focus();
              }}
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={contributions_paymentsList()}>
              {shown.map((view) => (
                <ContributionItem key={view.row.id} view={view} fix={fixKind(view, views ?? [])} onOpen={() => open(view.row.id)} onEdit={() => open(view.row.id, true)} />
              ))}
            </ul>
          )}
        </div>
      </section>

      {opened ? (
        <ContributionDetailsDialog key={opened.row.id} db={db} view={opened} fix={fixKind(opened, views ?? [])} startEditing={editing} onClose={() => open(undefined)} />
      ) : null}
    </div>
  );
}
