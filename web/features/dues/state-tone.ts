import type { FineStanding, PeriodState } from '../../../shared/dues-ledger';

/**
 * A period's colour, as a tinted background with the page's own text colour on it (a tint keeps
 * the contrast of body text; the state is also written, never told by colour alone).
 */
export const STATE_TONE: Record<PeriodState, string> = {
  paid: 'bg-success/20 border-success',
  part: 'bg-warning/25 border-warning',
  owing: 'bg-error/15 border-error',
  excused: 'bg-base-200 border-base-300',
  'not-owed': 'bg-base-100 border-base-300 text-base-content/70',
};

/** A period's colour with its late fine: a period paid whose fine is still owed is not all settled (part's tone). */
export function periodTone(period: { state: PeriodState; fine?: FineStanding | null }): string {
  const fineOwed = period.fine ? period.fine.owedKobo > period.fine.paidKobo : false;
  return STATE_TONE[fineOwed && period.state === 'paid' ? 'part' : period.state];
}
