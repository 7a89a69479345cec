/**
 * A rotation (ajo / esusu, issue 25 §5): every member pays the amount each round, and each round
 * one member collects the pot, in the order stored on the purse. The rounds are the schedule's
 * periods (one per place in the order); who collects when, and the pot, are derived here, one rule
 * for the server and the phone.
 */
import { periodAt, type DuesPeriod, type DuesSchedule } from './dues-schedule';

/** One place in the order: who, by name (members' phones hold no other member's row). */
export interface RotationPlace {
  userId: string;
  name: string;
}

export interface RotationRound extends DuesPeriod {
  collector: RotationPlace;
}

/**
 * Every round with who collects it, oldest first: round i is collected by place i, on the round's
 * last day (when every member's payment for it is due).
 * @example rotationRounds(schedule, [{ userId: 'a', name: 'Ada' }, { userId: 'b', name: 'Bola' }])[1].collector.name === 'Bola'
 */
export function rotationRounds(schedule: DuesSchedule, order: readonly RotationPlace[]): RotationRound[] {
  const rounds: RotationRound[] = [];
  for (let index = 0; index < order.length; index++) {
    const period = periodAt(schedule, index);
    if (!period) break;
    rounds.push({ ...period, collector: order[index]! });
  }
  return rounds;
}

/**
 * The round whose collection is next on `today`: the first round whose last day is today or later;
 * null when every round is over.
 */
export function nextRound(rounds: readonly RotationRound[], today: string): RotationRound | null {
  return rounds.find((round) => round.dueDay >= today) ?? null;
}

/** The round `userId` collects, or null when they have no place. */
export function roundOf(rounds: readonly RotationRound[], userId: string): RotationRound | null {
  return rounds.find((round) => round.collector.userId === userId) ?? null;
}

/**
 * The pot of a round: every member who owes the round pays the amount (an excused member pays
 * nothing into it).
 * @example potKobo(500_000, 12, 1) === 5_500_000
 */
export function potKobo(amountKobo: number, members: number, excused: number): number {
  return amountKobo * Math.max(0, members - excused);
}

/**
 * The classic ajo default: members whose round is over (they collected the pot) and who now owe
 * for periods already due. Money they sent that awaits confirmation counts for them: a member is
 * never shown as defaulting on what the admin has simply not confirmed yet. In the order of `standings`.
 * @example behindAfterCollecting(rounds, [{ userId: 'b', arrearsKobo: 500_000, pendingKobo: 0 }], '2026-02-10') // [{ userId: 'b', … }] when b collected in January
 */
export function behindAfterCollecting<T extends { userId: string; arrearsKobo: number; pendingKobo: number }>(rounds: readonly RotationRound[], standings: readonly T[], today: string): T[] {
  const collected = new Set(rounds.filter((round) => round.dueDay < today).map((round) => round.collector.userId));
  return standings.filter((s) => collected.has(s.userId) && s.arrearsKobo > s.pendingKobo);
}

/** How long a round's recipient has to say they received it before the partners are shown it. */
export const ACKNOWLEDGE_WITHIN_DAYS = 3;

/**
 * A rotation's payouts to members that were paid (approved) more than ACKNOWLEDGE_WITHIN_DAYS ago
 * and that the member has not said they received: shown to the admin and partners (issue 25 §5).
 * @example unacknowledged([{ status: 'approved', recipientUserId: 'a', acknowledgedAt: null, decidedAt: '2026-03-01T10:00:00Z', … }], new Date('2026-03-05T10:00:00Z')).length === 1
 */
export function unacknowledged<T extends { status: string; recipientUserId?: string | null; acknowledgedAt?: string | null; decidedAt: string | null; createdAt: string }>(payouts: readonly T[], now: Date): T[] {
  const limit = now.getTime() - ACKNOWLEDGE_WITHIN_DAYS * 86_400_000;
  return payouts.filter((p) => p.status === 'approved' && p.recipientUserId && !p.acknowledgedAt && Date.parse(p.decidedAt ?? p.createdAt) < limit);
}
