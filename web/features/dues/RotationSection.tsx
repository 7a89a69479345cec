import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { dues_cancelOrder, dues_closePicking, dues_moveDown, dues_moveUp, dues_orderByHand, dues_orderEditorNote, dues_saveOrder, dues_giveUpPlace, dues_letPick, dues_pickingOpen, dues_placeFree, dues_placeLine, dues_takePlace, dues_iReceived, dues_notAcknowledged, dues_receivedOn, dues_recordRoundPayout, dues_roundPurpose, dues_drawNote, dues_drawOrder, dues_nextCollector, dues_noOrderYet, dues_potLine, dues_rotationOver, dues_roundPotLess, dues_rotationTitle, dues_roundLine, dues_yourTurn } from '../../../shared/i18n/paraglide/messages.js';
import type { SessionUser } from '../../../shared/auth-schemas';
import { unacknowledged, type RotationPlace } from '../../../shared/rotation';
import { acknowledgePayout, closePicks, drawRotation, openPicks, pickPlace, recordPayout, setRotationOrder } from '../../data/books-writes';
import type { DeviceDb } from '../../data/db';
import { formatDate, formatDay, formatNaira } from '../../lib/format';
import { Icon } from '../../ui/Icon';
import { PendingBadge } from '../../ui/PendingBadge';
import { loadRotation, type RotationView } from './dues-data';
import { RotationSwaps } from './RotationSwaps';

/**
 * A rotation's collection order on its purse page (issue 25 §5), for everyone in the group: each
 * round's date and who collects it, who is next, the viewer's own turn and the pot. The admin
 * draws the order at random (the server picks the seed) until the first round begins.
 */
export function RotationSection({ db, projectId, user }: { db: DeviceDb; projectId: string; user: SessionUser }) {
  const userId = user.id;
  const view = useLiveQuery(() => loadRotation(db, projectId, userId), [db, projectId, userId]);
  if (!view) return null;
  return (
    <section aria-labelledby="rotation-title" className="flex flex-col gap-2">
      <h2 id="rotation-title" className="text-lg font-semibold">
        {dues_rotationTitle()}
      </h2>
      {view.picking ? <PickPlaces db={db} view={view} user={user} /> : view.rounds.length === 0 ? <p className="text-sm">{dues_noOrderYet()}</p> : <Rounds view={view} userId={userId} />}
      <RotationSwaps db={db} view={view} />
      <RoundPayouts db={db} view={view} user={user} />
      {view.mayDraw ? <OrderChoices db={db} view={view} /> : null}
    </section>
  );
}

/** The admin's ways to set the order before the first round: draw it, set it by hand, or let the members pick. */
function OrderChoices({ db, view }: { db: DeviceDb; view: RotationView }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <OrderEditor db={db} view={view} onDone={() => setEditing(false)} />;
  return (
    <div className="flex flex-col gap-1">
      <button type="button" className="btn btn-outline btn-primary h-11 self-start" disabled={view.drawWaiting} onClick={() => void drawRotation(db, view.project)}>
        {dues_drawOrder()}
      </button>
      {view.drawWaiting ? <PendingBadge /> : null}
      <p className="text-xs text-base-content/75">{dues_drawNote()}</p>
      <button type="button" className="btn btn-outline h-11 self-start" onClick={() => setEditing(true)}>
        {dues_orderByHand()}
      </button>
      {view.picking ? null : (
        <button type="button" className="btn btn-outline h-11 self-start" onClick={() => void openPicks(db, view.project)}>
          {dues_letPick()}
        </button>
      )}
    </div>
  );
}

/**
 * The order by hand (issue 25 §5): every active member once, starting from the order set (or by
 * name), each moved up or down with its own button; saved on the phone and sent once.
 */
