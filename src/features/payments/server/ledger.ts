import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';
import type Stripe from 'stripe';

import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import { stripe } from './stripe-client';

/**
 * The ledger of money moved through Stripe, in cents: a row per kind and Stripe object (the
 * PaymentIntent charged, held, captured or released; the Refund sent), so recording the same
 * movement twice (a webhook replayed, a page reloaded, a retry) leaves one row. The manager's
 * payments page totals it by day.
 */

export const paymentKinds = ['charge', 'hold', 'capture', 'release', 'refund'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export interface PaymentEntry {
  kind: PaymentKind;
  cents: number;
  stripeId: string;
  bookingId?: string;
  vehicleHoldId?: string;
  note?: string;
}

/** Records a movement once; true when it was not recorded before. */
export async function recordPayment(
  trx: Transaction<Database>,
  entry: PaymentEntry,
  at: string,
): Promise<boolean> {
  const result = await trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      kind: entry.kind,
      cents: entry.cents,
      booking_id: entry.bookingId ?? null,
      vehicle_hold_id: entry.vehicleHoldId ?? null,
      stripe_id: entry.stripeId,
      at,
      note: entry.note ?? '',
    })
    .onConflict((conflict) => conflict.columns(['kind', 'stripe_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A Stripe field that is an id, or the object expanded in its place. */
export const idOf = (field: string | { id: string } | null | undefined): string | null =>
  typeof field === 'string' ? field : (field?.id ?? null);

/** A refund as Stripe answers or tells of it (`refund.created`). */
export type ToldRefund = Pick<Stripe.Refund, 'id' | 'amount' | 'payment_intent' | 'status' | 'metadata'>;

/** The PaymentIntent a refund gave money back from; none for one that failed. */
export const refundedIntent = (refund: ToldRefund): string | null =>
  refund.status === 'failed' || refund.status === 'canceled' ? null : idOf(refund.payment_intent);

/**
 * Records a refund once, by its id, for the booking or hold it gave money back on; true when it
 * was not recorded before, so that whoever records it first (our own send, or the webhook telling
 * of it) also counts it and tells whom it must.
 */
export const recordRefund = (
  trx: Transaction<Database>,
  refund: ToldRefund,
  owner: Pick<PaymentEntry, 'bookingId' | 'vehicleHoldId'>,
  note: string,
  at: string,
) => recordPayment(trx, { kind: 'refund', cents: refund.amount, stripeId: refund.id, note, ...owner }, at);

/**
 * Counts, each in a transaction of its own, every refund Stripe has made on a PaymentIntent that is
 * not counted yet (`count` answers whether it counted one): asked before a refund is sent, so one
 * of ours whose answer was lost, or one made in the dashboard and not told of yet, is never sent
 * again. Answers whether any was counted.
 */
export async function countRefundsAtStripe(
  paymentIntent: string,
  count: (trx: Transaction<Database>, refund: ToldRefund) => Promise<boolean>,
): Promise<boolean> {
  const made = await (await stripe()).refunds.list({ payment_intent: paymentIntent, limit: 100 });
  let counted = false;
  for (const refund of made.data)
    if (await (await database()).transaction().execute((trx) => count(trx, refund))) counted = true;
  return counted;
}
