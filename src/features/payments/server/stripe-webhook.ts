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
 * and what an event applies is the state of the object it carries (a session paid or expired, a
 * hold captured or released), moved only forward, so events out of order leave the right state.
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
  status: 200 | 400;
  text: string;
}

type Applied = { rental?: string; hold?: string; told?: boolean };

async function apply(
  event: Stripe.Event,
  trx: Parameters<typeof applyRentalSession>[0],
  at: string,
): Promise<Applied> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        rental: await applyRentalSession(trx, session, at),
        hold: await applyVehicleHoldSession(trx, session, at),
      };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
      return { rental: await applyHoldIntent(trx, event.data.object, at) };
    case 'refund.created':
    case 'refund.failed':
      // Counted (a failed one as owed by hand), and whom it must tell is queued with it; nothing
      // more is asked of Stripe after a refund.
      return {
        told: Boolean(
          (await applyRentalRefund(trx, event.data.object, at)) ??
          (await applyHoldRefund(trx, event.data.object, at)),
        ),
      };
    default:
      return {};
  }
}

export async function receiveStripeWebhook(
  body: string | Uint8Array,
  signature: string | null,
  now = new Date(),
): Promise<WebhookAnswer> {
  if (!signature) return { status: 400, text: 'No Stripe-Signature header.' };
  let event: Stripe.Event;
  try {
    event = await (await stripe()).webhooks.constructEventAsync(body, signature, webhookSecret());
  } catch {
    return { status: 400, text: 'The signature does not match this body.' };
  }
  // Signed yet not an event (a sender holding the secret, a test): refused before anything is stored.
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    typeof event.type !== 'string'
  )
    return { status: 400, text: 'Not a Stripe event.' };
  const at = now.toISOString();
  const db = await database();
  const applied = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, received_at: at })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(stored.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    return apply(event, trx, at);
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
