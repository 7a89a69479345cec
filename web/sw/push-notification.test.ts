import { describe, expect, it } from 'vitest';
import { contributionLink, reviewLink } from '../../shared/notifications';
import { notificationFromPush } from './push-notification';

describe('notificationFromPush', () => {
  it('shows the payload with the app icon, the badge and the deep link, renotifying on its tag', () => {
    const payload = { title: 'New payment proof', body: 'Tunde sent ₦5,000 for Reunion Party', tag: 'contribution-c1', url: reviewLink('c1') };
    expect(notificationFromPush(JSON.stringify(payload))).toEqual({
      title: 'New payment proof',
      options: {
        body: 'Tunde sent ₦5,000 for Reunion Party',
        tag: 'contribution-c1',
        renotify: true,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: '/admin?review=c1' },
      },
    });
  });

  it('keeps the member deep link', () => {
    const shown = notificationFromPush(JSON.stringify({ title: 'Payment confirmed', body: '₦5,000', tag: 't', url: contributionLink('c 2') }));
    expect(shown.options.data.url).toBe('/my-contributions?c=c%202');
  });

  it('falls back to a generic GroupPurse notification for no payload or an unreadable one', () => {
    for (const text of [null, '', '{"title": 1}', '{"title":"x","body":"y","tag":"t","url":"https://evil.example"}', '[]']) {
      const shown = notificationFromPush(text);
      expect(shown.title).toBe('GroupPurse');
      expect(shown.options).toMatchObject({ body: 'You have a new update.', tag: 'grouppurse', data: { url: '/' }, icon: '/icons/icon-192.png' });
    }
  });

  it('shows plain text under the app name', () => {
    const shown = notificationFromPush('Test push message from DevTools.');
    expect(shown.title).toBe('GroupPurse');
    expect(shown.options.body).toBe('Test push message from DevTools.');
  });

  it('never passes an empty tag (renotify would throw)', () => {
    expect(notificationFromPush(JSON.stringify({ title: 'a', body: 'b', tag: '', url: '/' })).options.tag).toBe('grouppurse');
  });
});
