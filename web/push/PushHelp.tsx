import type { Role } from '../../shared/auth-schemas';

/** Why notifications are worth it, for this role (issue 5, point 4). */
export function pushReason(role: Role): string {
  return role === 'admin'
    ? 'Get told when a member sends a payment proof.'
    : 'Get told on your lock screen when the admin approves or rejects your payment.';
}

/**
 * How to undo a browser block: only the user can, from the site or app settings. `withLead`
 * starts with the plain statement, for places whose title does not already say it.
 */
export function BlockedHelp({ withLead = true }: { withLead?: boolean }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {withLead ? <p className="font-semibold">Notifications are blocked for GroupPurse on this phone.</p> : null}
      <p>To turn them on again:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          In Chrome: tap <span className="font-medium">⋮</span> › <span className="font-medium">Settings</span> ›{' '}
          <span className="font-medium">Site settings</span> › <span className="font-medium">Notifications</span>, find this site and choose{' '}
          <span className="font-medium">Allow</span>.
        </li>
        <li>
          Installed app: press and hold the GroupPurse icon › <span className="font-medium">App info</span> ›{' '}
          <span className="font-medium">Notifications</span>, and turn them on.
        </li>
      </ul>
      <p>Then come back here and turn them on.</p>
    </div>
  );
}

/** What to do on a browser without web push (mostly iPhones outside the installed app). */
export function UnsupportedHelp() {
  return (
    <p className="text-sm">
      This browser cannot show notifications. On an iPhone, add GroupPurse to your Home Screen (Share › Add to Home Screen), open it from there, and
      turn them on.
    </p>
  );
}

/** A bell in a small soft circle: the offer card's picture. */
export function BellBadge() {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </span>
  );
}
