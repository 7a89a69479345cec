import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from './errors';
import { parseGroupSlug, parseJoinLink } from './join-link';

const INVALID_LINK_MESSAGE = MESSAGES.invalidLink;
import { groupSlugBase } from './slugs';

const ID = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';
const UPPER = ID.toUpperCase();

describe('parseJoinLink', () => {
  it.each<{ name: string; input: string; id?: string }>([
    { name: 'a bare identifier', input: ID },
    { name: 'a bare identifier with whitespace', input: `  ${ID}\n` },
    { name: 'an upper-case identifier', input: UPPER },
    { name: 'a join link', input: `https://x.ng/join/${ID}` },
    { name: 'a join link with a trailing slash', input: `https://x.ng/join/${ID}/` },
    { name: 'a join link with a query', input: `https://x.ng/join/${ID}?utm_source=whatsapp` },
    { name: 'a join link with a fragment', input: `https://x.ng/join/${ID}#top` },
    { name: 'a join link with an upper-case identifier', input: `https://x.ng/join/${UPPER}` },
    { name: 'an upper-case link', input: `HTTPS://X.NG/JOIN/${UPPER}` },
    { name: 'a join link without a scheme', input: `grouppurse.ng/join/${ID}` },
    { name: 'a join path', input: `/join/${ID}` },
    { name: 'a join path without the leading slash', input: `join/${ID}` },
    { name: 'a nested join path', input: `http://localhost:5173/app/join/${ID}` },
    { name: 'a registration link', input: `https://x.ng/register/${ID}` },
    { name: 'a registration link with a trailing slash', input: `https://x.ng/register/${ID}/` },
    { name: 'a link query parameter', input: `https://x.ng/join-group?link=${ID}` },
    { name: 'a link query parameter among others', input: `https://x.ng/?ref=wa&link=${ID}&x=1` },
    { name: 'an encoded link query parameter', input: `https://x.ng/?link=${ID.replaceAll('-', '%2D')}` },
    { name: 'a link query parameter on a join path', input: `https://x.ng/join?link=${ID}` },
    { name: 'any 36 characters of hex and dashes', input: 'ABCDEF01-2345-6789-abcd-ef0123456789', id: 'abcdef01-2345-6789-abcd-ef0123456789' },
  ])('reads $name', ({ input, id = ID }) => {
    expect(parseJoinLink(input)).toBe(id);
  });

  it.each([
    { name: 'empty text', input: '' },
    { name: 'whitespace', input: '   ' },
    { name: 'a 35-character identifier', input: ID.slice(1) },
    { name: 'a 37-character identifier', input: `${ID}0` },
    { name: 'a non-hex letter', input: `g${ID.slice(1)}` },
    { name: 'an identifier with inner spaces', input: `${ID.slice(0, 10)} ${ID.slice(11)}` },
    { name: 'a link with another path', input: `https://x.ng/groups/${ID}` },
    { name: 'a link whose segment only ends in join', input: `https://x.ng/rejoin/${ID}` },
    { name: 'a join link with a short identifier', input: 'https://x.ng/join/abc' },
    { name: 'a join link with more path after the identifier', input: `https://x.ng/join/${ID}/pay` },
    { name: 'a join link with an empty identifier', input: 'https://x.ng/join/' },
    { name: 'a link query parameter of the wrong shape', input: 'https://x.ng/?link=my-group' },
    { name: 'a link query parameter holding a URL', input: `https://x.ng/?link=https%3A%2F%2Fx.ng%2Fjoin%2F${ID}` },
    { name: 'a broken percent-encoding', input: 'https://x.ng/?link=%E0%A4%A' },
    { name: 'a differently named query parameter', input: `https://x.ng/?group=${ID}` },
    { name: 'a parameter merely ending in link', input: `https://x.ng/?deeplink=${ID}` },
    { name: 'a message around the link', input: `Join us: https://x.ng/join/${ID} thanks` },
  ])('refuses $name', ({ input }) => {
    expect(parseJoinLink(input)).toBeNull();
  });

  it('reads every lowercase UUID v4, bare and in join links', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), (uuid) => {
        const id = uuid.toLowerCase();
        return (
          parseJoinLink(id) === id &&
          parseJoinLink(`https://x.ng/join/${id}`) === id &&
          parseJoinLink(`https://x.ng/register/${id}/`) === id &&
          parseJoinLink(`https://x.ng/join-group?link=${id}`) === id
        );
      }),
    );
  });

  it('uses the spec text verbatim', () => {
    expect(INVALID_LINK_MESSAGE).toBe('Invalid link format. Please check and try again.');
  });
});

describe('parseGroupSlug', () => {
  it.each([
    { segment: 'class-of-2010', slug: 'class-of-2010' },
    { segment: 'Class-Of-2010', slug: 'class-of-2010' },
    { segment: 'ajo', slug: 'ajo' },
    { segment: 'a', slug: 'a' },
    { segment: 'ajo-2', slug: 'ajo-2' },
    { segment: 'x'.repeat(40), slug: 'x'.repeat(40) },
  ])('reads $segment as $slug', ({ segment, slug }) => {
    expect(parseGroupSlug(segment)).toBe(slug);
  });

  it.each(['', 'x'.repeat(41), '-ajo', 'ajo-', 'favicon.ico', 'index.html', 'a_b', 'a b', 'ajo/party', '%20', 'ádúrà', 'join', 'Register', 'groups', 'api'])('refuses %j', (segment) => {
    expect(parseGroupSlug(segment)).toBeNull();
  });

  it('reads every slug the server can give a group', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (name) => parseGroupSlug(groupSlugBase(name)) === groupSlugBase(name)));
  });
});
