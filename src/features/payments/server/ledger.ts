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

export const paymentKinds = ['charge', 'hold', 'capture', 'release', 'refund', 'refund-failed'] as const;
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

/** A refund as Stripe answers or tells of it (`refund.created`, `refund.failed`). */
export type ToldRefund = Pick<Stripe.Refund, 'id' | 'amount' | 'payment_intent' | 'status' | 'metadata'>;

/**
 * A refund that did not reach the customer: failed at their card's bank (the money comes back to
 * the dealer's Stripe balance) or cancelled before it was made.
 */
export const refundFailed = (refund: ToldRefund): boolean =>
  refund.status === 'failed' || refund.status === 'canceled';

/** What a refund means for the booking or hold it belongs to: newly counted as sent, newly failed. */
export interface RefundCounted {
  sent: boolean;
  failed: boolean;
}

/**
 * Records a refund once, by its id, for the booking or hold it was sent on, and once more, by its
 * id, as failed when Stripe tells it failed; answers what was not recorded before, so that whoever
 * records it first (our own send, the webhook telling of it, the list read from Stripe) also counts
 * it and tells whom it must. A failure told before the refund itself is both at once, so the
 * refund told later counts nothing.
 */
export async function recordRefund(
  trx: Transaction<Database>,
  refund: ToldRefund,
  owner: Pick<PaymentEntry, 'bookingId' | 'vehicleHoldId'>,
  note: string,
  at: string,
): Promise<RefundCounted> {
  const entry = { cents: refund.amount, stripeId: refund.id, ...owner };
  const sent = await recordPayment(trx, { kind: 'refund', note, ...entry }, at);
  const failed =
    refundFailed(refund) &&
    (await recordPayment(
      trx,
      {
        kind: 'refund-failed',
        note: `${refund.status === 'canceled' ? 'cancelled at Stripe' : "failed at the card's bank"}: ${note}`,
        ...entry,
      },
      at,
    ));
  return { sent, failed };
}

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
