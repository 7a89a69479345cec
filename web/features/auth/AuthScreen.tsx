import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { auth_login, auth_offlineNote, auth_signUp, auth_tabsLabel, auth_tagline } from '../../../shared/i18n/paraglide/messages.js';
import { useOnline } from '../../lib/use-online';
import { BrandMark } from '../../ui/BrandMark';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { FeaturePanel } from './FeaturePanel';
import { LoginPanel } from './LoginPanel';
import { SignUpPanel } from './SignUpPanel';

const TABS = [
  { id: 'login', label: auth_login },
  { id: 'signup', label: auth_signUp },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The landing screen when logged out (SPEC §2): the Login / Sign Up card first, so it is in
 * view on a 360 px phone, and the four feature blurbs below it (beside it on wide screens).
 */
export function AuthScreen() {
  const [tab, setTab] = useState<TabId>('login');
  const online = useOnline();
  const baseId = useId();
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ login: null, signup: null });

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const move = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = TABS[(index + move + TABS.length) % TABS.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-5 md:flex-row-reverse md:items-start md:gap-10 md:py-12">
      <div className="w-full md:max-w-md">
        <LanguagePicker className="mb-4" />
        <header className="mb-4 flex items-center gap-3">
          <BrandMark className="size-10" />
          <div>
            <h1 className="text-2xl leading-tight font-bold">GroupPurse</h1>
            <p className="text-sm text-base-content/75">{auth_tagline()}</p>
          </div>
        </header>

        <div className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-4 p-4 sm:p-6">
            {!online ? (
              <p role="status" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">
                {auth_offlineNote()}
              </p>
            ) : null}

            <div role="tablist" aria-label={auth_tabsLabel()} className="tabs tabs-box grid grid-cols-2" onKeyDown={onTabKeyDown}>
              {TABS.map((t) => (
                <button
                  key={t.id}
                  ref={(el) => {
                    tabRefs.current[t.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls={`${baseId}-panel-${t.id}`}
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => setTab(t.id)}
                  className={`tab h-11 font-semibold ${tab === t.id ? 'tab-active' : ''}`}
                >
                  {t.label()}
                </button>
              ))}
            </div>

            <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
              {tab === 'login' ? <LoginPanel /> : <SignUpPanel />}
            </div>
          </div>
        </div>
      </div>

      <FeaturePanel />
    </div>
  );
}
