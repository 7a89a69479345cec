/**
 * The public group lookups, kept on the device so a group link opened once opens again with no
 * network (the Custom URL, /join/…, /register/…, share links). The visitor is usually signed out,
 * so the device database (one per signed-in user) is not there: the answers live in
 * localStorage, which the page can write on the very first visit, before the service worker
 * controls it. Only public answers are kept (group and purse names, money figures, and a Custom
 * URL's notice board: the accounts its purses take transfers into), at most
 * SAVED_ANSWERS_MAX of them, and each is checked with the screen's own schema again when read,
 * so an answer saved by an older version of the app can never reach a screen unchecked.
 */
import { api, ApiError, OfflineError, type Parser } from '../../../lib/api';

export const SAVED_ANSWERS_KEY = 'publicGroupAnswers';
/** About 2 KB each: the groups a person opens from links, not a growing archive. */
export const SAVED_ANSWERS_MAX = 20;

interface SavedAnswer {
  path: string;
  answer: unknown;
}

function readAll(): SavedAnswer[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVED_ANSWERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is SavedAnswer => typeof entry?.path === 'string') : [];
  } catch {
    return [];
  }
}

function writeAll(entries: SavedAnswer[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(SAVED_ANSWERS_KEY);
    else localStorage.setItem(SAVED_ANSWERS_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the link simply needs the network next time.
  }
}

/** Keeps `answer` for `path`, newest first; the oldest beyond SAVED_ANSWERS_MAX is dropped. */
export function saveAnswer(path: string, answer: unknown): void {
  writeAll([{ path, answer }, ...readAll().filter((entry) => entry.path !== path)].slice(0, SAVED_ANSWERS_MAX));
}

/** The answer kept for `path`, or undefined. */
export function savedAnswer(path: string): unknown {
  return readAll().find((entry) => entry.path === path)?.answer;
}

/** Forgets `path`: the server said the group is gone. */
export function forgetAnswer(path: string): void {
  const entries = readAll();
  const kept = entries.filter((entry) => entry.path !== path);
  if (kept.length !== entries.length) writeAll(kept);
}

/**
 * GET `path` from the network; with no answer at all (offline), the answer kept from an earlier
 * visit. Only an answer that passed `parser` is kept; a 404 forgets the kept one, so a deleted
 * group is not shown offline later. Any other failure throws as api.get does.
 * @example const group = await getPublicAnswer(`/api/groups/registration/${link}`, summaryAnswer)
 */
export async function getPublicAnswer<T>(path: string, parser: Parser<T>): Promise<T> {
  let data: unknown;
  try {
    data = await api.get(path);
  } catch (error) {
    if (error instanceof OfflineError) {
      const saved = savedAnswer(path);
      if (saved !== undefined) {
        try {
          return parser.parse(saved);
        } catch {
          forgetAnswer(path);
        }
      }
    } else if (error instanceof ApiError && error.status === 404) {
      forgetAnswer(path);
    }
    throw error;
  }
  const value = parser.parse(data);
  saveAnswer(path, data);
  return value;
}
