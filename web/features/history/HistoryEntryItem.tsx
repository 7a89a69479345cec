import type { LocalHistoryEntry } from '../../data/db';
import { formatDateTime } from '../../lib/format';
import { actorName, historySentence, type SentenceContext } from './history-sentence';
import { history_entryNumber, history_hiddenDetails, history_purseLabel } from '../../../shared/i18n/paraglide/messages.js';

/** One entry: what happened in plain words, the purse it touched, who did it and when, and its number in the chain. */
export function HistoryEntryItem({ entry, context }: { entry: LocalHistoryEntry; context: SentenceContext }) {
  const said = historySentence(entry, context);
  const who = actorName(entry);
  return (
    <li className="flex flex-col gap-0.5 py-3">
      <p className="font-medium break-words">{said.text}</p>
      {said.purse ? <p className="text-sm text-base-content/80">{history_purseLabel({ name: said.purse })}</p> : null}
      {said.hidden ? <p className="text-sm text-base-content/75 italic">{history_hiddenDetails()}</p> : null}
      <p className="text-xs text-base-content/75">
        {who} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {history_entryNumber({ seq: entry.seq })}
      </p>
    </li>
  );
}
