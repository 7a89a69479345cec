import type { SessionUser } from '../../../shared/auth-schemas';
import { Page, PageHeading } from '../../ui/PageHeading';

/** The member dashboard (SPEC §2). Stats, groups and history come with a later issue. */
export function MemberDashboard({ user }: { user: SessionUser }) {
  return (
    <Page>
      <PageHeading title={`Welcome, ${user.fullName}`} />
    </Page>
  );
}
