/**
 * A rotation's order drawn fairly at random (issue 25 §5): the admin does not choose it, and any
 * member can draw it again from what the history records (the seed and the members) and get the
 * same order. The members are sorted by id first, so the order of a list never matters; the seed
 * drives a Fisher–Yates shuffle through a small, fully specified generator (FNV-1a to a 32-bit
 * state, then mulberry32), the same on every phone and on the server.
 */

/** FNV-1a over the UTF-16 code units of `text`: the generator's start. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a 32-bit generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The order in which `memberIds` collect, drawn from `seed`. Same seed and members: same order.
 * @example drawRotationOrder('seed-1', ['b', 'a', 'c']) // the same three ids in the seed's order, whatever order they were given in
 */
export function drawRotationOrder(seed: string, memberIds: readonly string[]): string[] {
  const order = [...new Set(memberIds)].sort();
  const next = mulberry32(fnv1a(`${seed}\u0000${order.join('\u0000')}`));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
