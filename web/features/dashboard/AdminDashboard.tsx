import type { SessionUser } from '../../../shared/auth-schemas';
import { Page, PageHeading } from '../../ui/PageHeading';

/** The admin dashboard (SPEC §2). Stats, groups and transactions come with a later issue. */
export function AdminDashboard({ user }: { user: SessionUser }) {
  return (
    <Page>
      <PageHeading title={`Welcome, ${user.fullName}`} />
    </Page>
  );
}
