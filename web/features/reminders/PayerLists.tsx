import { formatNaira } from '../../lib/format';
import type { ReactNode } from 'react';
import type { PaidMember, PayerBase, PursePayers } from './purse-payers';
import {
  reminders_awaitingHint,
  reminders_awaitingTitle,
  reminders_everyonePaid,
  reminders_nobodyAwaiting,
  reminders_nobodyPaid,
  reminders_noMembersYet,
  reminders_notPaidYet,
  reminders_paidTitle,
  reminders_plusAwaiting,
  reminders_leftLine,
  reminders_nobodyPaidInFull,
  reminders_paidInFullTitle,
  reminders_partLine,
  reminders_partTitle,
} from '../../../shared/i18n/paraglide/messages.js';

/** The members who have not paid into the purse: the ones a reminder goes to. */
export function UnpaidList({ payers }: { payers: PursePayers }) {
  const { unpaid } = payers;
  return (
    <section aria-labelledby="unpaid-title" className="rounded-box border border-warning/60 bg-warning/5 p-3">
      <h3 id="unpaid-title" className="font-semibold">
        {reminders_notPaidYet({ count: unpaid.length })}
      </h3>
      {unpaid.length === 0 ? (
        <p className="mt-1 text-sm text-base-content/80">{noneUnpaidText(payers)}</p>
      ) : (
        <ul className="mt-1 divide-y divide-base-300">
          {unpaid.map((member) => (
            <PersonRow key={member.userId} person={member} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Why nobody is left to remind: no members, everyone paid, or the rest await confirmation. */
function noneUnpaidText(payers: PursePayers): string {
  if (payers.members === 0) return reminders_noMembersYet();
  if (payers.everyonePaid) return reminders_everyonePaid();
  return reminders_nobodyAwaiting();
}

/** Members who sent money that is not confirmed yet: not counted as paid, and not reminded. */
export function AwaitingList({ awaiting }: { awaiting: PursePayers['awaiting'] }) {
  if (awaiting.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-title" className="rounded-box border border-base-300 p-3">
      <h3 id="awaiting-title" className="font-semibold">
        {reminders_awaitingTitle({ count: awaiting.length })}
      </h3>
      <p className="text-xs text-base-content/75">{reminders_awaitingHint()}</p>
      <ul className="mt-1 divide-y divide-base-300">
        {awaiting.map((member) => (
          <PersonRow key={member.userId} person={member} amount={<span className="shrink-0 text-sm font-semibold tabular-nums">{formatNaira(member.pendingKobo)}</span>} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The members who have paid: in full, with an amount per member; anything confirmed, without. Any
 * more still awaiting confirmation is shown beside.
 */
export function PaidList({ payers }: { payers: PursePayers }) {
  const { paid, owedKobo } = payers;
  return (
    <section aria-labelledby="paid-title" className="rounded-box border border-base-300 p-3">
      <h3 id="paid-title" className="font-semibold">
        {owedKobo !== null ? reminders_paidInFullTitle({ count: paid.length }) : reminders_paidTitle({ count: paid.length })}
      </h3>
      {paid.length === 0 ? (
        <p className="mt-1 text-sm text-base-content/80">{owedKobo !== null ? reminders_nobodyPaidInFull() : reminders_nobodyPaid()}</p>
      ) : (
        <ul className="mt-1 divide-y divide-base-300">
          {paid.map((member) => (
            <PersonRow key={member.userId} person={member} amount={<PaidAmount member={member} />} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Members who paid part of the amount per member: what they paid of it and what is left. */
export function PartList({ payers }: { payers: PursePayers }) {
  const { part, owedKobo } = payers;
  if (part.length === 0 || owedKobo === null) return null;
  return (
    <section aria-labelledby="part-title" className="rounded-box border border-warning/60 bg-warning/5 p-3">
      <h3 id="part-title" className="font-semibold">
        {reminders_partTitle({ count: part.length })}
      </h3>
      <ul className="mt-1 divide-y divide-base-300">
        {part.map((member) => (
          <PersonRow
            key={member.userId}
            person={member}
            amount={
              <span className="flex shrink-0 flex-col items-end text-sm">
                <span className="font-semibold tabular-nums">{reminders_leftLine({ left: formatNaira(member.leftKobo ?? 0) })}</span>
                <span className="text-xs text-base-content/75">{reminders_partLine({ paid: formatNaira(member.confirmedKobo), owed: formatNaira(owedKobo), left: formatNaira(member.leftKobo ?? 0) })}</span>
              </span>
            }
          />
        ))}
      </ul>
    </section>
  );
}

function PersonRow({ person, amount }: { person: PayerBase; amount?: ReactNode }) {
  return (
    <li className="flex items-center gap-2 py-2">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium break-words">{person.fullName || person.username}</span>
        {person.username && person.fullName ? <span className="text-xs break-words text-base-content/75">{person.username}</span> : null}
      </span>
      {amount}
    </li>
  );
}

function PaidAmount({ member }: { member: PaidMember }) {
  return (
    <span className="flex shrink-0 flex-col items-end text-sm">
      <span className="font-semibold tabular-nums">{formatNaira(member.confirmedKobo)}</span>
      {member.pendingKobo > 0 ? <span className="text-xs text-base-content/75">{reminders_plusAwaiting({ amount: formatNaira(member.pendingKobo) })}</span> : null}
    </span>
  );
}
