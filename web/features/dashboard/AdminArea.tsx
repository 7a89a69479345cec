import { useCurrentUser } from '../auth/use-current-user';
import { AdminDashboard } from './AdminDashboard';

/** /admin: where admins land after login. */
export function AdminArea() {
  const user = useCurrentUser();
  return user ? <AdminDashboard user={user} /> : null;
}
