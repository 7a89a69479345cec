/**
 * The spec's built-in sample items for /updates (SPEC §2: a payment approved, a group milestone, a
 * payment reminder; two announcements; amounts in naira). They are shown only while the user has
 * nothing real, labelled as examples and never clickable (DESIGN "Web").
 */
import { formatNaira } from '../../lib/format';
import {
  updates_sampleApprovedMessage,
  updates_sampleApprovedTitle,
  updates_sampleFamilyGroup,
  updates_sampleMeetingMessage,
  updates_sampleMeetingTitle,
  updates_sampleMilestoneMessage,
  updates_sampleMilestoneTitle,
  updates_sampleMonthlySavings,
  updates_sampleOfficeColleagues,
  updates_sampleReminderMessage,
  updates_sampleReminderTitle,
  updates_sampleTargetMessage,
  updates_sampleTargetTitle,
  updates_sampleYearEndParty,
} from '../../../shared/i18n/paraglide/messages.js';

export interface SampleNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  groupName: string;
  createdAt: string;
}

export interface SampleAnnouncement {
  id: string;
  title: string;
  message: string;
  priority: 'high' | 'medium';
  groupName: string;
  createdAt: string;
}

const HOUR_MS = 3_600_000;
const ago = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();

/**
 * Three example notifications, dated shortly before `now` so they read like recent ones.
 * @example sampleNotifications(new Date())[0].type === 'payment_approved'
 */
export function sampleNotifications(now: Date): SampleNotification[] {
  return [
    {
      id: 'sample-approved',
      type: 'payment_approved',
      title: updates_sampleApprovedTitle(),
      message: updates_sampleApprovedMessage({ amount: formatNaira(2_500_000), purse: updates_sampleMonthlySavings() }),
      groupName: updates_sampleFamilyGroup(),
      createdAt: ago(now, 2),
    },
    {
      id: 'sample-milestone',
      type: 'milestone',
      title: updates_sampleMilestoneTitle(),
      message: updates_sampleMilestoneMessage({ group: updates_sampleFamilyGroup(), target: formatNaira(50_000_000) }),
      groupName: updates_sampleFamilyGroup(),
      createdAt: ago(now, 26),
    },
    {
      id: 'sample-reminder',
      type: 'reminder',
      title: updates_sampleReminderTitle(),
      message: updates_sampleReminderMessage({ amount: formatNaira(1_000_000), purse: updates_sampleYearEndParty() }),
      groupName: updates_sampleOfficeColleagues(),
      createdAt: ago(now, 50),
    },
  ];
}

/**
 * Two example announcements, one of high and one of medium priority.
 * @example sampleAnnouncements(new Date()).map((a) => a.priority) // ['high', 'medium']
 */
export function sampleAnnouncements(now: Date): SampleAnnouncement[] {
  return [
    {
      id: 'sample-meeting',
      title: updates_sampleMeetingTitle(),
      message: updates_sampleMeetingMessage(),
      priority: 'high',
      groupName: updates_sampleFamilyGroup(),
      createdAt: ago(now, 5),
    },
    {
      id: 'sample-target',
      title: updates_sampleTargetTitle(),
      message: updates_sampleTargetMessage({ target: formatNaira(60_000_000) }),
      priority: 'medium',
      groupName: updates_sampleFamilyGroup(),
      createdAt: ago(now, 72),
    },
  ];
}
