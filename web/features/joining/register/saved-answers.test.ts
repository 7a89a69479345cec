import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError, OfflineError } from '../../../lib/api';
import { getPublicAnswer, SAVED_ANSWERS_KEY, SAVED_ANSWERS_MAX, saveAnswer, savedAnswer } from './saved-answers';

const groupAnswer = z.object({ name: z.string() });
const PATH = '/api/groups/slug/class-of-2010';

let storage: Map<string, string>;
let network: 'online' | 'offline';
let answers: Map<string, { status: number; body: unknown }>;

beforeEach(() => {
  storage = new Map();
  network = 'online';
  answers = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('fetch', async (path: string) => {
    if (network === 'offline') throw new TypeError('Failed to fetch');
    const answer = answers.get(path) ?? { status: 404, body: { message: 'Group not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getPublicAnswer', () => {
  it('answers from the network and, offline later, from the copy kept on the device', async () => {
    answers.set(PATH, { status: 200, body: { name: 'Class of 2010' } });
    expect(await getPublicAnswer(PATH, groupAnswer)).toEqual({ name: 'Class of 2010' });
    network = 'offline';
    expect(await getPublicAnswer(PATH, groupAnswer)).toEqual({ name: 'Class of 2010' });
  });

  it('refreshes the copy with each answer', async () => {
    answers.set(PATH, { status: 200, body: { name: 'Old name' } });
    await getPublicAnswer(PATH, groupAnswer);
    answers.set(PATH, { status: 200, body: { name: 'New name' } });
    await getPublicAnswer(PATH, groupAnswer);
    network = 'offline';
    expect(await getPublicAnswer(PATH, groupAnswer)).toEqual({ name: 'New name' });
  });

  it('says offline when nothing was kept', async () => {
    network = 'offline';
    await expect(getPublicAnswer(PATH, groupAnswer)).rejects.toBeInstanceOf(OfflineError);
  });

  it('forgets the copy when the server says the group is gone', async () => {
    answers.set(PATH, { status: 200, body: { name: 'Class of 2010' } });
    await getPublicAnswer(PATH, groupAnswer);
    answers.delete(PATH);
    await expect(getPublicAnswer(PATH, groupAnswer)).rejects.toBeInstanceOf(ApiError);
    network = 'offline';
    await expect(getPublicAnswer(PATH, groupAnswer)).rejects.toBeInstanceOf(OfflineError);
  });

  it('keeps neither an answer the screen cannot read nor a kept one that no longer reads', async () => {
    answers.set(PATH, { status: 200, body: { nom: 'wrong shape' } });
    await expect(getPublicAnswer(PATH, groupAnswer)).rejects.toThrow();
    expect(savedAnswer(PATH)).toBeUndefined();

    saveAnswer(PATH, { from: 'an older app version' });
    network = 'offline';
    await expect(getPublicAnswer(PATH, groupAnswer)).rejects.toBeInstanceOf(OfflineError);
    expect(savedAnswer(PATH)).toBeUndefined();
  });

  it('keeps a server error out of the copy and the copy out of a server error', async () => {
    answers.set(PATH, { status: 200, body: { name: 'Class of 2010' } });
    await getPublicAnswer(PATH, groupAnswer);
    answers.set(PATH, { status: 503, body: { message: 'Service Unavailable' } });
    await expect(getPublicAnswer(PATH, groupAnswer)).rejects.toMatchObject({ status: 503 });
    expect(savedAnswer(PATH)).toEqual({ name: 'Class of 2010' });
  });
});

describe('saveAnswer', () => {
  it(`keeps the newest ${SAVED_ANSWERS_MAX} answers`, () => {
    for (let n = 0; n <= SAVED_ANSWERS_MAX; n++) saveAnswer(`/api/x/${n}`, { n });
    expect(savedAnswer('/api/x/0')).toBeUndefined();
    expect(savedAnswer('/api/x/1')).toEqual({ n: 1 });
    expect(savedAnswer(`/api/x/${SAVED_ANSWERS_MAX}`)).toEqual({ n: SAVED_ANSWERS_MAX });
  });

  it('a group opened again moves to the front and is not pushed out', () => {
    saveAnswer('/api/x/first', { n: 0 });
    for (let n = 1; n < SAVED_ANSWERS_MAX; n++) saveAnswer(`/api/x/${n}`, { n });
    saveAnswer('/api/x/first', { n: 0 });
    saveAnswer('/api/x/newest', { n: 99 });
    expect(savedAnswer('/api/x/first')).toEqual({ n: 0 });
    expect(savedAnswer('/api/x/1')).toBeUndefined();
  });

  it.each(['not json', '{"an":"object"}', '[1, null, {"answer": 2}]'])('reads damaged storage %j as nothing kept', (raw) => {
    storage.set(SAVED_ANSWERS_KEY, raw);
    expect(savedAnswer(PATH)).toBeUndefined();
    saveAnswer(PATH, { name: 'x' });
    expect(savedAnswer(PATH)).toEqual({ name: 'x' });
  });

  it('works without storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => saveAnswer(PATH, { name: 'x' })).not.toThrow();
    expect(savedAnswer(PATH)).toBeUndefined();
  });
});
