import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { BusyButton } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { turnOffPush } from './push-actions';
import { BlockedHelp, pushReason, UnsupportedHelp } from './PushHelp';
import { usePushStatus } from './push-state';
import { useTurnOn } from './use-turn-on';
import { push_turnOnFailed, push_close, push_offHere, push_offText, push_offTitle, push_onHere, push_title, push_turnOff, push_turnOn } from '../../../shared/i18n/paraglide/messages.js';

/** The menu's 'Notifications' choice: on, off, or how to unblock them. Opened by the user only. */
export function PushSettingsDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const status = usePushStatus(user.id);
  const { busy, outcome, turnOn } = useTurnOn(user.id);
  const [turningOff, setTurningOff] = useState(false);

  return (
    <Dialog title={push_title()} description={pushReason(user.role)} onClose={onClose}>
      {(close) => (
        <div className="flex flex-col gap-4">
          {status === 'on' ? (
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-success" aria-hidden="true" />
              {push_onHere()}
            </p>
          ) : null}
          {status === 'off' ? (
            <p className="flex items-center gap-2 font-medium">
              <span className="size-2.5 rounded-full bg-base-content/40" aria-hidden="true" />
              {push_offHere()}
            </p>
          ) : null}
          {status === 'blocked' ? <BlockedHelp /> : null}
          {status === 'unsupported' ? <UnsupportedHelp /> : null}
          {outcome === 'failed' && status === 'off' ? (
            <p role="alert" className="rounded-field bg-error/10 p-2 text-sm text-error">
              {push_turnOnFailed()}
            </p>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className="btn btn-ghost">
              {push_close()}
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
                    toast({ title: push_offTitle(), description: push_offText() });
                    close();
                  });
                }}
              >
                {push_turnOff()}
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
                {push_turnOn()}
              </BusyButton>
            ) : null}
          </div>
        </div>
      )}
    </Dialog>
  );
}
