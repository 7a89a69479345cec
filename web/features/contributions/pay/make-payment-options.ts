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

/** The choices of a /make-payment form kept on the phone (data/use-form-draft.ts). */
export interface KeptChoices {
  groupId?: string;
  projectId?: string;
  paymentType?: string;
}

/**
 * A kept /make-payment form mended to what the phone offers now: a group left since is dropped
 * (with its purse and method, the form's own start stands), a purse closed since is chosen again
 * as a fresh form would, and a method the purse no longer offers is replaced. What was typed stays.
 * @example mendKeptChoices({ groupId: 'g1', projectId: 'gone', amount: '5000' }, ['g1'], () => [p1]) // { groupId: 'g1', projectId: 'p1', paymentType: …, amount: '5000' }
 */
export function mendKeptChoices<V extends KeptChoices, P extends PurseForPayers & { id: string }>(kept: V, groupIds: readonly string[], pursesOf: (groupId: string) => readonly P[]): V {
  const { groupId, projectId, paymentType, ...typed } = kept;
  if (groupId === undefined || !groupIds.includes(groupId)) return typed as V;
  const purses = pursesOf(groupId);
  const fits = purses.length === 0 ? projectId === NO_PURSE : purses.some((p) => p.id === projectId);
  const purse = fits && projectId !== undefined ? projectId : initialPurseValue(purses);
  const offered = makePaymentOptions(groupId, purses, purse);
  const method = offered.methods.some((m) => m.id === paymentType) ? paymentType : offered.preferredMethod;
  return { ...typed, groupId, projectId: purse, paymentType: method } as V;
}
