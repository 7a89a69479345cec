import type { SessionUser } from '../../../shared/auth-schemas';
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from '../../data/db';
import { loadMyDues } from '../../data/purse-dues';
import { Page, PageHeading } from '../../ui/PageHeading';
import { contributionStats, paymentStatus, SharedReceiptWaiting, useMyContributions } from '../contributions';
import { useGroupsOverview } from '../groups';
import { ApprovalRequestCard, PartnerRoleCard } from '../partners';
import { MyDuesCard } from '../dues';
import { MemberGroupsCard } from './MemberGroupsCard';
import { MemberPaymentHistory } from './MemberPaymentHistory';
import { MemberStatCards } from './MemberStatCards';
import { dashboard_memberSubtitle, dashboard_welcome } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The member dashboard (SPEC §2): stats (with a payment status that says what is true), 'My
 * Groups' with 'Make Payment', and 'Payment History' with Export and 'Fix and resubmit', all read
 * from the phone so it opens offline.
 */
export function MemberDashboard({ user }: { user: SessionUser }) {
  const db = deviceDb(user.id);
  const groups = useGroupsOverview(user);
  const views = useMyContributions(db, user.id);
  const purses = useLiveQuery(() => loadMyDues(db, user.id), [db, user.id]);
  return (
    <Page>
      <PageHeading title={dashboard_welcome({ name: user.fullName })} subtitle={dashboard_memberSubtitle()} />
      <div className="flex flex-col gap-4">
        <SharedReceiptWaiting />
        <MemberStatCards
          confirmedKobo={views ? contributionStats(views).confirmedKobo : undefined}
          groupCount={groups?.length}
          status={views && purses ? paymentStatus(views, purses) : undefined}
        />
        <ApprovalRequestCard db={db} userId={user.id} />
        <PartnerRoleCard userId={user.id} />
        <MyDuesCard db={db} userId={user.id} />
        <div className="grid gap-4 md:grid-cols-2">
          <MemberGroupsCard db={db} user={user} groups={groups} />
          <MemberPaymentHistory db={db} views={views} />
        </div>
      </div>
    </Page>
  );
}
