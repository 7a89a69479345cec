import { describe, expect, it } from 'vitest';
import { shareLink } from '../../../lib/group-links';
import { shareMessage } from '../../share/share-message';
import { findLinkInMessage, parsePastedLink } from './pasted-link';

const ID = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';
const OTHER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const APP_HOST = 'grouppurse.ng';
const ORIGIN = `https://${APP_HOST}`;

describe('parsePastedLink: the whole text is one link', () => {
  it.each([
    { text: ID, parsed: { kind: 'registration', link: ID } },
    { text: `  https://grouppurse.ng/join/${ID}  `, parsed: { kind: 'registration', link: ID } },
    { text: `https://grouppurse.ng/register/${ID.toUpperCase()}`, parsed: { kind: 'registration', link: ID } },
    { text: `https://grouppurse.ng/?link=${ID}`, parsed: { kind: 'registration', link: ID } },
    { text: 'https://grouppurse.ng/class-of-2010/schoolfees', parsed: { kind: 'share', groupSlug: 'class-of-2010', purseSlug: 'schoolfees' } },
    { text: 'https://grouppurse.ng/class-of-2010/fees%26dues/', parsed: { kind: 'share', groupSlug: 'class-of-2010', purseSlug: 'fees&dues' } },
    { text: 'http://localhost:3000/ajo/december?utm=wa', parsed: { kind: 'share', groupSlug: 'ajo', purseSlug: 'december' } },
    { text: 'https://grouppurse.ng/class-of-2010', parsed: { kind: 'custom', groupSlug: 'class-of-2010' } },
    { text: 'https://grouppurse.ng/Class-Of-2010/', parsed: { kind: 'custom', groupSlug: 'class-of-2010' } },
    { text: 'https://grouppurse.ng/join/not-a-link', parsed: null },
    { text: 'https://grouppurse.ng/register/abc', parsed: null },
    { text: 'https://grouppurse.ng/join-group', parsed: null },
    { text: 'https://grouppurse.ng/', parsed: null },
    { text: 'https://grouppurse.ng/a/b/c', parsed: null },
    { text: 'https://grouppurse.ng/favicon.ico', parsed: null },
    { text: 'class-of-2010/schoolfees', parsed: null },
    { text: 'javascript://x/a/b', parsed: null },
    { text: 'https://grouppurse.ng/a/%E0%A4%A', parsed: null },
    { text: '', parsed: null },
  ])('$text', ({ text, parsed }) => {
    expect(parsePastedLink(text, APP_HOST)).toEqual(parsed);
  });
});

// The app's own share message, as the share page builds it (SPEC §9), for a group and for a purse.
const groupMessage = shareMessage({
  groupName: 'Class of 2010',
  description: 'Reunion fund for the old students',
  figures: { purseName: null, targetKobo: 50_000_000, collectedKobo: 12_500_000, percent: 25, deadline: '2026-12-31T22:59:59.000Z', daysLeft: 12 },
  link: shareLink(ORIGIN, { registrationLink: ID, customSlug: 'class-of-2010' }, null),
});
const purseMessage = shareMessage({
  groupName: 'Class of 2010',
  description: null,
  figures: { purseName: 'School Fees', targetKobo: 50_000_000, collectedKobo: 0, percent: 0, deadline: null, daysLeft: null },
  link: shareLink(ORIGIN, { registrationLink: ID, customSlug: 'class-of-2010' }, { name: 'School Fees', customSlug: 'class-of-2010/schoolfees' }),
});
// What a phone's single-line field makes of a pasted message: line breaks become spaces.
const oneLine = (text: string) => text.replace(/\n/g, ' ');

