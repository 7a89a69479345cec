/**
 * The dedicated worker that pulls (pull-all.ts) for the page's sync engine: fetching, parsing and
 * storing a first pull of a big group is seconds of a phone's CPU, and here none of it holds the
 * screen still. Same code and the same transactions as in the page, on the same database, so
 * exactly-once and resuming hold unchanged; the page's live queries hear of each page through
 * Dexie's cross-context change events (BroadcastChannel).
 */
/// <reference lib="webworker" />
import { openDeviceDb, type DeviceDb } from '../data/db';
import { HttpFailure } from './http-failure';
import { pullAll } from './pull-all';
import type { PullAnswer, PullAsk } from './pull-messages';
import { guardStalls } from '../lib/stall-guard';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const open = new Map<string, DeviceDb>();
const guarded = guardStalls((input, init) => fetch(input, init));

scope.onmessage = async (event: MessageEvent<PullAsk>) => {
  const { userId, dbName, baseUrl, protocol } = event.data;
  let db = open.get(dbName);
  if (!db) open.set(dbName, (db = openDeviceDb(userId, dbName)));
  let answer: PullAnswer;
  try {
    // A page that goes silent ends the pull as offline does (stall-guard.ts), not after minutes.
    const request = (path: string) => guarded(`${baseUrl}${path}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    answer = { ok: true, pages: await pullAll(db, userId, protocol, request) };
  } catch (error) {
    answer = error instanceof HttpFailure ? { ok: false, status: error.status } : { ok: false, status: null, message: String(error) };
  }
  scope.postMessage(answer);
};
