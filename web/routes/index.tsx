import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/dashboard/HomePage';

/** `?redirect=` is where the login guard (routes/_auth.tsx) was going; checked before use. */
export interface HomeSearch {
  redirect?: string;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {},
  component: HomePage,
});
