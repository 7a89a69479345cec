import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './group-status';

describe('statusTone', () => {
  it.each([
    ['completed', 'completed'],
    ['active', 'active'],
    ['paused', 'paused'],
    ['ACTIVE', 'active'],
    [' Paused ', 'paused'],
    ['archived', 'other'],
    ['', 'other'],
  ] as const)('colours %j as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('statusLabel', () => {
  it.each([
    ['active', 'Active'],
    ['COMPLETED', 'Completed'],
    ['on_hold', 'On hold'],
    ['', 'Unknown'],
  ])('reads %j as %j', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
