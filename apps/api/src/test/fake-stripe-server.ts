// A local stand-in for Stripe's API, for the Stripe adapter's tests (decision 0009: no internet
// here). It answers exactly the calls stripe-provider.ts and stripe-payout-provider.ts make, the way Stripe does: form-encoded
// bodies with bracket keys, Stripe's error JSON, Idempotency-Key replay, and Stripe's test
// payment methods (pm_card_visa succeeds, pm_card_chargeDeclined is refused, …). It records
// every request so tests can check what was sent, and signs webhook events like Stripe.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Stripe objects are plain JSON documents here; the adapter's SDK types them on its side.
export type StripeObject = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. /v1/customers */
  path: string;
  /** Body (POST) or query (GET) parameters, bracket keys expanded into objects and arrays. */
  params: StripeObject;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** What the fake answered (set once it has). */
  status?: number;
  response?: StripeObject;
}

interface CardError {
  code: string;
  declineCode?: string;
  message: string;
}

const DECLINED: CardError = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** What Stripe's test payment methods do (docs.stripe.com/testing). */
interface TestCard {
  /** Refused when attached to a customer or charged (Stripe checks the card on attach). */
  refused?: CardError;
  /** Attaches, but every charge fails. */
  chargeFails?: CardError;
  /** Attaches, but every charge needs 3-D Secure. */
  authenticationRequired?: boolean;
}

const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_amex: {},
  pm_card_chargeDeclined: { refused: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    refused: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_chargeDeclinedExpiredCard: { refused: { code: 'expired_card', message: 'Your card has expired.' } },
  pm_card_chargeDeclinedIncorrectCvc: {
    refused: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  pm_card_chargeCustomerFail: { chargeFails: DECLINED },
  pm_card_authenticationRequired: { authenticationRequired: true },
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeObject,
  ) {
    super(String(body.message));
  }
}

function resourceMissing(kind: string, id: string, param: string): StripeHttpError {
  return new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

function cardError(error: CardError, extra: StripeObject = {}): StripeHttpError {
  return new StripeHttpError(402, {
    type: 'card_error',
    code: error.code,
    ...(error.declineCode ? { decline_code: error.declineCode } : {}),
    message: error.message,
    ...extra,
  });
}

function invalidRequest(message: string, param?: string): StripeHttpError {
  return new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
}

// ---- form decoding: a[b][0][c]=v → { a: { b: [ { c: 'v' } ] } } ----

type FormValue = string | FormNode | FormValue[];
interface FormNode {
  [key: string]: FormValue;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormNode = {};
  for (const key of keys) converted[key] = toArrays(value[key] as FormValue);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}

export function decodeStripeForm(encoded: string): StripeObject {
  const root: FormNode = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(name);
    if (!match) continue;
    const segments = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormNode;
    });
  }
  return toArrays(root) as StripeObject;
}

// ---- small readers for decoded params ----

