import type { SessionUser } from '../../../shared/auth-schemas';
import { auth_fullName, auth_phoneNumber, auth_username } from '../../../shared/i18n/paraglide/messages.js';

/** The new account at a glance (sign-up and registration success): full name, username, phone. */
export function AccountSummary({ user }: { user: Pick<SessionUser, 'fullName' | 'username' | 'phoneNumber'> }) {
  const rows = [
    [auth_fullName(), user.fullName],
    [auth_username(), user.username],
    [auth_phoneNumber(), user.phoneNumber],
  ] as const;
  return (
    <dl className="w-full rounded-box bg-base-200 p-4 text-left text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 py-1">
          <dt className="text-base-content/70">{term}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
