/**
 * Swaps of places in a rotation (issue 25 §5): a member asks another to swap their places; the
 * other agrees or declines; once both agree, the group's admin approves (the two places change)
 * or refuses. Requests are stored on the purse, one open request per asker. A place whose round
 * is over or whose pot was paid out cannot change. One rule for the server and the phone.
 */
import type { RotationPlace, RotationRound } from './rotation';

/** A request: `from` asked `to` to swap places; `agreed` once `to` said yes (then it waits for the admin). */
export interface RotationSwap {
  from: RotationPlace;
  to: RotationPlace;
  agreed: boolean;
}

/**
 * The requests with `from`'s request now to `to` (null: withdrawn); any earlier request of theirs
 * is replaced, so a member has at most one open.
 * @example withAsk([], ada, bola) // [{ from: ada, to: bola, agreed: false }]
 */
export function withAsk(swaps: readonly RotationSwap[], from: RotationPlace, to: RotationPlace | null): RotationSwap[] {
  const others = swaps.filter((s) => s.from.userId !== from.userId);
  return to === null ? others : [...others, { from, to, agreed: false }];
}

/** The open request `fromUserId` made to `toUserId`, if any. */
export function swapBetween(swaps: readonly RotationSwap[], fromUserId: string, toUserId: string): RotationSwap | undefined {
  return swaps.find((s) => s.from.userId === fromUserId && s.to.userId === toUserId);
}

/**
 * The requests after `to` answered `fromUserId`'s: agreed, or dropped when declined.
 * @example withAnswer([{ from: ada, to: bola, agreed: false }], 'ada', 'bola', true)[0].agreed === true
 */
export function withAnswer(swaps: readonly RotationSwap[], fromUserId: string, toUserId: string, agree: boolean): RotationSwap[] {
  const matches = (s: RotationSwap) => s.from.userId === fromUserId && s.to.userId === toUserId;
  return agree ? swaps.map((s) => (matches(s) ? { ...s, agreed: true } : s)) : swaps.filter((s) => !matches(s));
}

/**
 * The requests left once the admin decided `fromUserId`'s: that one goes; when it was approved,
 * every other request involving either member goes too (their places changed under it).
 */
export function afterDecision(swaps: readonly RotationSwap[], decided: RotationSwap, approved: boolean): RotationSwap[] {
  const involved = new Set([decided.from.userId, decided.to.userId]);
  const same = (s: RotationSwap) => s.from.userId === decided.from.userId && s.to.userId === decided.to.userId;
  return swaps.filter((s) => !same(s) && (!approved || (!involved.has(s.from.userId) && !involved.has(s.to.userId))));
}

/**
 * The order with the places of `a` and `b` exchanged.
 * @example swappedOrder([ada, bola, chidi], 'ada', 'chidi').map((p) => p.userId) // ['chidi', 'bola', 'ada']
 */
export function swappedOrder(order: readonly RotationPlace[], a: string, b: string): RotationPlace[] {
  const i = order.findIndex((p) => p.userId === a);
  const j = order.findIndex((p) => p.userId === b);
  const next = [...order];
  if (i < 0 || j < 0) return next;
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/**
 * Why `userId`'s place cannot be swapped on `today`, or null when it can: 'no-place' (not in the
 * order), 'collected' (their round is over, or its pot was paid to them: `paidTo` holds the
 * members a round's payout, not rejected, went to).
 * @example placeLocked(rounds, 'ada', '2026-03-10', new Set()) === null
 */
export function placeLocked(rounds: readonly RotationRound[], userId: string, today: string, paidTo: ReadonlySet<string>): 'no-place' | 'collected' | null {
  const round = rounds.find((r) => r.collector.userId === userId);
  if (!round) return 'no-place';
  return round.dueDay < today || paidTo.has(userId) ? 'collected' : null;
}
