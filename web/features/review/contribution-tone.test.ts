import { describe, expect, it } from 'vitest';
import { contributionStatusLabel, contributionTone } from './contribution-tone';

describe('contributionTone', () => {
  it.each([
    ['pending', 'pending'],
    ['confirmed', 'confirmed'],
    ['rejected', 'rejected'],
    [' Confirmed ', 'confirmed'],
    ['REJECTED', 'rejected'],
    ['refunded', 'other'],
    ['', 'other'],
  ])('colours %j as %s', (status, tone) => {
    expect(contributionTone(status)).toBe(tone);
  });
});

describe('contributionStatusLabel', () => {
  it.each([
    ['pending', 'Pending'],
    ['CONFIRMED', 'Confirmed'],
    ['on_hold', 'On hold'],
    ['  ', 'Unknown'],
  ])('reads %j as %j', (status, label) => {
    expect(contributionStatusLabel(status)).toBe(label);
  });
});
