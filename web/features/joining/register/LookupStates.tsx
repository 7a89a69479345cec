import { LanguagePicker } from '../../../ui/LanguagePicker';
import type { ReactNode } from 'react';
import { errors_groupNotFoundTitle, errors_joinNeedsConnection, registration_goHome, registration_loadingGroup, registration_offlineText, registration_offlineTitle, registration_somethingWrong, registration_tryAgain } from '../../../../shared/i18n/paraglide/messages.js';
import { PageLink } from '../../../ui/page-navigation';
import { BrandMark } from '../../../ui/BrandMark';
import type { Lookup } from './use-lookup';

/** The card the public group screens sit in while there is no group to show. */
function StateCard({ role, children }: { role?: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div role={role} className="card mx-auto max-w-md border border-base-300 bg-base-100">
      <div className="card-body items-center gap-3 text-center">{children}</div>
    </div>
  );
}

/** While a group is being looked up. */
export function LookupLoading({ text = registration_loadingGroup() }: { text?: string }) {
  return (
    <StateCard role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <p className="text-base-content/80">{text}</p>
    </StateCard>
  );
}

/** SPEC §2 'Group Not Found', with the screen's own explanation. */
export function GroupNotFound({ message, embedded = false }: { message: string; embedded?: boolean }) {
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <StateCard role="alert">
      <div className="flex size-14 items-center justify-center rounded-full bg-error/10 text-error" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
        </svg>
      </div>
      <Heading className="text-2xl font-bold">{errors_groupNotFoundTitle()}</Heading>
      <p className="text-base-content/80">{message}</p>
      {!embedded ? (
        <PageLink href="/" className="btn btn-primary mt-1">
          {registration_goHome()}
        </PageLink>
      ) : null}
    </StateCard>
  );
}

/** The lookup got no answer: say it is the connection, not the link, and retry by itself. */
export function LookupOffline({ onRetry, embedded = false }: { onRetry: () => void; embedded?: boolean }) {
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <StateCard role="status">
      <div className="flex size-14 items-center justify-center rounded-full bg-warning/20 text-base-content" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.2-2.4M19 12.5a10 10 0 0 0-2.7-1.8M2 8.8a15 15 0 0 1 4.3-2.6M22 8.8A15 15 0 0 0 11 5" strokeLinecap="round" />
          <path d="M12 20v.01" strokeLinecap="round" strokeWidth="3" />
        </svg>
      </div>
      <Heading className="text-2xl font-bold">{registration_offlineTitle()}</Heading>
      <p className="text-base-content/80">
        {registration_offlineText()}
      </p>
      <button type="button" onClick={onRetry} className="btn btn-outline btn-primary mt-1">
        {registration_tryAgain()}
      </button>
    </StateCard>
  );
}

/** The server answered with an error other than 'not found'. */
export function LookupFailed({ message, onRetry, embedded = false }: { message: string; onRetry: () => void; embedded?: boolean }) {
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <StateCard role="alert">
      <Heading className="text-2xl font-bold">{registration_somethingWrong()}</Heading>
      <p className="text-base-content/80">{message}</p>
      <button type="button" onClick={onRetry} className="btn btn-primary mt-1">
        {registration_tryAgain()}
      </button>
    </StateCard>
  );
}

/** An inline notice that joining needs the network (SPEC §8 texts are ours here). */
export function JoinNeedsConnectionNote() {
  return (
    <p role="status" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">
      {errors_joinNeedsConnection()}
    </p>
  );
}

/** The product's name and mark, for public pages that have no navigation bar. */
export function BrandHeader() {
  return (
    <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <PageLink href="/" className="inline-flex min-h-11 items-center gap-2 rounded-field">
        <BrandMark className="size-9" />
        <span className="text-xl font-bold">GroupPurse</span>
      </PageLink>
      {/* The WhatsApp link is where most members arrive: they pick their language here. */}
      <LanguagePicker compact />
    </header>
  );
}

/**
 * Shows a lookup: `found` renders the group; the other states their cards. `embedded` is for a
 * page that has its own h1: the cards then use h2 and leave out 'Go Home'.
 */
export function LookupView<T>({
  lookup,
  retry,
  notFoundMessage,
  found,
  embedded = false,
}: {
  lookup: Lookup<T>;
  retry: () => void;
  notFoundMessage: string;
  found: (value: T) => ReactNode;
  embedded?: boolean;
}) {
  switch (lookup.status) {
    case 'found':
      return found(lookup.value);
    case 'not-found':
      return <GroupNotFound message={notFoundMessage} embedded={embedded} />;
    case 'offline':
      return <LookupOffline onRetry={retry} embedded={embedded} />;
    case 'failed':
      return <LookupFailed message={lookup.message} onRetry={retry} embedded={embedded} />;
    case 'idle':
    case 'loading':
      return <LookupLoading />;
  }
}
