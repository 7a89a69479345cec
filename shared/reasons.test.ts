import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { reasonText, refusalText, statementProblemText } from './reasons';

afterEach(() => overwriteGetLocale(() => 'en'));

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
