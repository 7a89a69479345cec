import { describe, expect, it } from 'vitest';
import { announcementFormSchema, emptyAnnouncement } from './announcement-form';

const valid = { groupId: 'g1', title: ' Meeting moved ', message: 'Now on Saturday', priority: 'high' as const };

describe('the Post Announcement form', () => {
  it('accepts a group, title, message and priority, trimming the texts', () => {
    expect(announcementFormSchema.parse(valid)).toEqual({ ...valid, title: 'Meeting moved' });
  });

  it.each([
    ['groupId', '', 'Please select a group'],
    ['title', '   ', 'Title is required'],
    ['message', '', 'Message is required'],
  ])('refuses an empty %s with "%s"', (field, value, message) => {
    const result = announcementFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a priority outside high, medium and low', () => {
    expect(announcementFormSchema.safeParse({ ...valid, priority: 'urgent' }).error?.issues[0]?.message).toBe('Please choose a priority');
  });

  it('starts at medium priority, with the group chosen when the admin has only one', () => {
    expect(emptyAnnouncement(['g1'])).toEqual({ groupId: 'g1', title: '', message: '', priority: 'medium' });
    expect(emptyAnnouncement(['g1', 'g2']).groupId).toBe('');
  });
});
