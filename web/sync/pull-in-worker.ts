/**
 * The page's side of the pull worker (pull-worker.ts): a `pull` for the sync engine that runs in
 * the worker and answers as the in-page pull would (pages applied, HttpFailure, or a TypeError
 * when no answer came). If the worker cannot start, this run pulls in the page instead: slower,
 * never lost.
 */
import type { DeviceDb } from '../data/db';
import { HttpFailure } from './http-failure';
import type { PullAnswer, PullAsk } from './pull-messages';

export interface WorkerPull {
  pull: () => Promise<number>;
  close: () => void;
}

/** @example const worker = workerPull(db, userId, SYNC_PROTOCOL_VERSION, () => pullAll(db, userId, SYNC_PROTOCOL_VERSION, request)); createSyncEngine({ db, userId, pull: worker.pull }) */
export function workerPull(db: DeviceDb, userId: string, protocol: number, inPage: () => Promise<number>, baseUrl = ''): WorkerPull {
  let worker: Worker | null = null;
  let broken = typeof Worker === 'undefined';
  /** Ends the pull in progress when the worker is closed under it (logout), so its run ends too. */
  let abandon: (() => void) | null = null;

  function pull(): Promise<number> {
    if (broken) return inPage();
    worker ??= new Worker(new URL('./pull-worker.ts', import.meta.url), { type: 'module', name: 'grouppurse-pull' });
    const running = worker;
    return new Promise<number>((resolve, reject) => {
      const done = () => {
        abandon = null;
        running.removeEventListener('message', onMessage);
        running.removeEventListener('error', onError);
      };
      abandon = () => {
        done();
        reject(new TypeError('The sync worker was closed'));
      };
      const onMessage = (event: MessageEvent<PullAnswer>) => {
        done();
        const answer = event.data;
        if (answer.ok) resolve(answer.pages);
        else if (answer.status !== null) reject(new HttpFailure(answer.status));
        else reject(new TypeError(answer.message));
      };
      // The script did not load or threw at start: pull in the page from now on. Its pages are
      // applied with their cursors, so whatever the worker stored is not pulled twice.
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        done();
        broken = true;
        running.terminate();
        worker = null;
        inPage().then(resolve, reject);
      };
      running.addEventListener('message', onMessage);
      running.addEventListener('error', onError);
      running.postMessage({ userId, dbName: db.name, baseUrl, protocol } satisfies PullAsk);
    });
  }

  return {
    pull,
    close() {
      worker?.terminate();
      abandon?.();
      worker = null;
    },
  };
}
