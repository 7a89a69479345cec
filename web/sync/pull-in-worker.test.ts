import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceDb } from '../data/db';
import { HttpFailure } from './http-failure';
import type { PullAnswer, PullAsk } from './pull-messages';
import { workerPull } from './pull-in-worker';

/** A stand-in for the browser's Worker: answers each ask with what `answer` says, or fails to start. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static answer: (ask: PullAsk) => PullAnswer | 'fail-to-start' | 'never' = () => ({ ok: true, pages: 1 });
  asks: PullAsk[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(ask: PullAsk) {
    this.asks.push(ask);
    const answer = FakeWorker.answer(ask);
    if (answer === 'never') return;
    queueMicrotask(() =>
      this.dispatchEvent(answer === 'fail-to-start' ? Object.assign(new Event('error', { cancelable: true }), { message: 'no script' }) : new MessageEvent('message', { data: answer })),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

const db = { name: 'grouppurse-u1' } as DeviceDb;
afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('the pull worker, seen from the page', () => {
  it("asks the worker to pull this user's database and answers with its pages, one worker for every run", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = () => ({ ok: true, pages: 7 });
    const inPage = vi.fn(async () => 0);
    const { pull } = workerPull(db, 'u1', 6, inPage);
    expect(await pull()).toBe(7);
    expect(await pull()).toBe(7);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.asks[0]).toEqual({ userId: 'u1', dbName: 'grouppurse-u1', baseUrl: '', protocol: 6 });
    expect(inPage).not.toHaveBeenCalled();
  });

  it('turns a refusal into HttpFailure and no answer into a TypeError, as an in-page pull throws them', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { pull } = workerPull(db, 'u1', 6, async () => 0);
    FakeWorker.answer = () => ({ ok: false, status: 401 });
    await expect(pull()).rejects.toEqual(new HttpFailure(401));
    FakeWorker.answer = () => ({ ok: false, status: null, message: 'TypeError: Failed to fetch' });
    await expect(pull()).rejects.toBeInstanceOf(TypeError);
  });

  it('pulls in the page when the worker cannot start, and keeps doing so', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = () => 'fail-to-start';
    const inPage = vi.fn(async () => 3);
    const { pull } = workerPull(db, 'u1', 6, inPage);
    expect(await pull()).toBe(3);
    expect(await pull()).toBe(3);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(inPage).toHaveBeenCalledTimes(2);
  });

  it('ends the run in progress when closed at logout, so the sync lock is let go', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = () => 'never';
    const worker = workerPull(db, 'u1', 6, async () => 0);
    const running = worker.pull();
    worker.close();
    await expect(running).rejects.toBeInstanceOf(TypeError);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('pulls in the page where there are no workers', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await workerPull(db, 'u1', 6, async () => 2).pull()).toBe(2);
  });
});
