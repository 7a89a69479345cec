import { useState } from 'react';
import { toast } from '../../ui/toast-store';
import { turnOnPush, type TurnOnResult } from './push-actions';
import { push_onOfflineText, push_onText, push_onTitle } from '../../../shared/i18n/paraglide/messages.js';

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
    if (result === 'on') toast({ title: push_onTitle(), description: push_onText() });
    if (result === 'on-offline') toast({ title: push_onTitle(), description: push_onOfflineText() });
    return result;
  };

  return { busy, outcome, turnOn };
}
