import type { ReactNode } from 'react';
import { shell_skipToContent } from '../../../shared/i18n/paraglide/messages.js';
import { UpdateBanner } from '../../pwa/UpdateBanner';
import { Toaster } from '../../ui/toast';

/**
 * The frame of every page: skip link, what sits above the page (the signed-in navigation), the
 * page in <main>, toasts, update prompt. The router's root layout and the public landing's first
 * paint (web/public-first-paint) both use it, so the router takes over the same markup.
 */
export function PageFrame({ top, children }: { top?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-field focus:bg-base-100 focus:px-4 focus:py-3"
      >
        {shell_skipToContent()}
      </a>
      {top}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Toaster />
      <UpdateBanner />
    </>
  );
}
