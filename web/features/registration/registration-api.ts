/**
 * The public group calls of SPEC §7 used by the registration wizard, the landing page, the
 * join page and share links. Each answer is checked before a screen sees it.
 */
import * as z from 'zod';
import { otpSentSchema, sessionUserSchema, type OtpSent, type SessionUser } from '../../../shared/auth-schemas';
import { api, type Parser } from '../../lib/api';
import { registrationLookupSchema, toGroupSummary, type GroupSummary } from './group-summary';

const summaryAnswer: Parser<GroupSummary> = {
  parse: (data) => toGroupSummary(registrationLookupSchema.parse(data)),
};

const userAnswer: Parser<SessionUser> = {
  parse: (data) => sessionUserSchema.parse((data as { user?: unknown } | undefined)?.user),
};

const slugAnswerSchema = z.object({ registrationLink: z.string().min(1), projectId: z.string().nullish() });
export type ShareSlugTarget = z.output<typeof slugAnswerSchema>;

/** GET /api/groups/registration/{link}: the group behind a registration link (404 when unknown). */
export function fetchRegistration(link: string): Promise<GroupSummary> {
  return api.get(`/api/groups/registration/${encodeURIComponent(link)}`, summaryAnswer);
}

/** GET /api/groups/slug/{groupSlug}/{projectSegment}: which registration link a share link names. */
export function resolveShareSlug(groupSlug: string, projectSegment: string): Promise<ShareSlugTarget> {
  return api.get(
    `/api/groups/slug/${encodeURIComponent(groupSlug)}/${encodeURIComponent(projectSegment)}`,
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
  return api.post(`/api/groups/${encodeURIComponent(groupId)}/register-with-otp`, body, userAnswer);
}

/** POST /api/groups/{groupId}/join: the signed-in user joins (409 with a message if already in). */
export async function joinGroup(groupId: string, userId: string): Promise<void> {
  await api.post(`/api/groups/${encodeURIComponent(groupId)}/join`, { userId });
}
