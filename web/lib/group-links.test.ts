import { describe, expect, it } from 'vitest';
import { customUrl, groupShareText, joinUrl, registrationUrl, whatsappShareUrl } from './group-links';

const LINK = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';

describe('group links', () => {
  it('builds the registration link as {origin}/register/{registrationLink}', () => {
    expect(registrationUrl('https://grouppurse.ng', LINK)).toBe(`https://grouppurse.ng/register/${LINK}`);
  });

  it('builds the share link as {origin}/join/{registrationLink}', () => {
    expect(joinUrl('http://127.0.0.1:3107', LINK)).toBe(`http://127.0.0.1:3107/join/${LINK}`);
  });

  it('builds the custom URL as a path on the product host', () => {
    expect(customUrl('https://grouppurse.ng', 'class-of-2010')).toBe('https://grouppurse.ng/class-of-2010');
  });

  it('never doubles the slash after an origin that ends in one', () => {
    expect(registrationUrl('https://grouppurse.ng/', 'x')).toBe('https://grouppurse.ng/register/x');
    expect(joinUrl('https://grouppurse.ng//', 'x')).toBe('https://grouppurse.ng/join/x');
  });

  it('names the group in the share message and ends with the link', () => {
    expect(groupShareText('Class of 2010', 'https://x.ng/join/a')).toBe('Join "Class of 2010" on GroupPurse: https://x.ng/join/a');
  });

  it('encodes the whole message into the WhatsApp link', () => {
    const url = whatsappShareUrl('Join "A & B": https://x.ng/join/a?x=1');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe('Join "A & B": https://x.ng/join/a?x=1');
    expect(url).not.toContain('&');
  });
});

describe('groupShareText in the group’s language', () => {
  it('writes a Hausa group’s invitation in Hausa, English by default', () => {
    expect(groupShareText('Ajo', 'https://x.ng/join/abc', 'ha')).toBe('Shiga "Ajo" a GroupPurse: https://x.ng/join/abc');
    expect(groupShareText('Ajo', 'https://x.ng/join/abc')).toBe('Join "Ajo" on GroupPurse: https://x.ng/join/abc');
  });
});
