/**
 * mulberry32: a small seeded generator, so a failing run of a randomised suite (crash, chaos sync)
 * can be replayed from its seed, and a generated corpus (tests/receipts) is the same on every machine.
 * @example const rand = seeded(42); rand.int(1, 6) // the same throw for the same seed, every run
 */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!,
    chance: (p: number) => next() < p,
  };
}

export type Seeded = ReturnType<typeof seeded>;
