import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import type { Booking } from '../booking';
import {
  counterDues,
  counterKindOf,
  counterPaymentLine,
  type CounterKind,
  type CounterMethod,
  type CounterPayment,
} from '../counter-account';
import { formatCents } from '../rental-price';
import { changeBookingAtVersion } from './booking-history';
import { bookingReadyFor, findBooking, staleAnswer, type StaleOutcome } from './bookings';
import { counterPayments } from './counter-records';

/**
 * The rental desk's record of money taken or given back at the counter (counter-account.ts says
 * what is due). Each record is a change of the booking over the version its page showed, so two
 * staff recording the same payment from two tabs record it once: the second is told who did.
 */

export type CounterOutcome =
  | { outcome: 'done'; booking: Booking }
  | { outcome: 'missing' }
  | {
      outcome: 'refused';
      booking: Booking;
      message: string;
      field?: string;
      /**
       * The page is drawn again as the booking is now (its form for this kind stays on it, so the
       * refusal does too): what a record from a page opened before a change asks for.
       */
      redraw?: true;
    };

/** Stores payments made at the counter; the booking's change that records them is the caller's. */
export async function storeCounterPayments(
  trx: Transaction<Database>,
  bookingId: string,
  payments: readonly Pick<CounterPayment, 'kind' | 'cents' | 'method' | 'by' | 'at'>[],
): Promise<void> {
  if (payments.length === 0) return;
  await trx
    .insertInto('rental_counter_payments')
    .values(
      payments.map((payment) => ({
        id: randomUUID(),
        booking_id: bookingId,
        kind: payment.kind,
        cents: payment.cents,
        method: payment.method,
        recorded_by: payment.by,
        recorded_at: payment.at,
      })),
    )
    .execute();
}

/**
 * A record from a page opened before a change is refused, never applied anyway: the same $100 given
 * back from two tabs would otherwise be stored twice. It names what changed and what is due of its
 * kind now; while some is, the page is drawn again with that figure and the form beside it.
 */
async function changedSince(
  trx: Transaction<Database>,
  { booking, changes }: StaleOutcome,
  kind: CounterKind,
): Promise<CounterOutcome> {
  const changed = `Not recorded: this booking changed after you opened the page (${changes.map((change) => `${change.what}, by ${change.by}`).join('; ')}).`;
  const due = counterDues(booking, await counterPayments(booking.id, trx)).find((item) => item.kind === kind);
  return due
    ? {
        outcome: 'refused',
        booking,
        message: `${changed} The page now shows what is still due: ${formatCents(due.cents)} of ${counterKindOf[kind]}.`,
        redraw: true,
      }
    : {
        outcome: 'refused',
        booking,
        message: `${changed} Nothing more is due of ${counterKindOf[kind]}.`,
      };
}

/**
 * Records a payment at the counter once the cart is out or back: only what is still due of its
 * kind (a part of it, when the renter pays in parts), never more.
 */
export async function recordCounterPayment(
  id: string,
  input: { expectedVersion: number; by: string; kind: CounterKind; cents: number; method: CounterMethod },
  now = new Date(),
): Promise<CounterOutcome> {
  const db = await database();
  return db.transaction().execute(async (trx): Promise<CounterOutcome> => {
    const before = await bookingReadyFor(trx, id, input.expectedVersion, ['out', 'returned'], ({ status }) =>
      status === 'booked'
        ? 'The rent and the deposit are taken with the check-out.'
        : `Nothing is taken at the counter for a booking that is ${status}.`,
    );
    if ('outcome' in before)
      return before.outcome === 'stale' ? changedSince(trx, before, input.kind) : before;
    const due = counterDues(before, await counterPayments(id, trx)).find((item) => item.kind === input.kind);
    const what = counterKindOf[input.kind];
    if (!due)
      return {
        outcome: 'refused',
        booking: before,
        message: `Nothing more is due of ${what}.`,
        field: 'kind',
      };
    if (input.cents > due.cents)
      return {
        outcome: 'refused',
        booking: before,
        message: `Only ${formatCents(due.cents)} of ${what} is due: enter that or less.`,
        field: 'amount',
      };
    const payment = { ...input, at: now.toISOString() };
    // The version's compare-and-set first: of two records from pages at one version, one is stored.
    const changed = await changeBookingAtVersion(
      trx,
      before,
      {},
      { ...payment, what: counterPaymentLine(input) },
    );
    if (!changed) return changedSince(trx, await staleAnswer(trx, before, input.expectedVersion), input.kind);
    await storeCounterPayments(trx, id, [payment]);
    return { outcome: 'done', booking: (await findBooking(id, trx))! };
  });
}
