import { useState, useSyncExternalStore } from 'react';
import { pwa_newVersion, pwa_reload } from '../../shared/i18n/paraglide/messages.js';
import { getUpdate, subscribeToUpdate } from './update-store';

/** 'New version available' with 'Reload', shown until the user reloads (DESIGN "Web"). */
export function UpdateBanner() {
  const apply = useSyncExternalStore(subscribeToUpdate, getUpdate, () => null);
  const [reloading, setReloading] = useState(false);
  if (!apply) return null;

  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-box bg-neutral py-2 pr-2 pl-4 text-neutral-content shadow-lg"
    >
      <p className="flex-1 text-sm font-medium">{pwa_newVersion()}</p>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          apply();
        }}
        className="btn btn-primary h-11 px-4 text-sm"
      >
        {pwa_reload()}
      </button>
    </div>
  );
}
