import { describe, expect, it } from 'vitest';
import { statusMoves } from './purse-status';

describe('statusMoves', () => {
  it.each([
    ['active', ['paused', 'completed']],
    ['paused', ['active', 'completed']],
    ['completed', []],
    ['archived', []],
  ])('from %s offers %o', (status, moves) => {
    expect(statusMoves(status).map((move) => move.to)).toEqual(moves);
  });

  it('says completing is final', () => {
    expect(statusMoves('active').find((move) => move.to === 'completed')?.consequence).toMatch(/final/);
  });
});
