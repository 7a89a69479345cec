import type { SessionUser } from '../../../../shared/auth-schemas';
import { registration_goToDashboard, registration_welcomeTo } from '../../../../shared/i18n/paraglide/messages.js';
import { PageLink } from '../../../ui/page-navigation';
import { AccountSummary } from '../../auth';

/**
 * Wizard step 4, success (SPEC §2): 'Welcome to {group}!', the account, 'Go to Dashboard'.
 * `note` says how they got here: a new account, a login, or already in the group.
 */
export function RegistrationSuccess({
  groupName,
  user,
  note,
  headingRef,
}: {
  groupName: string;
  user: SessionUser;
  note: string;
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
        {registration_welcomeTo({ groupName })}
      </h1>
      <p className="text-base-content/80">{note}</p>
      <AccountSummary user={user} />
      <PageLink href="/member" className="btn btn-primary btn-block">
        {registration_goToDashboard()}
      </PageLink>
    </div>
  );
}
