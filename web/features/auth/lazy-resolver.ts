/**
 * A form's checks loaded when first needed, not with the screen: the login and sign-up forms are
 * the first screen ('/'), and their schemas bring zod (about 38 KiB gzip, a fifth of that
 * screen's JS) onto the 2G line before the page can show. A form starts loading them when it is
 * first touched (`preload` on focus or a press), not when it shows: loaded at once, they took the
 * line while the page was still painting (Lighthouse's LCP on '/' went from 2.7 to 3.2 s). Typing
 * a name and a number takes longer than the download, so a submit rarely waits; one that cannot
 * load them (no signal, and the app not yet on the phone) says so and sends nothing.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { offlineMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts loading the checks (when the form is first touched); a failure is tried again on submit. */
  preload(): void;
  /**
   * handleSubmit's second argument: says the checks could not load, on a submit only. The
   * resolver itself cannot tell a submit from the re-check of a field after it (react-hook-form
   * passes the fields' names to both), and must not say it on every keystroke.
   */
  onInvalid(errors: FieldErrors<TInput>): void;
};

/** The root error of a form whose checks could not be loaded. */
const UNAVAILABLE = 'checks-unavailable';

/** @example const checks = lazyResolver(() => import('./auth-checks').then((m) => m.loginChecks), () => MESSAGES.loginFailedTitle); useForm({ resolver: checks }); handleSubmit(send, checks.onInvalid) */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
  failedTitle: () => string,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let check: Resolver<TInput, unknown, TOutput>;
    try {
      check = await loaded();
    } catch {
      const errors = { root: { type: UNAVAILABLE, message: offlineMessage() } } as FieldErrors<TInput>;
      return { values: {}, errors };
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => void loaded().catch(() => undefined),
    onInvalid: (errors: FieldErrors<TInput>) => {
      if (errors.root?.type === UNAVAILABLE) toast({ title: failedTitle(), description: offlineMessage(), variant: 'destructive' });
    },
  });
}
