import { describe, expect, it } from 'vitest';
import { loginUsernameSchema } from '../../shared/auth-schemas';
import * as z from 'zod';
import { refuse } from '../outcome/outcome';
import { validate } from '../outcome/validate';
import { refusalBody } from './json';

describe('refusalBody', () => {
  it('names the MESSAGES key of a validation failure, so the phone words it in its language', () => {
    const outcome = validate(z.object({ username: loginUsernameSchema }), { username: ' ' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(refusalBody(outcome)).toEqual({
      message: 'Username is required',
      code: 'invalid-field',
      field: 'username',
      params: { messageKey: 'usernameRequired' },
    });
  });

  it('sends a text that is not one of MESSAGES as the message alone', () => {
    const body = refusalBody(refuse('invalid-body', { params: { message: 'The request body must be valid form data.' } }));
    expect(body).toEqual({ message: 'The request body must be valid form data.', code: 'invalid-body' });
  });

  it('sends a statement problem with its parts', () => {
    const body = refusalBody(refuse('statement-no-credits', { params: { problem: true, message: 'x' } }));
    expect(body.params).toEqual({ problem: true });
  });
});
