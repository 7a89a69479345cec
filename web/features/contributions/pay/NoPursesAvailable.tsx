import { Link } from '@tanstack/react-router';
import { payments_browseGroups, payments_logIn, payments_logInToPay, payments_noProjectsText, payments_noProjectsTitle } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * /member-payment with nothing to pay into (SPEC §2). A visitor who is not logged in is asked to
 * log in first: paying needs an account, and the purses come from the groups they joined. Come
 * by a purse's link (`backTo`), the login leads back to it.
 */
export function NoPursesAvailable({ signedIn, backTo }: { signedIn: boolean; backTo?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-base-content/50" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 7h18v13H3zM3 7l2-4h14l2 4M9 12h6" />
      </svg>
      <h2 className="text-lg font-semibold">{payments_noProjectsTitle()}</h2>
      <p className="text-sm text-base-content/80">{payments_noProjectsText()}</p>
      {signedIn ? (
        <Link to="/groups" className="btn btn-primary mt-2">
          {payments_browseGroups()}
        </Link>
      ) : (
        <>
          <p className="text-sm text-base-content/80">{payments_logInToPay()}</p>
          <Link to="/" search={backTo ? { redirect: backTo } : {}} className="btn btn-primary mt-2">
            {payments_logIn()}
          </Link>
        </>
      )}
    </div>
  );
}
