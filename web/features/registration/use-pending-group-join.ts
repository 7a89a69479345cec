import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { takePendingGroupJoin } from './pending-group-join';

/**
 * Honours 'pendingGroupJoin' (SPEC §2, §3): when someone is signed in (now, or on opening the app)
 * and a registration link is waiting, take them to that group's page, where 'Join Group' joins
 * at once. Mount once in the app shell. Runs after the login screen's own redirect, so it wins.
 */
export function usePendingGroupJoin(): void {
  const userId = useCurrentUser()?.id ?? null;
  const navigate = useNavigate();

  useEffect(() => {
    if (userId === null) return;
    const link = takePendingGroupJoin();
    if (link !== null) void navigate({ to: '/register/$link', params: { link } });
  }, [userId, navigate]);
}
