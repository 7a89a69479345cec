/**
 * The public group look-ups of SPEC §7 used by the landing pages, the join page and the wizard.
 * Each answer is checked before a screen sees it; the look-ups are kept on the device
 * (saved-answers.ts), so a link opened once opens again offline. No zod here: this is the
 * WhatsApp link's first screen; the wizard's calls are in registration-calls.ts.
 */
import { api, ApiError, type Parser } from '../../../lib/api';
import { registrationLookupParser, toGroupSummary, type GroupSummary } from './group-summary';
import { registrationAnswerPath, slugAnswerPath } from '../../../../shared/embedded-answer';
import { embeddedAnswer } from './embedded-answer';
import { getPublicAnswer } from './saved-answers';
import { readNotice, type Notice } from '../landing/notice-board';

const summaryAnswer: Parser<GroupSummary> = {
  parse: (data) => toGroupSummary(registrationLookupParser.parse(data)),
};

/** A group found by its Custom URL: its registration link (for the wizard), its summary and notice board. */
export interface CustomSlugGroup {
  link: string;
  group: GroupSummary;
  notice: Notice | null;
}

const customSlugAnswer: Parser<CustomSlugGroup> = {
  parse: (data) => ({
    link: registrationLinkOf(data),
    group: toGroupSummary(registrationLookupParser.parse(data)),
    notice: readNotice(data),
  }),
};

function registrationLinkOf(data: unknown): string {
  const link = (data as { registrationLink?: unknown } | null)?.registrationLink;
  if (typeof link !== 'string' || link.length === 0) throw new TypeError('registrationLink: not a link');
  return link;
}

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

/**
 * True for send-otp's refusal of a phone that already has an account (409 phone-taken is the
 * only 409 that call answers): the wizard then offers to log in instead.
 */
export function isPhoneAlreadyRegistered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** POST /api/groups/{groupId}/join: the signed-in user joins (409 with a message if already in). */
export async function joinGroup(groupId: string, userId: string): Promise<void> {
  await api.post(`/api/groups/${encodeURIComponent(groupId)}/join`, { userId });
}
