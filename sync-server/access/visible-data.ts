/**
 * What of an entry's details each reader is sent (issue 23 §7): the group's admin and partners get
 * them whole, as they always did; a member never gets another member's transaction reference nor
 * the admin's cash notes (a bank statement's narration among them), which the app never shows
 * them. A hidden detail goes out as its seal (shared/history.ts sealedDetails), so the member's
 * phone still recomputes the entry's `dataHash` and the chain verifies. An entry written before
 * details were salted has no seal to send: a member gets its details withheld whole (null, its
 * `dataHash` kept), as in a group that shows members only totals.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type CanonicalValue } from '../../shared/history';

// Its own hash function, not append.ts's: append.ts imports this file.
const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Who may read a hidden detail besides the group's admin and partners. */
type Audience = 'subject' | 'reviewers';

/** The details some readers may not see, by event type. */
export const HIDDEN_DETAILS: Readonly<Record<string, Readonly<Record<string, Audience>>>> = {
  // The payer's own reference is theirs to see; other members never see it.
  'contribution.submitted': { reference: 'subject' },
  // The admin's notes on cash or a statement credit (the narration, with names and accounts).
  'cash.recorded': { notes: 'reviewers' },
  // Why a member was excused from a period is theirs and the admin's business (issue 25 §2).
  'dues.excused': { reason: 'subject' },
  'dues.fine-waived': { reason: 'subject' },
};

/** The keys of `details` to salt when the entry is appended: its hidden details that hold something. */
export function keysToSalt(type: string, details: { readonly [key: string]: CanonicalValue }): string[] {
  return Object.keys(HIDDEN_DETAILS[type] ?? {}).filter((key) => details[key] !== undefined && details[key] !== null);
}

export interface DetailsReader {
  userId: string;
  /** The reader is the group's admin or one of its partners. */
  reviews: boolean;
}

type Details = { [key: string]: CanonicalValue };
const isObject = (value: unknown): value is Details => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An entry's details (canonical JSON) as `reader` may receive them: whole, with the hidden ones
 * sealed, or null (withheld whole: an unsalted entry with a hidden detail).
 * @example visibleData({ type: 'cash.recorded', subjectId: 'm1', data }, { userId: 'm1', reviews: false }) // notes sealed
 */
export function visibleData(entry: { type: string; subjectId: string | null; data: string }, reader: DetailsReader): string | null {
  const hidden = HIDDEN_DETAILS[entry.type];
  if (!hidden || reader.reviews) return entry.data;
  const details: unknown = JSON.parse(entry.data);
  if (!isObject(details)) return entry.data;
  const mayRead = (key: string) => hidden[key] === 'subject' && entry.subjectId === reader.userId;
  const withheld = keysToSalt(entry.type, details).filter((key) => !mayRead(key));
  if (withheld.length === 0) return entry.data;
  const salts = isObject(details.salts) ? details.salts : {};
  if (withheld.some((key) => typeof salts[key] !== 'string')) return null;
  // As shared/history.ts sealedDetails does it (a test holds the two together), but synchronous:
  // a pull presents thousands of rows.
  const out: Details = { ...details };
  const kept: Details = {};
  for (const [key, salt] of Object.entries(salts)) {
    if (typeof salt !== 'string' || !(key in details)) continue;
    if (withheld.includes(key)) out[key] = { sealed: sha256Hex(canonicalJson({ salt, value: details[key] as CanonicalValue })) };
    else kept[key] = salt;
  }
  if (Object.keys(kept).length > 0) out.salts = kept;
  else delete out.salts;
  return canonicalJson(out);
}
