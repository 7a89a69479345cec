import { Icon } from './Icon';
import { groups_notSynced, groups_notSyncedDetail } from '../../shared/i18n/paraglide/messages.js';

/**
 * Marks a row made on this phone that the server has not confirmed yet, so an admin who created a
 * group offline sees at once that it is saved and waiting.
 */
export function PendingBadge() {
  return (
    <span className="badge badge-sm gap-1 border-warning bg-warning/15 whitespace-nowrap text-base-content">
      <Icon name="clock" className="size-3.5" />
      {groups_notSynced()}
      <span className="sr-only">: {groups_notSyncedDetail()}</span>
    </span>
  );
}
