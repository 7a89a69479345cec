import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { restoreLocaleAfterEach } from '../../shared/i18n/test-locale';
import { entryRefusal, storedReasonCode } from './refusal-text';

describe('entryRefusal', () => {
  restoreLocaleAfterEach();

  it('words a stored refusal in the language current when it is read', () => {
    const refused = { code: 'not-group-admin', message: 'Only the admin of this group can do this.' };
    // Saved since answers carry their parameters (the conflict's status).
    const lost = { code: 'already-decided', params: { status: 'confirmed' }, message: 'Already Confirmed' };
    const internal = { code: 'internal', message: 'Something went wrong. Please try again.' };
    expect([entryRefusal(refused), entryRefusal(lost), entryRefusal(internal)]).toEqual([refused.message, lost.message, internal.message]);
    overwriteGetLocale(() => 'ha');
    expect([entryRefusal(refused), entryRefusal(lost), entryRefusal(internal)]).toEqual([
      'Shugaban wannan ƙungiya kaɗai ne zai iya yin wannan.',
      'An Riga An Tabbatar',
      'Wani abu ya faru ba daidai ba. Da fatan a sake gwadawa.',
    ]);
  });

  it('words a refusal by its code and params alone, whatever English was stored with it', () => {
    overwriteGetLocale(() => 'ha');
    // A validation refusal by the MESSAGES key the server named, not by its English.
    expect(entryRefusal({ code: 'invalid-field', params: { messageKey: 'usernameRequired' }, message: 'anything' })).toBe('Ana buƙatar sunan mai amfani');
    expect(entryRefusal({ code: 'already-decided', params: { status: 'rejected' }, message: 'Already Confirmed' })).toBe('An Ƙi Karɓa');
    expect(entryRefusal({ code: 'idempotency-mismatch', params: { change: true }, message: 'x' })).toBe('An riga an aika wannan canji da wani abu daban a ciki.');
    expect(entryRefusal({ code: 'proof-upload-failed', params: { status: 502 }, message: 'x' })).toBe('Ba a iya loda hoton shaidar biya ba.');
    expect(entryRefusal({ code: 'not-group-admin', params: {}, message: 'x' })).toBe('Shugaban wannan ƙungiya kaɗai ne zai iya yin wannan.');
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

  it('shows an entry saved by an earlier app version (an English message, maybe a made-up code) as it was stored', () => {
    overwriteGetLocale(() => 'ha');
    // No lookup by English: the MESSAGES text stays as the server wrote it then.
    expect(entryRefusal({ code: 'invalid-field', message: 'Username is required' })).toBe('Username is required');
    expect(entryRefusal({ code: 'proof-413', message: 'Image too large' })).toBe('Image too large');
    expect(entryRefusal({ code: 'statement-credit-matched', message: 'Statement line 4 is already matched to a payment.' })).toBe(
      'Statement line 4 is already matched to a payment.',
    );
    expect(entryRefusal({ code: 'some-newer-code', params: { n: 1 }, message: 'A newer server said so' })).toBe('A newer server said so');
  });
});

describe('storedReasonCode', () => {
  it('reads the made-up proof codes of earlier app versions as codes of the union', () => {
    expect(['proof-413', 'proof-415', 'proof-400', 'not-group-admin', 'proof-not-uploaded', 'nope', undefined].map(storedReasonCode)).toEqual([
      'file-too-large',
      'invalid-file',
      'proof-upload-failed',
      'not-group-admin',
      'proof-not-uploaded',
      undefined,
      undefined,
    ]);
  });
});
