import { useCurrentUser } from '../auth/use-current-user';
import { Page, PageHeading } from '../../ui/PageHeading';

/** /groups (SPEC §2): 'My Groups' for admins, 'Groups' for members. Content comes later. */
export function GroupsPage() {
  const user = useCurrentUser();
  return (
    <Page>
      <PageHeading title={user?.role === 'admin' ? 'My Groups' : 'Groups'} />
    </Page>
  );
}
