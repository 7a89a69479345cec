/**
 * What a receipt shared from the bank app (issue 27 §1) is proposed for: the purse and the amount
 * the phone can tell, for the member to see and confirm; never submitted without them.
 */
import { nairaInput } from '../../../../shared/money';
import type { MemberDues } from '../../../../shared/member-dues';
import { loadMyDues } from '../../../data/purse-dues';
import type { DeviceDb } from '../../../data/db';

export interface ShareProposal {
  projectId: string | null;
  /** In naira as the amount field holds it ('5000'), or '' when the phone cannot tell. */
  amount: string;
}

/** What the member still has to send on a purse: owed, less confirmed and money on its way; null when nothing is asked. */
function toSendKobo(dues: MemberDues): number | null {
  if (dues.leftKobo === null) return null;
  const left = dues.leftKobo - dues.pendingKobo;
  return left > 0 ? left : null;
}

/**
 * The purse: the one a link asked for, else the one purse the member owes on, else their only
 * purse; the amount: what they still have to send there. Nothing when it is not one purse.
 * @example proposeForShare(undefined, ['levy', 'party'], [{ projectId: 'levy', dues }]) // { projectId: 'levy', amount: '5000' }
 */
export function proposeForShare(requested: string | undefined, payable: readonly string[], standing: readonly { projectId: string; dues: MemberDues }[]): ShareProposal {
  const owing = standing.filter((s) => payable.includes(s.projectId) && toSendKobo(s.dues) !== null);
  const projectId = requested && payable.includes(requested) ? requested : owing.length === 1 ? owing[0]!.projectId : payable.length === 1 ? payable[0]! : null;
  if (projectId === null) return { projectId: null, amount: '' };
  const dues = standing.find((s) => s.projectId === projectId)?.dues;
  const kobo = dues ? toSendKobo(dues) : null;
  return { projectId, amount: kobo === null ? '' : nairaInput(kobo) };
}

/** proposeForShare over the phone's rows. */
export async function loadShareProposal(db: DeviceDb, userId: string, payable: readonly string[], requested: string | undefined): Promise<ShareProposal> {
  const mine = await loadMyDues(db, userId);
  return proposeForShare(
    requested,
    payable,
    mine.map((p) => ({ projectId: p.project.id, dues: p.dues })),
  );
}
