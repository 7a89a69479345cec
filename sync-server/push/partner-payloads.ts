import {
  notice_partnerAddedPushBody,
  notice_partnerAddedPushTitle,
  notice_partnerRemovedNoneLeftPushBody,
  notice_partnerRemovedPushBody,
  notice_partnerRemovedPushTitle,
  notice_partnerRemovedYouPushBody,
  notice_partnerRemovedYouTitle,
} from '../../shared/i18n/paraglide/messages.js';
import { ANNOUNCEMENT_PUSH_TTL_S, clip, shortName, type PushNotice } from './payloads';

const BODY_MAX = 180;
const partnerTag = (groupId: string, userId: string) => `partner-${groupId}-${userId}`;

/**
 * The reader was made an accountability partner (issue 23 §3); the tap opens their dashboard,
 * which says what a partner does. An add and a later removal of the same person share the tag,
 * so the newer replaces the older on the lock screen.
 * @example partnerAddedPush({ id: 'g1', name: 'Unity Ajo' }, 'u1').render('en').body === 'Of Unity Ajo: you approve or reject payouts and see every payment.'
 */
export function partnerAddedPush(group: { id: string; name: string }, userId: string): PushNotice {
  return {
    render: (locale) => ({
      title: notice_partnerAddedPushTitle({}, { locale }),
      body: clip(notice_partnerAddedPushBody({ group: group.name }, { locale }), BODY_MAX),
      tag: partnerTag(group.id, userId),
      url: '/dashboard',
    }),
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/**
 * A partner was removed (issue 23 §2): the one removed reads that they no longer are; every member
 * reads who was removed (first name and initial only: a lock screen) and, when none is left, that
 * nobody approves payouts now. The tap opens the updates, where the whole notice is.
 * @example partnerRemovedPush({ id: 'g1', name: 'Unity Ajo' }, { userId: 'u1', fullName: 'Ngozi Eze' }, 0, false).render('en').body === 'Ngozi E. is no longer a partner of Unity Ajo. Nobody approves payouts now.'
 */
export function partnerRemovedPush(group: { id: string; name: string }, partner: { userId: string; fullName: string }, remaining: number, toThePartner: boolean): PushNotice {
  return {
    render: (locale) => {
      const o = { locale };
      const words = { partner: shortName(partner.fullName), group: group.name };
      const body = toThePartner
        ? notice_partnerRemovedYouPushBody({ group: group.name }, o)
        : remaining > 0
          ? notice_partnerRemovedPushBody(words, o)
          : notice_partnerRemovedNoneLeftPushBody(words, o);
      return {
        title: toThePartner ? notice_partnerRemovedYouTitle({}, o) : notice_partnerRemovedPushTitle({}, o),
        body: clip(body, BODY_MAX),
        tag: partnerTag(group.id, partner.userId),
        url: '/updates',
      };
    },
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}
