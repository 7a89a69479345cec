/**
 * The statement's "who has not paid" section, true to the purse (issue 23 §1): with an amount per
 * member it lists who had not paid it in full, each with what was left (when the group shows
 * members' amounts), and says everyone has paid only when all had; without one it lists who had
 * paid nothing, and an empty list means every member contributed, never that everyone "paid".
 */

import { formatNaira } from '../../lib/format';
import type { Statement } from '../../../shared/statement';
import { report_allContributed, report_everyonePaid, report_leftToGo, report_notPaidInFull, report_notYetPaid } from '../../../shared/i18n/paraglide/messages.js';

type Defaulters = Pick<Statement, 'defaulters' | 'owedKobo' | 'everyonePaid' | 'showMemberAmounts'>;

/** @example defaultersTitle({ defaulters: [d], owedKobo: 2_000_000, … }) === 'Not paid in full (1)' */
export function defaultersTitle(s: Defaulters): string {
  const count = s.defaulters.length;
  return s.owedKobo !== null ? report_notPaidInFull({ count }) : report_notYetPaid({ count });
}

/** @example defaultersText({ defaulters: [{ name: 'Dayo', leftKobo: 1_000_000 }], owedKobo: 2_000_000, showMemberAmounts: true, … }) === 'Dayo (₦10,000 to go)' */
export function defaultersText(s: Defaulters): string {
  if (s.everyonePaid) return report_everyonePaid();
  if (s.defaulters.length === 0) return report_allContributed();
  return s.defaulters.map((d) => (d.leftKobo !== null && s.showMemberAmounts ? report_leftToGo({ name: d.name, amount: formatNaira(d.leftKobo) }) : d.name)).join(', ');
}
