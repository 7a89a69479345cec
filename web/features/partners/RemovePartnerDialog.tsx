import {
  partners_askButton,
  partners_askText,
  partners_confirmRemoveButton,
  partners_confirmRemoveLast,
  partners_confirmRemoveText,
  partners_confirmRemoveTitle,
  partners_confirmRemoveTold,
  ui_cancel,
} from '../../../shared/i18n/paraglide/messages.js';
import type { LocalPartner } from '../../data/db';
import { Dialog } from '../../ui/Dialog';

/**
 * Asked before a partner is removed (issue 23 §2): taking away the second pair of eyes on money
 * out must not be one stray tap. It names the partner and says what follows: payouts no longer
 * need their approval (nobody's, when they are the last), and they and every member are told.
 * Cancel has the focus, so a stray Enter removes nobody.
 */
export function RemovePartnerDialog({
  partner,
  groupName,
  last,
  needsApproval = false,
  onRemove,
  onClose,
}: {
  partner: LocalPartner;
  groupName: string;
  /** The group's only partner: after this, nobody approves its payouts. */
  last: boolean;
  /** The group's payouts need a partner's approval and this is the last partner: a partner is asked instead (issue 23 §2). */
  needsApproval?: boolean;
  onRemove: () => void;
  onClose: () => void;
}) {
  const name = partner.fullName;
  return (
    <Dialog title={partners_confirmRemoveTitle({ name })} onClose={onClose}>
      {(close) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-sm">
            <p>{partners_confirmRemoveText({ name, group: groupName })}</p>
            {last ? <p className="font-semibold text-error">{partners_confirmRemoveLast({ group: groupName })}</p> : null}
            {needsApproval ? <p className="font-semibold">{partners_askText({ name })}</p> : null}
            <p>{partners_confirmRemoveTold({ name })}</p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-ghost h-11" data-autofocus onClick={close}>
              {ui_cancel()}
            </button>
            <button
              type="button"
              className="btn btn-error h-11"
              onClick={() => {
                onRemove();
                close();
              }}
            >
              {needsApproval ? partners_askButton() : partners_confirmRemoveButton()}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
