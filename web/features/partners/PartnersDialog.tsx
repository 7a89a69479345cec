import { MESSAGES } from '../../../shared/errors';
import {
  partners_addedText,
  partners_addedTitle,
  partners_allPartners,
  partners_description,
  partners_full,
  partners_loading,
  partners_noMembers,
  partners_removedText,
  partners_removedTitle,
  partners_title,
} from '../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalGroup, LocalMember, LocalPartner } from '../../data/db';
import { addPartner, removePartner } from '../../data/writes';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { AddPartnerForm } from './AddPartnerForm';
import { canAddPartner, MAX_PARTNERS } from './partner-candidates';
import { PartnerList } from './PartnerList';
import { useGroupPartners } from './use-group-partners';

/**
 * Accountability partners of a group (SPEC §2, §5): list with Remove, and Add for members who are
 * not partners yet, hidden once the group has 2. Changes are saved here and synced later.
 */
export function PartnersDialog({ db, group, onClose }: { db: DeviceDb; group: LocalGroup; onClose: () => void }) {
  const data = useGroupPartners(db, group.id);

  const add = async (member: LocalMember) => {
    try {
      await addPartner(db, member);
      toast({ title: partners_addedTitle(), description: partners_addedText({ name: member.fullName }) });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.addPartnerFailed, variant: 'destructive' });
    }
  };

  const remove = async (partner: LocalPartner) => {
    try {
      await removePartner(db, partner);
      toast({ title: partners_removedTitle(), description: partners_removedText({ name: partner.fullName }) });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.removePartnerFailed, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      title={partners_title()}
      description={partners_description({ count: MAX_PARTNERS, group: group.name })}
      onClose={onClose}
    >
      {() =>
        data === undefined ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label={partners_loading()}>
            <div className="h-16 animate-pulse rounded-box bg-base-300" />
            <div className="h-11 animate-pulse rounded-box bg-base-300" />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <PartnerList partners={data.partners} onRemove={(partner) => void remove(partner)} />
            {!canAddPartner(data.partners) ? (
              <p className="text-sm text-base-content/80">{partners_full({ count: MAX_PARTNERS })}</p>
            ) : data.candidates.length > 0 ? (
              <AddPartnerForm candidates={data.candidates} onAdd={add} />
            ) : (
              <p className="text-sm text-base-content/80">
                {data.hasMembers ? partners_allPartners() : partners_noMembers()}
              </p>
            )}
          </div>
        )
      }
    </Dialog>
  );
}
