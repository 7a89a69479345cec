/**
 * The public group calls of SPEC §7 used by the registration wizard, the landing pages, the
 * join page and share links. Each answer is checked before a screen sees it; the lookups are
 * kept on the device (saved-answers.ts), so a link opened once opens again offline.
 */
import * as z from 'zod';
import { otpSentSchema, sessionUserSchema, type OtpSent, type SessionUser } from '../../../shared/auth-schemas';
import { api, ApiError, type Parser } from '../../lib/api';
import { registrationLookupSchema, toGroupSummary, type GroupSummary } from './group-summary';
import { registrationAnswerPath, slugAnswerPath } from '../../../shared/embedded-answer';
import { embeddedAnswer } from './embedded-answer';
import { getPublicAnswer } from './saved-answers';

const summaryAnswer: Parser<GroupSummary> = {
  parse: (data) => toGroupSummary(registrationLookupSchema.parse(data)),
};

const userAnswer: Parser<SessionUser> = {
  parse: (data) => sessionUserSchema.parse((data as { user?: unknown } | undefined)?.user),
};

const slugAnswerSchema = z.object({ registrationLink: z.string().min(1), projectId: z.string().nullish() });
export type ShareSlugTarget = z.output<typeof slugAnswerSchema>;

/** A group found by its Custom URL: its registration link (for the wizard) and its summary. */
export interface CustomSlugGroup {
  link: string;
  group: GroupSummary;
}

const customSlugAnswer: Parser<CustomSlugGroup> = {
  parse: (data) => ({
    link: z.object({ registrationLink: z.string().min(1) }).parse(data).registrationLink,
    group: toGroupSummary(registrationLookupSchema.parse(data)),
  }),
};

/** GET /api/groups/registration/{link}: the group behind a registration link (404 when unknown). */
export function fetchRegistration(link: string): Promise<GroupSummary> {
  return getPublicAnswer(registrationAnswerPath(link), summaryAnswer);
}

/** The registration look-up the server wrote into the page for `link`, if it did. */
export function embeddedRegistration(link: string): GroupSummary | undefined {
  return embeddedAnswer(registrationAnswerPath(link), summaryAnswer);
}

/** GET /api/groups/slug/{groupSlug}: the group behind a Custom URL (404 when unknown). */
export function fetchGroupBySlug(groupSlug: string): Promise<CustomSlugGroup> {
  return getPublicAnswer(slugAnswerPath(groupSlug), customSlugAnswer);
}

/** The Custom URL look-up the server wrote into the page for `groupSlug`, if it did. */
export function embeddedGroupBySlug(groupSlug: string): CustomSlugGroup | undefined {
  return embeddedAnswer(slugAnswerPath(groupSlug), customSlugAnswer);
}

/** GET /api/groups/slug/{groupSlug}/{projectSegment}: which registration link a share link names. */
export function resolveShareSlug(groupSlug: string, projectSegment: string): Promise<ShareSlugTarget> {
  return getPublicAnswer(
    `/api/groups/slug/${encodeURIComponent(groupSlug)}/${encodeURIComponent(projectSegment)}`,
    slugAnswerSchema,
  );
}

/** POST /api/auth/send-otp over WhatsApp: the wizard's code goes where the group lives. */
export function sendGroupOtp(phoneNumber: string): Promise<OtpSent> {
  return api.post('/api/auth/send-otp', { phoneNumber, channel: 'whatsapp' }, otpSentSchema);
}

/**
 * True for send-otp's refusal of a phone that already has an account (409 phone-taken is the
 * only 409 that call answers): the wizard then offers to log in instead.
 */
export function isPhoneAlreadyRegistered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
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
