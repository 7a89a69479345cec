/**
 * The spec's built-in sample items for /updates (SPEC §2: a payment approved, a group milestone, a
 * payment reminder; two announcements; amounts in naira). They are shown only while the user has
 * nothing real, labelled as examples and never clickable (DESIGN "Web").
 */
import { formatNaira } from '../../../shared/money';

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
      title: 'Payment Approved',
      message: `Your payment of ${formatNaira(2_500_000)} to Monthly Savings has been approved.`,
      groupName: 'Family Savings Group',
      createdAt: ago(now, 2),
    },
    {
      id: 'sample-milestone',
      type: 'milestone',
      title: 'Group Milestone Reached!',
      message: `Family Savings Group has collected 75% of its ${formatNaira(50_000_000)} target.`,
      groupName: 'Family Savings Group',
      createdAt: ago(now, 26),
    },
    {
      id: 'sample-reminder',
      type: 'reminder',
      title: 'Payment Reminder',
      message: `Your contribution of ${formatNaira(1_000_000)} to End of Year Party is due in 3 days.`,
      groupName: 'Office Colleagues',
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
      title: 'Monthly Meeting Rescheduled',
      message: 'Our monthly meeting moves to Saturday at 4 PM. We will agree on the date of the next payout, so please attend.',
      priority: 'high',
      groupName: 'Family Savings Group',
      createdAt: ago(now, 5),
    },
    {
      id: 'sample-target',
      title: 'New Savings Target',
      message: `This quarter's target is now ${formatNaira(60_000_000)}. Thank you to everyone who has contributed so far!`,
      priority: 'medium',
      groupName: 'Family Savings Group',
      createdAt: ago(now, 72),
    },
  ];
}
