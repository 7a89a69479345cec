import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionUser } from '../../../shared/auth-schemas';
import { deviceDb } from '../../data/db';
import { Page, PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/use-current-user';
import { ListSkeleton } from '../groups/ListSkeleton';
import { HowItWorks } from './HowItWorks';
import { MakePaymentForm } from './MakePaymentForm';
import { loadPayableProjects } from './payable-projects';

/** /make-payment (SPEC §2): pay a group or one of its purses, with proof; works offline. */
export function MakePaymentPage() {
  const user = useCurrentUser();
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title="Make Payment" subtitle="Record a payment to your group and upload the proof." />
        {user ? <MakePaymentContent user={user} /> : null}
      </div>
    </Page>
  );
}

function MakePaymentContent({ user }: { user: SessionUser }) {
  const db = deviceDb(user.id);
  const data = useLiveQuery(async () => {
    const [groups, projects] = await Promise.all([db.groups.toArray(), loadPayableProjects(db)]);
    return { groups: groups.sort((a, b) => a.name.localeCompare(b.name)), projects: projects.map((p) => p.project) };
  }, [db]);

  if (data === undefined) return <ListSkeleton label="Loading your groups" rows={2} />;
  if (data.groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center">
        <p className="text-lg font-semibold">No groups yet</p>
        <p className="text-sm text-base-content/80">Join a group with the link your group admin shared, then come back to pay.</p>
        <Link to="/join-group" className="btn btn-primary mt-2">
          Join a Group
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <HowItWorks />
      <MakePaymentForm db={db} user={user} groups={data.groups} projects={data.projects} />
    </div>
  );
}
