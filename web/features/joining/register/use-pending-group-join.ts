import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../../../session/use-current-user';
import { takePendingGroupJoin } from './pending-group-join';

/**
 * Honours 'pendingGroupJoin' (SPEC §2, §3): when someone is signed in (now, or on opening the app)
 * and a link is waiting, take them back to it: a group's page, where 'Join Group' joins at once,
 * or a purse's link, which leads a member of its group to paying it (ShareLinkPage). Mount once
 * in the app shell. Runs after the login screen's own redirect, so it wins.
 */
export function usePendingGroupJoin(): void {
  const userId = useCurrentUser()?.id ?? null;
  const navigate = useNavigate();

  useEffect(() => {
    if (userId === null) return;
    const pending = takePendingGroupJoin();
    if (pending?.kind === 'group') void navigate({ to: '/register/$link', params: { link: pending.link } });
    if (pending?.kind === 'purse') void navigate({ to: '/$groupSlug/$purseSlug', params: { groupSlug: pending.groupSlug, purseSlug: pending.purseSlug } });
  }, [userId, navigate]);
}
