import { describe, expect, it } from 'vitest';
import { referenceShape } from './reference-shape';

describe('referenceShape', () => {
  it.each([
    ['Z1B866466222185', 'ZIB866466222185'],
    ['71B499756235295', 'ZIB499756235295'],
    ['FBN26111750364O85', 'FBN26111750364085'],
    ['FBN261117503649S5', 'FBN26111750364955'],
    ['FT24329ABC12', 'FT24329ABC12'],
    ['MNPT2411241022A7F3', 'MNPT2411241022A7F3'],
    ['261112013148684940760258', '261112013148684940760258'],
    ['KUD5421261117297021', 'KUD5421261117297021'],
    // A G read as 6 in a bank's prefix; an OPay all-digit reference with an O and an I among its digits.
    ['6TB261113440550971', 'GTB261113440550971'],
    ['2611170102O4925212546I321', '2611170102049252125461321'],
    // Mixed references keep their letters: the shape cannot say which was meant.
    ['TRFLJO71V5XDL0GPK', 'TRFLJO71V5XDL0GPK'],
    ['FLW5MRKQSLSKW4A', 'FLW5MRKQSLSKW4A'],
  ])('reads %s as %s', (read, meant) => {
    expect(referenceShape(read)).toBe(meant);
  });
});
