import { dues_nudgeLink, dues_nudgeNote, dues_nudgeTitle } from '../../../shared/i18n/paraglide/messages.js';
import { formatNaira } from '../../lib/format';
import { shareLink, whatsappChatUrl } from '../../lib/group-links';
import type { PurseDuesView } from './dues-data';
import { duesNudgeText } from './dues-words';

/**
 * The admin's one-to-one reminders (issue 25 §7): for each member who owes, most owed first, a
 * WhatsApp chat with them opened with the message written in the member's own language (what they
 * owe, the periods still open, the pay link). Nothing is sent until the admin sends it in
 * WhatsApp. Built on the phone from synced rows, so it works offline; only the group's admin holds
 * the members' numbers.
 */
export function NudgeList({ view }: { view: PurseDuesView }) {
  const link = shareLink(window.location.origin, view.group, view.project);
  const nudges = view.ledgers.members.flatMap((standing) => {
    const contact = view.memberRows.get(standing.member.userId)?.contact;
    const text = contact ? duesNudgeText(view, standing, link, contact.locale) : null;
    return contact && text ? [{ userId: standing.member.userId, name: standing.member.fullName, owing: standing.ledger.owingKobo, href: whatsappChatUrl(contact.phone, text) }] : [];
  });
  if (nudges.length === 0) return null;
  return (
    <details className="rounded-box border border-base-300 p-3 text-sm">
      <summary className="cursor-pointer font-medium">{dues_nudgeTitle({ count: nudges.length })}</summary>
      <p className="mt-2 text-base-content/75">{dues_nudgeNote()}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {nudges.map((nudge) => (
          <li key={nudge.userId}>
            <a href={nudge.href} target="_blank" rel="noopener noreferrer" className="link inline-flex min-h-11 items-center">
              {dues_nudgeLink({ name: nudge.name, amount: formatNaira(nudge.owing) })}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
