/**
 * What each member owes a purse and where they stand with it (issue 23 §1), one rule for the
 * server (reminders, statements) and the phone (dashboard, purse card, roll-call), so what the
 * group is told is the same everywhere. Only confirmed money is paid: a pending payment is on its
 * way (shown, never counted), a rejected or reversed one is no payment.
 *
 * A purse may say how much each member owes (`amountPerMemberKobo`, a levy). With it, a member
 * is paid in full, part-paid or not paid. Without it, a member has contributed or not, and the
 * purse never says everyone has paid: nobody said what "paid" is.
 */

/** The member's confirmed and pending money into one purse, in kobo. */
export interface MemberMoney {
  confirmedKobo: number;
  pendingKobo: number;
}

export type DuesState = 'in-full' | 'part' | 'none';

export interface MemberDues extends MemberMoney {
  /** What the purse asks of each member, or null when it asks no set amount. */
  owedKobo: number | null;
  /** 'in-full': confirmed ≥ owed (with no set amount: anything confirmed); 'part': some but less; 'none': nothing confirmed. */
  state: DuesState;
  /** Still to pay, counting confirmed money only (0 when paid in full), or null with no set amount. */
  leftKobo: number | null;
  /** Whether a reminder is due: they still owe after what is pending too (asking twice for money on its way is wrong). */
  remind: boolean;
}

/**
 * Where one member stands with a purse.
 * @example memberDues(2_000_000, { confirmedKobo: 1_000_000, pendingKobo: 0 }) // { state: 'part', leftKobo: 1_000_000, remind: true, … }
 */
export function memberDues(owedKobo: number | null, { confirmedKobo, pendingKobo }: MemberMoney): MemberDues {
  const money = { confirmedKobo, pendingKobo };
  if (owedKobo === null || owedKobo <= 0) {
    return { ...money, owedKobo: null, state: confirmedKobo > 0 ? 'in-full' : 'none', leftKobo: null, remind: confirmedKobo + pendingKobo <= 0 };
  }
  const leftKobo = Math.max(0, owedKobo - confirmedKobo);
  const state: DuesState = leftKobo === 0 ? 'in-full' : confirmedKobo > 0 ? 'part' : 'none';
  return { ...money, owedKobo, state, leftKobo, remind: confirmedKobo + pendingKobo < owedKobo };
}

/**
 * Where a member stands with a levy or dues purse, from their ledger (shared/purse-ledgers.ts):
 * `leftKobo` is what the periods due so far still lack, `owedKobo` what those periods ask of them.
 * Paid in full means nothing due so far is unpaid, whatever was paid ahead.
 * @example scheduledDues(500_000, 1_500_000, { confirmedKobo: 1_000_000, pendingKobo: 0 }) // { state: 'part', leftKobo: 500_000, remind: true, … }
 */
export function scheduledDues(leftKobo: number, owedKobo: number, { confirmedKobo, pendingKobo }: MemberMoney): MemberDues {
  const state: DuesState = leftKobo === 0 ? 'in-full' : confirmedKobo > 0 ? 'part' : 'none';
  return { confirmedKobo, pendingKobo, owedKobo, state, leftKobo, remind: pendingKobo < leftKobo };
}

/** A member of the group as the standing lists need them. */
export interface DuesPerson {
  userId: string;
  fullName: string;
  username: string;
}

export type PersonDues = DuesPerson & MemberDues;

export interface PurseDues {
  owedKobo: number | null;
  /** Paid in full (with a set amount), or contributed anything confirmed (without). */
  inFull: PersonDues[];
  /** Some confirmed money but less than owed (only with a set amount). */
  part: PersonDues[];
  /** Nothing confirmed, but a payment awaits confirmation. */
  awaiting: PersonDues[];
  /** Nothing confirmed or pending. */
  none: PersonDues[];
  /** Active members. */
  members: number;
  /** Members with any confirmed money in the purse. */
  contributed: number;
  /** Only with a set amount, and only when every active member has paid it in full. */
  everyonePaid: boolean;
  /** What the active members still owe, confirmed money only (null with no set amount). */
  leftKobo: number | null;
}

const byName = (a: DuesPerson, b: DuesPerson) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }) || a.username.localeCompare(b.username);

/**
 * Splits a purse's active members by where they stand, each list by name. `money` holds each
 * member's sums into the purse (absent: nothing); people who have left the group are not members.
 * A levy or dues purse passes `duesOf`, each member's standing from their ledger (owed per period,
 * from the day they joined), in place of one amount owed by all.
 * @example purseDues(2_000_000, [ada, chidi], new Map([['ada', { confirmedKobo: 2_000_000, pendingKobo: 0 }]])).none.map((p) => p.fullName) // ['Chidi Obi']
 */
export function purseDues(
  owedKobo: number | null,
  members: readonly DuesPerson[],
  money: ReadonlyMap<string, MemberMoney>,
  duesOf?: (userId: string, money: MemberMoney) => MemberDues,
): PurseDues {
  const owed = owedKobo !== null && owedKobo > 0 ? owedKobo : null;
  const out: PurseDues = { owedKobo: owed, inFull: [], part: [], awaiting: [], none: [], members: members.length, contributed: 0, everyonePaid: false, leftKobo: owed === null ? null : 0 };
  for (const member of [...members].sort(byName)) {
    const sums = money.get(member.userId) ?? { confirmedKobo: 0, pendingKobo: 0 };
    const dues = duesOf ? duesOf(member.userId, sums) : memberDues(owed, sums);
    const person: PersonDues = { userId: member.userId, fullName: member.fullName, username: member.username, ...dues };
    if (dues.confirmedKobo > 0) out.contributed += 1;
    if (out.leftKobo !== null) out.leftKobo += dues.leftKobo ?? 0;
    if (dues.state === 'in-full') out.inFull.push(person);
    else if (dues.state === 'part') out.part.push(person);
    else if (dues.pendingKobo > 0) out.awaiting.push(person);
    else out.none.push(person);
  }
  out.everyonePaid = owed !== null && members.length > 0 && out.inFull.length === members.length;
  return out;
}
