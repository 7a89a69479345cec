/** Types of slow-first.mjs for the vitest configs and its test (the module itself is plain JavaScript). */
import type { TestSequencerConstructor } from 'vitest/node';

export function slowFirstOrder(paths: readonly string[], slowest: readonly string[]): number[];
export function slowFirst(slowest: readonly string[]): TestSequencerConstructor;
