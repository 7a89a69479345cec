import { describe, expect, it } from 'vitest';
import { contributionStatusLabel, statusLook } from './status-style';

describe('statusLook', () => {
  it.each([
    ['pending', 'badge-warning', 'PENDING'],
    ['confirmed', 'badge-success', 'CONFIRMED'],
    ['rejected', 'badge-error', 'REJECTED'],
    [' Confirmed ', 'badge-success', 'CONFIRMED'],
    ['REJECTED', 'badge-error', 'REJECTED'],
    ['reversed', 'badge-neutral', 'REVERSED'],
    ['refunded', 'border-base-300 bg-base-200 text-base-content', 'REFUNDED'],
  ])('colours %j with %s and reads %s', (status, badge, label) => {
    expect(statusLook(status)).toMatchObject({ badge, label });
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
