import { useState } from 'react';
import type { MemberStanding } from '../../../shared/purse-ledgers';
import { dues_nudgeLink, dues_nudgeNote, dues_nudgeTitle } from '../../../shared/i18n/paraglide/messages.js';
import { formatNaira } from '../../lib/format';
import { shareLink, whatsappChatUrl } from '../../lib/group-links';
import type { PurseDuesView } from './dues-data';
import { duesNudgeText, nudgeDue } from './dues-words';
import { payCode } from '../../../shared/pay-codes';

/**
 * The admin's one-to-one reminders (issue 25 §7): for each member who owes, most owed first, a
 * WhatsApp chat with them opened with the message written in the member's own language (what they
 * owe, the periods still open, the pay link). Nothing is sent until the admin sends it in
 * WhatsApp. Built on the phone from synced rows, so it works offline; only the group's admin holds
 * the members' numbers.
 */
export function NudgeList({ view }: { view: PurseDuesView }) {
  // The texts are written only once the list is opened: 300 members' messages are work a cheap phone need not do for a closed list.
  const [open, setOpen] = useState(false);
  const due = view.ledgers.members.filter((standing) => nudgeDue(standing) && view.memberRows.get(standing.member.userId)?.contact);
  if (due.length === 0) return null;
  return (
    <details className="rounded-box border border-base-300 p-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">{dues_nudgeTitle({ count: due.length })}</summary>
      {open ? <Nudges view={view} due={due} /> : null}
    </details>
  );
}

function Nudges({ view, due }: { view: PurseDuesView; due: readonly MemberStanding[] }) {
  const link = shareLink(window.location.origin, view.group, view.project);
  return (
    <>
      <p className="mt-2 text-base-content/75">{dues_nudgeNote()}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {due.map((standing) => {
          const row = view.memberRows.get(standing.member.userId)!;
          const text = duesNudgeText(view, standing, link, row.contact!.locale, payCode(row.payTag, view.project.payTag))!;
          const contact = row.contact!;
          return (
            <li key={standing.member.userId}>
              <a href={whatsappChatUrl(contact.phone, text)} target="_blank" rel="noopener noreferrer" className="link inline-flex min-h-11 items-center">
                {dues_nudgeLink({ name: standing.member.fullName, amount: formatNaira(standing.ledger.owingKobo) })}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
