import {
  registration_availablePurses,
  registration_haveAccount,
  registration_invited,
  registration_joinGroup,
  registration_login,
  registration_memberCount,
  registration_noPurses,
  registration_purseCount,
} from '../../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../../ui/BusyButton';
import type { GroupSummary } from './group-summary';
import { JoinNeedsConnectionNote } from './LookupStates';
import { PurseCard } from './PurseCard';

/**
 * Wizard step 1, group-info (SPEC §2): the group, its purses, 'Join Group', and for a logged-out
 * visitor 'Already have an account? Login'. A highlighted purse (from a share link) comes first.
 */
export function GroupInfoStep({
  group,
  highlightPurseId,
  signedIn,
  online,
  joining,
  headingRef,
  onJoin,
  onLogin,
}: {
  group: GroupSummary;
  highlightPurseId: string | null;
  signedIn: boolean;
  online: boolean;
  joining: boolean;
  headingRef: (element: HTMLHeadingElement | null) => void;
  onJoin: () => void;
  onLogin: () => void;
}) {
  const purses = highlightPurseId
    ? [...group.purses].sort((a, b) => Number(b.id === highlightPurseId) - Number(a.id === highlightPurseId))
    : group.purses;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-medium text-primary">{registration_invited()}</p>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold break-words outline-none">
          {group.name}
        </h1>
        {group.description ? <p className="mt-1 text-base-content/80">{group.description}</p> : null}
        <p className="mt-1 text-sm text-base-content/70">
          {registration_memberCount({ count: group.memberCount })} · {registration_purseCount({ count: group.purses.length })}
        </p>
      </div>

      <section aria-labelledby="available-purses" className="flex flex-col gap-2">
        <h2 id="available-purses" className="text-lg font-semibold">
          {registration_availablePurses()}
        </h2>
        {purses.length === 0 ? (
          <p className="rounded-box border border-dashed border-base-300 p-3 text-sm text-base-content/75">
            {registration_noPurses()}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {purses.map((purse) => (
              <PurseCard key={purse.id} purse={purse} highlighted={purse.id === highlightPurseId} />
            ))}
          </ul>
        )}
      </section>

      {!online ? <JoinNeedsConnectionNote /> : null}

      {/* Kept in reach at the bottom of the screen while the purse list scrolls past. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-base-300 bg-base-100 px-4 py-3 sm:-mx-6 sm:px-6">
        <BusyButton type="button" busy={joining} onClick={onJoin} className="btn btn-primary btn-block">
          {registration_joinGroup()}
        </BusyButton>
      </div>

      {!signedIn ? (
        <p className="-mt-3 text-center text-sm">
          {registration_haveAccount()}{' '}
          <button type="button" onClick={onLogin} className="btn btn-link btn-sm min-h-11 px-1 text-sm font-semibold">
            {registration_login()}
          </button>
        </p>
      ) : null}
    </div>
  );
}
