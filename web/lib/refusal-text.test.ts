import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { entryRefusal } from './refusal-text';

describe('entryRefusal', () => {
  afterEach(() => overwriteGetLocale(() => 'en'));

  it('words a stored refusal in the language current when it is read', () => {
    const refused = { code: 'not-group-admin', message: 'Only the admin of this group can do this.' };
    const lost = { code: 'already-decided', message: 'Already Confirmed' };
    const internal = { code: 'internal', message: 'Something went wrong. Please try again.' };
    expect([entryRefusal(refused), entryRefusal(lost), entryRefusal(internal)]).toEqual([refused.message, lost.message, internal.message]);
    overwriteGetLocale(() => 'ha');
    expect([entryRefusal(refused), entryRefusal(lost), entryRefusal(internal)]).toEqual([
      'Shugaban wannan ƙungiya kaɗai ne zai iya yin wannan.',
      'An Riga An Tabbatar',
      'Wani abu ya faru ba daidai ba. Da fatan a sake gwadawa.',
    ]);
  });

  it('keeps a message that is none of ours as the server or the upload said it', () => {
    overwriteGetLocale(() => 'ha');
    expect(entryRefusal({ code: 'proof-415', message: 'Please upload a PNG.' })).toBe('Please upload a PNG.');
    expect(entryRefusal({ code: 'already-decided', message: 'Decided elsewhere' })).toBe('Decided elsewhere');
    expect(entryRefusal({ code: 'invalid-field', message: 'Expected a number' })).toBe('Expected a number');
    expect(entryRefusal({ code: 'idempotency-mismatch', message: 'This change was already sent with different content.' })).toBe(
      'This change was already sent with different content.',
    );
    expect(entryRefusal({ code: 'not-group-admin' })).toBeUndefined();
  });
});
