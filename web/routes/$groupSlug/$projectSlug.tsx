import { createFileRoute } from '@tanstack/react-router';
import { ShareLinkPage } from '../../features/joining/register/ShareLinkPage';

/** A purse's share link, /{group customSlug}/{purse segment} (SPEC §9): the registration wizard. */
export const Route = createFileRoute('/$groupSlug/$projectSlug')({
  component: ShareLinkRoute,
});

function ShareLinkRoute() {
  const { groupSlug, projectSlug } = Route.useParams();
  return <ShareLinkPage groupSlug={groupSlug} projectSlug={projectSlug} />;
}
