import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/errors';
import {
  partners_addedText,
  partners_addedTitle,
  partners_askedText,
  partners_askedTitle,
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
import { canAddPartner, MAX_PARTNERS } from '../../data/partner-candidates';
import { PartnerList } from './PartnerList';
import { RemovePartnerDialog } from './RemovePartnerDialog';
import { askPartnerRemoval } from './approval-api';
import { PayoutApprovalSection } from './PayoutApprovalSection';
import { useGroupPartners } from './use-group-partners';

/**
 * Accountability partners of a group (SPEC §2, §5): what a partner does, the list with Remove
 * (asked first: issue 23 §2), and Add for members who are not partners yet, hidden once the group
 * has 2. Changes are saved here and synced later; the server tells the partner and the members.
 */
export function PartnersDialog({ db, group: opened, onClose }: { db: DeviceDb; group: LocalGroup; onClose: () => void }) {
  // The group as it is now: the payout-approval rule and its request change by sync while this is open.
  const group = useLiveQuery(() => db.groups.get(opened.id), [db, opened.id]) ?? opened;
  const data = useGroupPartners(db, group.id);
  const [removing, setRemoving] = useState<LocalPartner | null>(null);
  const needsApproval = Boolean(group.payoutApprovalRequired) && (data?.partners.length ?? 0) <= 1;

  const add = async (member: LocalMember) => {
    try {
      await addPartner(db, member);
      toast({ title: partners_addedTitle(), description: partners_addedText({ name: member.fullName }) });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.addPartnerFailed, variant: 'destructive' });
    }
  };

  const remove = async (partner: LocalPartner) => {
    // While payouts need a partner's approval, the last partner goes only if a partner agrees: ask.
    if (needsApproval) {
      const outcome = await askPartnerRemoval(group.id, partner.userId);
      if (outcome.ok) toast({ title: partners_askedTitle(), description: partners_askedText() });
      else toast({ title: MESSAGES.errorTitle, description: outcome.message, variant: 'destructive' });
      return;
    }
    try {
      await removePartner(db, partner);
      toast({ title: partners_removedTitle(), description: partners_removedText({ name: partner.fullName }) });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.removePartnerFailed, variant: 'destructive' });
    }
  };

  return (
    <>
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
              <PartnerList partners={data.partners} onRemove={setRemoving} />
              <PayoutApprovalSection group={group} partners={data.partners} />
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
      {/* A sibling, not a child: a child dialog's close event would reach this dialog's onClose and shut it too. */}
      {removing ? (
        <RemovePartnerDialog
          partner={removing}
          groupName={group.name}
          last={(data?.partners.length ?? 0) <= 1}
          needsApproval={needsApproval}
          onRemove={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
