import { useId, useState } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { partners_add, partners_addLabel, partners_selectMember } from '../../../shared/i18n/paraglide/messages.js';
import type { LocalMember } from '../../data/db';
import { toast } from '../../ui/toast-store';

/** Pick a member and add them as a partner; only members who are not partners are offered. */
export function AddPartnerForm({ candidates, onAdd }: { candidates: LocalMember[]; onAdd: (member: LocalMember) => Promise<void> }) {
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const selectId = useId();
  // A candidate who stopped being one (added elsewhere, left the group) is no longer selected.
  const selected = candidates.find((member) => member.userId === userId);

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!selected) {
          setMissing(true);
          toast({ title: MESSAGES.noMemberSelectedTitle, description: MESSAGES.noMemberSelected, variant: 'destructive' });
          return;
        }
        setBusy(true);
        try {
          await onAdd(selected);
          setUserId('');
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={selectId} className="text-sm font-medium">
        {partners_addLabel()}
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          value={selected ? userId : ''}
          onChange={(event) => {
            setUserId(event.target.value);
            setMissing(false);
          }}
          aria-invalid={missing}
          aria-describedby={missing ? `${selectId}-error` : undefined}
          className="select min-w-0 flex-1"
        >
          <option value="" disabled>
            {partners_selectMember()}
          </option>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.fullName} (@{member.username})
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {partners_add()}
        </button>
      </div>
      {missing ? (
        <p id={`${selectId}-error`} role="alert" className="text-sm text-error">
          {MESSAGES.noMemberSelected}
        </p>
      ) : null}
    </form>
  );
}
