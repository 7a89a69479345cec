import { closePicks, drawRotation, openPicks, pickPlace, setRotationOrder } from '../dues/rotation-service';
import { answerSwap, askSwap, decideSwap } from '../dues/rotation-swap-service';
import { acknowledgePayout } from '../payouts/acknowledge-service';
import { excusePeriod, setOwesFromStart, setStopsFrom, waiveFine } from '../dues/terms-service';
import type * as z from 'zod';
import { rejectContributionSchema, submitContributionSchema } from '../../shared/contributions';
import type { ContributionCreatePayload, mutationSchema } from '../../shared/sync-protocol';
import { confirmContribution, rejectContribution } from '../contributions/review-service';
import { submitContribution } from '../contributions/submit-service';
import type { Tx } from '../db/database';
import type { UserRow } from '../db/schema';
import { recordCash } from '../corrections/cash-service';
import { reverseContribution } from '../corrections/reverse-service';
import { createGroup } from '../groups/groups-service';
import { updateGroup } from '../groups/group-edit-service';
import { updatePurse } from '../groups/purse-edit-service';
import { setPurseStatus } from '../groups/purse-status-service';
import { addPartner, removePartner } from '../groups/partners-service';
import { createPurse } from '../groups/purses-service';
import { validate } from '../outcome/validate';
import { markNotificationRead, postAnnouncement } from '../notifications/service';
import { approvePayout, rejectPayout } from '../payouts/decide-service';
import { recordPayout } from '../payouts/record-service';
import type { Outcome } from '../outcome/outcome';

type ParsedMutation = z.output<typeof mutationSchema>;

/**
 * A contribution made on the device, through the REST submit's own schema: the naira amount is
 * parsed into kobo there (with the spec's messages), and the payer is always the session user.
 * The proof, if any, was uploaded by hash before this mutation was pushed.
 */
async function submitFromDevice(db: Tx, actor: UserRow, payload: ContributionCreatePayload, now: Date, claimed: Promise<void>): Promise<Outcome<unknown>> {
  const input = validate(submitContributionSchema, { ...payload, userId: null });
  if (!input.ok) return input;
  return submitContribution(db, actor, input.value, now, undefined, { claimed });
}

/**
 * Applies one validated mutation through the same services the REST routes use, so a rule is
 * written once (DESIGN "Offline-first data flow"). The switch is exhaustive over the protocol's
 * mutation types: adding a type without handling it here fails the type check. It runs in the
 * push's transaction for this mutation (`db` is that transaction).
 */
export async function applyMutation(db: Tx, actor: UserRow, mutation: ParsedMutation, now: Date, claimed: Promise<void> = Promise.resolve()): Promise<Outcome<unknown>> {
  switch (mutation.type) {
    case 'group.create':
      return createGroup(db, actor, mutation.payload, now);
    case 'project.create': {
      const { groupId, ...input } = mutation.payload;
      return createPurse(db, actor, groupId, input, now);
    }
    case 'partner.add': {
      const { groupId, ...input } = mutation.payload;
      return addPartner(db, actor, groupId, input, now);
    }
    case 'partner.remove':
      return removePartner(db, actor, mutation.payload.groupId, mutation.payload.userId, now);
    case 'contribution.create':
      return submitFromDevice(db, actor, mutation.payload, now, claimed);
    case 'contribution.confirm':
      return confirmContribution(db, actor, mutation.payload.contributionId, now, { claimed });
    case 'contribution.reject': {
      const body = validate(rejectContributionSchema, { reason: mutation.payload.reason });
      if (!body.ok) return body;
      return rejectContribution(db, actor, mutation.payload.contributionId, body.value.reason, now, claimed);
    }
    case 'notification.read':
      return markNotificationRead(db, actor, mutation.payload.notificationId);
    case 'announcement.create': {
      const { groupId, ...input } = mutation.payload;
      return postAnnouncement(db, actor, groupId, input, now);
    }
    case 'payout.create': {
      const { projectId, ...input } = mutation.payload;
      return recordPayout(db, actor, projectId, input, now);
    }
    case 'payout.approve':
      return approvePayout(db, actor, mutation.payload.payoutId, now);
    case 'payout.reject':
      return rejectPayout(db, actor, mutation.payload.payoutId, mutation.payload.reason, now);
    case 'contribution.cash': {
      const { groupId, ...input } = mutation.payload;
      return recordCash(db, actor, groupId, input, now);
    }
    case 'contribution.reverse':
      return reverseContribution(db, actor, mutation.payload.contributionId, mutation.payload.reason, now);
    case 'group.update':
      return updateGroup(db, actor, mutation.payload.groupId, mutation.payload.changes, now);
    case 'project.update':
      return updatePurse(db, actor, mutation.payload.projectId, mutation.payload.changes, now);
    case 'project.status':
      return setPurseStatus(db, actor, mutation.payload.projectId, mutation.payload.status, now);
    case 'dues.excuse':
      return excusePeriod(db, actor, mutation.payload, now);
    case 'dues.owesFromStart':
      return setOwesFromStart(db, actor, mutation.payload, now);
    case 'dues.stop':
      return setStopsFrom(db, actor, mutation.payload, now);
    case 'dues.waive':
      return waiveFine(db, actor, mutation.payload, now);
    case 'payout.acknowledge':
      return acknowledgePayout(db, actor, mutation.payload.payoutId, now);
    case 'rotation.draw':
      return drawRotation(db, actor, mutation.payload, now);
    case 'rotation.order':
      return setRotationOrder(db, actor, mutation.payload, now);
    case 'rotation.openPicks':
      return openPicks(db, actor, mutation.payload, now);
    case 'rotation.pick':
      return pickPlace(db, actor, mutation.payload, now);
    case 'rotation.closePicks':
      return closePicks(db, actor, mutation.payload, now);
    case 'rotation.askSwap':
      return askSwap(db, actor, mutation.payload, now);
    case 'rotation.answerSwap':
      return answerSwap(db, actor, mutation.payload, now);
    case 'rotation.decideSwap':
      return decideSwap(db, actor, mutation.payload, now);
    default: {
      const unhandled: never = mutation;
      throw new Error(`unhandled mutation ${JSON.stringify(unhandled)}`);
    }
  }
}
