import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { nav_logout, nav_main, nav_openMenu, nav_openMenuUnread } from '../../../../shared/i18n/paraglide/messages.js';
import { BrandMark } from '../../../ui/BrandMark';
import { LazyPushLayer, LazyPushMenuButton } from '../../push';
import { deviceDb } from '../../../data/db';
import { logOut } from '../../../session/sign-in-out';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { NotificationBell } from '../../updates';
import { roleLine } from '../../../session/partner-role';
import { usePartnerGroups } from '../../../session/use-partner-groups';
import { ADMIN_ACTIONS, adminActionLabel, navLinksFor, withUnread, type AdminAction } from './nav-links';
import { LogOutDialog } from './LogOutDialog';
import { SideMenu, type SideMenuHandle } from './SideMenu';
import { UnreadBadge } from './UnreadBadge';
import { useUnreadUpdates } from './use-unread-updates';
import { loadSendRemindersDialog } from '../../reminders';

// One line each (whitespace-nowrap): a label broken over two lines made the bar look cut (issue 23).
const linkClass =
  'inline-flex h-11 items-center whitespace-nowrap rounded-field px-2.5 text-sm font-medium text-base-content/80 hover:bg-base-200 hover:text-base-content';
const activeLinkClass = 'bg-primary/10 !text-primary font-semibold';

// Loaded when an admin first opens it; the service worker precaches the chunk for offline use.
const SendRemindersDialog = lazy(() => loadSendRemindersDialog().then((module) => ({ default: module.SendRemindersDialog })));

/**
 * The top bar shown when logged in (SPEC §2); below md the links move to the side menu. Updates
 * carries the unread count (so does the menu button, where Updates is hidden). Logout first asks
 * when changes made on this phone are not on the server yet.
 */
export function TopNav({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const menu = useRef<SideMenuHandle>(null);
  const links = navLinksFor(user.role);
  const [remindersOpen, setRemindersOpen] = useState(false);
  const [confirmLogOut, setConfirmLogOut] = useState(false);
  const unread = useUnreadUpdates(user.id);
  const partnerOf = usePartnerGroups(user.id);
  const menuUnread = links.some((link) => link.to === '/updates') ? unread : 0;
  const onAdminAction = (action: AdminAction) => (action === 'reminders' ? setRemindersOpen(true) : void navigate({ to: '/report' }));

  const logOutNow = async () => {
    setConfirmLogOut(false);
    const done = logOut();
    await navigate({ to: '/' });
    await done;
  };
  const onLogOut = async () => {
    // Everything in the outbox, refused changes too: none of it is on the server.
    const unsynced = await deviceDb(user.id).outbox.count();
    if (unsynced > 0) setConfirmLogOut(true);
    else await logOutNow();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      {/* From xl the bar may be wider than the page (7xl): at 1280 px the links, language, notifications, the whole name and Logout fit one line. */}
      <nav aria-label={nav_main()} className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-2 sm:px-4 xl:max-w-7xl">
        <button
          type="button"
          onClick={() => menu.current?.open()}
          aria-label={menuUnread > 0 ? nav_openMenuUnread({ count: menuUnread }) : nav_openMenu()}
          aria-haspopup="dialog"
          className="btn btn-ghost btn-square relative md:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
          <UnreadBadge count={menuUnread} className="absolute top-0.5 right-0 ring-2 ring-base-100" />
        </button>

        <Link to="/" className="flex h-11 shrink-0 items-center gap-2 rounded-field px-1 text-lg font-bold">
          <BrandMark className="size-8" />
          <span>GroupPurse</span>
        </Link>

        <ul className="ml-2 hidden shrink-0 items-center gap-0.5 md:flex xl:ml-4">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={`${linkClass} gap-1.5`}
                activeProps={{ className: activeLinkClass }}
                aria-label={link.to === '/updates' ? withUnread(link.label, unread) : undefined}
              >
                {link.label}
                {link.to === '/updates' ? <UnreadBadge count={unread} /> : null}
              </Link>
            </li>
          ))}
          {user.role === 'admin'
            ? ADMIN_ACTIONS.map((action) => (
                <li key={action}>
                  <button type="button" className={linkClass} onClick={() => onAdminAction(action)}>
                    {adminActionLabel(action)}
                  </button>
                </li>
              ))
            : null}
        </ul>

        {/* Labels on one line: [&_span] outranks the sr-only/not-sr-only switches, which reset white-space. */}
        <div className="ml-auto flex min-w-0 items-center gap-2 *:whitespace-nowrap [&_span]:whitespace-nowrap">
          <LanguagePicker compact className="hidden md:flex" />
          <LazyPushMenuButton user={user} variant="bar" />
          {user.role === 'admin' ? <NotificationBell user={user} /> : null}
          {/* The name gives way first on narrower screens, cut with '…' (its title holds it whole). */}
          <span className="hidden max-w-48 truncate text-sm font-medium sm:inline xl:max-w-72" title={`${user.fullName}: ${roleLine(user.role, partnerOf.map((group) => group.name))}`}>
            {user.fullName}
          </span>
          <button type="button" onClick={onLogOut} className="btn btn-ghost h-11 shrink-0 px-3 text-sm font-medium">
            {nav_logout()}
          </button>
        </div>
      </nav>

      <SideMenu ref={menu} user={user} links={links} unread={unread} onLogOut={() => void onLogOut()} onAdminAction={onAdminAction} />
      {confirmLogOut ? <LogOutDialog user={user} onLogOut={() => void logOutNow()} onClose={() => setConfirmLogOut(false)} /> : null}
      {remindersOpen ? (
        <Suspense fallback={null}>
          <SendRemindersDialog user={user} onClose={() => setRemindersOpen(false)} />
        </Suspense>
      ) : null}
      <LazyPushLayer user={user} />
    </header>
  );
}
