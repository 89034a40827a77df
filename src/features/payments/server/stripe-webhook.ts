import 'server-only';

import type Stripe from 'stripe';

import { kickOutbox } from '@/features/leads/server/outbox';
import { appLog } from '@/server/app-log';
import { database } from '@/server/db/database';

import { applyHoldIntent, applyRentalRefund, applyRentalSession, followUpRental } from './rental-payments';
import { stripe, webhookSecret } from './stripe-client';
import {
  afterHoldChange,
  applyHoldRefund,
  applyVehicleHoldSession,
  followUpVehicleHold,
} from './vehicle-holds';

/**
 * Stripe's webhook (POST /api/payments/webhook): the body is checked against its signature before
 * anything is read from it (a bad or missing one answers 400 and applies nothing); each event is
 * applied once, its id stored in the transaction that applies it, so a replay changes nothing;
 * and what an event applies is the state of the object it names, read again from Stripe (a session
 * paid or expired, a hold captured or released), moved only forward, so events out of order leave
 * the right state and a body signed by someone else holding the secret can name an object but not
 * say what it holds (a payment never made, another amount).
 * What Stripe must then be asked (a deposit hold, a refund) follows after the commit, and the
 * sweep asks again if that fails.
 */

/** The events to register for the endpoint in Stripe's dashboard. */
export const webhookEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'refund.created',
  'refund.failed',
] as const;

export interface WebhookAnswer {
  status: 200 | 400 | 503;
  text: string;
}

const appliedTypes: ReadonlySet<string> = new Set(webhookEvents);

type Applied = { rental?: string; hold?: string; told?: boolean };

/** The object an event is about, as Stripe answers it now; `undefined` for events not applied here. */
type AsStripeHasIt =
  | { session: Stripe.Checkout.Session }
  | { intent: Stripe.PaymentIntent }
  | { refund: Stripe.Refund }
  | undefined;

async function asStripeHasIt(event: Stripe.Event, id: string): Promise<AsStripeHasIt> {
  const client = await stripe();
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return { session: await client.checkout.sessions.retrieve(id) };
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
      return { intent: await client.paymentIntents.retrieve(id) };
    case 'refund.created':
    case 'refund.failed':
      return { refund: await client.refunds.retrieve(id) };
    default:
      return undefined;
  }
}

async function apply(
  current: NonNullable<AsStripeHasIt>,
  trx: Parameters<typeof applyRentalSession>[0],
  at: string,
): Promise<Applied> {
  if ('session' in current)
    return {
      rental: await applyRentalSession(trx, current.session, at),
      hold: await applyVehicleHoldSession(trx, current.session, at),
    };
  if ('intent' in current) return { rental: await applyHoldIntent(trx, current.intent, at) };
  // Counted (a failed one as owed by hand), and whom it must tell is queued with it; nothing
  // more is asked of Stripe after a refund.
  return {
    told: Boolean(
      (await applyRentalRefund(trx, current.refund, at)) ?? (await applyHoldRefund(trx, current.refund, at)),
    ),
  };
}

/** Stripe's answer that the object named does not exist (another account's, or made up). */
const unknownAtStripe = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'resource_missing';

export async function receiveStripeWebhook(
  body: string | Uint8Array,
  signature: string | null,
  now = new Date(),
): Promise<WebhookAnswer> {
  if (!signature) return { status: 400, text: 'No Stripe-Signature header.' };
  let event: Stripe.Event;
  try {
    event = await (await stripe()).webhooks.constructEventAsync(body, signature, webhookSecret());
  } catch (error) {
    // The library checks the signature before it reads the JSON: a body it cannot read was signed.
    if (error instanceof SyntaxError) return { status: 400, text: 'Not a Stripe event.' };
    return { status: 400, text: 'The signature does not match this body.' };
  }
  // Signed yet not an event (a sender holding the secret, a test), or one of ours naming no
  // object: refused before anything is stored.
  const named = (event as { data?: { object?: { id?: unknown } } } | null)?.data?.object?.id;
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    (appliedTypes.has(event.type) && typeof named !== 'string')
  )
    return { status: 400, text: 'Not a Stripe event.' };
  const db = await database();
  // A replay is answered before Stripe is asked anything (the insert below still decides, at once).
  if (await db.selectFrom('stripe_events').select('id').where('id', '=', event.id).executeTakeFirst())
    return { status: 200, text: 'Already applied.' };
  let current: AsStripeHasIt;
  try {
    current = await asStripeHasIt(event, named as string);
  } catch (error) {
    if (unknownAtStripe(error)) {
      appLog.warn(
        { event: event.id, type: event.type },
        'A signed webhook names an object Stripe does not know',
      );
      return { status: 400, text: 'Stripe knows no such object; nothing was applied.' };
    }
    // Nothing stored: Stripe sends the event again later, and the sweep reads the same objects meanwhile.
    appLog.warn({ err: error, event: event.id }, 'Stripe could not be asked about a webhook event');
    return { status: 503, text: 'Stripe could not be reached to read this event; nothing was applied.' };
  }
  const at = now.toISOString();
  const applied = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, received_at: at })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(stored.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    return current ? apply(current, trx, at) : {};
  });
  if (!applied) return { status: 200, text: 'Already applied.' };
  if (applied.told) kickOutbox();
  if (applied.rental)
    await followUpRental(applied.rental, now).catch((error: unknown) =>
      appLog.error({ err: error, event: event.id }, 'A rental payment follow-up failed; the sweep retries'),
    );
  if (applied.hold) afterHoldChange();
  if (applied.hold)
    await followUpVehicleHold(applied.hold, now).catch((error: unknown) =>
      appLog.error({ err: error, event: event.id }, 'A cart hold follow-up failed; the sweep retries'),
    );
  return { status: 200, text: 'Applied.' };
}
