import { useState } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import { setPurseStatus } from '../../../data/books-writes';
import type { DeviceDb, LocalPurse } from '../../../data/db';
import { BusyButton } from '../../../ui/BusyButton';
import { toast } from '../../../ui/toast-store';
import { StatusBadge } from '../../../ui/StatusBadge';
import type { PurseStatus } from '../../../../shared/books';
import { statusMoves, type StatusMove } from './purse-status';
import { manage_cancel, manage_completedNote, manage_status } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * A purse's status and the moves open from it (Pause / Resume / Complete), each confirmed first
 * with what it means for the members; Complete is final.
 */
export function PurseStatusSection({ db, project, onDone }: { db: DeviceDb; project: LocalPurse; onDone: () => void }) {
  // The target status only: the texts are read again at each render, in the language shown.
  const [confirmingTo, setConfirming] = useState<PurseStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const moves = statusMoves(project.status);
  const confirming = moves.find((candidate) => candidate.to === confirmingTo) ?? null;

  const move = async (chosen: StatusMove) => {
    setBusy(true);
    try {
      await setPurseStatus(db, project, chosen.to);
      toast({ title: chosen.done, description: `${project.name}: ${chosen.consequence}` });
      onDone();
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="purse-status-title" className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
      <div className="flex items-center gap-2">
        <h3 id="purse-status-title" className="grow font-semibold">
          {manage_status()}
        </h3>
        <StatusBadge status={project.status} />
      </div>
      {moves.length === 0 ? (
        <p className="text-sm text-base-content/75">{manage_completedNote()}</p>
      ) : confirming ? (
        <div role="alertdialog" aria-labelledby="status-confirm-title" aria-describedby="status-confirm-text" className="flex flex-col gap-3 rounded-field bg-base-200 p-3">
          <p id="status-confirm-title" className="font-semibold">
            {confirming.question(project.name)}
          </p>
          <p id="status-confirm-text" className="text-sm">
            {confirming.consequence}
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn h-11 flex-1" onClick={() => setConfirming(null)} disabled={busy} autoFocus>
              {manage_cancel()}
            </button>
            <BusyButton type="button" busy={busy} onClick={() => void move(confirming)} className={`btn h-11 flex-1 ${confirming.to === 'completed' ? 'btn-success' : 'btn-primary'}`}>
              {confirming.confirm}
            </BusyButton>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          {moves.map((candidate) => (
            <button key={candidate.to} type="button" className="btn h-11 flex-1" onClick={() => setConfirming(candidate.to)}>
              {candidate.label}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
