import { useLiveQuery } from 'dexie-react-hooks';
import { dues_imageFailed, dues_imageSaved, dues_myDuesTitle, dues_nothingBegun, dues_share, dues_shareImage } from '../../../shared/i18n/paraglide/messages.js';
import { isFrequency } from '../../../shared/purse-schedule';
import type { DeviceDb } from '../../data/db';
import { shareMessage } from '../../lib/copy-text';
import { fileNameOf } from '../../lib/save-file';
import { useShareFile } from '../../lib/use-share-file';
import { BusyButton } from '../../ui/BusyButton';
import { Icon } from '../../ui/Icon';
import { loadMyDuesCards, type PurseDuesView } from './dues-data';
import { cellWords, duesShareText, periodLabel, fineLine, scheduleLine, standingLines, turnLine } from './dues-words';
import { periodTone } from './state-tone';

/**
 * The member's dues card (issue 25 §3): for each levy or dues purse of theirs, every period paid,
 * part-paid, owing or excused, what they owe and what is next, read from the phone (offline too),
 * and shared into WhatsApp as text. Shown only when they are in such a purse.
 */
export function MyDuesCard({ db, userId }: { db: DeviceDb; userId: string }) {
  const views = useLiveQuery(() => loadMyDuesCards(db, userId), [db, userId]);
  if (!views || views.length === 0) return null;
  return (
    <section aria-labelledby="my-dues-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="my-dues-title" className="card-title">
          {dues_myDuesTitle()}
        </h2>
        <ul className="flex flex-col gap-3">
          {views.map((view) => (
            <PurseDues key={view.project.id} view={view} userId={userId} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PurseDues({ view, userId }: { view: PurseDuesView; userId: string }) {
  const standing = view.ledgers.members.find((m) => m.member.userId === userId);
  const frequency = isFrequency(view.ledgers.schedule.frequency) ? view.ledgers.schedule.frequency : null;
  const periods = standing?.ledger.periods ?? [];
  const titleId = `dues-${view.project.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <div>
        <h3 id={titleId} className="font-semibold break-words">
          {view.project.name}
        </h3>
        <p className="text-sm text-base-content/75">
          {view.group.name} · {scheduleLine(view)}
          {fineLine(view) ? ` · ${fineLine(view)}` : ''}
        </p>
      </div>
      {periods.length === 0 ? (
        <p className="text-sm">{dues_nothingBegun()}</p>
      ) : (
        <ol className="flex flex-wrap gap-1.5">
          {periods.map((period) => (
            <li key={period.index} className={`rounded-field border px-2 py-1 text-sm ${periodTone(period)}`}>
              <span className="font-medium">{periodLabel(period, frequency)}</span>: {cellWords(period)}
            </li>
          ))}
        </ol>
      )}
      <ul className="flex flex-col text-sm">
        {[...standingLines(view, userId), ...[turnLine(view, userId)].filter((line): line is string => line !== null)].map((line, i) => (
          <li key={line} className={i === 0 ? 'font-semibold' : 'text-base-content/80'}>
            {line}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm h-11" onClick={() => void shareMessage({ title: view.project.name, text: duesShareText(view, userId) })}>
          <Icon name="share" className="size-4" />
          {dues_share()}
        </button>
        <SharePicture view={view} userId={userId} />
      </div>
    </li>
  );
}

/** The card as a picture (its drawer loads on the tap), shared where the phone can, else saved. */
function SharePicture({ view, userId }: { view: PurseDuesView; userId: string }) {
  const { busy, said, share } = useShareFile();
  const sharePicture = () =>
    void share(async () => {
      const { drawCardImage } = await import('./dues-card-image');
      const blob = await drawCardImage(view, userId);
      return { file: new File([blob], `${fileNameOf(view.project.name)}-dues.png`, { type: 'image/png' }), title: view.project.name };
    });
  return (
    <>
      <BusyButton type="button" busy={busy} className="btn btn-sm h-11" onClick={sharePicture}>
        {dues_shareImage()}
      </BusyButton>
      <p role="status" className="w-full text-sm font-medium empty:hidden">
        {said === 'failed' ? dues_imageFailed() : said === 'downloaded' ? dues_imageSaved() : null}
      </p>
    </>
  );
}
