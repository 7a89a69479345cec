import { describe, expect, it } from 'vitest';
import { holdHandover, whenHandoverAllowed } from './handover-gate';

/** Whether `promise` has settled once pending callbacks have run. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the handover gate', () => {
  it('lets the router take over at once when no screen holds the page', async () => {
    expect(await settled(whenHandoverAllowed())).toBe(true);
  });

  it('waits while a screen holds what the visitor typed, and lets go when the last one is back', async () => {
    const wizard = holdHandover();
    const other = holdHandover();
    const allowed = whenHandoverAllowed();
    wizard();
    wizard(); // a release runs once: a second call must not free the other holder's page
    expect(await settled(allowed)).toBe(false);
    other();
    expect(await settled(allowed)).toBe(true);
  });
});
