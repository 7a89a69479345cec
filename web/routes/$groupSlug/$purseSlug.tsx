import { createFileRoute } from '@tanstack/react-router';
import { ShareLinkPage } from '../../features/joining/register/ShareLinkPage';

/** A purse's share link, /{group customSlug}/{purse segment} (SPEC §9): the registration wizard. */
export const Route = createFileRoute('/$groupSlug/$purseSlug')({
  component: ShareLinkRoute,
});

function ShareLinkRoute() {
  const { groupSlug, purseSlug } = Route.useParams();
  return <ShareLinkPage groupSlug={groupSlug} purseSlug={purseSlug} />;
}
