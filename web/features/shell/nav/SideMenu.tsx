import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { nav_closeMenu, nav_logOut, nav_menu } from '../../../../shared/i18n/paraglide/messages.js';
import { BrandMark } from '../../../ui/BrandMark';
import { LazyPushMenuButton } from '../../push';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { roleLine } from '../../../session/partner-role';
import { usePartnerGroups } from '../../../session/use-partner-groups';
import { ADMIN_ACTIONS, adminActionLabel, withUnread, type AdminAction, type NavPath } from './nav-links';
import { UnreadBadge } from './UnreadBadge';

export interface SideMenuHandle {
  open: () => void;
}

const itemClass =
  'flex h-12 w-full items-center rounded-field px-3 text-left font-medium hover:bg-base-200';
const activeItemClass = 'bg-primary/10 text-primary font-semibold';

/**
 * The small-screen side menu (SPEC §2). A modal <dialog>: the browser keeps focus inside it,
 * makes the page behind inert, closes it on Escape and gives focus back to the menu button.
 * It also closes on navigation and on a tap outside the panel.
 */
export function SideMenu({
  ref,
  user,
  links,
  unread,
  onLogOut,
  onAdminAction,
}: {
  ref: Ref<SideMenuHandle>;
  user: SessionUser;
  links: { to: NavPath; label: string }[];
  /** Unread notifications, shown on Updates. */
  unread: number;
  onLogOut: () => void;
  /** Send Reminders and Generate Report (admins). */
  onAdminAction: (action: AdminAction) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Issue 23 §3: a partner's menu says so, per group ("Member · Accountability partner of Unity Ajo").
  const partnerOf = usePartnerGroups(user.id);

  useImperativeHandle(ref, () => ({ open: () => dialog.current?.showModal() }), []);

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-label={nav_menu()}
      // A click on the dialog element itself is a click on the backdrop, outside the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="side-menu m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-base-100 p-0 text-base-content shadow-xl md:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 items-center gap-2 border-b border-base-300 px-3">
          <BrandMark className="size-8" />
          <span className="text-lg font-bold">GroupPurse</span>
          <button type="button" onClick={close} aria-label={nav_closeMenu()} className="btn btn-ghost btn-square ml-auto">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <div className="border-b border-base-300 px-4 py-3">
          <p className="font-semibold break-words">{user.fullName}</p>
          <p className="text-sm break-words text-base-content/70">{roleLine(user.role, partnerOf.map((group) => group.name))}</p>
        </div>

        <ul className="flex flex-1 flex-col gap-1 overflow-y-auto p-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className={`${itemClass} gap-2`}
                activeProps={{ className: activeItemClass }}
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
                  <button
                    type="button"
                    className={itemClass}
                    onClick={() => {
                      close();
                      onAdminAction(action);
                    }}
                  >
                    {adminActionLabel(action)}
                  </button>
                </li>
              ))
            : null}
        </ul>

        <div className="border-t border-base-300 p-2">
          <LanguagePicker className="px-3 py-1" />
          <LazyPushMenuButton user={user} variant="menu" />
          <button
            type="button"
            onClick={() => {
              close();
              onLogOut();
            }}
            className={`${itemClass} text-error`}
          >
            {nav_logOut()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
