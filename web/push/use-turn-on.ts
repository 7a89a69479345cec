import { useState } from 'react';
import { toast } from '../ui/toast-store';
import { turnOnPush, type TurnOnResult } from './push-actions';

export const TURN_ON_FAILED = 'Could not turn on notifications on this phone. Please try again later.';

/**
 * The 'Turn on notifications' tap: shows the browser's prompt, then says how it went: a toast
 * when they are on, `outcome` for the screen to explain a block or a failure.
 */
export function useTurnOn(userId: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TurnOnResult | null>(null);

  const turnOn = async (): Promise<TurnOnResult> => {
    setBusy(true);
    let result: TurnOnResult;
    try {
      result = await turnOnPush(userId);
    } catch {
      result = 'failed';
    }
    setBusy(false);
    setOutcome(result);
    if (result === 'on') toast({ title: 'Notifications are on', description: 'You will be told on this phone, even when the app is closed.' });
    if (result === 'on-offline') toast({ title: 'Notifications are on', description: 'They will start once you are back online.' });
    return result;
  };

  return { busy, outcome, turnOn };
}
