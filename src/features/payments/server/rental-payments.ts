import 'server-only';

import type { Selectable, Transaction, Updateable } from 'kysely';
import type Stripe from 'stripe';

import { dealer } from '@/content/dealer';
import { letterOpening, letterSignOff } from '@/features/bookings/letter';
import { kickOutbox, queueMessages } from '@/features/leads/server/outbox';
import type { Booking } from '@/features/rentals/booking';
import { formatCents } from '@/features/rentals/rental-price';
import { changeBookingAtVersion, recordBookingChange } from '@/features/rentals/server/booking-history';
import { bookingPath, declinedDepositNotice } from '@/features/rentals/server/booking-mail';
import {
  confirmPaidBooking,
  findBooking,
  leadOfReleasedBooking,
  releaseUnpaidBooking,
  setPaidOnline,
  pendingBookings,
} from '@/features/rentals/server/bookings';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { appLog } from '@/server/app-log';
import { database, type Executor } from '@/server/db/database';
import type { Database, RentalPaymentsTable } from '@/server/db/schema';
import { mailConfigured } from '@/server/mail/transport';

import { cardRefundTiming } from '../card-refund';
import {
  depositGuarantee,
  depositSettlement,
  holdExpiresMs,
  declinedHoldLines,
  paidOnlineLines,
  refundToSend,
  type DepositGuarantee,
} from '../deposit-guarantee';
import {
  handRefundWaysSaid,
  handRefundWaysWith,
  nothingOwed,
  returnedByHandLine,
  type HandRefundOutcome,
  type HandRefundWay,
} from '../hand-refund-form';
import { latePaymentWords, type LatePayment } from '../late-payment';
import {
  countRefundsAtStripe,
  idOf,
  recordPayment,
  recordRefund,
  refundFailed,
  type ToldRefund,
} from './ledger';
import { refundFailedLine, tellManagersRefundFailed } from './refund-failure';
import { closeAndReadSession, openCardCheckout, stripe, stripeUnavailable } from './stripe-client';

/**
 * A rental paid online. Booking makes a booking that waits for its payment, holding its cart, and
 * opens Stripe's Checkout for the rent (the card saved for the deposit); the payment, told by the
 * webhook or read when the renter comes back, confirms it. Then the deposit is guaranteed (a hold,
 * or the saved card: deposit-guarantee.ts), settled by the desk at the return, and a cancellation
 * is refunded by the policy's band. What Stripe is asked to do after a change is derived from the
 * stored state and asked with an idempotency key of ours, so doing it again (the sweep, a replayed
 * event) never moves money twice; before a refund is sent, what Stripe refunded already is counted.
 */

/** How long the Checkout page stays open (Stripe's shortest is 30 minutes). */
export const checkoutLifeMs = 31 * 60_000;
/** A booking unpaid this long after it was made is released (after its Checkout page has closed). */
export const payWithinMs = 40 * 60_000;

/**
 * When a booking's Checkout page, opened at `openedAtMs`, closes: from the booking, or, opened
 * later (its first page lost before it was stored), from the minute it is opened, so never under
 * the 30 minutes Stripe asks.
 */
const checkoutClosesMs = (bookingCreatedAt: string, openedAtMs: number) =>
  Math.max(Date.parse(bookingCreatedAt), Math.floor(openedAtMs / 60_000) * 60_000) + checkoutLifeMs;

type PaymentRow = Selectable<RentalPaymentsTable>;

/** A booking's payment row, found by the booking, its Checkout session or its deposit's hold. */
async function paymentWhere(
  column: 'booking_id' | 'session_id' | 'hold_intent' | 'payment_intent',
  value: string,
  db?: Executor,
): Promise<PaymentRow | undefined> {
  return (db ?? (await database()))
    .selectFrom('rental_payments')
    .selectAll()
    .where(column, '=', value)
    .executeTakeFirst();
}

const paymentOf = (bookingId: string) => paymentWhere('booking_id', bookingId);

/** A change to a booking's payment row: `.execute()` it, or add the state it must still be in first. */
const updatePayment = (
  trx: Transaction<Database>,
  bookingId: string,
  change: Updateable<RentalPaymentsTable>,
) => trx.updateTable('rental_payments').set(change).where('booking_id', '=', bookingId);

/**
 * Adds a refund, counted once by its id on the ledger, to what the booking's payment has had back
 * (`refunded_cents`) or to what of that failed and came back (`refund_failed_cents`).
 */
const addRefunded = async (
  trx: Transaction<Database>,
  bookingId: string,
  column: 'refunded_cents' | 'refund_failed_cents',
  cents: number,
) =>
  Number(
    (
      await trx
        .updateTable('rental_payments')
        .set((eb) => ({ [column]: eb(column, '+', cents) }))
        .where('booking_id', '=', bookingId)
        .returning(column)
        .executeTakeFirstOrThrow()
    )[column],
  );

/** The renter's own booking page, with its key: where Checkout sends them back. */
const bookingPageUrl = (booking: Booking, key: string, after = '') =>
  `${siteUrl(bookingPath(booking))}${after}?key=${encodeURIComponent(key)}`;

/**
 * The Checkout page for a booking waiting for its payment: made once (a second post of the same
 * form gets the same page). The addresses Stripe sends the renter back to are made here, from the
 * booking, never taken from the browser; the amount is the booking's total.
 */