describe('parsePastedLink: a whole WhatsApp message', () => {
  it.each([
    { name: "the app's group share message", text: groupMessage, parsed: { kind: 'registration', link: ID } },
    { name: "the app's group share message in a single-line field", text: oneLine(groupMessage), parsed: { kind: 'registration', link: ID } },
    { name: "the app's purse share message", text: purseMessage, parsed: { kind: 'share', groupSlug: 'class-of-2010', purseSlug: 'schoolfees' } },
    { name: "the app's purse share message in a single-line field", text: oneLine(purseMessage), parsed: { kind: 'share', groupSlug: 'class-of-2010', purseSlug: 'schoolfees' } },
    {
      name: 'a forwarded message with the Custom URL in bold',
      text: `*Forwarded*\nGood evening all 🙏🏾 Please join our purse here: *${ORIGIN}/class-of-2010*. Deadline is Friday!`,
      parsed: { kind: 'custom', groupSlug: 'class-of-2010' },
    },
    { name: 'a link in brackets', text: `Register (${ORIGIN}/register/${ID}) before Sunday`, parsed: { kind: 'registration', link: ID } },
    { name: 'a link without its scheme', text: `Use grouppurse.ng/join/${ID}, thanks`, parsed: { kind: 'registration', link: ID } },
    { name: 'a www link', text: `Join via www.grouppurse.ng/join/${ID.toUpperCase()}!`, parsed: { kind: 'registration', link: ID } },
    { name: 'a link query parameter', text: `Tap ${ORIGIN}/join-group?link=${ID} to join`, parsed: { kind: 'registration', link: ID } },
    {
      name: 'two links: a video, then the group',
      text: `Watch last year's party https://youtu.be/dQw4w9WgXcQ then join ${ORIGIN}/class-of-2010`,
      parsed: { kind: 'custom', groupSlug: 'class-of-2010' },
    },
    {
      name: 'two links: another site with a two-part path, then the group',
      text: `Photos: https://www.instagram.com/p/C1a2b3c4d5/ and the purse: ${ORIGIN}/class-of-2010/schoolfees`,
      parsed: { kind: 'share', groupSlug: 'class-of-2010', purseSlug: 'schoolfees' },
    },
    {
      name: 'two links: a share link, then a registration link (the registration link is unambiguous)',
      text: `${ORIGIN}/class-of-2010/schoolfees or ${ORIGIN}/register/${ID}`,
      parsed: { kind: 'registration', link: ID },
    },
    { name: 'two registration links: the first wins', text: `Old: ${ORIGIN}/join/${ID}\nNew: ${ORIGIN}/join/${OTHER_ID}`, parsed: { kind: 'registration', link: ID } },
    { name: 'a registration link on another host', text: `Join here: https://gp.example.com/join/${ID} 🎉`, parsed: { kind: 'registration', link: ID } },
    { name: 'a Custom URL on another host', text: 'Our group: https://gp.example.com/class-of-2010 🎉', parsed: null },
    { name: 'only a WhatsApp group invite', text: 'Join my WhatsApp group: https://chat.whatsapp.com/AbCdEfGhIjK123', parsed: null },
    { name: 'only another site with a two-part path', text: 'See https://www.instagram.com/p/C1a2b3c4d5/ 😍', parsed: null },
    { name: 'a message with no link', text: 'Please send the link again, it did not come through', parsed: null },
    { name: 'a broken registration link', text: `Join here: ${ORIGIN}/join/3f2c8a1e-9b4d`, parsed: null },
  ])('$name', ({ text, parsed }) => {
    expect(parsePastedLink(text, APP_HOST)).toEqual(parsed);
  });

  it('takes a Custom URL on any host when the app host is not known', () => {
    expect(parsePastedLink('Our group: https://gp.example.com/class-of-2010 🎉')).toEqual({ kind: 'custom', groupSlug: 'class-of-2010' });
  });
});

describe('findLinkInMessage', () => {
  it.each([
    { name: "the app's purse share message", text: purseMessage, written: `${ORIGIN}/class-of-2010/schoolfees` },
    { name: 'a bold Custom URL ending a sentence', text: `Join our purse here: *${ORIGIN}/class-of-2010*. Thanks`, written: `${ORIGIN}/class-of-2010` },
    { name: 'a link in brackets', text: `Register (${ORIGIN}/register/${ID}) before Sunday`, written: `${ORIGIN}/register/${ID}` },
    { name: 'a video link, then the group', text: `https://youtu.be/dQw4w9WgXcQ and ${ORIGIN}/join/${ID}`, written: `${ORIGIN}/join/${ID}` },
    { name: 'no group link', text: 'See https://www.instagram.com/p/C1a2b3c4d5/ 😍', written: null },
  ])('$name', ({ text, written }) => {
    expect(findLinkInMessage(text, APP_HOST)).toBe(written);
  });
});
