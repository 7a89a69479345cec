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
  ])('reads %s as %s', (read, meant) => {
    expect(referenceShape(read)).toBe(meant);
  });
});
