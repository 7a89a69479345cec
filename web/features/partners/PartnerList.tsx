import { partners_none, partners_remove, partners_removeLabel } from '../../../shared/i18n/paraglide/messages.js';
import type { LocalPartner } from '../../data/db';
import { Icon } from '../../ui/Icon';
import { PendingBadge } from '../../ui/PendingBadge';

/** The group's accountability partners, each with Remove. */
export function PartnerList({ partners, onRemove }: { partners: LocalPartner[]; onRemove: (partner: LocalPartner) => void }) {
  if (partners.length === 0) {
    return <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">{partners_none()}</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {partners.map((partner) => (
        <li key={partner.id} className="flex items-center gap-2 rounded-box border border-base-300 p-2 pl-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">{partner.fullName}</p>
            <p className="text-sm break-words text-base-content/75">@{partner.username}</p>
            {partner._pending ? <PendingBadge /> : null}
          </div>
          <button type="button" onClick={() => onRemove(partner)} className="btn btn-ghost h-11 text-error" aria-label={partners_removeLabel({ name: partner.fullName })}>
            <Icon name="trash" className="size-4" />
            {partners_remove()}
          </button>
        </li>
      ))}
    </ul>
  );
}
