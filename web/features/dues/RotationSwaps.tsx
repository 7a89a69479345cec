import { useState, type FormEvent } from 'react';
import {
  dues_agreeSwap,
  dues_approveSwap,
  dues_askSwap,
  dues_declineSwap,
  dues_refuseSwap,
  dues_swapAgreedWait,
  dues_swapChoose,
  dues_swapForAdmin,
  dues_swapHeading,
  dues_swapMine,
  dues_swapMineAgreed,
  dues_swapNote,
  dues_swapOpen,
  dues_swapOption,
  dues_swapToMe,
  dues_swapWithLabel,
  dues_withdrawSwap,
} from '../../../shared/i18n/paraglide/messages.js';
import { answerSwap, askSwap, decideSwap } from '../../data/books-writes';
import type { DeviceDb } from '../../data/db';
import { formatDay } from '../../lib/format';
import { PendingBadge } from '../../ui/PendingBadge';
import type { RotationView } from './dues-data';

/**
 * Swaps of places in a rotation (issue 25 §5): a member asks another (a place whose round is not
 * over nor paid), the other agrees or declines, and the admin approves or refuses what both agreed
 * to. Every open request shows to everyone in the group; each step is saved on the phone first.
 */
export function RotationSwaps({ db, view }: { db: DeviceDb; view: RotationView }) {
  const swaps = view.swaps;
  const [choice, setChoice] = useState('');
  if (!swaps) return null;
  const { mine, toMe, toDecide, others, candidates, myPlace } = swaps;
  if (!mine && toMe.length === 0 && toDecide.length === 0 && others.length === 0 && candidates.length === 0) return null;
  const day = (userId: string) => formatDay(swaps.dayOf(userId));
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const to = candidates.find((round) => round.collector.userId === choice)?.collector;
    if (!to || !myPlace) return;
    setChoice('');
    void askSwap(db, view.project, myPlace, to);
  };
  return (
    <div className="flex flex-col gap-2 rounded-box border border-base-300 p-3 text-sm">
      <h3 className="font-semibold">{dues_swapHeading()}</h3>
      {toDecide.map((swap) => (
        <Choice
          key={`${swap.from.userId}-${swap.to.userId}`}
          tone="border-warning bg-warning/15"
          text={dues_swapForAdmin({ from: swap.from.name, to: swap.to.name, toDate: day(swap.to.userId), fromDate: day(swap.from.userId) })}
          yes={dues_approveSwap()}
          no={dues_refuseSwap()}
          onChoose={(approve) => void decideSwap(db, view.project, swap, approve)}
        />
      ))}
      {toMe.map((swap) =>
        swap.agreed ? (
          <p key={swap.from.userId}>{dues_swapAgreedWait({ name: swap.from.name, date: day(swap.from.userId) })}</p>
        ) : (
          <Choice
            key={swap.from.userId}
            tone="border-primary bg-primary/10"
            text={dues_swapToMe({ name: swap.from.name, date: day(swap.from.userId), yourDate: day(swap.to.userId) })}
            yes={dues_agreeSwap()}
            no={dues_declineSwap()}
            onChoose={(agree) => void answerSwap(db, view.project, swap, agree)}
          />
        ),
      )}
      {mine ? (
        <div className="flex flex-col gap-1">
          <p>{(mine.agreed ? dues_swapMineAgreed : dues_swapMine)({ name: mine.to.name, date: day(mine.to.userId) })}</p>
          <button type="button" className="btn btn-outline h-11 self-start" onClick={() => void askSwap(db, view.project, mine.from, null)}>
            {dues_withdrawSwap()}
          </button>
        </div>
      ) : candidates.length > 0 ? (
        <form className="flex flex-col gap-1" onSubmit={ask}>
          <label htmlFor="swap-with" className="font-medium">
            {dues_swapWithLabel()}
          </label>
          <div className="flex flex-wrap gap-2">
            <select id="swap-with" className="select select-bordered h-11 min-w-0 grow" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{dues_swapChoose()}</option>
              {candidates.map((round) => (
                <option key={round.collector.userId} value={round.collector.userId}>
                  {dues_swapOption({ name: round.collector.name, date: formatDay(round.dueDay) })}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-outline btn-primary h-11" disabled={!choice}>
              {dues_askSwap()}
            </button>
          </div>
        </form>
      ) : null}
      {others.map((swap) => (
        <p key={`${swap.from.userId}-${swap.to.userId}`} className="text-base-content/75">
          {dues_swapOpen({ from: swap.from.name, to: swap.to.name })}
        </p>
      ))}
      {mine || candidates.length > 0 || toMe.length > 0 ? <p className="text-xs text-base-content/75">{dues_swapNote()}</p> : null}
      {view.project._pending ? <PendingBadge /> : null}
    </div>
  );
}

/** A request waiting for the viewer: what it is, and a yes and a no. */
function Choice({ tone, text, yes, no, onChoose }: { tone: string; text: string; yes: string; no: string; onChoose: (yes: boolean) => void }) {
  return (
    <div className={`flex flex-col gap-1 rounded-field border p-2 ${tone}`}>
      <p>{text}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary h-11" onClick={() => onChoose(true)}>
          {yes}
        </button>
        <button type="button" className="btn btn-outline h-11" onClick={() => onChoose(false)}>
          {no}
        </button>
      </div>
    </div>
  );
}
