import { createFileRoute } from '@tanstack/react-router';
import { CustomSlugPage } from '../../features/joining/landing/CustomSlugPage';

/** A group's Custom URL, /{customSlug} (the admin dashboard shows it): the group's public landing. */
export const Route = createFileRoute('/$groupSlug/')({
  component: CustomSlugRoute,
});

function CustomSlugRoute() {
  const { groupSlug } = Route.useParams();
  return <CustomSlugPage segment={groupSlug} />;
}
