import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { restoreLocaleAfterEach } from './i18n/test-locale';
import { REASON_CODES, REASON_TEXTS, reasonText, refusalText, statementProblemText } from './reasons';

restoreLocaleAfterEach();

describe('reasonText', () => {
  it('words a code with its parameters in English as the server sends it', () => {
    expect(reasonText('statement-credit-matched', { line: 4 })).toBe('Statement line 4 is already matched to a payment.');
    expect(reasonText('json-too-deep', { maxDepth: 64 })).toBe('The request body is nested too deeply (at most 64 levels).');
    expect(reasonText('already-decided', { status: 'confirmed' })).toBe('Already Confirmed');
    expect(reasonText('invalid-field', { message: 'Username is required' })).toBe('Username is required');
    expect(reasonText('invalid-field')).toBe('Invalid request.');
  });

  it('words the same codes in the reader\'s language', () => {
    overwriteGetLocale(() => 'ha');
    expect(reasonText('statement-credit-matched', { line: 4 })).toBe('Layin statement 4 ya riga ya dace da wani biyan kuɗi.');
    expect(reasonText('already-decided', { status: 'confirmed' })).toBe('An Riga An Tabbatar');
    expect(reasonText('invalid-field')).toBe('Buƙatar ba daidai ba ce.');
  });
});

describe('refusalText', () => {
  it('shows a refusal from its code and params in Hausa, whatever English the server wrote', () => {
    overwriteGetLocale(() => 'ha');
    expect(refusalText('otp-wrong', undefined, 'Invalid code. Please check and try again.')).toBe('Lambar ba daidai ba ce. Da fatan a duba a sake gwadawa.');
    expect(refusalText('invalid-field', { messageKey: 'usernameRequired' }, 'Username is required')).toBe('Ana buƙatar sunan mai amfani');
    expect(refusalText('invalid-field', undefined, 'Invalid request.')).toBe('Buƙatar ba daidai ba ce.');
  });

  it('keeps the server\'s message for a code or a text it does not know', () => {
    overwriteGetLocale(() => 'ha');
    expect(refusalText('some-newer-code', undefined, 'Newer text')).toBe('Newer text');
    expect(refusalText('invalid-field', undefined, 'A text only the server has')).toBe('A text only the server has');
    expect(refusalText(undefined, undefined, undefined)).toBeUndefined();
  });

  it('words a statement problem from its parts, keeping the file\'s own detail', () => {
    const row = { problem: true, unit: 'Row', line: 14, detail: 'the date is missing' } as const;
    expect(statementProblemText('statement-row-unreadable', row, { locale: 'en' })).toBe(
      'Row 14: the date is missing. Nothing was imported; correct the row or remove it and try again.',
    );
    overwriteGetLocale(() => 'ha');
    expect(refusalText('statement-row-unreadable', row, 'Row 14: …')).toBe(
      'Layi 14: the date is missing. Ba a shigo da komai ba; gyara layin ko cire shi a sake gwadawa.',
    );
    expect(refusalText('statement-no-credits', { problem: true, detail: '3 debits were skipped' }, '…')).toBe(
      'Wannan statement ba shi da kuɗin da ya shigo, don haka babu abin da za a daidaita. (3 debits were skipped)',
    );
  });
});

describe('the codes that replaced English written into the server (issue 24 §3)', () => {
  it('have the texts the server used to write by hand, in English', () => {
    expect(reasonText('protocol-mismatch')).toBe('Please update the app to sync (protocol mismatch).');
    expect(reasonText('invalid-body', { form: true })).toBe('The request body must be valid form data.');
    expect(reasonText('invalid-body')).toBe('The request body must be a JSON object.');
    expect(reasonText('idempotency-mismatch', { change: true })).toBe('This change was already sent with different content.');
    expect(reasonText('idempotency-mismatch')).toBe('This request was already sent with different content.');
    expect(reasonText('proof-upload-failed', { status: 502 })).toBe('The proof image could not be uploaded.');
    expect(reasonText('invalid-field', { unsafeField: 'Full name' })).toBe('Full name contains control or text-direction characters, which are not allowed');
  });

  it('are worded in the reader\'s language from the code and params alone', () => {
    overwriteGetLocale(() => 'ha');
    expect(refusalText('protocol-mismatch', undefined, 'Please update the app to sync (protocol mismatch).')).toBe('Don Allah ka sabunta app domin a aika (sigar app ɗin ba ta dace da ta server ba).');
    expect(refusalText('idempotency-mismatch', { change: true }, 'anything')).toBe('An riga an aika wannan canji da wani abu daban a ciki.');
    expect(refusalText('invalid-body', { form: true }, 'anything')).toBe('Jikin buƙatar dole ya zama fom mai inganci.');
    expect(refusalText('invalid-field', { unsafeField: 'Full name' }, 'anything')).toBe('Cikakken suna yana da haruffan sarrafawa ko na alƙiblar rubutu, waɗanda ba a yarda da su ba');
  });

  it('fall back to the stored message when a text needs parameters the refusal lacks (an entry saved by an earlier app version)', () => {
    overwriteGetLocale(() => 'ha');
    expect(refusalText('already-decided', undefined, 'Already Confirmed')).toBe('Already Confirmed');
    expect(refusalText('json-too-deep', undefined, 'Too deep')).toBe('Too deep');
    expect(refusalText('already-decided', { status: 'confirmed' }, 'whatever')).toBe('An Riga An Tabbatar');
  });

  it('has one text per code of the union, and no text for anything else', () => {
    expect(Object.keys(REASON_TEXTS).sort()).toEqual([...REASON_CODES].sort());
  });
});
