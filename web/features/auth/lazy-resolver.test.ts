import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { dismissToast, getToast, subscribeToast, type Toast } from '../../ui/toast-store';
import { lazyResolver } from './lazy-resolver';

type Form = { otp: string };
const submit = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<Form>;
const onChange = { ...submit, names: ['otp'] } as ResolverOptions<Form>;
const checks: Resolver<Form, unknown, Form> = (values) =>
  /^\d{6}$/.test(values.otp) ? { values, errors: {} } : { values: {}, errors: { otp: { type: 'format', message: 'Six digits' } } as FieldErrors<Form> };

// The app's own toast store, watched (not mocked): the unit run shares one module graph per
// worker (vitest.config.ts isolate: false), so a mock of a module another file already loaded
// (web/home-markup.test.ts renders the sign-in screen) would not reach this resolver.
const toasts: Toast[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  dismissToast();
  toasts.length = 0;
  unsubscribe = subscribeToast(() => {
    const shown = getToast();
    if (shown && !toasts.includes(shown)) toasts.push(shown);
  });
});
afterEach(() => {
  unsubscribe();
  dismissToast();
});

describe('lazyResolver', () => {
  it('checks with what it loads, loading it once', async () => {
    const load = vi.fn(async () => checks);
    const resolver = lazyResolver<Form, Form>(load, () => 'Login Failed');
    resolver.preload();
    expect(await resolver({ otp: '123456' }, undefined, submit)).toEqual({ values: { otp: '123456' }, errors: {} });
    expect((await resolver({ otp: '12' }, undefined, onChange)).errors).toMatchObject({ otp: { message: 'Six digits' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses what it cannot check and tries to load again; the form says offline on a submit only, not on each keystroke after it', async () => {
    const load = vi.fn<() => Promise<Resolver<Form, unknown, Form>>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const resolver = lazyResolver<Form, Form>(load, () => 'Login Failed');
    const refused = await resolver({ otp: '123456' }, undefined, submit);
    expect(refused.values).toEqual({});
    expect(refused.errors).toHaveProperty('root');
    // Typing after it re-checks the field: refused again, and the resolver itself says nothing.
    expect((await resolver({ otp: '1234567' }, undefined, onChange)).errors).toHaveProperty('root');
    expect(toasts).toEqual([]);
    // handleSubmit's onInvalid, which runs on a submit only, says it; a field's own error does not.
    resolver.onInvalid(refused.errors);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Login Failed', variant: 'destructive' });
    resolver.onInvalid({ otp: { type: 'format', message: 'Six digits' } });
    expect(toasts).toHaveLength(1);
    // The signal is back: the next try loads the checks and passes.
    load.mockResolvedValue(checks);
    expect(await resolver({ otp: '123456' }, undefined, submit)).toEqual({ values: { otp: '123456' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
