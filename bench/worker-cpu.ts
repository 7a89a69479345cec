/**
 * The CPU time the page's dedicated workers spend, for bench/first-login-round.ts.
 *
 * Chromium's CPU throttling (Emulation.setCPUThrottlingRate) slows only the page's main thread:
 * sent to a worker it answers "Operation is only supported for pages, not workers". So at 4× a
 * worker runs at full speed and a figure that waits on it is flattered. This attaches to each
 * worker the page starts (non-flattened child sessions of the page's CDP session: Playwright keeps
 * its own), samples it with the Profiler, and reports its busy milliseconds, from which the bench
 * prints what the figure would be if the worker were slowed as much as the page.
 */
import type { CDPSession } from 'playwright-core';

interface Child {
  sessionId: string;
  stopped: Promise<number>;
}

export async function watchWorkerCpu(cdp: CDPSession): Promise<{ busyMs: () => Promise<number> }> {
  const children: Child[] = [];
  const waiting = new Map<number, (result: unknown) => void>();
  let nextId = 1;
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => resolve(null));
    });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result ?? null);
  });
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker') return;
    const { sessionId } = event;
    const started = (async () => {
      await send(sessionId, 'Profiler.enable');
      await send(sessionId, 'Profiler.setSamplingInterval', { interval: 1_000 });
      await send(sessionId, 'Profiler.start');
      await send(sessionId, 'Runtime.runIfWaitingForDebugger');
    })();
    children.push({
      sessionId,
      stopped: started.then(async () => {
        await stopSignal;
        const result = (await send(sessionId, 'Profiler.stop')) as { profile?: Profile } | null;
        return result?.profile ? busy(result.profile) : NaN;
      }),
    });
  });
  let stop!: () => void;
  const stopSignal = new Promise<void>((resolve) => (stop = resolve));
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    async busyMs() {
      stop();
      const each = await Promise.all(children.map((c) => c.stopped));
      return each.reduce((sum, ms) => sum + (Number.isNaN(ms) ? 0 : ms), 0);
    },
  };
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Sampled time not idle, in ms. */
function busy(profile: Profile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let us = 0;
  profile.samples.forEach((id, i) => {
    if (!idle.has(id)) us += profile.timeDeltas[i] ?? 0;
  });
  return us / 1000;
}
