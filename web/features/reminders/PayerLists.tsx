import type { ReactNode } from 'react';
import { formatNaira } from '../../../shared/money';
import type { PaidMember, UnpaidMember } from './purse-payers';

/** The members who have not contributed to the purse: the ones a reminder goes to. */
export function UnpaidList({ unpaid }: { unpaid: readonly UnpaidMember[] }) {
  return (
    <section aria-labelledby="unpaid-title" className="rounded-box border border-warning/60 bg-warning/5 p-3">
      <h3 id="unpaid-title" className="font-semibold">
        Not contributed yet ({unpaid.length})
      </h3>
      {unpaid.length === 0 ? (
        <p className="mt-1 text-sm text-base-content/80">Everyone has contributed.</p>
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

/** The members who have contributed, with what they paid and what still awaits confirmation. */
export function PaidList({ paid }: { paid: readonly PaidMember[] }) {
  return (
    <section aria-labelledby="paid-title" className="rounded-box border border-base-300 p-3">
      <h3 id="paid-title" className="font-semibold">
        Contributed ({paid.length})
      </h3>
      {paid.length === 0 ? (
        <p className="mt-1 text-sm text-base-content/80">Nobody has contributed yet.</p>
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

function PersonRow({ person, amount }: { person: UnpaidMember; amount?: ReactNode }) {
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
      <span className="font-semibold tabular-nums">{formatNaira(member.confirmedKobo + member.pendingKobo)}</span>
      {member.pendingKobo > 0 ? <span className="text-xs text-base-content/75">{formatNaira(member.pendingKobo)} awaiting</span> : null}
    </span>
  );
}
