/**
 * The /member-payment flow as data (SPEC §2, §4): select -> instructions -> upload -> success,
 * Back one step at a time, 'Make Another Contribution' back to an empty select step. A receipt
 * shared from the bank app (issue 27 §1) goes select -> upload: the money was already sent.
 */
import { formatNaira } from '../../../lib/format';
import { nairaToKobo } from '../../../../shared/money';

export type FlowStep = 'select' | 'instructions' | 'upload' | 'success';

export interface FlowState {
  step: FlowStep;
  projectId: string;
  /** As typed, in naira. */
  amount: string;
  proof: File | null;
  reference: string;
  notes: string;
  /** Dues or a rotation: the period it pays, as its index in text ('' = oldest unpaid first). */
  period: string;
  /**
   * The id of a receipt shared from another app (issue 27 §1), kept on the phone until the payment
   * is saved; null otherwise. The money already went: the flow skips the payment instructions.
   */
  shared: string | null;
  /** The amount is the one the server read from the shared receipt (until the member changes it). */
  amountFromReceipt: boolean;
}

export type FlowAction =
  | { type: 'choose-project'; projectId: string }
  | { type: 'set-amount'; amount: string }
  | { type: 'set-period'; period: string }
  | { type: 'set-proof'; proof: File | null }
  | { type: 'set-reference'; reference: string }
  | { type: 'set-notes'; notes: string }
  /** A shared receipt arrived: attached, with the purse and amount proposed when the phone knows them. */
  | { type: 'receive-share'; shared: string; proof: File; projectId: string | null; amount: string }
  /**
   * The server read the shared receipt's amount: it replaces `replaces` (what was proposed when
   * the read began), never an amount the member typed meanwhile, nor another receipt's.
   */
  | { type: 'read-amount'; shared: string; amount: string; replaces: string }
  /** What the member had typed and picked, kept on the phone (use-pay-draft.ts), back after a reload. */
  | { type: 'restore'; kept: KeptFlow; proof: File | null }
  | { type: 'proceed' }
  | { type: 'back' }
  | { type: 'submitted' }
  | { type: 'reset' };

/** The part of the flow kept on the phone until it is sent (the photo is kept beside it). */
export type KeptFlow = Pick<FlowState, 'step' | 'projectId' | 'amount' | 'reference' | 'notes' | 'period'>;

/** What to keep of the flow; null when there is nothing to keep (nothing typed or picked, or sent). */
export function flowToKeep(state: FlowState): KeptFlow | null {
  const { step, projectId, amount, reference, notes, period, proof } = state;
  if (step === 'success' || (projectId === '' && amount === '' && reference === '' && notes === '' && proof === null)) return null;
  return { step, projectId, amount, reference, notes, period };
}

export const INITIAL_FLOW: FlowState = { step: 'select', projectId: '', amount: '', proof: null, reference: '', notes: '', period: '', shared: null, amountFromReceipt: false };

/**
 * The amount in kobo when it is a positive naira amount, else null. The flow enforces no minimum
 * (SPEC §5), but the server takes no zero or negative payment, so neither does Proceed.
 * @example flowAmountKobo('1,500') === 150000; flowAmountKobo('0') === null
 */
export function flowAmountKobo(amount: string): number | null {
  const kobo = nairaToKobo(amount);
  return kobo !== null && kobo > 0 ? kobo : null;
}

/** 'Proceed to Payment Instructions' needs a purse and an amount. */
export function canProceed(state: FlowState): boolean {
  return state.projectId !== '' && flowAmountKobo(state.amount) !== null;
}

/** 'Submit Payment Proof' needs an image and no submission running. */
export function canSubmit(state: FlowState, sending: boolean): boolean {
  return state.proof !== null && !sending;
}

/**
 * The purse a link asked for (`?purse=`) to choose on the select step: only one of the purses the
 * member can pay into, and only while nothing is chosen; null otherwise (the member chooses).
 * @example purseToPreselect('p1', [{ project: { id: 'p1' } }], INITIAL_FLOW) === 'p1'
 */
export function purseToPreselect(requested: string | undefined, payable: readonly { project: { id: string } }[], state: FlowState): string | null {
  if (!requested || state.step !== 'select' || state.projectId !== '') return null;
  return payable.some(({ project }) => project.id === requested) ? requested : null;
}

const NEXT: Record<FlowStep, FlowStep> = { select: 'instructions', instructions: 'upload', upload: 'upload', success: 'success' };
const PREVIOUS: Record<FlowStep, FlowStep> = { select: 'select', instructions: 'select', upload: 'instructions', success: 'success' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'choose-project':
      // A period belongs to the purse it was picked for.
      return { ...state, projectId: action.projectId, period: action.projectId === state.projectId ? state.period : '' };
    case 'set-period':
      return { ...state, period: action.period };
    case 'set-amount':
      return { ...state, amount: action.amount, amountFromReceipt: false };
    case 'set-proof':
      return { ...state, proof: action.proof };
    case 'set-reference':
      return { ...state, reference: action.reference };
    case 'set-notes':
      return { ...state, notes: action.notes };
    case 'receive-share': {
      const shared = { ...state, shared: action.shared, proof: action.proof, projectId: action.projectId ?? state.projectId, amount: action.amount || state.amount, amountFromReceipt: false };
      // With the purse and amount known, one tap submits; the member sees both and may change them.
      return { ...shared, step: canProceed(shared) ? 'upload' : 'select' };
    }
    case 'read-amount':
      if (state.shared !== action.shared || state.amount !== action.replaces || state.step === 'success') return state;
      return { ...state, amount: action.amount, amountFromReceipt: true };
    case 'restore': {
      // Only into a flow nothing was typed or picked in since the page opened (a purse a link chose
      // may be: the kept one is the member's later choice); a shared receipt keeps its own.
      const touched = state.step !== 'select' || state.amount !== '' || state.reference !== '' || state.notes !== '' || state.proof !== null;
      if (touched || state.shared !== null) return state;
      const { step, projectId, amount, reference, notes, period } = action.kept;
      const restored = { ...state, projectId, amount, reference, notes, period, proof: action.proof };
      // A step past the purse and amount only with them (as Proceed would), never the success screen.
      return { ...restored, step: step === 'success' || !canProceed(restored) ? 'select' : step };
    }
    case 'proceed':
      if (state.step === 'select' && !canProceed(state)) return state;
      if (state.step === 'select' && state.shared) return { ...state, step: 'upload' };
      return { ...state, step: NEXT[state.step] };
    case 'back':
      if (state.step === 'upload' && state.shared) return { ...state, step: 'select' };
      return { ...state, step: PREVIOUS[state.step] };
    case 'submitted':
      return { ...state, step: 'success' };
    case 'reset':
      return INITIAL_FLOW;
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/**
 * A purse as the dropdown shows it: 'project — group (collected/target)'.
 * @example purseOptionLabel({ name: 'Reunion', collectedAmountKobo: 0, targetAmountKobo: 50000000 }, 'Class of 2010') === 'Reunion — Class of 2010 (₦0/₦500,000)'
 */
export function purseOptionLabel(project: { name: string; collectedAmountKobo: number; targetAmountKobo: number }, groupName: string): string {
  return `${project.name} — ${groupName} (${formatNaira(project.collectedAmountKobo)}/${formatNaira(project.targetAmountKobo)})`;
}
