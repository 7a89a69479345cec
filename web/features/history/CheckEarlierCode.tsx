import { useEffect, useId, useRef, useState } from 'react';
import type { LocalHistoryEntry } from '../../data/db';
import { BusyButton } from '../../ui/BusyButton';
import { useDeviceDb } from '../../session/use-device-db';
import { checkCodeOnPhone, codeAnswer, type CodeAnswer } from './code-check';
import { fetchWholeRange } from './history-range';
import type { SentenceContext } from './history-sentence';
import { errors_tryAgain, history_codeCheckButton, history_codeCheckTitle, history_codeInputLabel } from '../../../shared/i18n/paraglide/messages.js';

/**
 * 'Check an earlier code': a code from a roll-call, a statement or this screen, typed or opened
 * from a link (`initial`, checked at once), answered from the history on this phone (code-check.ts).
 */
export function CheckEarlierCode({ entries, context, initial }: { entries: readonly LocalHistoryEntry[]; context: SentenceContext; initial?: string }) {
  const [code, setCode] = useState(initial ?? '');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CodeAnswer | null>(null);
  const db = useDeviceDb();
  const inputId = useId();
  // Checks overlap (a link's code is checked again as the history arrives, a tap may follow): only
  // the newest one answers, so an older one that took longer (fetching a range) cannot overwrite it.
  const newest = useRef(0);
  const check = async (input: string) => {
    const mine = ++newest.current;
    setBusy(true);
    try {
      const lookup = await checkCodeOnPhone(entries, input, (groupId, from, to) => fetchWholeRange(db, groupId, from, to));
      if (mine === newest.current) setAnswer(codeAnswer(lookup, entries, context));
    } catch {
      if (mine === newest.current) setAnswer({ ok: false, lines: [errors_tryAgain()] });
    } finally {
      if (mine === newest.current) setBusy(false);
    }
  };
  // A link carrying a code is checked when the history is on screen, and again as more of it
  // arrives (a phone still syncing may not hold that entry yet), until the user types a code.
  const typed = useRef(false);
  useEffect(() => {
    if (initial && !typed.current) void check(initial);
  }, [initial, entries.length]);
  return (
    <form
      className="flex flex-col gap-2"
      aria-label={history_codeCheckTitle()}
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {history_codeCheckTitle()}
        <span className="block text-xs font-normal text-base-content/80">{history_codeInputLabel()}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            typed.current = true;
            setCode(event.target.value);
          }}
          inputMode="text"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder="1a2b3c4d"
          className="input h-11 min-w-0 flex-1 font-mono tracking-wider"
        />
        <BusyButton type="submit" busy={busy} className="btn btn-outline h-11">
          {history_codeCheckButton()}
        </BusyButton>
      </div>
      {/* Mounted from the start so a screen reader announces the answer. */}
      <div
        role="status"
        data-testid="code-answer"
        className={`flex flex-col gap-1 rounded-field px-3 py-2 text-sm empty:hidden ${answer === null ? '' : answer.ok ? 'bg-success/15' : 'border border-error bg-error/10'}`}
      >
        {answer?.lines.map((line, i) => (
          <p key={i} className={i === 0 ? 'font-medium break-words' : 'break-words'}>
            {line}
          </p>
        ))}
      </div>
    </form>
  );
}
