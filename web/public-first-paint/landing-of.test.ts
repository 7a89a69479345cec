import { describe, expect, it } from 'vitest';
import { registrationAnswerPath, slugAnswerPath } from '../../shared/embedded-answer';
import { firstPaintLanding } from './landing-of';

const LINK = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';

/** A document carrying the server's embedded answer for `path` (or none). */
const pageWith = (path: string | null) =>
  ({ getElementById: () => (path === null ? null : { dataset: { path } }) }) as unknown as Document;

describe('firstPaintLanding', () => {
  it.each([
    [`/register/${LINK}`, registrationAnswerPath(LINK), { page: 'register', segment: LINK }],
    [`/join/${LINK}`, registrationAnswerPath(LINK), { page: 'join', segment: LINK }],
    ['/ajo-circle', slugAnswerPath('ajo-circle'), { page: 'custom-slug', segment: 'ajo-circle' }],
  ])('paints %s first when the page carries its answer', (path, answerPath, landing) => {
    expect(firstPaintLanding(path, pageWith(answerPath))).toEqual(landing);
  });

  it('leaves a group page without its embedded answer to the router', () => {
    expect(firstPaintLanding(`/register/${LINK}`, pageWith(null))).toBeNull();
  });

  it('leaves a page whose embedded answer is for another path to the router', () => {
    expect(firstPaintLanding(`/join/${LINK}`, pageWith(slugAnswerPath('ajo-circle')))).toBeNull();
  });

  it('leaves every other page to the router', () => {
    expect(firstPaintLanding('/', pageWith(registrationAnswerPath(LINK)))).toBeNull();
    expect(firstPaintLanding('/member/payments', pageWith(registrationAnswerPath(LINK)))).toBeNull();
  });
});
