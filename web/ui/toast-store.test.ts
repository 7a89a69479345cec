import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToast, pauseToast, resumeToast, subscribeToast, toast, TOAST_DURATION_MS } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast with the default variant and a 5000 ms duration', () => {
    toast({ title: 'OTP Sent!', description: 'Verification code sent to +2348031234567 via SMS.' });
    expect(getToast()).toMatchObject({
      title: 'OTP Sent!',
      description: 'Verification code sent to +2348031234567 via SMS.',
      variant: 'default',
      duration: TOAST_DURATION_MS,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps only one toast: a new one replaces the one on screen', () => {
    toast({ title: 'OTP Sent!' });
    toast({ title: 'Development Mode', description: 'Your verification code is 123456' });
    expect(getToast()?.title).toBe('Development Mode');
  });

  it('hides the toast after its duration', () => {
    toast({ title: 'Welcome back!' });
    vi.advanceTimersByTime(4999);
    expect(getToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getToast()).toBeNull();
  });

  it('does not let the timer of a replaced toast hide the new one early', () => {
    toast({ title: 'first' });
    vi.advanceTimersByTime(4000);
    toast({ title: 'second' });
    vi.advanceTimersByTime(4000);
    expect(getToast()?.title).toBe('second');
  });

  it('dismisses by id, ignoring a stale id', () => {
    const first = toast({ title: 'first' });
    const second = toast({ title: 'second' });
    first.dismiss();
    expect(getToast()?.title).toBe('second');
    second.dismiss();
    expect(getToast()).toBeNull();
  });

  it('pauses the countdown and restarts it on resume', () => {
    toast({ title: 'Login Failed', variant: 'destructive' });
    pauseToast();
    vi.advanceTimersByTime(60_000);
    expect(getToast()?.variant).toBe('destructive');
    resumeToast();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(getToast()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToast(listener);
    toast({ title: 'a' });
    dismissToast();
    unsubscribe();
    toast({ title: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
