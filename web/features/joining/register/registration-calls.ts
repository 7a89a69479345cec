/**
 * The registration wizard's and share links' calls of SPEC §7, apart from the look-ups in
 * registration-api.ts: their answers are checked with zod, which the WhatsApp link's first
 * screen does not load.
 */
import * as z from 'zod';
import { otpSentSchema, sessionUserSchema, type OtpSent, type SessionUser } from '../../../../shared/auth-schemas';
import { api, type Parser } from '../../../lib/api';
import { currentLocale } from '../../../lib/locale';
import { getPublicAnswer } from './saved-answers';

const userAnswer: Parser<SessionUser> = {
  parse: (data) => sessionUserSchema.parse((data as { user?: unknown } | undefined)?.user),
};

const slugAnswerSchema = z.object({ registrationLink: z.string().min(1), projectId: z.string().nullish() });
export type ShareSlugTarget = z.output<typeof slugAnswerSchema>;

/** GET /api/groups/slug/{groupSlug}/{purseSegment}: which registration link a share link names. */
export function resolveShareSlug(groupSlug: string, purseSegment: string): Promise<ShareSlugTarget> {
  return getPublicAnswer(
    `/api/groups/slug/${encodeURIComponent(groupSlug)}/${encodeURIComponent(purseSegment)}`,
    slugAnswerSchema,
  );
}

/** POST /api/auth/send-otp over WhatsApp: the wizard's code goes where the group lives. */
export function sendGroupOtp(phoneNumber: string): Promise<OtpSent> {
  return api.post('/api/auth/send-otp', { phoneNumber, channel: 'whatsapp' }, otpSentSchema);
}

/** POST /api/groups/{groupId}/register-with-otp: a new member account, signed in, in the group. */
export function registerInGroup(
  groupId: string,
  body: { fullName: string; username: string; phoneNumber: string; otp: string },
): Promise<SessionUser> {
  return api.post(`/api/groups/${encodeURIComponent(groupId)}/register-with-otp`, { ...body, locale: currentLocale() }, userAnswer);
}
