import 'server-only';

import type { Transaction } from 'kysely';

import { kickOutbox, queueMessages } from '@/features/leads/server/outbox';
import { formatRequestDate } from '@/features/requests/request-dates';
import { formatDateTime } from '@/lib/format-date';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import { bookingDueBackMs, depositAtPickup, type Booking, type DepositHeldBy } from '../booking';
import { counterDues, counterPaymentLine, duesSaid, duesShown, type CounterMethod } from '../counter-account';
import { minimumPhotos } from '../rental-photo-stages';
import { formatCents } from '../rental-price';
import { dealerDateTime, hourMs } from '../rental-time';
import {
  chargesTotal,
  depositOutcome,
  depositRefundDue,
  returnCharges,
  type ReturnFindings,
} from '../return-charges';
import { datesFreedByLateCart } from './availability';
import { changeBookingAtVersion } from './booking-history';
import { returnNotice } from './booking-mail';
import {
  bookingQuery,
  bookingReadyFor,
  findBooking,
  inTheWayOf,
  staleAnswer,
  toBooking,
  type StaleOutcome,
} from './bookings';
import { storeCounterPayments } from './counter-payments';
import { counterPayments, rentTakenAtDesk } from './counter-records';
import { lockCart } from './fleet';
import { photoCount } from './rental-photos';
import { rentalSettings } from './rental-settings';
import { notifyWaitlist } from './waitlist';

/**
 * The cart changing hands at the desk. Check-out: who took it, when, its battery, and at least
 * six photos of it taken first. Return: when, its battery, six photos again, and the charges of
 * the rental policy's table (the late hours worked out from the return time against the due
 * time); the deposit's refund is due the policy's last business day after, and the time the
 * cart is held for ends at the return plus the turnaround, if that is sooner (never later: the
 * next renter's time is theirs). Each is checked against the version the page was opened at.
 */

export type HandoverOutcome =
  | { outcome: 'done'; booking: Booking }
  | { outcome: 'missing' }
  | StaleOutcome
  /** Not allowed as things are: why, and for which field when it is one field's. */
  | { outcome: 'refused'; booking: Booking; message: string; field?: string };

/** The photos taken of the cart at a handover, or the refusal when there are too few yet. */
async function handoverPhotos(
  trx: Transaction<Database>,
  booking: Booking,
  stage: 'check-out' | 'return',
  when: string,
): Promise<number | HandoverOutcome> {
  const photos = await photoCount(trx, booking.id, stage);
  if (photos >= minimumPhotos) return photos;
  return {
    outcome: 'refused',
    booking,
    message: `Take at least ${minimumPhotos} photos of the cart ${when}: ${photos === 0 ? 'none yet' : `${photos} so far`}.`,
  };
}

/** How far ahead of the server's clock a time staff type may be: a wall clock a little fast. */
const clockSlackMs = 10 * 60 * 1000;

function timeProblem(booking: Booking, atMs: number, nowMs: number, what: string): string | undefined {
  if (atMs > nowMs + clockSlackMs) return `The ${what} time is in the future: enter when it happened.`;
  if (atMs < Date.parse(booking.createdAt) - clockSlackMs)
    return `The ${what} time is before the booking was made (${formatDateTime(booking.createdAt)}).`;
  return undefined;
}

/**
 * A check-out before the rental's pickup (the renter came early): the cart is then out, and every
 * count of free carts treats it so (keepsCartDuring), but only when nothing else has it in the
 * meantime: no other booking of the cart (with its turnaround) and no workshop days between the
 * check-out and the pickup. Asked under the cart's lock.
 */
async function earlyCheckOutProblem(
  trx: Transaction<Database>,
  booking: Booking,
  atMs: number,
): Promise<string | undefined> {
  if (atMs >= booking.startsMs) return undefined;
  const [pickupDate] = dealerDateTime(atMs);
  const [returnDate, returnTime] = dealerDateTime(booking.startsMs);
  const between = { startsMs: atMs, endsMs: booking.startsMs, blockedUntilMs: booking.startsMs };
  const inTheWay = await inTheWayOf(
    trx,
    booking.cartId,
    // The time between is the early check-out's to the pickup, which is at an opening.
    { ...between, pickupDate, returnDate, returnTime, dueBackDate: returnDate },
    booking.id,
  );
  if (inTheWay.length === 0) return undefined;
  const what = inTheWay.map((held) =>
    held.kind === 'booking'
      ? `booking ${held.reference}`
      : `workshop days from ${formatRequestDate(held.startsOn)}`,
  );
  return `${booking.fleetNumber} is needed before this rental starts (${what.join(', ')}): check it out at the pickup, or move this booking to a free cart first.`;
}

/**
 * Another renter still has the cart (back late, its return not recorded): it cannot leave again
 * until it is back, whatever this booking's pickup. Asked under the cart's lock.
 */
