import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../../shared/auth-schemas';

/** Wizard step 4, success (SPEC §2): 'Welcome to {group}!', the new account, 'Go to Dashboard'. */
export function RegistrationSuccess({
  groupName,
  user,
  headingRef,
}: {
  groupName: string;
  user: SessionUser;
  headingRef: (element: HTMLHeadingElement | null) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold break-words outline-none">
        Welcome to {groupName}!
      </h1>
      <p className="text-base-content/80">Your account is ready and you are now a member of the group.</p>
      <dl className="w-full rounded-box bg-base-200 p-4 text-left text-sm">
        <div className="flex justify-between gap-3 py-1">
          <dt className="text-base-content/70">Full Name</dt>
          <dd className="font-medium break-all">{user.fullName}</dd>
        </div>
        <div className="flex justify-between gap-3 py-1">
          <dt className="text-base-content/70">Username</dt>
          <dd className="font-medium break-all">{user.username}</dd>
        </div>
        <div className="flex justify-between gap-3 py-1">
          <dt className="text-base-content/70">Phone Number</dt>
          <dd className="font-medium">{user.phoneNumber}</dd>
        </div>
      </dl>
      <Link to="/member" className="btn btn-primary btn-block">
        Go to Dashboard
      </Link>
    </div>
  );
}
