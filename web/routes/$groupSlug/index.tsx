import { createFileRoute } from '@tanstack/react-router';
import { CustomSlugPage } from '../../features/joining/landing/CustomSlugPage';

/** A group's Custom URL, /{customSlug} (the admin dashboard shows it): the group's public landing. */
export const Route = createFileRoute('/$groupSlug/')({
  // ?give={purseId}: the form of a gift from outside the group (issue 27 §4).
  validateSearch: (search: Record<string, unknown>): { give?: string } => (typeof search.give === 'string' && search.give !== '' ? { give: search.give } : {}),
  component: CustomSlugRoute,
});

function CustomSlugRoute() {
  const { groupSlug } = Route.useParams();
  const { give } = Route.useSearch();
  return <CustomSlugPage segment={groupSlug} give={give ?? null} />;
}
