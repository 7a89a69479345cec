import type { LocalGroup } from '../../data/db';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { customUrl, registrationUrl } from '../../lib/group-links';
import {
  dashboard_customUrl,
  dashboard_customUrlNone,
  dashboard_customUrlPending,
  dashboard_customUrlPin,
  dashboard_registrationLink,
  dashboard_registrationLinkWhat,
} from '../../../shared/i18n/paraglide/messages.js';

/**
 * The group's registration link with a copy button, and its custom URL once the server has given
 * it a slug (SPEC §2). The registration link is made on the phone, so it works before any sync.
 * The custom URL is the group's notice board (issue 27 §2), so it is offered to copy and pin.
 */
export function GroupLinks({ group, origin = window.location.origin }: { group: LocalGroup; origin?: string }) {
  const link = registrationUrl(origin, group.registrationLink);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">{dashboard_registrationLink()}</p>
        <CopyLinkButton url={link} what={dashboard_registrationLinkWhat()} />
      </div>
      <p className="-mt-1 rounded-field bg-base-200 px-2 py-1.5 font-mono text-xs break-all">{link}</p>
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">{dashboard_customUrl()}</p>
        {group.customSlug ? <CopyLinkButton url={customUrl(origin, group.customSlug)} what={dashboard_customUrl()} /> : null}
      </div>
      <p className="-mt-1 break-all text-base-content/80">
        {group.customSlug ? (
          <span className="font-mono text-xs">{customUrl(origin, group.customSlug)}</span>
        ) : group._pending ? (
          dashboard_customUrlPending()
        ) : (
          dashboard_customUrlNone()
        )}
      </p>
      {group.customSlug ? <p className="text-base-content/80">{dashboard_customUrlPin()}</p> : null}
    </div>
  );
}
