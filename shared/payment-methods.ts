import * as z from 'zod';
import { zodError } from './errors';
import {
  shared_methodBankTransfer, shared_methodBankTransferHint, shared_methodCash, shared_methodCashHint, shared_methodCashappHint,
  shared_methodCrypto, shared_methodCryptoHint, shared_methodMobileMoney, shared_methodMobileMoneyHint, shared_methodPaypalHint,
  shared_methodVenmoHint, shared_methodWireTransfer, shared_methodWireTransferHint, shared_methodZelleHint,
} from './i18n/paraglide/messages.js';

/**
 * The nine payment method identifiers of SPEC §3, in catalogue order.
 * @example PAYMENT_METHOD_IDS.includes('cash') === true
 */
export const PAYMENT_METHOD_IDS = [
  'bank_transfer',
  'mobile_money',
  'zelle',
  'cashapp',
  'venmo',
  'paypal',
  'wire_transfer',
  'crypto',
  'cash',
] as const;

/** One payment method identifier. @example const id: PaymentMethodId = 'bank_transfer' */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Where a method is used: Nigeria, the United States, or anywhere. @example const c: PaymentMethodCountry = 'NG' */
export type PaymentMethodCountry = 'NG' | 'US' | 'GLOBAL';

/** A payment method as shown to payers. @example paymentMethod('cash').requiresAccount === false */
export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  description: string;
  /** A short emoji. */
  icon: string;
  countries: readonly PaymentMethodCountry[];
  /** Whether the payer sends to an account (all but cash). */
  requiresAccount: boolean;
}

/**
 * The catalogue, in PAYMENT_METHOD_IDS order; labels and descriptions in the language current when read
 * (brand names stay as they are).
 * @example PAYMENT_METHODS.map((m) => m.label)[0] === 'Bank Transfer'
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'bank_transfer',
    get label() { return shared_methodBankTransfer(); },
    get description() { return shared_methodBankTransferHint(); },
    icon: '🏦',
    countries: ['NG', 'GLOBAL'],
    requiresAccount: true,
  },
  {
    id: 'mobile_money',
    get label() { return shared_methodMobileMoney(); },
    get description() { return shared_methodMobileMoneyHint(); },
    icon: '📱',
    countries: ['NG'],
    requiresAccount: true,
  },
  {
    id: 'zelle',
    label: 'Zelle',
    get description() { return shared_methodZelleHint(); },
    icon: '⚡',
    countries: ['US'],
    requiresAccount: true,
  },
  {
    id: 'cashapp',
    label: 'Cash App',
    get description() { return shared_methodCashappHint(); },
    icon: '💲',
    countries: ['US'],
    requiresAccount: true,
  },
  {
    id: 'venmo',
    label: 'Venmo',
    get description() { return shared_methodVenmoHint(); },
    icon: '💙',
    countries: ['US'],
    requiresAccount: true,
  },
  {
    id: 'paypal',
    label: 'PayPal',
    get description() { return shared_methodPaypalHint(); },
    icon: '🅿️',
    countries: ['GLOBAL'],
    requiresAccount: true,
  },
  {
    id: 'wire_transfer',
    get label() { return shared_methodWireTransfer(); },
    get description() { return shared_methodWireTransferHint(); },
    icon: '🌍',
    countries: ['GLOBAL'],
    requiresAccount: true,
  },
  {
    id: 'crypto',
    get label() { return shared_methodCrypto(); },
    get description() { return shared_methodCryptoHint(); },
    icon: '🪙',
    countries: ['GLOBAL'],
    requiresAccount: true,
  },
  {
    id: 'cash',
    get label() { return shared_methodCash(); },
    get description() { return shared_methodCashHint(); },
    icon: '💵',
    countries: ['GLOBAL'],
    requiresAccount: false,
  },
];

const BY_ID = new Map<PaymentMethodId, PaymentMethod>(PAYMENT_METHODS.map((method) => [method.id, method]));

/**
 * The catalogue entry of one method.
 * @example paymentMethod('zelle').countries // ['US']
 */
export function paymentMethod(id: PaymentMethodId): PaymentMethod {
  const method = BY_ID.get(id);
  // Every PaymentMethodId has an entry (a test checks it); a miss means a bad cast upstream.
  if (!method) throw new Error(`Unknown payment method: ${String(id)}`);
  return method;
}

/**
 * The methods a new project allows (SPEC §5, §9).
 * @example DEFAULT_PAYMENT_METHODS.includes('venmo') === false
 */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethodId[] = [
  'bank_transfer',
  'mobile_money',
  'zelle',
  'cashapp',
  'paypal',
];

function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'string' && BY_ID.has(value as PaymentMethodId);
}

// Catalogue order and no repeats, whatever order the list was stored in, so screens are stable.
function inCatalogueOrder(ids: readonly PaymentMethodId[]): PaymentMethodId[] {
  return PAYMENT_METHOD_IDS.filter((id) => ids.includes(id));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a project's allowedPaymentTypes JSON text column: unknown ids are dropped, and an empty,
 * missing or unreadable list means all nine methods (SPEC: "all methods if none").
 * Answers in catalogue order without repeats.
 * @example parseAllowedPaymentTypes('["paypal","bank_transfer","bitcoin"]') // ['bank_transfer', 'paypal']
 */
export function parseAllowedPaymentTypes(json: string | null | undefined): PaymentMethodId[] {
  const value = json ? parseJson(json) : undefined;
  const known = Array.isArray(value) ? value.filter(isPaymentMethodId) : [];
  return known.length > 0 ? inCatalogueOrder(known) : [...PAYMENT_METHOD_IDS];
}

/**
 * One payment method identifier; 'Please select a payment method' otherwise.
 * @example paymentMethodIdSchema.parse('cash') === 'cash'
 */
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS, zodError('paymentTypeRequired'));

/**
 * A project's allowed methods, as JSON text of a list (the spec's wire form) or as an array;
 * at least one known method. Outputs the ids in catalogue order without repeats.
 * @example allowedPaymentTypesSchema.parse('["paypal","cash"]') // ['paypal', 'cash']
 */
export const allowedPaymentTypesSchema = z
  .union([z.string(), z.array(z.unknown())], zodError('paymentMethodsRequired'))
  .transform((value) => (typeof value === 'string' ? parseJson(value) : value))
  .pipe(z.array(paymentMethodIdSchema, zodError('paymentMethodsRequired')).min(1, zodError('paymentMethodsRequired')))
  .transform(inCatalogueOrder);
