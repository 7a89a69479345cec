import { Fragment, type ReactNode } from 'react';
import type { Role } from '../../../shared/auth-schemas';
import {
  push_appSteps,
  push_blockedLead,
  push_chromeSteps,
  push_comeBack,
  push_reasonAdmin,
  push_reasonMember,
  push_toTurnOnAgain,
  push_unsupported,
} from '../../../shared/i18n/paraglide/messages.js';

/** Why notifications are worth it, for this role (issue 5, point 4). */
export function pushReason(role: Role): string {
  return role === 'admin' ? push_reasonAdmin() : push_reasonMember();
}

/**
 * A message with parts of it drawn as elements: each placeholder comes back as the given node, so
 * the sentence keeps its own word order in every language.
 * @example withParts(push_chromeSteps, { path: <b>Settings</b>, allow: <b>Allow</b> })
 */
function withParts<K extends string>(message: (inputs: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((key) => [key, `\u0000${key}\u0000`])) as Record<K, string>;
  return message(marks)
    .split('\u0000')
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece as K] : piece}</Fragment>);
}

/** Android's own menu names, as the phone shows them (its language, not the app's). */
const menuPath = (...names: string[]) =>
  names.map((name, index) => (
    <Fragment key={name}>
      {index > 0 ? ' › ' : null}
      <span className="font-medium">{name}</span>
    </Fragment>
  ));

/**
 * How to undo a browser block: only the user can, from the site or app settings. `withLead`
 * starts with the plain statement, for places whose title does not already say it.
 */
export function BlockedHelp({ withLead = true }: { withLead?: boolean }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {withLead ? <p className="font-semibold">{push_blockedLead()}</p> : null}
      <p>{push_toTurnOnAgain()}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{withParts(push_chromeSteps, { path: menuPath('⋮', 'Settings', 'Site settings', 'Notifications'), allow: menuPath('Allow') })}</li>
        <li>{withParts(push_appSteps, { path: menuPath('App info', 'Notifications') })}</li>
      </ul>
      <p>{push_comeBack()}</p>
    </div>
  );
}

/** What to do on a browser without web push (mostly iPhones outside the installed app). */
export function UnsupportedHelp() {
  return (
    <p className="text-sm">{push_unsupported({ steps: 'Share › Add to Home Screen' })}</p>
  );
}

/** A bell in a small soft circle: the offer card's picture. */
export function BellBadge() {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </span>
  );
}
