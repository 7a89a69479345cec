import { formatNaira } from '../../../lib/format';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalPurse } from '../../../data/db';
import { loadPurseStanding, type PurseStandingView } from '../../../data/purse-dues';
import { useCurrentUser } from '../../../session/use-current-user';
import { useDeviceDb } from '../../../session/use-device-db';
import {
  purses_awaitingSuffix,
  purses_contributedCount,
  purses_paidInFullCount,
  purses_partCount,
  purses_perMember,
  purses_standingLabel,
  purses_stillOwed,
  purses_youGave,
  purses_youNotYet,
  purses_youOwe,
  purses_youPaidInFull,
  purses_youPart,
} from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The purse card's words on who has paid (issue 23 §1), from confirmed money only: for its admin
 * and partners the group ('3 of 10 paid in full · 2 part-paid · ₦140,000 still owed', or '4 of 10
 * members have contributed' with no amount per member); for a member their own standing ('You
 * paid ₦10,000 of ₦20,000: ₦10,000 to go').
 * @example standingWords({ kind: 'mine', dues: memberDues(2_000_000, { confirmedKobo: 1_000_000, pendingKobo: 0 }) }) // ['You paid ₦10,000 of ₦20,000: ₦10,000 to go']
 */
export function standingWords(view: PurseStandingView): string[] {
  if (view.kind === 'group') {
    const { dues } = view;
    if (dues.owedKobo === null) return [purses_contributedCount({ count: dues.contributed, members: dues.members })];
    const words = [purses_perMember({ amount: formatNaira(dues.owedKobo) }), purses_paidInFullCount({ count: dues.inFull.length, members: dues.members })];
    if (dues.part.length > 0) words.push(purses_partCount({ count: dues.part.length }));
    if (dues.leftKobo) words.push(purses_stillOwed({ amount: formatNaira(dues.leftKobo) }));
    return words;
  }
  const { dues } = view;
  const paid = formatNaira(dues.confirmedKobo);
  const words: string[] = [];
  if (dues.owedKobo === null) words.push(dues.confirmedKobo > 0 ? purses_youGave({ amount: paid }) : purses_youNotYet());
  else if (dues.state === 'in-full') words.push(purses_youPaidInFull({ amount: paid }));
  else if (dues.state === 'part') words.push(purses_youPart({ paid, owed: formatNaira(dues.owedKobo), left: formatNaira(dues.leftKobo ?? 0) }));
  else words.push(purses_youOwe({ amount: formatNaira(dues.owedKobo) }));
  if (dues.pendingKobo > 0) words.push(purses_awaitingSuffix({ amount: formatNaira(dues.pendingKobo) }));
  return words;
}

/** The line under a purse's progress; nothing until the phone has read it, or for someone outside the group. */
export function PurseStandingLine({ project }: { project: LocalPurse }) {
  const db = useDeviceDb();
  const user = useCurrentUser();
  const view = useLiveQuery(
    async () => (db && user ? loadPurseStanding(db, project, user.id) : null),
    [db, user?.id, project.id, project.groupId, project.amountPerMemberKobo],
  );
  if (!view) return null;
  const owing = view.kind === 'mine' ? view.dues.owedKobo !== null && view.dues.state !== 'in-full' : false;
  return (
    <p aria-label={purses_standingLabel({ purse: project.name })} className={`text-sm ${owing ? 'font-medium text-base-content' : 'text-base-content/80'}`}>
      {standingWords(view).join(' · ')}
    </p>
  );
}
