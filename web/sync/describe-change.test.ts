import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../data/db';
import { describeChange, type ChangeView } from './describe-change';

type Entry = Pick<OutboxEntry, 'status' | 'code' | 'message' | 'type'>;
type Actions = Pick<ChangeView, 'state' | 'retry' | 'discard' | 'edit'>;

describe('describeChange', () => {
  const cases: [string, Entry, Actions][] = [
    ['a change still waiting is sent by the engine: no actions', { status: 'queued', type: 'contribution.create' }, { state: 'waiting', retry: false, discard: false, edit: false }],
    [
      'a payment refused because the photo must go up again may pass on another try',
      { status: 'refused', code: 'proof-not-uploaded', message: 'Upload the proof first.', type: 'contribution.create' },
      { state: 'retryable', retry: true, discard: true, edit: false },
    ],
    [
      'a payment refused for good offers Edit and Discard, never Try again',
      { status: 'refused', code: 'not-group-member', message: 'You are not a member of this group.', type: 'contribution.create' },
      { state: 'refused', retry: false, discard: true, edit: true },
    ],
    [
      'a payment whose photo was refused cannot be fixed by editing it',
      { status: 'refused', code: 'proof-415', message: 'Please upload a valid image file.', type: 'contribution.create' },
      { state: 'refused', retry: false, discard: true, edit: false },
    ],
    [
      'a group refused for good offers Discard only',
      { status: 'refused', code: 'validation', message: 'Group name is required', type: 'group.create' },
      { state: 'refused', retry: false, discard: true, edit: false },
    ],
    [
      'a decision another device made first offers Discard only',
      { status: 'conflict', code: 'already-decided', message: 'Rejected', type: 'contribution.confirm' },
      { state: 'lost', retry: false, discard: true, edit: false },
    ],
  ];
  it.each(cases)('%s', (_name, entry, expected) => {
    expect(describeChange(entry)).toMatchObject(expected);
  });

  it("says what the server said, as one sentence, and that another try gets the same answer", () => {
    const view = describeChange({ status: 'refused', code: 'not-group-member', message: 'You are not a member of this group.', type: 'contribution.create' });
    expect(view.headline).toBe('Not accepted');
    expect(view.explanation).toBe(
      'The server refused this change: You are not a member of this group. Sending it again would get the same answer. Edit it to fix it, or discard it.',
    );
    expect(describeChange({ status: 'conflict', code: 'already-decided', message: 'Rejected', type: 'contribution.confirm' }).explanation).toBe(
      'Rejected. This was already decided on another device, and the server kept that. Discard your change to clear it.',
    );
  });

  it("keys 'cannot be fixed by editing' on the photo's codes in the union, reading an earlier version's made-up codes as theirs", () => {
    const edit = (code: string) => describeChange({ status: 'refused', code, params: {}, message: 'x', type: 'contribution.create' }).edit;
    expect(['invalid-file', 'file-too-large', 'image-too-many-pixels', 'proof-hash-mismatch', 'proof-quota-exceeded', 'proof-upload-failed'].map(edit)).toEqual([false, false, false, false, false, false]);
    expect(['proof-413', 'proof-400'].map(edit)).toEqual([false, false]);
    // A code named like a proof's is not a photo refusal for that: only the union decides.
    expect(['not-group-member', 'proof-not-found', 'proof-anything-newer', 'amount-too-large'].map(edit)).toEqual([true, true, true, true]);
  });
});
