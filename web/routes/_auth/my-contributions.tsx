import { createFileRoute } from '@tanstack/react-router';
import { MyContributionsPage } from '../../features/contributions/list/MyContributionsPage';

/** `?c=<contributionId>` opens that payment's details (push notifications link here). */
export interface MyContributionsSearch {
  c?: string;
}

export const Route = createFileRoute('/_auth/my-contributions')({
  validateSearch: (search: Record<string, unknown>): MyContributionsSearch =>
    typeof search.c === 'string' && search.c.length > 0 && search.c.length <= 100 ? { c: search.c } : {},
  component: MyContributionsPage,
});
