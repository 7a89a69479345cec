import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/joining/register/RegisterPage';

export const Route = createFileRoute('/register/$link')({
  component: RegisterRoute,
});

function RegisterRoute() {
  const { link } = Route.useParams();
  return <RegisterPage link={link} />;
}
