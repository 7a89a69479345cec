import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import {
  books_goToGroups,
  books_groups,
  books_loading,
  books_noPayouts,
  books_notFoundText,
  books_notFoundTitle,
  books_payoutsNote,
  books_payoutsTitle,
  books_recordCash,
  books_recordPayout,
  books_subtitle,
} from '../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb } from '../../data/db';
import { Icon } from '../../ui/Icon';
import { Page, PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../../session/use-current-user';
import { useDeviceDb } from '../../session/use-device-db';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PendingBadge } from '../../ui/PendingBadge';
import { StatusBadge } from '../../ui/StatusBadge';
import { BooksDialogs, PartnerActions, ReverseButton, type BooksDialog } from './BooksActions';
import { loadPaymentsIn, loadPurseBooks } from './books-data';
import type { ContributionView } from '../../data/contribution-views';
import { PurseDuesSection, RotationSection } from '../dues';
import { BooksSummary } from './BooksSummary';
import { PaymentsIn } from './PaymentsIn';
import { PayoutItem } from './PayoutItem';

/**
 * /purses/$purseId, a purse's books (issue 11 §1, §2): collected, paid out, balance and every
 * payout with its receipt, read from the phone so it opens offline. Everyone in the group sees
 * it (transparency); the admin records payouts and cash and reverses payments, a partner approves
 * or rejects the admin's payouts. Every action is saved on the phone and synced once.
 */
export function PurseBooksPage({ projectId }: { projectId: string }) {
  const user = useCurrentUser();
  const db = useDeviceDb();
  return user && db ? <Books user={user} db={db} projectId={projectId} /> : null;
}

function Books({ user, db, projectId }: { user: SessionUser; db: DeviceDb; projectId: string }) {
  const books = useLiveQuery(() => loadPurseBooks(db, projectId, user.id), [db, projectId, user.id]);
  const [open, setOpen] = useState<BooksDialog>(null);
  const close = () => setOpen(null);

  if (books === undefined) {
    return (
      <Page>
        <ListSkeleton label={books_loading()} rows={3} />
      </Page>
    );
  }
  if (books === null) return <NotOnThisPhone />;

  const { project, group, role, figures, payouts } = books;
  const admin = role === 'admin';
  return (
    <Page>
      <Link to="/groups" className="btn btn-ghost btn-sm -ml-2 mb-2 h-11 text-primary">
        <Icon name="chevronDown" className="size-4 rotate-90" />
        {books_groups()}
      </Link>
      <PageHeading title={project.name} subtitle={books_subtitle({ group: group.name })} />
      <div className="-mt-3 mb-4 flex flex-wrap items-center gap-1.5">
        <StatusBadge status={project.status} />
        {project._pending ? <PendingBadge /> : null}
      </div>
      <div className="flex flex-col gap-5">
        <BooksSummary figures={figures} />
        {project.kind === 'rotation' ? <RotationSection db={db} projectId={project.id} user={user} /> : null}
        {project.kind && project.kind !== 'collection' ? <PurseDuesSection db={db} projectId={project.id} userId={user.id} /> : null}
        {admin ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => setOpen({ kind: 'payout' })} className="btn btn-primary h-11 flex-1 whitespace-nowrap">
              <Icon name="plus" className="size-5" />
              {books_recordPayout()}
            </button>
            {project.status !== 'completed' ? (
              <button type="button" onClick={() => setOpen({ kind: 'cash' })} className="btn h-11 flex-1 whitespace-nowrap">
                <Icon name="plus" className="size-5" />
                {books_recordCash()}
              </button>
            ) : null}
          </div>
        ) : null}

        <section aria-labelledby="payouts-title" className="flex flex-col gap-2">
          <h2 id="payouts-title" className="text-lg font-semibold">
            {books_payoutsTitle({ count: payouts.length })}
          </h2>
          <p className="-mt-1 text-sm text-base-content/75">{books_payoutsNote({ group: group.name })}</p>
          {payouts.length === 0 ? (
            <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">{books_noPayouts()}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {payouts.map((view) => (
                <PayoutItem key={view.row.id} db={db} view={view} actions={role === 'partner' ? <PartnerActions db={db} user={user} view={view} onReject={() => setOpen({ kind: 'reject', view })} /> : null} />
              ))}
            </ul>
          )}
        </section>

        {role !== 'member' ? <PaymentsInSection db={db} projectId={project.id} groupId={group.id} onReverse={admin ? (view) => setOpen({ kind: 'reverse', view }) : null} /> : null}
      </div>
      <BooksDialogs db={db} user={user} books={books} open={open} onClose={close} />
    </Page>
  );
}

/** The payments in, read on their own (a purse of thousands of them draws the rest of its page first). */
function PaymentsInSection({ db, projectId, groupId, onReverse }: { db: DeviceDb; projectId: string; groupId: string; onReverse: ((view: ContributionView) => void) | null }) {
  const payments = useLiveQuery(() => loadPaymentsIn(db, projectId, groupId), [db, projectId, groupId]);
  if (payments === undefined) return <ListSkeleton label={books_loading()} rows={2} />;
  return <PaymentsIn payments={payments} action={onReverse ? (view) => <ReverseButton view={view} onReverse={() => onReverse(view)} /> : undefined} />;
}

function NotOnThisPhone() {
  return (
    <Page>
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-10 text-center">
        <h1 className="text-2xl font-bold">{books_notFoundTitle()}</h1>
        <p className="text-base-content/75">{books_notFoundText()}</p>
        <Link to="/groups" className="btn btn-primary mt-2">
          {books_goToGroups()}
        </Link>
      </div>
    </Page>
  );
}
