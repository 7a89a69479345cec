import { useId, useState } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import { join_findGroup, join_groupLink, join_subtitle, join_title } from '../../../../shared/i18n/paraglide/messages.js';
import { useOnline } from '../../../lib/use-online';
import { Page, PageHeading } from '../../../ui/PageHeading';
import { JoinNeedsConnectionNote, LookupView } from '../register/LookupStates';
import { useLookup } from '../register/use-lookup';
import { FoundGroupCard } from './FoundGroupCard';
import { findLinkInMessage, loadPastedLink, parsePastedLink, pastedLinkKey } from './pasted-link';

/**
 * /join-group (SPEC §2): paste a group link, see the group, join it. A link that parses is looked
 * up at once (pasting is the whole gesture on a phone); 'Find Group' is there for keyboards.
 * Besides the spec's link forms, the group's Custom URL and a purse's share link are accepted,
 * and so is the whole WhatsApp message a link came in (pasted-link.ts finds the link).
 */
export function JoinGroupPage() {
  const online = useOnline();
  const inputId = useId();
  const [text, setText] = useState('');
  // The format error waits until the user is done typing: on submit, paste or leaving the field.
  const [checked, setChecked] = useState(false);
  const pasted = parsePastedLink(text, window.location.host);
  const { lookup, retry } = useLookup(pasted ? pastedLinkKey(pasted) : null, loadPastedLink);
  const showInvalid = checked && text.trim() !== '' && pasted === null;

  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title={join_title()} subtitle={join_subtitle()} />

        <form
          noValidate
          className="mb-5 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (pasted !== null) retry();
          }}
        >
          <label htmlFor={inputId} className="text-sm font-medium">
            {join_groupLink()}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPaste={(event) => {
                setChecked(true);
                // A whole message pasted: the field shows just the link found in it, so the
                // person sees what was read. With no link in it, the message stays to be fixed.
                const pastedText = event.clipboardData.getData('text');
                const found = /\s/.test(pastedText.trim()) ? findLinkInMessage(pastedText, window.location.host) : null;
                if (found !== null) {
                  event.preventDefault();
                  setText(found);
                }
              }}
              onBlur={() => setChecked(true)}
              placeholder="https://…/join/…"
              aria-invalid={showInvalid}
              aria-describedby={showInvalid ? `${inputId}-error` : undefined}
              className="input min-w-0 flex-1"
            />
            <button type="submit" className="btn btn-primary">
              {join_findGroup()}
            </button>
          </div>
          {showInvalid ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-error">
              {MESSAGES.invalidLink}
            </p>
          ) : null}
          {!online ? <JoinNeedsConnectionNote /> : null}
        </form>

        {lookup.status === 'idle' ? null : (
          <LookupView
            embedded
            lookup={lookup}
            retry={retry}
            notFoundMessage={MESSAGES.groupNotFoundJoin}
            found={(group) => <FoundGroupCard group={group} />}
          />
        )}
      </div>
    </Page>
  );
}