function OrderEditor({ db, view, onDone }: { db: DeviceDb; view: RotationView; onDone: () => void }) {
  const [order, setOrder] = useState<RotationPlace[]>(() => {
    const active = new Map(view.activeMembers.map((m) => [m.userId, m]));
    const kept = (view.project.rotationOrder ?? []).filter((place) => active.has(place.userId)).map((place) => active.get(place.userId)!);
    return [...kept, ...view.activeMembers.filter((m) => !kept.some((place) => place.userId === m.userId))];
  });
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setOrder(next);
  };
  return (
    <div className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <p className="text-sm">{dues_orderEditorNote()}</p>
      <ol className="flex flex-col gap-1 text-sm" aria-label={dues_orderByHand()}>
        {order.map((place, index) => (
          <li key={place.userId} className="flex items-center gap-1">
            <span className="grow break-words">
              {index + 1}. {place.name}
            </span>
            <button type="button" className="btn btn-sm btn-square h-11 w-11" aria-label={dues_moveUp({ name: place.name })} disabled={index === 0} onClick={() => move(index, -1)}>
              <Icon name="chevronDown" className="size-4 rotate-180" />
            </button>
            <button type="button" className="btn btn-sm btn-square h-11 w-11" aria-label={dues_moveDown({ name: place.name })} disabled={index === order.length - 1} onClick={() => move(index, 1)}>
              <Icon name="chevronDown" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary h-11" onClick={() => void setRotationOrder(db, view.project, order).then(onDone)}>
          {dues_saveOrder()}
        </button>
        <button type="button" className="btn h-11" onClick={onDone}>
          {dues_cancelOrder()}
        </button>
      </div>
    </div>
  );
}

function Rounds({ view, userId }: { view: RotationView; userId: string }) {
  const mine = view.rounds.find((round) => round.collector.userId === userId);
  const amount = view.project.amountPerMemberKobo ?? 0;
  return (
    <>
      <p className="text-sm">{dues_potLine({ pot: formatNaira(view.potKobo), count: view.rounds.length, amount: formatNaira(amount) })}</p>
      <p className="text-sm font-semibold">{view.next ? dues_nextCollector({ name: view.next.collector.name, date: formatDay(view.next.dueDay) }) : dues_rotationOver()}</p>
      {mine ? <p className="text-sm font-semibold">{dues_yourTurn({ date: formatDay(mine.dueDay), place: mine.index + 1, count: view.rounds.length })}</p> : null}
      <ol className="flex flex-col gap-1 rounded-box border border-base-300 p-2 text-sm">
        {view.rounds.map((round) => (
          <li key={round.index} className={`rounded-field px-2 py-1 ${round.index === view.next?.index ? 'bg-primary/10 font-semibold' : ''} ${round.dueDay < view.today ? 'text-base-content/70' : ''}`}>
            {round.index + 1}. {dues_roundLine({ date: formatDay(round.dueDay), name: round.collector.userId === userId ? `${round.collector.name} ★` : round.collector.name })}
            {/* A round some members are excused from collects less than the pot line says. */}
            {view.roundPotKobo(round.index) < view.potKobo && amount > 0 ? ` · ${dues_roundPotLess({ pot: formatNaira(view.roundPotKobo(round.index)), count: Math.round((view.potKobo - view.roundPotKobo(round.index)) / amount) })}` : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The rounds' payouts (issue 25 §5): the admin records the next round's pot to its collector
 * through the payout flow (partners approve it as any payout); the collector says "I have
 * received ₦X"; everyone sees who did; the admin and partners see a round paid and not
 * acknowledged after three days.
 */
function RoundPayouts({ db, view, user }: { db: DeviceDb; view: RotationView; user: SessionUser }) {
  const userId = user.id;
  const paidTo = new Set(view.roundPayouts.map((p) => p.recipientUserId));
  const nextToPay = view.rounds.find((round) => !paidTo.has(round.collector.userId));
  // What that round collected: every member's amount, less those excused from it.
  const pot = nextToPay ? view.roundPotKobo(nextToPay.index) : 0;
  const balance = view.project.collectedAmountKobo - view.project.paidOutAmountKobo;
  const late = new Set(unacknowledged(view.roundPayouts, new Date()).map((p) => p.id));
  const nameOf = (id: string | null | undefined) => view.rounds.find((r) => r.collector.userId === id)?.collector.name ?? '';
  return (
    <div className="flex flex-col gap-2">
      {view.roundPayouts.map((payout) => (
        <div key={payout.id} className={`flex flex-col gap-1 rounded-field border p-2 text-sm ${late.has(payout.id) && view.watcher ? 'border-error bg-error/15' : 'border-base-300'}`}>
          {payout.acknowledgedAt ? (
            <p>{dues_receivedOn({ name: nameOf(payout.recipientUserId), amount: formatNaira(payout.amountKobo) })}</p>
          ) : payout.recipientUserId === userId && payout.status === 'approved' ? (
            <button type="button" className="btn btn-primary h-11 self-start" onClick={() => void acknowledgePayout(db, payout)}>
              {dues_iReceived({ amount: formatNaira(payout.amountKobo) })}
            </button>
          ) : (
            <p>{dues_notAcknowledged({ name: nameOf(payout.recipientUserId), amount: formatNaira(payout.amountKobo), date: formatDate(payout.decidedAt ?? payout.createdAt) })}</p>
          )}
          {payout._pending ? <PendingBadge /> : null}
        </div>
      ))}
      {view.admin && nextToPay && pot > 0 && balance >= pot ? (
        <button
          type="button"
          className="btn btn-outline btn-primary h-11 self-start"
          onClick={() =>
            void recordPayout(db, user, view.project, {
              amountKobo: pot,
              recipient: nextToPay.collector.name,
              purpose: dues_roundPurpose({ round: nextToPay.index + 1, purse: view.project.name }),
              paidOn: view.today,
              recipientUserId: nextToPay.collector.userId,
            }, null)
          }
        >
          {dues_recordRoundPayout({ pot: formatNaira(pot), name: nextToPay.collector.name })}
        </button>
      ) : null}
    </div>
  );
}

/**
 * While the members pick their places (issue 25 §5): each place with its round's day and who took
 * it; a member takes a free one or gives theirs up; the admin closes the picking, and the server
 * draws the places nobody took.
 */
function PickPlaces({ db, view, user }: { db: DeviceDb; view: RotationView; user: SessionUser }) {
  const picking = view.picking!;
  const me = { userId: user.id, name: user.fullName };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{dues_pickingOpen()}</p>
      <ol className="flex flex-col gap-1 rounded-box border border-base-300 p-2 text-sm">
        {picking.places.map((place) => (
          <li key={place.index} className={`flex flex-wrap items-center justify-between gap-2 rounded-field px-2 py-1 ${place.index === picking.mine ? 'bg-primary/10 font-semibold' : ''}`}>
            <span>
              {dues_placeLine({ place: place.index + 1, date: place.dueDay ? formatDay(place.dueDay) : '' })}: {place.holder ? (place.holder.userId === user.id ? `${place.holder.name} ★` : place.holder.name) : dues_placeFree()}
            </span>
            {picking.mayPick && !place.holder ? (
              <button type="button" className="btn btn-sm btn-outline btn-primary h-11" onClick={() => void pickPlace(db, view.project, me, place.index)}>
                {dues_takePlace({ place: place.index + 1 })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {picking.mine !== null ? (
        <button type="button" className="btn btn-sm h-11 self-start" onClick={() => void pickPlace(db, view.project, me, null)}>
          {dues_giveUpPlace()}
        </button>
      ) : null}
      {view.project._pending ? <PendingBadge /> : null}
      {view.admin ? (
        <button type="button" className="btn btn-outline btn-primary h-11 self-start" disabled={picking.closeWaiting} onClick={() => void closePicks(db, view.project)}>
          {dues_closePicking()}
        </button>
      ) : null}
    </div>
  );
}