async function stillOutProblem(trx: Transaction<Database>, booking: Booking): Promise<string | undefined> {
  const row = await bookingQuery(trx)
    .where('rental_bookings.cart_id', '=', booking.cartId)
    .where('rental_bookings.status', '=', 'out')
    .where('rental_bookings.id', '<>', booking.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const holder = toBooking(row);
  return `${booking.fleetNumber} is still out with booking ${holder.reference} (due back ${formatDateTime(new Date(bookingDueBackMs(holder)).toISOString())}): record its return first, or move this booking to a free cart.`;
}

/** What staff enter at either handover, over the version the page was opened at. */
interface HandoverInput {
  expectedVersion: number;
  by: string;
  atMs: number;
  battery: number;
  notes: string;
}

/**
 * What the desk took before the cart left: `taken` once staff tick that the rent and the deposit
 * due were taken, and how the rent was paid (the deposit is on the renter's card, as the policy
 * asks).
 */
interface TakenAtCheckOut {
  taken: boolean;
  method: CounterMethod;
  /** What the page listed as due (duesShown); a check-out made another way shows none. */
  shown?: string;
}

/**
 * Records the cart leaving with a named driver, once its photos are taken and what is due at the
 * counter (the rent not paid online, a deposit taken at the desk) is recorded as taken.
 */
export async function checkOutBooking(
  id: string,
  input: HandoverInput & TakenAtCheckOut & { driver: number },
  now = new Date(),
): Promise<HandoverOutcome> {
  const db = await database();
  return db.transaction().execute(async (trx): Promise<HandoverOutcome> => {
    const before = await bookingReadyFor(
      trx,
      id,
      input.expectedVersion,
      ['booked'],
      ({ status }) => `A booking that is ${status} cannot be checked out.`,
    );
    if ('outcome' in before) return before;
    const driver = before.drivers[input.driver];
    if (!driver)
      return {
        outcome: 'refused',
        booking: before,
        message: 'Choose one of the drivers named on the booking.',
        field: 'driver',
      };
    const timing = timeProblem(before, input.atMs, now.getTime(), 'check-out');
    if (timing) return { outcome: 'refused', booking: before, message: timing, field: 'at' };
    // In turn with another check-out of the cart, and with a booking or workshop days being added
    // to it, which take the same lock: of two at once, the second sees the first.
    await lockCart(trx, before.cartId);
    const stillOut = await stillOutProblem(trx, before);
    if (stillOut) return { outcome: 'refused', booking: before, message: stillOut };
    const early = await earlyCheckOutProblem(trx, before, input.atMs);
    if (early) return { outcome: 'refused', booking: before, message: early, field: 'at' };
    const photos = await handoverPhotos(trx, before, 'check-out', 'before it leaves');
    if (typeof photos !== 'number') return photos;
    const dues = counterDues(before, await counterPayments(id, trx));
    // A deposit hold declined since the page was opened changes what is due without a version.
    if (input.shown !== undefined && input.shown !== duesShown(dues))
      return {
        outcome: 'refused',
        booking: before,
        message: `What is due at the counter changed since this page was opened (now ${dues.length > 0 ? duesSaid(dues) : 'nothing'}): reload it, then check out.`,
      };
    if (dues.length > 0 && !input.taken)
      return {
        outcome: 'refused',
        booking: before,
        message: `Take ${duesSaid(dues)} before the cart leaves, then tick that they were taken.`,
        field: 'taken',
      };
    const at = new Date(input.atMs).toISOString();
    const payments = dues.map((due) => ({
      kind: due.kind,
      cents: due.cents,
      method: due.kind === 'deposit' ? ('card' as const) : input.method,
      by: input.by,
      at: now.toISOString(),
    }));
    const checkedOut = await changeBookingAtVersion(
      trx,
      before,
      {
        status: 'out',
        checked_out_at: at,
        checked_out_by: input.by,
        checkout: JSON.stringify({ battery: input.battery, notes: input.notes, driver: driver.name }),
      },
      {
        by: input.by,
        what: [
          `Checked out ${before.fleetNumber} to ${driver.name} at ${formatDateTime(at)}, battery ${input.battery}%, ${photos} photos`,
          ...payments.map(counterPaymentLine),
        ].join('. '),
        at: now.toISOString(),
      },
    );
    if (!checkedOut) return staleAnswer(trx, before, input.expectedVersion);
    await storeCounterPayments(trx, id, payments);
    return { outcome: 'done', booking: (await findBooking(id, trx))! };
  });
}

/**
 * How the deposit stands at the return (see DepositHeldBy): read by SQL from payments' own table,
 * as payments builds on the rentals, not the other way. A hold past its life is the saved card's.
 */
async function depositHeldBy(
  trx: Transaction<Database>,
  booking: Booking,
  nowMs: number,
): Promise<DepositHeldBy> {
  if (depositAtPickup(booking)) return 'desk';
  const payment = await trx
    .selectFrom('rental_payments')
    .select(['deposit_state', 'hold_expires_ms'])
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (payment?.deposit_state === 'held')
    return payment.hold_expires_ms !== null && Number(payment.hold_expires_ms) <= nowMs ? 'card' : 'hold';
  return payment?.deposit_state === 'saved' ? 'card' : 'none';
}

/** Records the cart's return, its charges and the deposit's refund date. */
export async function returnBooking(
  id: string,
  input: HandoverInput & { findings: ReturnFindings },
  now = new Date(),
): Promise<HandoverOutcome> {
  const { turnaroundHours } = await rentalSettings();
  const db = await database();
  const outcome = await db.transaction().execute(async (trx): Promise<HandoverOutcome> => {
    const before = await bookingReadyFor(trx, id, input.expectedVersion, ['out'], ({ status }) =>
      status === 'booked'
        ? 'The cart has not been checked out yet.'
        : `A booking that is ${status} cannot be returned.`,
    );
    if ('outcome' in before) return before;
    const problem = timeProblem(before, input.atMs, now.getTime(), 'return');
    if (problem) return { outcome: 'refused', booking: before, message: problem, field: 'at' };
    if (before.checkedOutAt && input.atMs < Date.parse(before.checkedOutAt))
      return {
        outcome: 'refused',
        booking: before,
        message: `The return time is before the check-out (${formatDateTime(before.checkedOutAt)}).`,
        field: 'at',
      };
    const photos = await handoverPhotos(trx, before, 'return', 'as it came back');
    if (typeof photos !== 'number') return photos;
    const charges = returnCharges(bookingDueBackMs(before), input.atMs, input.findings);
    const total = chargesTotal(charges);
    const [returnDate] = dealerDateTime(input.atMs);
    const refundDue = depositRefundDue(returnDate);
    // Held until the return plus the turnaround, if that frees the cart sooner than booked.
    const blockedUntil = Math.min(before.blockedUntilMs, input.atMs + turnaroundHours * hourMs);
    const at = new Date(input.atMs).toISOString();
    const { refundCents, owedCents } = depositOutcome(before.depositCents, total);
    const depositBy = await depositHeldBy(trx, before, now.getTime());
    const deposit =
      depositBy === 'none'
        ? 'no deposit held any more: the charges are taken at the counter'
        : owedCents > 0
          ? `${formatCents(owedCents)} owed beyond the deposit`
          : depositBy === 'card'
            ? total > 0
              ? `${formatCents(total)} to charge to the saved card`
              : 'nothing to charge to the saved card'
            : depositBy === 'hold'
              ? refundCents > 0
                ? `${formatCents(total)} to take from the hold, ${formatCents(refundCents)} to release`
                : 'the whole hold to take'
              : refundCents > 0
                ? `deposit refund ${formatCents(refundCents)} due by ${formatRequestDate(refundDue)}`
                : 'the whole deposit kept';
    const returned = await changeBookingAtVersion(
      trx,
      before,
      {
        status: 'returned',
        returned_at: at,
        returned_by: input.by,
        return_details: JSON.stringify({ battery: input.battery, notes: input.notes, charges, depositBy }),
        charges_cents: total,
        // Only a deposit taken at the desk comes back by a date; nothing does when the charges take
        // it all. A hold or a saved card is settled on the desk's card, at once.
        deposit_refund_due: depositBy === 'desk' && refundCents > 0 ? refundDue : null,
        blocked_until_ms: blockedUntil,
      },
      {
        by: input.by,
        what: `Returned at ${formatDateTime(at)}, battery ${input.battery}%, ${photos} photos; charges ${formatCents(total)}, ${deposit}`,
        at: now.toISOString(),
      },
    );
    if (!returned) return staleAnswer(trx, before, input.expectedVersion);
    const booking = (await findBooking(id, trx))!;
    // The renter's itemised statement, queued with the return it states.
    if (booking.leadId)
      await queueMessages(
        trx,
        booking.leadId,
        returnNotice(booking, await rentTakenAtDesk(id, trx)),
        now.toISOString(),
      );
    // The time freed goes to the waitlist, as a cancellation's does: by an early return, the rest
    // of the booking; by a cart kept past its return, every date after it.
    const freed =
      datesFreedByLateCart(before, { status: 'returned', blockedUntilMs: blockedUntil }, now.getTime()) ??
      (blockedUntil < before.blockedUntilMs
        ? { startsMs: blockedUntil, blockedUntilMs: before.blockedUntilMs }
        : undefined);
    if (freed) await notifyWaitlist(trx, before.type, freed, now.toISOString());
    return { outcome: 'done', booking };
  });
  if (outcome.outcome === 'done') kickOutbox();
  return outcome;
}
