import { useCurrentUser } from '../auth/use-current-user';
import { MemberDashboard } from './MemberDashboard';

/** /member: where members land after login. */
export function MemberArea() {
  const user = useCurrentUser();
  return user ? <MemberDashboard user={user} /> : null;
}
