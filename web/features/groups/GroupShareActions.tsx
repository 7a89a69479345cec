import type { LocalGroup } from '../../data/db';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { shareLink } from '../../lib/copy-text';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { groupShareText, joinUrl } from '../../lib/group-links';
import { groupLocale } from '../../lib/group-locale';
import { groups_copied, groups_linkCopied, groups_linkOf, groups_share, groups_shareLinkOf } from '../../../shared/i18n/paraglide/messages.js';

/** The group's public link with Share (share sheet, else clipboard, else WhatsApp) and Copy. */
export function GroupShareActions({ group, origin = window.location.origin }: { group: LocalGroup; origin?: string }) {
  const url = joinUrl(origin, group.registrationLink);

  const share = async () => {
    const outcome = await shareLink({ title: group.name, text: groupShareText(group.name, url, groupLocale(group)), url });
    if (outcome === 'copied') toast({ title: groups_copied(), description: groups_linkCopied() });
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="rounded-field bg-base-200 px-2 py-1.5 font-mono text-xs break-all">{url}</p>
      <div className="flex gap-2">
        <button type="button" onClick={() => void share()} className="btn btn-sm h-11 flex-1 btn-primary" aria-label={groups_shareLinkOf({ name: group.name })}>
          <Icon name="share" className="size-4" />
          {groups_share()}
        </button>
        <CopyLinkButton url={url} what={groups_linkOf({ name: group.name })} className="btn btn-sm h-11 flex-1" />
      </div>
    </div>
  );
}
