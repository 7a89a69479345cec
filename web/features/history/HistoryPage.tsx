import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user';
import { useDeviceDb } from '../../session/use-device-db';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Page, PageHeading } from '../../ui/PageHeading';
import { HistoryEntryItem } from './HistoryEntryItem';
import { entriesOf, HISTORY_TABS, loadGroupHistory, type HistoryTab } from './history-data';
import { VerifyHistory } from './VerifyHistory';
import { CheckEarlierCode } from './CheckEarlierCode';
import { groups_goToGroups, groups_historyOf, groups_myStatement, history_backToGroups, history_checkCode, history_checkCodeHint, history_empty, history_emptyTab, history_generateReport, history_groupNotFound, history_groupNotFoundHint, history_loading, history_show, history_showOlder, history_subtitle, history_title } from '../../../shared/i18n/paraglide/messages.js';

/** Entries shown at first, and added by each 'Show older entries'. */
const PAGE = 50;

/**
 * A group's history (issue 11 §4): the check code, 'Verify', the check of an earlier code (issue
 * 23 §5; `code` from a link is checked at once), the filters and every entry newest first in plain
 * words. Read from the phone, so it opens and verifies offline.
 */
export function HistoryPage({ groupId, code }: { groupId: string; code?: string }) {
  const user = useCurrentUser();
  const db = useDeviceDb();
  const history = useLiveQuery(() => (db && user ? loadGroupHistory(db, groupId, user.id) : null), [db, groupId, user?.id]);
  const [tab, setTab] = useState<HistoryTab>('all');
  const [shown, setShown] = useState(PAGE);

  if (history === undefined) {
    return (
      <Page>
        <PageHeading title={history_title()} />
        <ListSkeleton label={history_loading()} />
      </Page>
    );
  }
  if (history === null) {
    return (
      <Page>
        <PageHeading title={history_groupNotFound()} subtitle={history_groupNotFoundHint()} />
        <Link to="/groups" className="btn btn-primary">
          {groups_goToGroups()}
        </Link>
      </Page>
    );
  }

  const { group, role, entries, checkCode, context } = history;
  const visible = entriesOf(entries, tab);
  return (
    <Page>
      <PageHeading title={history_title()} subtitle={history_subtitle({ name: group.name })} />
      <div className="flex flex-col gap-4">
        <section aria-label={history_checkCode()} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm text-base-content/80">{history_checkCode()}</span>
            <span className="font-mono text-xl font-bold tracking-wider" data-testid="check-code">
              {checkCode}
            </span>
          </p>
          <p className="text-sm text-base-content/80">{history_checkCodeHint()}</p>
          <VerifyHistory entries={entries} />
          <CheckEarlierCode entries={entries} context={context} initial={code} />
          <div className="flex flex-wrap gap-2">
            <Link to="/report" search={{ group: group.id }} className="btn btn-sm h-11 flex-1">
              {role === 'member' ? groups_myStatement() : history_generateReport()}
            </Link>
            {/* exact: a child route would make /groups 'active' (aria-current), which daisyUI draws as a pressed button. */}
            <Link to="/groups" activeOptions={{ exact: true }} className="btn btn-sm btn-ghost h-11 flex-1">
              {history_backToGroups()}
            </Link>
          </div>
        </section>

        <div role="group" aria-label={history_show()} className="join w-full">
          {HISTORY_TABS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={tab === option.value}
              onClick={() => {
                setTab(option.value);
                setShown(PAGE);
              }}
              className={`btn join-item h-11 flex-1 px-1 ${tab === option.value ? 'btn-primary' : ''}`}
            >
              {option.label()}
            </button>
          ))}
        </div>

        {visible.length === 0 ? (
          <p className="rounded-box border border-dashed border-base-300 px-4 py-8 text-center text-sm text-base-content/80">
            {entries.length === 0 ? history_empty() : history_emptyTab()}
          </p>
        ) : (
          <ul aria-label={groups_historyOf({ name: group.name })} className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 px-3">
            {visible.slice(0, shown).map((entry) => (
              <HistoryEntryItem key={entry.id} entry={entry} context={context} />
            ))}
          </ul>
        )}
        {visible.length > shown ? (
          <button type="button" className="btn btn-ghost h-11 text-primary" onClick={() => setShown((n) => n + PAGE)}>
            {history_showOlder()}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
