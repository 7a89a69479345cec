import { describe, expect, it } from 'vitest';
import { parsePastedLink } from './pasted-link';

const ID = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';

describe('parsePastedLink', () => {
  it.each([
    { text: ID, parsed: { kind: 'registration', link: ID } },
    { text: `  https://grouppurse.ng/join/${ID}  `, parsed: { kind: 'registration', link: ID } },
    { text: `https://grouppurse.ng/register/${ID.toUpperCase()}`, parsed: { kind: 'registration', link: ID } },
    { text: `https://grouppurse.ng/?link=${ID}`, parsed: { kind: 'registration', link: ID } },
    { text: 'https://grouppurse.ng/class-of-2010/schoolfees', parsed: { kind: 'share', groupSlug: 'class-of-2010', projectSlug: 'schoolfees' } },
    { text: 'https://grouppurse.ng/class-of-2010/fees%26dues/', parsed: { kind: 'share', groupSlug: 'class-of-2010', projectSlug: 'fees&dues' } },
    { text: 'http://localhost:3000/ajo/december?utm=wa', parsed: { kind: 'share', groupSlug: 'ajo', projectSlug: 'december' } },
    { text: 'https://grouppurse.ng/join/not-a-link', parsed: null },
    { text: 'https://grouppurse.ng/register/abc', parsed: null },
    { text: 'https://grouppurse.ng/class-of-2010', parsed: null },
    { text: 'https://grouppurse.ng/a/b/c', parsed: null },
    { text: 'class-of-2010/schoolfees', parsed: null },
    { text: 'javascript://x/a/b', parsed: null },
    { text: 'https://grouppurse.ng/a/%E0%A4%A', parsed: null },
    { text: '', parsed: null },
  ])('$text', ({ text, parsed }) => {
    expect(parsePastedLink(text)).toEqual(parsed);
  });
});
