import { describe, expect, it } from 'vitest';
import { forwardedClient, trustedHops } from './client-ip';

describe('the client address behind trusted proxies', () => {
  it.each([
    ['one proxy, no forgery', '102.89.1.1', 1, '102.89.1.1'],
    ['one proxy, a forged first entry is ignored', '6.6.6.6, 102.89.1.1', 1, '102.89.1.1'],
    ['one proxy, many forged entries', '1.1.1.1,2.2.2.2, 3.3.3.3 ,102.89.1.1', 1, '102.89.1.1'],
    ['two proxies: the entry the outer one added', '6.6.6.6, 102.89.1.1, 10.0.0.5', 2, '102.89.1.1'],
    ['fewer entries than proxies: unknown', '102.89.1.1', 2, null],
    ['no proxy trusted', '102.89.1.1', 0, null],
    ['no header', undefined, 1, null],
    ['an empty last entry', '102.89.1.1, ', 1, null],
  ])('%s', (_name, header, hops, expected) => {
    expect(forwardedClient(header, hops)).toBe(expected);
  });

  it.each([
    ['1', 1], ['true', 1], ['TRUE', 1], ['2', 2], ['0', 0], ['false', 0], [undefined, 0], ['', 0], ['yes', 0], ['-1', 0],
  ])('TRUST_PROXY=%s trusts %i proxies', (setting, hops) => {
    expect(trustedHops(setting)).toBe(hops);
  });
});
