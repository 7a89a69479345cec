import { useState } from 'react';
import type { SessionUser } from '../../shared/auth-schemas';
import { BusyButton } from '../ui/BusyButton';
import { Dialog } from '../ui/Dialog';
import { toast } from '../ui/toast-store';
import { turnOffPush } from './push-actions';
import { BlockedHelp, pushReason, UnsupportedHelp } from './PushHelp';
import { usePushStatus } from './push-state';
import { TURN_ON_FAILED, useTurnOn } from './use-turn-on';

/** The menu's 'Notifications' choice: on, off, or how to unblock them. Opened by the user only. */
export function PushSettingsDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const status = usePushStatus(user.id);
  const { busy, outcome, turnOn } = useTurnOn(user.id);
  const [turningOff, setTurningOff] = useState(false);

  return (
    <Dialog title="Notifications" description={pushReason(user.role)} onClose={onClose}>
      {(close) => (
        <div className="flex flex-col gap-4">
          {status === 'on' ? (
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-success" aria-hidden="true" />
              On for this phone
            </p>
          ) : null}
          {status === 'off' ? (
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-base-content/40" aria-hidden="true" />
              Off for this phone
            </p>
          ) : null}
          {status === 'blocked' ? <BlockedHelp /> : null}
          {status === 'unsupported' ? <UnsupportedHelp /> : null}
          {outcome === 'failed' && status === 'off' ? (
            <p role="alert" className="rounded-field bg-error/10 p-2 text-sm text-error">
              {TURN_ON_FAILED}
            </p>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className="btn btn-ghost">
              Close
            </button>
            {status === 'on' ? (
              <BusyButton
                type="button"
                busy={turningOff}
                className="btn"
                onClick={() => {
                  setTurningOff(true);
                  void turnOffPush(user.id).finally(() => {
                    setTurningOff(false);
                    toast({ title: 'Notifications are off', description: 'You can turn them on again from the menu.' });
                    close();
                  });
                }}
              >
                Turn off notifications
              </BusyButton>
            ) : null}
            {status === 'off' ? (
              <BusyButton
                type="button"
                busy={busy}
                data-autofocus
                onClick={() => {
                  void turnOn().then((result) => {
                    if (result === 'on' || result === 'on-offline') close();
                  });
                }}
              >
                Turn on notifications
              </BusyButton>
            ) : null}
          </div>
        </div>
      )}
    </Dialog>
  );
}
