import type { LocalHistoryEntry } from '../../data/db';
import { formatDateTime } from '../review/review-format';
import { HIDDEN_DETAILS, historySentence, type SentenceContext } from './history-sentence';

/** One entry: what happened in plain words, the purse it touched, who did it and when, and its number in the chain. */
export function HistoryEntryItem({ entry, context }: { entry: LocalHistoryEntry; context: SentenceContext }) {
  const said = historySentence(entry, context);
  const who = entry.actorId === null ? 'GroupPurse' : entry.actorName || 'Someone';
  return (
    <li className="flex flex-col gap-0.5 py-3">
      <p className="font-medium break-words">{said.text}</p>
      {said.purse ? <p className="text-sm text-base-content/80">Purse: {said.purse}</p> : null}
      {said.hidden ? <p className="text-sm text-base-content/75 italic">{HIDDEN_DETAILS}</p> : null}
      <p className="text-xs text-base-content/75">
        {who} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · Entry {entry.seq}
      </p>
    </li>
  );
}
