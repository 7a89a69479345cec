export type SuccessWording = 'submitted' | 'saved-on-phone';

/**
 * What the success screen may say (issue 23: it said "submitted" above a note that the proof was
 * only on the phone). 'saved-on-phone' while the payment still waits in the outbox with no signal:
 * nobody has it yet. Otherwise the spec's 'Payment Submitted Successfully!': the server has it, or
 * the phone is online and sending it now (the sync status bar says if that fails).
 * @example successWording({ queued: true, online: false }) === 'saved-on-phone'
 */
export function successWording({ queued, online }: { queued: boolean; online: boolean }): SuccessWording {
  return queued && !online ? 'saved-on-phone' : 'submitted';
}
