import { useId, useState } from 'react';
import {
  reconcile_chooseMember,
  reconcile_member,
  reconcile_noPurse,
  reconcile_purse,
  reconcile_record,
  reconcile_recordLabel,
  reconcile_recordTransfer,
  reconcile_setAside,
  reconcile_setAsideLabel,
  reconcile_setAsideReason,
} from '../../../shared/i18n/paraglide/messages.js';
import type { StatementCreditView } from '../../../shared/reconciliation';
import { BusyButton } from '../../ui/BusyButton';
import { Icon } from '../../ui/Icon';
import { textareaClass } from '../../ui/field-classes';

/** Who may be recorded as the payer, and into which purse: the group as the admin's phone holds it. */
export interface RecordChoices {
  members: readonly { userId: string; name: string }[];
  purses: readonly { id: string; name: string }[];
}

export interface CreditActionHandlers {
  onRecord: (credit: StatementCreditView, userId: string, projectId: string | null) => void;
  onSetAside: (credit: StatementCreditView, reason: string) => void;
}

/** A folded part of a credit's card: a real button with its state, the form under it. */
function Fold({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details className="group rounded-field border border-base-300">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
        {title}
        <Icon name="chevronDown" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">{children}</div>
    </details>
  );
}

/**
 * What the admin can do with money no proof fits (issue 22 §6): record it as a member's bank
 * transfer into a purse (an ordinary record, in history), or set it aside with a reason.
 */
export function CreditActions({ credit, choices, online, busy, handlers }: { credit: StatementCreditView; choices: RecordChoices; online: boolean; busy: boolean; handlers: CreditActionHandlers }) {
  const [member, setMember] = useState('');
  const [purse, setPurse] = useState(choices.purses.length === 1 ? choices.purses[0]!.id : '');
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Fold title={reconcile_recordTransfer()}>
        <label htmlFor={`${id}-member`} className="text-sm font-medium">
          {reconcile_member()}
        </label>
        <select id={`${id}-member`} className="select w-full" value={member} onChange={(event) => setMember(event.target.value)}>
          <option value="">{reconcile_chooseMember()}</option>
          {choices.members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-purse`} className="text-sm font-medium">
          {reconcile_purse()}
        </label>
        <select id={`${id}-purse`} className="select w-full" value={purse} onChange={(event) => setPurse(event.target.value)}>
          <option value="">{reconcile_noPurse()}</option>
          {choices.purses.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <BusyButton
          type="button"
          busy={busy}
          disabled={!online || member === ''}
          onClick={() => handlers.onRecord(credit, member, purse === '' ? null : purse)}
          className="btn btn-primary h-11"
          aria-label={reconcile_recordLabel({ line: credit.line })}
        >
          {reconcile_record()}
        </BusyButton>
      </Fold>
      <Fold title={reconcile_setAside()}>
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {reconcile_setAsideReason()}
        </label>
        <textarea id={`${id}-reason`} rows={2} maxLength={500} className={textareaClass} value={reason} onChange={(event) => setReason(event.target.value)} />
        <BusyButton
          type="button"
          busy={busy}
          disabled={!online || reason.trim() === ''}
          onClick={() => handlers.onSetAside(credit, reason.trim())}
          className="btn btn-outline h-11"
          aria-label={reconcile_setAsideLabel({ line: credit.line })}
        >
          {reconcile_setAside()}
        </BusyButton>
      </Fold>
    </div>
  );
}
