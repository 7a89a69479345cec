import { join_askAdmin, join_whereToPay } from '../../../../shared/i18n/paraglide/messages.js';
import type { PurseSummary } from '../register/group-summary';
import type { Notice } from './notice-board';
import { NoticePurseCard } from './NoticePurseCard';
import { lazy, Suspense } from 'react';

// Only a visitor who chose to give downloads the form (with its schemas and the image compressor).
const GuestGift = lazy(() => import('./GuestGift').then((module) => ({ default: module.GuestGift })));

/**
 * The notice board of a group's Custom URL (issue 27 §2), the link an admin pins in the WhatsApp
 * group's description: each open purse that takes transfers with its account (a Copy button per
 * detail), what each member pays and by when, a bank change of the last 14 days in the warning
 * colour, and who to ask. Read from the look-up, so it shows offline from the copy kept on the
 * phone (the page then says the figures are that copy).
 */
export function NoticeBoard({ notice, purses, give = null, groupName = '' }: { notice: Notice; purses: readonly PurseSummary[]; give?: string | null; groupName?: string }) {
  const now = new Date();
  // ?give={purseId} of a purse that welcomes guests: the gift's form (issue 27 §4), its own chunk.
  const giving = give ? purses.find((p) => p.id === give && p.guestsWelcome) : undefined;
  const giveTo = giving ? notice.purses.find((p) => p.id === giving.id) : undefined;
  if (giving && giveTo) {
    return (
      <Suspense fallback={<span className="loading loading-spinner" aria-hidden="true" />}>
        <GuestGift groupName={groupName} purse={giving} account={giveTo} />
      </Suspense>
    );
  }
  const open = notice.purses.flatMap((entry) => {
    const purse = purses.find((p) => p.id === entry.id);
    return purse ? [{ entry, purse }] : [];
  });
  const admin = notice.ask.join(', ');
  if (open.length === 0 && !admin) return null;
  return (
    <section aria-labelledby="where-to-pay" className="flex flex-col gap-3">
      {open.length > 0 ? (
        <h2 id="where-to-pay" className="text-lg font-semibold">
          {join_whereToPay()}
        </h2>
      ) : null}
      {open.map(({ entry, purse }) => (
        <NoticePurseCard key={purse.id} entry={entry} purse={purse} now={now} />
      ))}
      {admin ? <p className="px-1 text-base-content/85">{join_askAdmin({ name: admin })}</p> : null}
    </section>
  );
}
