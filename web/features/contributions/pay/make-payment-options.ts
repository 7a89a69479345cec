import type { PaymentMethod, PaymentMethodId } from '../../../../shared/payment-methods';
import type { PurseForPayers } from '../../../../shared/payment-methods-offered';
import { methodsFor, NO_PURSE, payToMethodFor } from './payment-forms';

/** What /make-payment offers once a group (and maybe a purse) is chosen. */
export interface MakePaymentOptions<P> {
  /** The chosen purse of the group, if any. */
  project: P | null;
  /** The group has open purses and none is chosen yet: the methods wait for it. */
  needsPurse: boolean;
  /** The methods to offer, in catalogue order. */
  methods: PaymentMethod[];
  /** The method to pick for the member: bank transfer when offered, cash with no purse, else none. */
  preferredMethod: PaymentMethodId | '';
}

/**
 * The purse select's starting value for a group: its only purse, "choose one" ('') among
 * several, NO_PURSE when it has none.
 * @example initialPurseValue([{ id: 'p1' }]) === 'p1'
 */
export function initialPurseValue(purses: readonly { id: string }[]): string {
  if (purses.length === 0) return NO_PURSE;
  return purses.length === 1 ? purses[0]!.id : '';
}

/**
 * The purse and methods /make-payment offers. A payment to no purse has no account to go to, so a
 * group with purses needs one chosen, and a group without is offered cash (handed to the admin).
 * @example makePaymentOptions('g1', [], NO_PURSE).methods.map((m) => m.id) // ['cash']
 */
export function makePaymentOptions<P extends PurseForPayers & { id: string }>(groupId: string, purses: readonly P[], projectId: string): MakePaymentOptions<P> {
  if (groupId === '') return { project: null, needsPurse: false, methods: [], preferredMethod: '' };
  if (purses.length === 0) return { project: null, needsPurse: false, methods: methodsFor(null), preferredMethod: 'cash' };
  const project = purses.find((p) => p.id === projectId) ?? null;
  if (project === null) return { project, needsPurse: true, methods: [], preferredMethod: '' };
  return { project, needsPurse: false, methods: methodsFor(project), preferredMethod: payToMethodFor(project) ?? '' };
}
