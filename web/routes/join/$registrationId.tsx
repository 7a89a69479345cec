import { createFileRoute } from '@tanstack/react-router';
import { JoinLandingPage } from '../../features/joining/landing/JoinLandingPage';

/** /join/{registrationId}, also reached as /join/{link}: both are one path segment. */
export const Route = createFileRoute('/join/$registrationId')({
  component: JoinRoute,
});

function JoinRoute() {
  const { registrationId } = Route.useParams();
  return <JoinLandingPage registrationId={registrationId} />;
}
