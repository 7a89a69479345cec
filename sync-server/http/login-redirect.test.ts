import { describe, expect, it } from 'vitest';
import { wantsPage } from './login-redirect';

const CHROME_PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

describe('wantsPage', () => {
  it.each([
    [CHROME_PAGE, true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true], // Firefox, Safari
    ['TEXT/HTML', true],
    ['application/json, text/html;q=0.5', true],
    ['application/json', false], // the app's own API calls
    ['*/*', false], // fetch() with no Accept, curl
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', false], // an <img>
    ['text/html;q=0', false],
    ['text/html; q=0.0', false],
    ['text/htmlx', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (accept, expected) => {
    expect(wantsPage(accept)).toBe(expected);
  });
});
