import { MESSAGES } from '../../../shared/errors';
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
      toast({ title: 'Partner Added', description: `${member.fullName} is now an accountability partner.` });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.addPartnerFailed, variant: 'destructive' });
    }
  };

  const remove = async (partner: LocalPartner) => {
    try {
      await removePartner(db, partner);
      toast({ title: 'Partner Removed', description: `${partner.fullName} is no longer an accountability partner.` });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.removePartnerFailed, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      title="Accountability Partners"
      description={`Up to ${MAX_PARTNERS} members of ${group.name} who can view its payments.`}
      onClose={onClose}
    >
      {() =>
        data === undefined ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading partners">
            <div className="h-16 animate-pulse rounded-box bg-base-300" />
            <div className="h-11 animate-pulse rounded-box bg-base-300" />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <PartnerList partners={data.partners} onRemove={(partner) => void remove(partner)} />
            {!canAddPartner(data.partners) ? (
              <p className="text-sm text-base-content/80">This group has its {MAX_PARTNERS} partners. Remove one to add another.</p>
            ) : data.candidates.length > 0 ? (
              <AddPartnerForm candidates={data.candidates} onAdd={add} />
            ) : (
              <p className="text-sm text-base-content/80">
                {data.hasMembers ? 'Every member is already a partner.' : 'No members yet. Share the group link so people can join, then add partners here.'}
              </p>
            )}
          </div>
        )
      }
    </Dialog>
  );
}
