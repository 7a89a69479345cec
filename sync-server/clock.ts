/** The server's notion of now, injected so tests can move time (e.g. to expire a code). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance: `const c = manualClock(); c.advance(11 * 60_000)`. */
export function manualClock(start = new Date('2026-11-21T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

/** Real time plus an offset tests can grow: for a live server whose codes must expire on demand. */
export function offsetClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