export async function openRentalCheckout(booking: Booking, key: string, now = new Date()): Promise<string> {
  const existing = await paymentOf(booking.id);
  if (existing) return existing.session_url;
  // The key names the moment it closes, so opens at one moment send Stripe one request under one
  // key, and a later open a request of its own (Stripe refuses a key used again with other
  // parameters).
  const expiresAt = Math.floor(checkoutClosesMs(booking.createdAt, now.getTime()) / 1000);
  const session = await openCardCheckout(
    {
      cents: booking.totalCents,
      product: {
        name: `Golf cart rental ${booking.reference}`,
        description: `${booking.days} ${booking.days === 1 ? 'day' : 'days'} from ${booking.pickupDate} ${booking.pickupTime}, ${dealer.name}`,
      },
      customer_email: booking.email,
      customer_creation: 'always',
      client_reference_id: booking.id,
      metadata: { kind: 'rental', booking_id: booking.id, reference: booking.reference },
      // The card is kept for the deposit: a hold placed once paid, or a charge at the return.
      payment_intent_data: {
        setup_future_usage: 'off_session',
        description: `Rental ${booking.reference}`,
        metadata: { kind: 'rental', booking_id: booking.id },
      },
      expires_at: expiresAt,
      success_url: `${bookingPageUrl(booking, key, '/paid')}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${bookingPageUrl(booking, key)}&payment=cancelled`,
    },
    `checkout:${booking.id}:${expiresAt}`,
  );
  const db = await database();
  await db
    .insertInto('rental_payments')
    .values({
      booking_id: booking.id,
      session_id: session.id,
      session_url: session.url!,
      deposit_cents: booking.depositCents,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .execute();
  return (await paymentOf(booking.id))!.session_url;
}

/**
 * Applies a Checkout session as it stands (from the webhook, or read from Stripe when the renter
 * comes back): paid confirms the booking (or, if it was released meanwhile, marks the payment
 * late, to be refunded); expired releases it. Applying the same state again changes nothing.
 * Answers the booking's id, or undefined for a session that is not a rental's.
 */
export async function applyRentalSession(
  trx: Transaction<Database>,
  session: Pick<
    Stripe.Checkout.Session,
    'id' | 'status' | 'payment_status' | 'amount_total' | 'payment_intent' | 'customer'
  >,
  at: string,
): Promise<string | undefined> {
  const row = await paymentWhere('session_id', session.id, trx);
  if (!row) return undefined;
  const bookingId = row.booking_id;
  if (session.status === 'complete' && session.payment_status === 'paid') {
    if (row.paid_at) return bookingId;
    const intent = idOf(session.payment_intent);
    const paidCents = session.amount_total ?? 0;
    const booking = (await findBooking(bookingId, trx))!;
    const mode: DepositGuarantee = depositGuarantee(booking.endsMs, Date.parse(at));
    // The webhook, the renter's return and the sweep may apply it at once: the first write wins,
    // the others (which waited for its row) change nothing.
    const applied = await updatePayment(trx, bookingId, {
      paid_cents: paidCents,
      paid_at: at,
      payment_intent: intent,
      customer: idOf(session.customer),
      deposit_mode: mode,
    })
      .where('paid_at', 'is', null)
      .executeTakeFirst();
    if (Number(applied.numUpdatedRows) === 0) return bookingId;
    if (intent)
      await recordPayment(trx, { kind: 'charge', cents: paidCents, stripeId: intent, bookingId }, at);
    const confirmed = await confirmPaidBooking(
      trx,
      bookingId,
      paidOnlineLines(paidCents, row.deposit_cents, mode),
      at,
    );
    if (confirmed.outcome === 'not-waiting' && confirmed.booking.status === 'cancelled')
      await updatePayment(trx, bookingId, { late: 1 }).execute();
    return bookingId;
  }
  if (session.status === 'expired') {
    await releaseUnpaidBooking(trx, bookingId, 'its payment page expired unpaid', at);
    await updatePayment(trx, bookingId, { session_closed: 1 }).execute();
  }
  return bookingId;
}

/** The deposit hold's PaymentIntent as Stripe says it stands, applied only forward (held → captured or released). */
export async function applyHoldIntent(
  trx: Transaction<Database>,
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'amount_received'> &
    Partial<Pick<Stripe.PaymentIntent, 'cancellation_reason'>>,
  at: string,
): Promise<string | undefined> {
  const row = await paymentWhere('hold_intent', intent.id, trx);
  if (!row) return undefined;
  if (row.deposit_state !== 'held') {
    // A lapsed hold released once its deposit was settled through the saved card
    // (releaseLapsedHold): counted here too, should our own answer from Stripe have been lost.
    if (
      intent.status === 'canceled' &&
      intent.cancellation_reason !== 'automatic' &&
      (row.deposit_state === 'charged' || row.deposit_state === 'released')
    )
      await recordLapsedHoldRelease(trx, row, at);
    return row.booking_id;
  }
  if (intent.status === 'succeeded') {
    await settleHoldRow(trx, row, intent.amount_received, at);
  } else if (intent.status === 'canceled' && intent.cancellation_reason !== 'automatic') {
    await settleHoldRow(trx, row, 0, at);
  }
  // Voided by Stripe itself at the end of the hold's life: the deposit is not given up; the desk
  // sees the hold lapsed and charges the saved card if the return calls for it.
  return row.booking_id;
}

/** A hold settled: `capturedCents` taken, the rest released, each in the ledger once. */
async function settleHoldRow(
  trx: Transaction<Database>,
  row: PaymentRow,
  capturedCents: number,
  at: string,
): Promise<void> {
  const intent = row.hold_intent!;
  await updatePayment(trx, row.booking_id, {
    deposit_state: capturedCents > 0 ? 'captured' : 'released',
    deposit_charged_cents: capturedCents,
  })
    .where('deposit_state', '=', 'held')
    .execute();
  if (capturedCents > 0)
    await recordPayment(
      trx,
      { kind: 'capture', cents: capturedCents, stripeId: intent, bookingId: row.booking_id },
      at,
    );
  if (row.deposit_cents - capturedCents > 0)
    await recordPayment(
      trx,
      {
        kind: 'release',
        cents: row.deposit_cents - capturedCents,
        stripeId: intent,
        bookingId: row.booking_id,
      },
      at,
    );
}

/**
 * A refund Stripe tells of (`refund.created`, `refund.failed`) on a rental's payment: ours, or one
 * the dealer made in Stripe's dashboard (a goodwill refund), counted as `countRentalRefund` counts
 * it. Answers the booking's id when it counted.
 */
export async function applyRentalRefund(
  trx: Transaction<Database>,
  refund: ToldRefund,
  at: string,
): Promise<string | undefined> {
  const intent = idOf(refund.payment_intent);
  if (!intent) return undefined;
  const row = await paymentWhere('payment_intent', intent, trx);
  if (row) return (await countRentalRefund(trx, row, refund, at)) ? row.booking_id : undefined;
  const bookingId = await returnChargesBooking(trx, intent);
  return bookingId && (await countReturnChargesRefund(trx, bookingId, refund, at)) ? bookingId : undefined;
}

/**
 * The booking whose return's charges `intent` took: the deposit captured from its hold, or the
 * charges taken from the card it saved. Only the dealer refunds these (in Stripe's dashboard):
 * nothing here sends such a refund.
 */
async function returnChargesBooking(trx: Transaction<Database>, intent: string): Promise<string | undefined> {
  const held = await paymentWhere('hold_intent', intent, trx);
  if (held) return held.booking_id;
  const charged = await trx
    .selectFrom('payments')
    .select('booking_id')
    .where('stripe_id', '=', intent)
    .where('kind', '=', 'charge')
    .where('booking_id', 'is not', null)
    .executeTakeFirst();
  return charged?.booking_id ?? undefined;
}

/**
 * A refund of what the return took, counted once by its id: on the ledger (so the payments page
 * matches Stripe's balance) and in the booking's history. The rent's refund figures are the rent's
 * alone and are left as they are.
 */
async function countReturnChargesRefund(
  trx: Transaction<Database>,
  bookingId: string,
  refund: ToldRefund,
  at: string,
): Promise<boolean> {
  const why = "of the return's charges, refunded in Stripe's dashboard";
  const counted = await recordRefund(trx, refund, { bookingId }, why, at);
  if (counted.sent)
    await noteByStripe(trx, bookingId, `Refunded ${formatCents(refund.amount)} to the card, ${why}`, at);
  // Sent back by the card's bank: owed to the renter another way, which the managers are told.
  if (counted.failed) await refundFailedOnBooking(trx, bookingId, refund, at);
  return counted.sent || counted.failed;
}

/**
 * Counts a refund on a rental's payment once, by its id, whichever tells of it first: our own send
 * (which may be lost on the way back, and then the webhook tells of it) or the webhook. Counted, it
 * is on the ledger, in what the payment has had back (so a later refund sends only what is still
 * due, and the payments page matches Stripe) and in the booking's history; a payment that came
 * after its booking was released has its renter told, once, when all of it is back. A refund Stripe
 * tells failed is counted once more, as owed by hand: it is not sent again (see refund-failure.ts).
 */
async function countRentalRefund(
  trx: Transaction<Database>,
  before: PaymentRow,
  refund: ToldRefund,
  at: string,
): Promise<boolean> {
  const bookingId = before.booking_id;
  const why =
    refund.metadata?.kind !== 'rental'
      ? "refunded in Stripe's dashboard"
      : refund.metadata.reason === 'late-payment'
        ? 'for the payment that came in after the booking was released'
        : 'for the cancellation, under the rental policy';
  const counted = await recordRefund(trx, refund, { bookingId }, why, at);
  if (counted.sent) {
    // What has come back as this refund is added (under the row's lock), not what was read before:
    // two refunds told at once each see the other's, and exactly one of them brings it all back.
    const after = await addRefunded(trx, bookingId, 'refunded_cents', refund.amount);
    await noteByStripe(trx, bookingId, `Refunded ${formatCents(refund.amount)} to the card, ${why}`, at);
    const allBack = after >= before.paid_cents && after - refund.amount < before.paid_cents;
    if (before.late && allBack && !refundFailed(refund)) await tellLatePaymentRefunded(trx, before, at);
  }
  if (counted.failed) {
    await addRefunded(trx, bookingId, 'refund_failed_cents', refund.amount);
    await refundFailedOnBooking(trx, bookingId, refund, at);
  }
  return counted.sent || counted.failed;
}

/** A refund on a booking that the card's bank sent back: in its history, and the managers e-mailed. */
async function refundFailedOnBooking(
  trx: Transaction<Database>,
  bookingId: string,
  refund: ToldRefund,
  at: string,
): Promise<void> {
  await noteByStripe(trx, bookingId, refundFailedLine(refund), at);
  const booking = (await findBooking(bookingId, trx))!;
  const leadId = await leadOfReleasedBooking(trx, bookingId, refundFailedLine(refund), at);
  if (leadId)
    await tellManagersRefundFailed(
      trx,
      leadId,
      refund,
      {
        what: `Rental ${booking.reference}`,
        customer: {
          name: `${booking.firstName} ${booking.lastName}`,
          email: booking.email,
          phone: booking.phone,
        },
        staffPath: `/admin/rentals/bookings/${booking.id}`,
      },
      at,
    );
}

/** Why a payment came too late for its booking (see `LatePayment`). */
function lateBecause(booking: Booking, row: PaymentRow): LatePayment {
  const payBy = payDeadlineMs(booking, row) ?? Number.POSITIVE_INFINITY;
  return booking.cancelledAt !== null && Date.parse(booking.cancelledAt) < payBy
    ? 'cancelled'
    : 'time-ran-out';
}

/**
 * Until when the renter can pay: when Stripe's page closes, or the booking is released if that
 * comes first. Null for a booking that never waited for a payment.
 */
const payDeadlineMs = (booking: Booking, row: PaymentRow): number | null =>
  booking.payByMs === null
    ? null
    : Math.min(booking.payByMs, checkoutClosesMs(booking.createdAt, Date.parse(row.created_at)));

/** A payment that came after its booking was released, all of it refunded: sales get a lead, the renter an e-mail. */
async function tellLatePaymentRefunded(
  trx: Transaction<Database>,
  row: PaymentRow,
  at: string,
): Promise<void> {
  const booking = (await findBooking(row.booking_id, trx))!;
  const refunded = formatCents(row.paid_cents);
  const why = lateBecause(booking, row);
  const leadId = await leadOfReleasedBooking(
    trx,
    booking.id,
    `Paid ${latePaymentWords[why]}: ${refunded} refunded.`,
    at,
  );
  if (!leadId || !mailConfigured()) return;
  await queueMessages(
    trx,
    leadId,
    [
      {
        kind: 'booking-change',
        recipients: booking.email,
        subject: `Your payment for rental ${booking.reference} is refunded`,
        text: [
          ...letterOpening(
            `Your payment of ${refunded} for rental ${booking.reference} reached us ${latePaymentWords[why]}. We have refunded all of it to your card. ${cardRefundTiming}`,
            [],
          ),
          `To book again, see ${siteUrl('/rentals/book')} or call us.`,
          ...letterSignOff,
        ].join('\n'),
      },
    ],
    at,
  );
}

/** A line in the booking's history by Stripe (what it did after a change), at the booking as it now is. */
async function noteByStripe(
  trx: Transaction<Database>,
  bookingId: string,
  change: string,
  at: string,
): Promise<void> {
  const current = (await findBooking(bookingId, trx))!;
  await recordBookingChange(trx, bookingId, current.version, 'Stripe', change, at);
}

async function inTransaction<T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return (await database()).transaction().execute(change);
}

/**
 * Whatever Stripe still has to be asked for a booking, from its stored state: the deposit set up
 * once paid, a cancellation's refund, a late payment's refund (and the renter told), a live hold
 * of a cancelled booking released, an unpaid booking's Checkout page closed. Safe to run at any
 * time and again: each request carries an idempotency key of ours, each record is made once.
 */
export async function followUpRental(bookingId: string, now = new Date()): Promise<void> {
  const row = await paymentOf(bookingId);
  const booking = await findBooking(bookingId);
  if (!row || !booking) return;
  const at = now.toISOString();
  if (booking.status === 'cancelled' && row.paid_cents === 0 && !row.session_closed) {
    // Paid in the moment before it closed: the session tells, and a late payment is refunded.
    const session = await closeAndReadSession(row.session_id);
    await inTransaction(async (trx) => {
      await applyRentalSession(trx, session, at);
      await updatePayment(trx, bookingId, { session_closed: 1 }).execute();
    });
    return followUpAgain(bookingId, now);
  }
  if (row.paid_cents > 0 && row.payment_intent && booking.status === 'cancelled') {
    const due = row.late
      ? row.paid_cents - row.refunded_cents
      : refundToSend(booking.refundCents ?? 0, row.paid_cents, row.refunded_cents);
    if (due > 0) {
      // What Stripe refunded already is counted first (a refund of ours whose answer was lost, one
      // made in the dashboard not told of yet): only what is still due is sent. Asked only when a
      // refund is due, so a cancelled booking with nothing left to send costs Stripe nothing.
      const counted = await countRefundsAtStripe(row.payment_intent, (trx, refund) =>
        paymentWhere('booking_id', bookingId, trx).then((current) =>
          countRentalRefund(trx, current!, refund, at),
        ),
      );
      if (counted) return followUpAgain(bookingId, now);
      await sendRefund(row, booking, due, at);
    }
    if (row.deposit_state === 'held') await releaseHold(row, 'the booking was cancelled', at);
    return;
  }
  if (row.paid_at && row.deposit_mode && !row.deposit_state && booking.status !== 'cancelled')
    await setUpDeposit(row, booking, now);
}

/** Runs the follow-up once more after a change it made itself (a late payment found on closing). */
async function followUpAgain(bookingId: string, now: Date): Promise<void> {
  const row = await paymentOf(bookingId);
  if (row && row.paid_cents > 0) await followUpRental(bookingId, now);
}

async function sendRefund(row: PaymentRow, booking: Booking, cents: number, at: string): Promise<void> {
  const client = await stripe();
  const refund = await client.refunds.create(
    {
      payment_intent: row.payment_intent!,
      amount: cents,
      metadata: {
        kind: 'rental',
        booking_id: booking.id,
        reason: row.late ? 'late-payment' : 'cancellation',
      },
    },
    // One key for each refund: a retry of this one reuses it, a later one (more refunded) gets its own.
    { idempotencyKey: `refund:${booking.id}:${row.refunded_cents}` },
  );
  await inTransaction(async (trx) => {
    await countRentalRefund(trx, (await paymentWhere('booking_id', booking.id, trx))!, refund, at);
  });
  kickOutbox();
}

async function releaseHold(row: PaymentRow, why: string, at: string): Promise<void> {
  const client = await stripe();
  const intent = await client.paymentIntents.cancel(
    row.hold_intent!,
    {},
    { idempotencyKey: `release:${row.booking_id}` },
  );
  await inTransaction(async (trx) => {
    await applyHoldIntent(trx, intent, at);
    await noteByStripe(
      trx,
      row.booking_id,
      `Deposit hold of ${formatCents(row.deposit_cents)} released: ${why}`,
      at,
    );
  });
}

/**
 * Bookings paid online before the booking kept how it was paid (rental_bookings.paid_online):
 * given it from their payment, so their later e-mails, calendar file and page say it too; and one
 * kept by a release before it kept the amount too, given the amount (a cancellation's refund is a
 * share of it). Run at start; each booking is given it once.
 */
export async function recordPaidOnlineOfEarlierBookings(): Promise<number> {
  const db = await database();
  const withoutAmount = await db
    .selectFrom('rental_payments')
    .innerJoin('rental_bookings', 'rental_bookings.id', 'rental_payments.booking_id')
    .select(['rental_payments.booking_id', 'rental_payments.paid_cents', 'rental_bookings.paid_online'])
    .where('rental_bookings.paid_online', 'is not', null)
    .where('rental_bookings.paid_online', 'not like', '%"paidCents"%')
    .execute();
  for (const row of withoutAmount)
    await db
      .updateTable('rental_bookings')
      .set({
        paid_online: JSON.stringify({
          ...(JSON.parse(row.paid_online!) as object),
          paidCents: row.paid_cents,
        }),
      })
      .where('id', '=', row.booking_id)
      .where('paid_online', '=', row.paid_online)
      .execute();
  const rows = await db
    .selectFrom('rental_payments')
    .innerJoin('rental_bookings', 'rental_bookings.id', 'rental_payments.booking_id')
    .select([
      'rental_payments.booking_id',
      'rental_payments.paid_cents',
      'rental_payments.deposit_cents',
      'rental_payments.deposit_mode',
      'rental_payments.deposit_state',
    ])
    .where('rental_payments.paid_at', 'is not', null)
    .where('rental_payments.late', '=', 0)
    .where('rental_bookings.paid_online', 'is', null)
    .execute();
  for (const row of rows) {
    const lines = paidOnlineLines(row.paid_cents, row.deposit_cents, row.deposit_mode as DepositGuarantee);
    await inTransaction((trx) =>
      setPaidOnline(
        trx,
        row.booking_id,
        row.deposit_state === 'failed' ? declinedHoldLines(lines, row.deposit_cents) : lines,
        // A declined hold told meanwhile says more than this: it stays.
        { unlessSet: true },
      ),
    );
  }
  return rows.length + withoutAmount.length;
}

/** Once paid: the deposit's hold placed on the saved card, or the card kept for the return. */
async function setUpDeposit(row: PaymentRow, booking: Booking, now: Date): Promise<void> {
  const client = await stripe();
  const at = now.toISOString();
  const paid = await client.paymentIntents.retrieve(row.payment_intent!);
  const card = { customer: idOf(paid.customer), paymentMethod: idOf(paid.payment_method) };
  let state: 'held' | 'saved' | 'failed' = 'saved';
  let hold: Stripe.PaymentIntent | undefined;
  if (row.deposit_mode === 'hold' && card.customer && card.paymentMethod) {
    try {
      hold = await client.paymentIntents.create(
        {
          amount: row.deposit_cents,
          currency: 'usd',
          customer: card.customer,
          payment_method: card.paymentMethod,
          capture_method: 'manual',
          off_session: true,
          confirm: true,
          description: `Security deposit, rental ${booking.reference}`,
          metadata: { kind: 'rental-deposit', booking_id: booking.id },
        },
        { idempotencyKey: `deposit-hold:${booking.id}` },
      );
      state = hold.status === 'requires_capture' ? 'held' : 'failed';
    } catch (error) {
      // Only the card's refusal is final; a timeout or an outage is tried again by the sweep,
      // with the same key, so an authorisation Stripe made meanwhile is found, not doubled.
      if ((error as { type?: string }).type !== 'StripeCardError') throw error;
      appLog.warn({ err: error, booking: booking.reference }, 'The deposit hold was declined');
      state = 'failed';
    }
  }
  await inTransaction(async (trx) => {
    const changed = await updatePayment(trx, booking.id, {
      customer: card.customer,
      payment_method: card.paymentMethod,
      deposit_state: state,
      hold_intent: hold?.id ?? null,
      hold_expires_ms: state === 'held' ? holdExpiresMs(now.getTime()) : null,
    })
      .where('deposit_state', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    // Declined: the renter is told now, and their later e-mails, calendar file and page ask for
    // a card at the pickup.
    const current = state === 'failed' ? await findBooking(booking.id, trx) : undefined;
    if (current?.paidOnline) {
      const declined = { ...current, paidOnline: declinedHoldLines(current.paidOnline, row.deposit_cents) };
      await setPaidOnline(trx, booking.id, declined.paidOnline);
      if (declined.leadId) await queueMessages(trx, declined.leadId, declinedDepositNotice(declined), at);
    }
    if (state === 'held')
      await recordPayment(
        trx,
        { kind: 'hold', cents: row.deposit_cents, stripeId: hold!.id, bookingId: booking.id },
        at,
      );
    await noteByStripe(
      trx,
      booking.id,
      {
        held: `Deposit: a hold of ${formatCents(row.deposit_cents)} on the renter's card`,
        saved: `Deposit: the renter's card saved for charges at the return, up to ${formatCents(row.deposit_cents)}`,
        failed: `Deposit: the hold of ${formatCents(row.deposit_cents)} was declined: take the deposit at pickup`,
      }[state],
      at,
    );
  });
  // The declined hold's notice goes now, not at the outbox's next look.
  if (state === 'failed') kickOutbox();
}

export type DepositOutcome =
  { outcome: 'settled'; takenCents: number; releasedCents: number } | { outcome: 'refused'; message: string };

/**
 * The rental desk settles the deposit in one step: at the return, the charges it recorded are
 * taken (captured from the hold, or charged to the saved card once the hold is gone or there was
 * none), never more than the deposit, and the rest released; a cancelled booking's live hold is
 * released; nothing before the return. The amount is the booking's own, never one typed or posted.
 */
export async function settleDeposit(
  bookingId: string,
  by: string,
  now = new Date(),
): Promise<DepositOutcome> {
  const row = await paymentOf(bookingId);
  const booking = await findBooking(bookingId);
  if (!row || !booking) return { outcome: 'refused', message: 'This booking was not paid online.' };
  const at = now.toISOString();
  const view = depositView(row, now.getTime());
  if (view.state !== 'held' && view.state !== 'saved' && view.state !== 'lapsed')
    return {
      outcome: 'refused',
      message: `The deposit is ${view.label.toLowerCase()}: there is nothing to settle.`,
    };
  // Until the cart is back the deposit is what guarantees its return: it is settled at the return
  // (or released when the booking is cancelled). Released before the pickup, it would be gone.
  if (booking.status === 'out')
    return { outcome: 'refused', message: 'The cart is out: settle the deposit when it comes back.' };
  if (booking.status === 'booked' || booking.status === 'pending')
    return {
      outcome: 'refused',
      message: 'The cart has not gone out yet: the deposit guarantees it until it is back.',
    };
  const client = await stripe();
  const charges = booking.status === 'returned' ? (booking.chargesCents ?? 0) : 0;
  const { takeCents, releaseCents } = depositSettlement(row.deposit_cents, charges);
  // Over the version the desk acted on, in its name.
  const noteSettled = (trx: Transaction<Database>, change: string) =>
    recordBookingChange(trx, bookingId, booking.version, by, change, at);
  if (view.state === 'held') {
    const intent =
      takeCents > 0
        ? await client.paymentIntents.capture(
            row.hold_intent!,
            { amount_to_capture: takeCents },
            { idempotencyKey: `capture:${bookingId}` },
          )
        : await client.paymentIntents.cancel(
            row.hold_intent!,
            {},
            { idempotencyKey: `release:${bookingId}` },
          );
    await inTransaction(async (trx) => {
      await applyHoldIntent(trx, intent, at);
      await noteSettled(
        trx,
        takeCents > 0
          ? `Deposit: ${formatCents(takeCents)} captured from the hold for the return's charges${releaseCents > 0 ? `, ${formatCents(releaseCents)} released` : ''}`
          : `Deposit hold of ${formatCents(row.deposit_cents)} released`,
      );
    });
    return { outcome: 'settled', takenCents: takeCents, releasedCents: releaseCents };
  }
  if (booking.status !== 'returned')
    return {
      outcome: 'refused',
      message: 'Nothing is held on the card: settle the deposit after the return.',
    };
  let charged: Stripe.PaymentIntent | undefined;
  if (takeCents > 0) {
    if (!row.customer || !row.payment_method)
      return {
        outcome: 'refused',
        message: 'No card was saved for this booking: take the charges at the counter.',
      };
    // Each try after a decline is a request of its own: under the same key Stripe would answer
    // every press with the first decline, for a day, whatever the card's bank says now.
    const declinedBefore = await countDeclinedCharges(bookingId);
    try {
      charged = await client.paymentIntents.create(
        {
          amount: takeCents,
          currency: 'usd',
          customer: row.customer,
          payment_method: row.payment_method,
          off_session: true,
          confirm: true,
          description: `Return charges, rental ${booking.reference}`,
          metadata: { kind: 'rental-charges', booking_id: bookingId },
        },
        { idempotencyKey: `deposit-charge:${bookingId}${declinedBefore > 0 ? `:${declinedBefore}` : ''}` },
      );
    } catch (error) {
      const message = (error as { message?: string }).message ?? 'the card was declined';
      // Only a decline says the card was not charged: a connection lost on the way back may have
      // charged it, and pressing again asks under the same key, so it is never taken twice.
      if ((error as { type?: string }).type !== 'StripeCardError')
        return {
          outcome: 'refused',
          message: 'Stripe did not answer: press again in a moment. The same charge is never taken twice.',
        };
      await inTransaction((trx) =>
        noteSettled(trx, `${declinedChargeNote} ${formatCents(takeCents)}: ${message}`),
      );
      return {
        outcome: 'refused',
        message: `The card was not charged (${message}): take the charges at the counter.`,
      };
    }
  }
  const settledHere = await inTransaction(async (trx) => {
    const changed = await updatePayment(trx, bookingId, {
      deposit_state: takeCents > 0 ? 'charged' : 'released',
      deposit_charged_cents: takeCents,
    })
      .where('deposit_state', '=', row.deposit_state)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    if (charged)
      await recordPayment(
        trx,
        { kind: 'charge', cents: takeCents, stripeId: charged.id, bookingId, note: 'return charges' },
        at,
      );
    await noteSettled(
      trx,
      takeCents > 0
        ? `Deposit: ${formatCents(takeCents)} charged to the saved card for the return's charges`
        : 'Deposit: no charges at the return, nothing taken from the saved card',
    );
    return true;
  });
  // Another press settled it a moment before: that one releases the hold.
  if (settledHere && view.state === 'lapsed') await releaseLapsedHold(client, row, by, at);
  return { outcome: 'settled', takenCents: takeCents, releasedCents: releaseCents };
}

/**
 * A hold past the days the site counts on may still be on the card: Stripe voids it only a day or
 * two later. Once the deposit is settled through the saved card, it is released at once, so the
 * renter is not left with it beside the charge. Asked after the settlement is stored, so Stripe's
 * word of the cancellation finds the deposit settled and only counts the release (once, by the
 * intent's id); a hold Stripe has voided already, or a refusal, leaves it to Stripe's own voiding.
 */
async function releaseLapsedHold(client: Stripe, row: PaymentRow, by: string, at: string): Promise<void> {
  if (!row.hold_intent) return;
  let released: Stripe.PaymentIntent;
  try {
    const intent = await client.paymentIntents.retrieve(row.hold_intent);
    if (intent.status !== 'requires_capture') return;
    released = await client.paymentIntents.cancel(
      row.hold_intent,
      {},
      { idempotencyKey: `release:${row.booking_id}` },
    );
  } catch (error) {
    appLog.warn({ err: error, bookingId: row.booking_id }, 'a lapsed deposit hold was not released');
    return;
  }
  if (released.status !== 'canceled') return;
  await inTransaction(async (trx) => {
    // Stripe's word of it may have come first (applyHoldIntent): counted and noted once.
    if (!(await recordLapsedHoldRelease(trx, row, at))) return;
    const booking = (await findBooking(row.booking_id, trx))!;
    await recordBookingChange(
      trx,
      row.booking_id,
      booking.version,
      by,
      `Deposit hold of ${formatCents(row.deposit_cents)} released: it had passed the days a hold is counted on`,
      at,
    );
  });
}

/** A lapsed hold's release on the ledger, once by its intent's id; false when it was there already. */
const recordLapsedHoldRelease = (trx: Transaction<Database>, row: PaymentRow, at: string) =>
  recordPayment(
    trx,
    { kind: 'release', cents: row.deposit_cents, stripeId: row.hold_intent!, bookingId: row.booking_id },
    at,
  );

/** Another change reached the booking first: nothing of this one is kept. */
class BookingMovedOn extends Error {}

/**
 * A manager records that what the card's bank sent back of a refund was returned to the renter
 * another way (by cheque, in cash...): all of it still owed, in the booking's history, over the
 * version the desk showed and only while the amount owed is the one it showed (a refund failing
 * meanwhile does not move the booking's version). The desk and the renter's page then stop saying
 * it is owed. No money moves through Stripe, so the ledger, which follows Stripe's balance, is left
 * as it is.
 */
export async function recordRefundReturnedByHand(
  bookingId: string,
  record: { how: HandRefundWay; shownCents: number; expectedVersion: number },
  by: string,
  now = new Date(),
): Promise<HandRefundOutcome> {
  const stale = {
    outcome: 'refused',
    message: 'The booking changed since this page was opened: open it again, check and record it again.',
  } as const;
  try {
    return await inTransaction(async (trx): Promise<HandRefundOutcome> => {
      const row = await paymentWhere('booking_id', bookingId, trx);
      if (!row) return { outcome: 'refused', message: 'This booking was not paid online.' };
      const owed = row.refund_failed_cents - row.refund_returned_cents;
      if (owed <= 0) return nothingOwed(row.refund_failed_cents, 'renter');
      if (owed !== record.shownCents) return stale;
      // The booking first, over its version, then its payment row: the order every change takes.
      const noted = await changeBookingAtVersion(
        trx,
        { id: bookingId, version: record.expectedVersion },
        {},
        {
          by,
          what: returnedByHandLine('Refund', owed, 'renter', record.how),
          at: now.toISOString(),
        },
      );
      if (!noted) return stale;
      const taken = await updatePayment(trx, bookingId, {
        refund_returned_cents: row.refund_failed_cents,
        refund_returned_how: handRefundWaysWith(row.refund_returned_how, record.how),
      })
        .where('refund_returned_cents', '=', row.refund_returned_cents)
        .executeTakeFirst();
      // Recorded by another tab between the read and this write: its booking change is undone too.
      if (Number(taken.numUpdatedRows) !== 1) throw new BookingMovedOn();
      return { outcome: 'recorded', cents: owed };
    });
  } catch (error) {
    if (error instanceof BookingMovedOn) return stale;
    throw error;
  }
}

const declinedChargeNote = 'Deposit charge declined:';

/** How many charges to a booking's saved card its bank declined, from the booking's history. */
async function countDeclinedCharges(bookingId: string): Promise<number> {
  const row = await (
    await database()
  )
    .selectFrom('rental_booking_changes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('booking_id', '=', bookingId)
    .where('what', 'like', `${declinedChargeNote}%`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The deposit as the desk reads it: a hold is never shown live past its expiry. */
export interface DepositView {
  state: 'waiting' | 'held' | 'lapsed' | 'saved' | 'failed' | 'captured' | 'charged' | 'released' | 'none';
  label: string;
  /** The same, in the renter's words ("a hold of $500 on your card"), for their own page. */
  forRenter: string;
  depositCents: number;
  expiresMs: number | null;
}

export function depositView(row: PaymentRow, nowMs: number): DepositView {
  const expiresMs = row.hold_expires_ms === null ? null : Number(row.hold_expires_ms);
  const base = { depositCents: row.deposit_cents, expiresMs };
  const amount = formatCents(row.deposit_cents);
  const taken = formatCents(row.deposit_charged_cents);
  const rest = row.deposit_charged_cents < row.deposit_cents ? ', the rest released' : '';
  const savedCard = `your card, saved to be charged only for charges at the return, up to ${amount}`;
  switch (row.deposit_state) {
    case null:
      return row.paid_at
        ? { ...base, state: 'waiting', label: 'Being set up', forRenter: 'being set up on your card' }
        : { ...base, state: 'none', label: 'Not paid', forRenter: 'none yet' };
    case 'held':
      return expiresMs !== null && nowMs >= expiresMs
        ? {
            ...base,
            state: 'lapsed',
            label: `Hold of ${amount} lapsed: charges go to the saved card`,
            forRenter: savedCard,
          }
        : {
            ...base,
            state: 'held',
            label: `Hold of ${amount} on the card`,
            forRenter: `a hold of ${amount} on your card`,
          };
    case 'saved':
      return { ...base, state: 'saved', label: `Card saved for up to ${amount}`, forRenter: savedCard };
    case 'failed':
      return {
        ...base,
        state: 'failed',
        label: 'Hold declined: take the deposit at pickup',
        forRenter: `the hold on your card was declined: bring a card for the ${amount} deposit to the pickup`,
      };
    case 'captured':
      return {
        ...base,
        state: 'captured',
        label: `${taken} captured${rest}`,
        forRenter: `${taken} taken from the hold for the return's charges${rest}`,
      };
    case 'charged':
      return {
        ...base,
        state: 'charged',
        label: `${taken} charged to the saved card`,
        forRenter: `${taken} charged to your card for the return's charges`,
      };
    default:
      return { ...base, state: 'released', label: 'Released', forRenter: 'released' };
  }
}

/** What the renter's page and the desk show of a booking's payment, or undefined if not paid online. */
export interface RentalPaymentView {
  waiting: boolean;
  payUrl: string;
  /**
   * Until when the renter can still pay: when Stripe's page closes, or the booking is released if
   * that comes first. Null once it no longer waits.
   */
  payByMs: number | null;
  paidCents: number;
  refundedCents: number;
  /** Of what was refunded, what failed at Stripe: owed to the renter another way. */
  refundFailedCents: number;
  /** Of that, what is still owed, and what was returned another way (and how) by a manager. */
  refundOwedCents: number;
  refundReturned?: { cents: number; how: string };
  /** Paid after the booking stopped waiting for it, and why; null when not. */
  late: LatePayment | null;
  deposit: DepositView;
}

export async function rentalPaymentView(
  booking: Booking,
  now = new Date(),
): Promise<RentalPaymentView | undefined> {
  const row = await paymentOf(booking.id);
  if (!row) return undefined;
  return {
    waiting: booking.status === 'pending',
    payUrl: row.session_url,
    payByMs: payDeadlineMs(booking, row),
    paidCents: row.paid_cents,
    refundedCents: row.refunded_cents,
    refundFailedCents: row.refund_failed_cents,
    refundOwedCents: row.refund_failed_cents - row.refund_returned_cents,
    refundReturned:
      row.refund_returned_cents > 0 && row.refund_returned_how
        ? { cents: row.refund_returned_cents, how: handRefundWaysSaid(row.refund_returned_how) }
        : undefined,
    late: row.late === 1 ? lateBecause(booking, row) : null,
    deposit: depositOfBooking(booking, depositView(row, now.getTime())),
  };
}

/**
 * The deposit as it stands for this booking. A cancelled booking's deposit guarantees nothing: a
 * saved card (or a hold that lapsed, or one never placed) is never charged for it, so it is not
 * shown as standing; a live hold shows as being released until it is.
 */
function depositOfBooking(booking: Booking, view: DepositView): DepositView {
  // A declined hold's deposit was taken at the desk at pickup: "bring a card" is past once it is out.
  if (view.state === 'failed' && (booking.status === 'out' || booking.status === 'returned'))
    return { ...view, forRenter: 'taken at the desk at pickup, as the hold on your card was declined' };
  // Cancelled with its hold still on the card: Stripe is being asked to release it (at once, and
  // by the sweep until it answers), which the renter reads rather than a hold that stands.
  if (booking.status === 'cancelled' && view.state === 'held')
    return {
      ...view,
      label: `${view.label}: being released, the booking was cancelled`,
      forRenter: `${view.forRenter}, being released as the booking was cancelled`,
    };
  const guaranteesNothing = ['saved', 'lapsed', 'waiting', 'failed', 'none'].includes(view.state);
  const none = 'the booking was cancelled, so nothing is charged';
  return booking.status === 'cancelled' && guaranteesNothing
    ? { ...view, label: `None: ${none}`, forRenter: `none: ${none}` }
    : view;
}

/**
 * The renter came back from Checkout: the session is read from Stripe and applied, if it is this
 * booking's own. A session id that is not the booking's (altered, or another booking's) applies
 * nothing. Answers whether the booking is paid now, or `unconfirmed` when Stripe could not be
 * asked (the webhook or the sweep confirms it shortly: the renter is told so, not shown an error).
 */
export async function checkoutReturned(
  booking: Booking,
  sessionId: string,
  now = new Date(),
): Promise<boolean | 'unconfirmed'> {
  const row = await paymentOf(booking.id);
  if (!row || row.session_id !== sessionId) return false;
  let session: Stripe.Checkout.Session;
  try {
    session = await (await stripe()).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    appLog.error(
      { err: error, booking: booking.reference },
      'Stripe did not answer for a renter back from Checkout',
    );
    return 'unconfirmed';
  }
  await inTransaction((trx) => applyRentalSession(trx, session, now.toISOString()));
  await followUpRental(booking.id, now).catch((error: unknown) =>
    appLog.error({ err: error, booking: booking.reference }, 'A rental payment follow-up failed'),
  );
  return Boolean((await paymentOf(booking.id))?.paid_at);
}

/**
 * Paying online for the booking API and the booking form: pay within `payWithinMs`, on the Checkout
 * page made for the booking; if that page cannot be opened, the booking is released at once.
 */
export const onlineRentalPayment = {
  payByMs: (now: Date) => now.getTime() + payWithinMs,
  async open(booking: Booking, key: string): Promise<{ url: string } | { outage: boolean }> {
    try {
      return { url: await openRentalCheckout(booking, key) };
    } catch (error) {
      appLog.error({ err: error, booking: booking.reference }, 'Stripe Checkout could not be opened');
      await releaseWithoutCheckout(booking.id);
      return { outage: stripeUnavailable(error) };
    }
  },
};

/** Releases a booking whose Checkout page could not be opened, at once: nothing was paid. */
export async function releaseWithoutCheckout(bookingId: string, now = new Date()): Promise<void> {
  await inTransaction((trx) =>
    releaseUnpaidBooking(trx, bookingId, 'its payment page could not be opened', now.toISOString()),
  );
}

/**
 * A booking whose time to pay has run out: its Checkout page is closed at Stripe first, then read.
 * Paid after all (the renter paid in time, Stripe's webhook is slow): the booking is confirmed,
 * never released. Otherwise it is released. Stripe unreachable: left for the next sweep.
 */
async function closeUnpaidBooking(bookingId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const row = await paymentOf(bookingId);
  if (!row) {
    // Its payment page was never made: nobody can pay it.
    await inTransaction((trx) => releaseUnpaidBooking(trx, bookingId, 'its time to pay ran out', at));
    return;
  }
  const session = await closeAndReadSession(row.session_id);
  await inTransaction(async (trx) => {
    await applyRentalSession(trx, session, at);
    if (session.status !== 'complete')
      await releaseUnpaidBooking(trx, bookingId, 'its time to pay ran out', at);
  });
  await followUpRental(bookingId, now);
}

/**
 * A booking still within its time to pay, paid at Stripe but not told of here (the webhook and the
 * renter's return both missed while Stripe or this server was unreachable): confirmed now, not
 * left "waiting for payment" until its time runs out.
 */
async function confirmIfPaid(bookingId: string, now: Date): Promise<void> {
  const row = await paymentOf(bookingId);
  if (!row?.session_id || row.paid_at) return;
  const session = await (await stripe()).checkout.sessions.retrieve(row.session_id);
  if (session.status !== 'complete') return;
  await inTransaction((trx) => applyRentalSession(trx, session, now.toISOString()));
  await followUpRental(bookingId, now);
}

/**
 * The sweep (every minute while payments are on, src/instrumentation.ts): bookings unpaid past
 * their time are released, those still within it confirmed if Stripe says they were paid, then
 * every rental with something left to ask of Stripe is followed up.
 */
export async function settleRentalPayments(now = new Date()): Promise<void> {
  for (const id of await pendingBookings(now.getTime(), 'overdue'))
    await closeUnpaidBooking(id, now).catch((error: unknown) =>
      appLog.error({ err: error, booking: id }, 'An unpaid booking could not be closed; the sweep retries'),
    );
  // Stripe down: asked no further this run, so the rest of the sweep is not held up a call at a time.
  for (const id of await pendingBookings(now.getTime(), 'within')) {
    const asked = await confirmIfPaid(id, now).then(
      () => true,
      (error: unknown) => {
        appLog.error(
          { err: error, booking: id },
          'Stripe could not be asked about a payment; the sweep retries',
        );
        return false;
      },
    );
    if (!asked) break;
  }
  for (const { booking } of await rentalFollowUpsDue())
    await followUpRental(booking.id, now).catch((error: unknown) =>
      appLog.error({ err: error, booking: booking.id }, 'A rental payment follow-up failed'),
    );
}

/**
 * The bookings Stripe still has to be asked something for (the sweep's list): a deposit to set up
 * once paid, a released booking's Checkout page to close, a cancellation's or a late payment's
 * refund, a live hold to release. A cancelled booking already refunded by its band is not on it.
 */
async function rentalFollowUpsDue(): Promise<{ booking: Booking; payment: PaymentRow }[]> {
  const db = await database();
  const open = await db
    .selectFrom('rental_payments')
    .innerJoin('rental_bookings', 'rental_bookings.id', 'rental_payments.booking_id')
    .select('rental_payments.booking_id')
    .where((eb) =>
      eb.or([
        // Paid, the deposit not set up yet.
        eb.and([
          eb('rental_payments.paid_at', 'is not', null),
          eb('rental_payments.deposit_state', 'is', null),
          eb('rental_bookings.status', '<>', 'cancelled'),
        ]),
        eb.and([
          eb('rental_bookings.status', '=', 'cancelled'),
          eb.or([
            // Released unpaid, its Checkout page still open at Stripe.
            eb.and([eb('rental_payments.paid_cents', '=', 0), eb('rental_payments.session_closed', '=', 0)]),
            // Paid and cancelled (or paid late): a refund or a hold's release may be due.
            eb.and([
              eb('rental_payments.paid_cents', '>', 0),
              eb.or([
                eb('rental_payments.refunded_cents', '<', eb.ref('rental_payments.paid_cents')),
                eb('rental_payments.deposit_state', '=', 'held'),
              ]),
            ]),
          ]),
        ]),
      ]),
    )
    .execute();
  const due: { booking: Booking; payment: PaymentRow }[] = [];
  for (const { booking_id } of open) {
    const [payment, booking] = await Promise.all([paymentOf(booking_id), findBooking(booking_id)]);
    if (!payment || !booking) continue;
    const refundedByBand =
      booking.status === 'cancelled' &&
      payment.paid_cents > 0 &&
      !payment.late &&
      payment.deposit_state !== 'held' &&
      refundToSend(booking.refundCents ?? 0, payment.paid_cents, payment.refunded_cents) === 0;
    if (!refundedByBand) due.push({ booking, payment });
  }
  return due;
}

/** How many cancelled rentals paid online still have money to go back (a refund, or a live deposit hold). */
export async function rentalRefundsOwed(): Promise<number> {
  return (await rentalFollowUpsDue()).filter(
    ({ booking, payment }) => booking.status === 'cancelled' && payment.paid_cents > 0,
  ).length;
}
