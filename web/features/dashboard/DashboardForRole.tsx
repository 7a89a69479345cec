import { useCurrentUser } from '../../session/use-current-user';
import { AdminDashboard } from './AdminDashboard';
import { MemberDashboard } from './MemberDashboard';

/** The admin dashboard for role admin, the member dashboard otherwise (SPEC §2, §6). */
export function DashboardForRole() {
  const user = useCurrentUser();
  if (!user) return null;
  return user.role === 'admin' ? <AdminDashboard user={user} /> : <MemberDashboard user={user} />;
}