function str(params: StripeObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function int(params: StripeObject, key: string): number | undefined {
  const value = str(params, key);
  return value === undefined ? undefined : Number.parseInt(value, 10);
}

function obj(params: StripeObject, key: string): StripeObject {
  const value = params[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StripeObject) : {};
}

function list(params: StripeObject, key: string): unknown[] {
  const value = params[key];
  return Array.isArray(value) ? value : [];
}

function addYear(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface FakeStripeOptions {
  /** The time Stripe sees, in ms; tests with a moved clock pass it. Real time by default. */
  now?: () => number;
}

export interface FakeStripeServer {
  /** Base URL for the adapter's apiUrl, e.g. http://127.0.0.1:53124 */
  url: string;
  requests: RecordedRequest[];
  /** The requests to one method and path (path may end with * to match a prefix). */
  requestsTo(method: string, path: string): RecordedRequest[];
  /**
   * The next `times` requests (to paths starting with `pathPrefix`, default all; with `method`,
   * only those) answer `status`. With `afterHandling`, Stripe carries each request out first and
   * only its answer is lost (a timeout after Stripe acted); idempotency replays then return what
   * Stripe did.
   */
  failNext(options?: {
    status?: number;
    times?: number;
    pathPrefix?: string;
    method?: string;
    afterHandling?: boolean;
  }): void;
  /**
   * The bank refuses the next `times` payments with `paymentMethod` as Stripe answers any declined
   * card (card_declined): a card that paid before can be refused later (limit reached, card
   * frozen), which none of Stripe's test cards does.
   */
  declineNextPayments(paymentMethod: string, times?: number): void;
  /** Stripe's current copy of a subscription. */
  subscription(id: string): StripeObject;
  /** Moves a subscription like Stripe would (trial converted, renewal failed, …). */
  updateSubscription(
    id: string,
    change: { status?: string; currentPeriodEnd?: number; cancelAtPeriodEnd?: boolean; endedAt?: number },
  ): StripeObject;
  /** An invoice of the subscription, as invoice.* events carry it. */
  invoiceFor(subscriptionId: string, options?: { paid?: boolean }): StripeObject;
  /** Stripe's current copy of a connected account. */
  account(id: string): StripeObject;
  /** Moves a connected account like onboarding or Stripe's review would. */
  updateAccount(
    id: string,
    change: {
      detailsSubmitted?: boolean;
      payoutsEnabled?: boolean;
      transfers?: 'active' | 'inactive' | 'pending';
      disabledReason?: string | null;
    },
  ): StripeObject;
  /** Every transfer made, oldest first. */
  transfers(): StripeObject[];
  /** The platform's available balance in cents; transfers beyond it are refused. Unlimited: null (default). */
  setAvailableBalance(cents: number | null): void;
  /** A Stripe event document around `object`. */
  event(type: string, object: StripeObject, id?: string): StripeObject;
  close(): Promise<void>;
}

/** The Stripe-Signature header Stripe sends with `payload`: t=…,v1=HMAC-SHA256(`${t}.${payload}`). */
export function signStripePayload(payload: string, secret: string, timestampSeconds?: number): string {
  const timestamp = timestampSeconds ?? Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function startFakeStripeServer(options: FakeStripeOptions = {}): Promise<FakeStripeServer> {
  const nowMs = options.now ?? Date.now;
  const now = () => Math.floor(nowMs() / 1000);
  const requests: RecordedRequest[] = [];
  const failures: {
    status: number;
    remaining: number;
    pathPrefix: string;
    method: string | undefined;
    afterHandling: boolean;
  }[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: StripeObject }>();

  const customers = new Map<string, StripeObject>();
  const attached = new Map<string, string>(); // payment method → customer
  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  // Connect (decision 0018): connected accounts and transfers from the platform's balance.
  const accounts = new Map<string, StripeObject>();
  const transfers: StripeObject[] = [];
  let availableBalance: number | null = null;

  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${(counter += 1)}${randomBytes(3).toString('hex')}`;

  // Stripe's test ids (pm_card_visa, …) stand for a new payment method each time one is used;
  // attaching one gives the customer its own copy with a new id.
  const copies = new Map<string, TestCard>();
  /** payment method -> how many of its next payments the bank refuses (declineNextPayments). */
  const bankDeclines = new Map<string, number>();

  function card(id: string): TestCard {
    const found = TEST_CARDS[id] ?? copies.get(id);
    if (!found) throw resourceMissing('PaymentMethod', id, 'payment_method');
    return found;
  }

  function customer(id: string | undefined): StripeObject {
    const found = id === undefined ? undefined : customers.get(id);
    if (!found) throw resourceMissing('customer', String(id), 'customer');
    return found;
  }

  function subscriptionById(id: string): StripeObject {
    const found = subscriptions.get(id);
    if (!found) throw resourceMissing('subscription', id, 'id');
    return found;
  }

  /** A PaymentIntent confirmed with the card: succeeded, or refused the way Stripe refuses it. */
  function confirmIntent(input: {
    amount: number;
    customerId: string | undefined;
    paymentMethod: string;
    description?: string;
    throwOnDecline: boolean;
    /** capture_method manual: a good card leaves the intent requires_capture (held, not charged). */
    manualCapture?: boolean;
  }): StripeObject {
    const behaviour = card(input.paymentMethod);
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: input.amount,
      currency: 'usd',
      customer: input.customerId ?? null,
      payment_method: input.paymentMethod,
      description: input.description ?? null,
      status: input.manualCapture ? 'requires_capture' : 'succeeded',
      capture_method: input.manualCapture ? 'manual' : 'automatic_async',
      amount_capturable: input.manualCapture ? input.amount : 0,
      amount_received: input.manualCapture ? 0 : input.amount,
      last_payment_error: null,
      created: now(),
    };
    const declines = bankDeclines.get(input.paymentMethod) ?? 0;
    if (declines > 0) bankDeclines.set(input.paymentMethod, declines - 1);
    const failure = behaviour.refused ?? behaviour.chargeFails ?? (declines > 0 ? DECLINED : undefined);
    if (failure) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: failure.code,
        ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
        message: failure.message,
      };
    } else if (behaviour.authenticationRequired) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    }
    intents.set(intent.id as string, intent);
    if (failure && input.throwOnDecline) throw cardError(failure, { payment_intent: intent });
    return intent;
  }

  function couponDiscount(amount: number, couponIds: string[]): number {
    let total = amount;
    for (const id of couponIds) {
      const coupon = coupons.get(id);
      if (!coupon) continue;
      if (typeof coupon.percent_off === 'number') total -= Math.round((total * coupon.percent_off) / 100);
      if (typeof coupon.amount_off === 'number') total -= Math.min(coupon.amount_off, total);
    }
    return total;
  }

  function createInvoice(subscription: StripeObject, amountDue: number, paymentMethod: string): StripeObject {
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_due: amountDue,
      amount_paid: 0,
      currency: 'usd',
      status: 'paid',
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
      created: now(),
    };
    if (amountDue > 0) {
      const intent = confirmIntent({
        amount: amountDue,
        customerId: subscription.customer as string,
        paymentMethod,
        throwOnDecline: false,
      });
      invoice.payments = {
        object: 'list',
        data: [
          {
            id: newId('inpay'),
            object: 'invoice_payment',
            status: intent.status === 'succeeded' ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: intent.id },
          },
        ],
        has_more: false,
        url: '/v1/invoice_payments',
      };
      if (intent.status === 'succeeded') invoice.amount_paid = amountDue;
      else invoice.status = 'open';
    }
    invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  function withExpansions(subscription: StripeObject, params: StripeObject): StripeObject {
    const expand = list(params, 'expand').map(String);
    if (!expand.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'))) return subscription;
    const invoice = invoices.get(subscription.latest_invoice as string);
    return { ...subscription, latest_invoice: invoice ?? subscription.latest_invoice };
  }

  function createSubscription(params: StripeObject): StripeObject {
    const cus = customer(str(params, 'customer'));
    const items = list(params, 'items') as StripeObject[];
    const priceId = items[0] ? str(items[0], 'price') : undefined;
    const price = priceId ? prices.get(priceId) : undefined;
    if (!price) throw resourceMissing('price', String(priceId), 'items[0][price]');
    const paymentMethod =
      str(params, 'default_payment_method') ??
      (obj(cus, 'invoice_settings').default_payment_method as string | null | undefined) ??
      undefined;
    if (!paymentMethod) {
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
      );
    }
    const couponIds = (list(params, 'discounts') as StripeObject[])
      .map((discount) => str(discount, 'coupon'))
      .filter((id): id is string => id !== undefined);
    for (const id of couponIds) if (!coupons.has(id)) throw resourceMissing('coupon', id, 'discounts[0][coupon]');

    const start = now();
    const trialDays = int(params, 'trial_period_days') ?? 0;
    const trialEnd = trialDays > 0 ? start + trialDays * 86_400 : null;
    const periodEnd = trialEnd ?? addYear(start);
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: cus.id,
      status: trialEnd ? 'trialing' : 'active',
      created: start,
      start_date: start,
      billing_cycle_anchor: periodEnd === trialEnd ? trialEnd : start,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      default_payment_method: paymentMethod,
      discounts: couponIds.map((coupon) => ({ object: 'discount', coupon: coupons.get(coupon) })),
      metadata: obj(params, 'metadata'),
      payment_behavior: str(params, 'payment_behavior') ?? 'allow_incomplete',
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: periodEnd,
          },
        ],
        has_more: false,
        url: '/v1/subscription_items',
      },
      latest_invoice: null,
    };
    const amountDue = trialEnd ? 0 : couponDiscount(price.unit_amount as number, couponIds);
    const behaviour = card(paymentMethod);
    const mode = str(params, 'payment_behavior') ?? 'allow_incomplete';
    if (amountDue > 0 && mode === 'error_if_incomplete' && (behaviour.chargeFails ?? behaviour.refused)) {
      throw cardError((behaviour.chargeFails ?? behaviour.refused) as CardError);
    }
    const invoice = createInvoice(subscription, amountDue, paymentMethod);
    subscription.latest_invoice = invoice.id;
    if (invoice.status !== 'paid') subscription.status = 'incomplete';
    subscriptions.set(subscription.id as string, subscription);
    return withExpansions(subscription, params);
  }

  /** GET /v1/subscriptions: newest first; without a status, every one but the canceled ones. */
  function listSubscriptions(params: StripeObject): StripeObject {
    const customerId = str(params, 'customer');
    const status = str(params, 'status');
    const limit = int(params, 'limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalidRequest('Invalid integer: limit', 'limit');
    const matching = [...subscriptions.values()]
      .filter((subscription) => customerId === undefined || subscription.customer === customerId)
      .filter((subscription) =>
        status === undefined ? subscription.status !== 'canceled' : status === 'all' || subscription.status === status,
      )
      .reverse();
    return {
      object: 'list',
      data: matching.slice(0, limit),
      has_more: matching.length > limit,
      url: '/v1/subscriptions',
    };
  }

  function setPeriodEnd(subscription: StripeObject, end: number): void {
    const items = obj(subscription, 'items');
    for (const item of list(items, 'data') as StripeObject[]) item.current_period_end = end;
  }

  function accountById(id: string, param = 'account'): StripeObject {
    const found = accounts.get(id);
    if (!found) throw resourceMissing('account', id, param);
    return found;
  }

  /** POST /v1/accounts: a new Express account waits for onboarding, disabled until then. */
  function createAccount(params: StripeObject): StripeObject {
    const type = str(params, 'type');
    if (type !== 'express' && type !== 'standard' && type !== 'custom') {
      throw invalidRequest('Missing required param: type.', 'type');
    }
    const requested = Object.entries(obj(params, 'capabilities'))
      .filter(([, value]) => str(value as StripeObject, 'requested') === 'true')
      .map(([name]) => name);
    const account: StripeObject = {
      id: newId('acct'),
      object: 'account',
      type,
      country: str(params, 'country') ?? 'US',
      default_currency: 'usd',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
      requirements: {
        currently_due: ['business_type', 'external_account', 'tos_acceptance.date'],
        disabled_reason: 'requirements.past_due',
      },
      metadata: obj(params, 'metadata'),
      created: now(),
    };
    accounts.set(account.id as string, account);
    return account;
  }

  /** POST /v1/transfers: money from the platform's available balance to a connected account. */
  function createTransfer(params: StripeObject): StripeObject {
    const amount = int(params, 'amount');
    if (amount === undefined || amount < 1) throw invalidRequest('Invalid positive integer', 'amount');
    if (str(params, 'currency') !== 'usd') throw invalidRequest('Missing required param: currency.', 'currency');
    const destination = accountById(str(params, 'destination') ?? '', 'destination');
    if (obj(destination, 'capabilities').transfers !== 'active') {
      throw invalidRequest(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
      );
    }
    if (availableBalance !== null) {
      if (amount > availableBalance) {
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'You have insufficient available funds in your Stripe account.',
        });
      }
      availableBalance -= amount;
    }
    const transfer: StripeObject = {
      id: newId('tr'),
      object: 'transfer',
      amount,
      currency: 'usd',
      destination: destination.id,
      description: str(params, 'description') ?? null,
      transfer_group: str(params, 'transfer_group') ?? null,
      metadata: obj(params, 'metadata'),
      reversed: false,
      created: now(),
    };
    transfers.push(transfer);
    return transfer;
  }

  function handle(method: string, path: string, params: StripeObject): { status: number; body: StripeObject } {
    const parts = path.split('/').filter(Boolean); // ['v1', 'customers', 'cus_1']
    const [version, resource, id, action] = parts;
    if (version !== 'v1')
      throw new StripeHttpError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL.' });
    const ok = (body: StripeObject) => ({ status: 200, body });

    if (resource === 'customers' && method === 'POST' && id === undefined) {
      const created: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        email: str(params, 'email') ?? null,
        name: str(params, 'name') ?? null,
        metadata: obj(params, 'metadata'),
        invoice_settings: { default_payment_method: null },
        created: now(),
      };
      customers.set(created.id as string, created);
      return ok(created);
    }
    if (resource === 'customers' && id !== undefined && action === undefined) {
      const found = customer(id);
      if (method === 'POST') {
        const settings = obj(params, 'invoice_settings');
        const pm = str(settings, 'default_payment_method');
        if (pm !== undefined) {
          if (attached.get(pm) !== id) {
            throw invalidRequest(
              `No such PaymentMethod: '${pm}'; It's possible this PaymentMethod exists on one of your connected accounts...`,
              'invoice_settings[default_payment_method]',
            );
          }
          found.invoice_settings = { default_payment_method: pm };
        }
      }
      return ok(found);
    }
    if (resource === 'payment_methods' && method === 'POST' && action === 'attach' && id !== undefined) {
      const behaviour = card(id);
      const cus = customer(str(params, 'customer'));
      if (behaviour.refused) throw cardError(behaviour.refused);
      let pmId = id;
      if (TEST_CARDS[id]) {
        pmId = newId('pm');
        copies.set(pmId, behaviour);
      }
      const owner = attached.get(pmId);
      if (owner !== undefined && owner !== cus.id) {
        throw invalidRequest('The payment method you provided has already been attached to a customer.');
      }
      attached.set(pmId, cus.id as string);
      return ok({
        id: pmId,
        object: 'payment_method',
        type: 'card',
        customer: cus.id,
        card: { brand: 'visa', last4: '4242' },
      });
    }
    if (resource === 'products' && method === 'POST' && id === undefined) {
      const productId = str(params, 'id') ?? newId('prod');
      if (products.has(productId)) {
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'resource_already_exists',
          message: 'Product already exists.',
          param: 'id',
        });
      }
      const product: StripeObject = {
        id: productId,
        object: 'product',
        name: str(params, 'name') ?? '',
        active: true,
        metadata: obj(params, 'metadata'),
      };
      if (!product.name) throw invalidRequest('Missing required param: name.', 'name');
      products.set(product.id as string, product);
      return ok(product);
    }
    if (resource === 'prices' && method === 'GET' && id === undefined) {
      const keys = list(params, 'lookup_keys').map(String);
      const activeOnly = str(params, 'active');
      const found = [...prices.values()].filter(
        (price) =>
          (keys.length === 0 || keys.includes(price.lookup_key as string)) &&
          (activeOnly === undefined || String(price.active) === activeOnly),
      );
      return ok({ object: 'list', data: found, has_more: false, url: '/v1/prices' });
    }
    if (resource === 'prices' && method === 'POST' && id === undefined) {
      const productId = str(params, 'product');
      if (!productId || !products.has(productId)) throw resourceMissing('product', String(productId), 'product');
      const lookupKey = str(params, 'lookup_key') ?? null;
      const holder = [...prices.values()].find((price) => lookupKey !== null && price.lookup_key === lookupKey);
      if (holder) {
        if (str(params, 'transfer_lookup_key') !== 'true') {
          throw invalidRequest(`A price (\`${String(holder.id)}\`) already uses that lookup key.`, 'lookup_key');
        }
        holder.lookup_key = null;
      }
      const recurring = obj(params, 'recurring');
      const price: StripeObject = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: str(params, 'currency') ?? 'usd',
        unit_amount: int(params, 'unit_amount') ?? 0,
        product: productId,
        lookup_key: lookupKey,
        recurring: str(recurring, 'interval') ? { interval: str(recurring, 'interval'), interval_count: 1 } : null,
        type: str(recurring, 'interval') ? 'recurring' : 'one_time',
        metadata: obj(params, 'metadata'),
      };
      prices.set(price.id as string, price);
      return ok(price);
    }
    if (resource === 'coupons' && method === 'GET' && id !== undefined) {
      const coupon = coupons.get(decodeURIComponent(id));
      if (!coupon) throw resourceMissing('coupon', decodeURIComponent(id), 'id');
      return ok(coupon);
    }
    if (resource === 'coupons' && method === 'POST' && id === undefined) {
      const couponId = str(params, 'id') ?? newId('coupon');
      if (coupons.has(couponId)) {
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'resource_already_exists',
          message: 'Coupon already exists.',
          param: 'id',
        });
      }
      const percentOff = str(params, 'percent_off');
      const amountOff = int(params, 'amount_off');
      if ((percentOff === undefined) === (amountOff === undefined)) {
        throw invalidRequest('You must pass exactly one of percent_off or amount_off.');
      }
      if (amountOff !== undefined && !str(params, 'currency')) {
        throw invalidRequest('You must pass currency when passing amount_off.', 'currency');
      }
      const duration = str(params, 'duration') ?? 'once';
      if (duration === 'repeating' && int(params, 'duration_in_months') === undefined) {
        throw invalidRequest('You must pass duration_in_months when duration is repeating.', 'duration_in_months');
      }
      const coupon: StripeObject = {
        id: couponId,
        object: 'coupon',
        name: str(params, 'name') ?? null,
        percent_off: percentOff === undefined ? null : Number(percentOff),
        amount_off: amountOff ?? null,
        currency: str(params, 'currency') ?? null,
        duration,
        duration_in_months: int(params, 'duration_in_months') ?? null,
        valid: true,
        metadata: obj(params, 'metadata'),
      };
      coupons.set(couponId, coupon);
      return ok(coupon);
    }
    if (resource === 'subscriptions' && method === 'POST' && id === undefined) return ok(createSubscription(params));
    if (resource === 'subscriptions' && method === 'GET' && id === undefined) return ok(listSubscriptions(params));
    if (resource === 'subscriptions' && id !== undefined && action === undefined) {
      const subscription = subscriptionById(id);
      if (method === 'POST') {
        if (['canceled', 'incomplete_expired'].includes(subscription.status as string)) {
          throw invalidRequest(
            'A canceled subscription can only update its cancellation_details and metadata.',
            'cancel_at_period_end',
          );
        }
        const cancel = str(params, 'cancel_at_period_end');
        if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
        // Stripe schedules the cancellation for the period end and clears it on resume.
        const itemEnd = (list(obj(subscription, 'items'), 'data')[0] as StripeObject | undefined)?.current_period_end;
        subscription.cancel_at = subscription.cancel_at_period_end ? (itemEnd ?? null) : null;
        subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          throw invalidRequest(`No such subscription: '${id}'`);
        }
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        subscription.ended_at = now();
      }
      return ok(withExpansions(subscription, params));
    }
    if (resource === 'payment_intents' && method === 'POST' && id === undefined) {
      const amount = int(params, 'amount');
      if (amount === undefined || amount < 50) throw invalidRequest('Amount must be at least $0.50 usd', 'amount');
      const automatic = obj(params, 'automatic_payment_methods');
      if (
        str(params, 'confirm') === 'true' &&
        str(automatic, 'allow_redirects') !== 'never' &&
        !str(params, 'return_url')
      ) {
        throw invalidRequest('You must provide a `return_url` when confirming a PaymentIntent with redirects allowed.');
      }
      const pm = str(params, 'payment_method');
      if (!pm) throw invalidRequest('Missing required param: payment_method.', 'payment_method');
      const customerId = str(params, 'customer');
      if (customerId !== undefined) customer(customerId);
      return ok(
        confirmIntent({
          amount,
          customerId,
          paymentMethod: pm,
          description: str(params, 'description'),
          throwOnDecline: true,
          manualCapture: str(params, 'capture_method') === 'manual',
        }),
      );
    }
    if (resource === 'payment_intents' && id !== undefined && method === 'POST' && action === 'capture') {
      const intent = intents.get(id);
      if (!intent) throw resourceMissing('payment_intent', id, 'intent');
      if (intent.status !== 'requires_capture') {
        throw invalidRequest(
          `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        );
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount_capturable;
      intent.amount_capturable = 0;
      return ok(intent);
    }
    if (resource === 'refunds' && method === 'POST' && id === undefined) {
      const intentId = str(params, 'payment_intent');
      const intent = intentId === undefined ? undefined : intents.get(intentId);
      if (!intent) throw resourceMissing('payment_intent', String(intentId), 'payment_intent');
      if (intent.status !== 'succeeded') {
        throw invalidRequest(`This PaymentIntent (${String(intent.id)}) does not have a successful charge to refund.`);
      }
      const received = intent.amount_received as number;
      const refunded = (intent.amount_refunded as number | undefined) ?? 0;
      const amount = int(params, 'amount') ?? received - refunded;
      if (amount < 1 || refunded + amount > received) {
        throw invalidRequest(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((received - refunded) / 100).toFixed(2)})`,
          'amount',
        );
      }
      intent.amount_refunded = refunded + amount;
      const refund: StripeObject = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: 'usd',
        payment_intent: intent.id,
        reason: str(params, 'reason') ?? null,
        status: 'succeeded',
        created: now(),
      };
      return ok(refund);
    }
    if (resource === 'payment_intents' && id !== undefined) {
      const intent = intents.get(id);
      if (!intent) throw resourceMissing('payment_intent', id, 'intent');
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded') {
          throw invalidRequest('You cannot cancel this PaymentIntent because it has a status of succeeded.');
        }
        intent.status = 'canceled';
      }
      return ok(intent);
    }
    if (resource === 'accounts' && method === 'POST' && id === undefined) return ok(createAccount(params));
    if (resource === 'accounts' && method === 'GET' && id !== undefined) return ok(accountById(id));
    if (resource === 'account_links' && method === 'POST' && id === undefined) {
      const account = accountById(str(params, 'account') ?? '', 'account');
      for (const key of ['type', 'refresh_url', 'return_url']) {
        if (!str(params, key)) throw invalidRequest(`Missing required param: ${key}.`, key);
      }
      if (str(params, 'type') !== 'account_onboarding' && str(params, 'type') !== 'account_update') {
        throw invalidRequest('Invalid type: must be one of account_onboarding or account_update', 'type');
      }
      return ok({
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${String(account.id)}/${randomBytes(8).toString('hex')}`,
        created: now(),
        expires_at: now() + 300,
      });
    }
    if (resource === 'transfers' && method === 'POST' && id === undefined) return ok(createTransfer(params));
    if (resource === 'transfers' && method === 'GET' && id === undefined) {
      const destination = str(params, 'destination');
      const group = str(params, 'transfer_group');
      const limit = int(params, 'limit') ?? 10;
      if (limit < 1 || limit > 100) throw invalidRequest('Invalid integer: limit', 'limit');
      const matching = transfers
        .filter((transfer) => destination === undefined || transfer.destination === destination)
        .filter((transfer) => group === undefined || transfer.transfer_group === group)
        .reverse();
      return ok({
        object: 'list',
        data: matching.slice(0, limit),
        has_more: matching.length > limit,
        url: '/v1/transfers',
      });
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(response: ServerResponse, status: number, body: StripeObject, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
      'stripe-version': '2026-10-28.endive',
      ...headers,
    });
    response.end(text);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const method = request.method ?? 'GET';
      const raw = await readBody(request);
      const params = decodeStripeForm(method === 'GET' ? url.search.slice(1) : raw);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const idempotencyKey = header('idempotency-key');
      const recorded: RecordedRequest = {
        method,
        path: url.pathname,
        params,
        idempotencyKey,
        stripeVersion: header('stripe-version'),
      };
      requests.push(recorded);
      const reply = (status: number, body: StripeObject, headers: Record<string, string> = {}) => {
        recorded.status = status;
        recorded.response = body;
        send(response, status, body, headers);
      };

      if (!header('authorization')?.startsWith('Bearer sk_')) {
        reply(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
        return;
      }
      const failure = failures.find(
        (entry) =>
          entry.remaining > 0 &&
          url.pathname.startsWith(entry.pathPrefix) &&
          (entry.method === undefined || entry.method === method),
      );
      if (failure) failure.remaining -= 1;
      const failureBody = { error: { type: 'api_error', message: 'An unknown error occurred' } };
      if (failure && !failure.afterHandling) {
        reply(failure.status, failureBody);
        return;
      }
      // What Stripe answers, unless the answer is to be lost on its way back.
      const answer = (status: number, body: StripeObject, headers: Record<string, string> = {}) =>
        failure ? reply(failure.status, failureBody) : reply(status, body, headers);
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      if (idempotencyKey !== undefined && method === 'POST') {
        const previous = idempotent.get(idempotencyKey);
        if (previous && previous.fingerprint !== fingerprint) {
          answer(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        if (previous) {
          answer(previous.status, previous.body, { 'idempotent-replayed': 'true' });
          return;
        }
      }
      let status: number;
      let body: StripeObject;
      try {
        ({ status, body } = handle(method, url.pathname, params));
      } catch (error) {
        if (!(error instanceof StripeHttpError)) throw error;
        status = error.status;
        body = { error: error.body };
      }
      // Stripe saves the result of every request that started executing, errors included.
      if (idempotencyKey !== undefined && method === 'POST')
        idempotent.set(idempotencyKey, { fingerprint, status, body });
      answer(status, body);
    })().catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo(method, path) {
      return requests.filter(
        (request) =>
          request.method === method &&
          (path.endsWith('*') ? request.path.startsWith(path.slice(0, -1)) : request.path === path),
      );
    },
    failNext({ status = 500, times = 1, pathPrefix = '/', method, afterHandling = false } = {}) {
      failures.push({ status, remaining: times, pathPrefix, method, afterHandling });
    },
    declineNextPayments(paymentMethod, times = 1) {
      bankDeclines.set(paymentMethod, (bankDeclines.get(paymentMethod) ?? 0) + times);
    },
    subscription: (id) => structuredClone(subscriptionById(id)),
    updateSubscription(id, change) {
      const subscription = subscriptionById(id);
      if (change.status !== undefined) subscription.status = change.status;
      if (change.currentPeriodEnd !== undefined) setPeriodEnd(subscription, change.currentPeriodEnd);
      if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      if (change.endedAt !== undefined) subscription.ended_at = change.endedAt;
      return structuredClone(subscription);
    },
    invoiceFor(subscriptionId, { paid = true } = {}) {
      const subscription = subscriptionById(subscriptionId);
      const invoice: StripeObject = {
        id: newId('in'),
        object: 'invoice',
        customer: subscription.customer,
        status: paid ? 'paid' : 'open',
        billing_reason: 'subscription_cycle',
        amount_due:
          (obj(list(obj(subscription, 'items'), 'data')[0] as StripeObject, 'price').unit_amount as number) ?? 0,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
        },
        created: now(),
      };
      invoices.set(invoice.id as string, invoice);
      return structuredClone(invoice);
    },
    account: (id) => structuredClone(accountById(id)),
    updateAccount(id, change) {
      const account = accountById(id);
      if (change.detailsSubmitted !== undefined) account.details_submitted = change.detailsSubmitted;
      if (change.payoutsEnabled !== undefined) account.payouts_enabled = change.payoutsEnabled;
      if (change.transfers !== undefined)
        account.capabilities = { ...obj(account, 'capabilities'), transfers: change.transfers };
      if (change.disabledReason !== undefined) {
        account.requirements = {
          currently_due: change.disabledReason === null ? [] : obj(account, 'requirements').currently_due,
          disabled_reason: change.disabledReason,
        };
      }
      return structuredClone(account);
    },
    transfers: () => structuredClone(transfers),
    setAvailableBalance(cents) {
      availableBalance = cents;
    },
    event(type, object, id) {
      return {
        id: id ?? newId('evt'),
        // Events about a connected account name it, as Stripe's Connect webhooks do.
        ...(object.object === 'account' ? { account: object.id } : {}),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
