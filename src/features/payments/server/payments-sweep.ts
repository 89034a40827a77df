import 'server-only';

import { sql } from 'kysely';

import { appLog } from '@/server/app-log';
import { runWhenAsked, stopRunningWhenAsked } from '@/server/background-work';
import { database } from '@/server/db/database';

import { rentalRefundsOwed, settleRentalPayments } from './rental-payments';
import { holdsOwedRefund, settleVehicleHolds } from './vehicle-holds';

/**
 * Every minute while payments are on: bookings unpaid past their time released, whatever Stripe
 * still has to be asked (a deposit hold, a refund, a closed payment page) asked again, and cart
 * holds past their day released and refunded. Each step is safe to repeat.
 */
export async function sweepPayments(now = new Date()): Promise<void> {
  await settleRentalPayments(now);
  await settleVehicleHolds(now);
}

const timer = globalThis as typeof globalThis & {
  __paymentsSweep?: NodeJS.Timeout;
  __paymentsSweepRunning?: Promise<void>;
  __paymentsSweepAgain?: boolean;
};

/**
 * Runs the sweep now, one run at a time: asked while one runs (a cancellation while the minute's
 * sweep is under way), it runs once more after it, so nothing asked for waits for the next minute.
 */
function runSweep(): void {
  if (timer.__paymentsSweepRunning) {
    timer.__paymentsSweepAgain = true;
    return;
  }
  timer.__paymentsSweepRunning = (async () => {
    try {
      do {
        timer.__paymentsSweepAgain = false;
        await sweepPayments().catch((error: unknown) =>
          appLog.error({ err: error }, 'Payments sweep failed'),
        );
      } while (timer.__paymentsSweepAgain);
    } finally {
      // Cleared with no wait after the last look at "again": an ask in between would be lost.
      timer.__paymentsSweepRunning = undefined;
    }
  })();
}

/** Every `everyMs`, and whenever another domain asks for it (askForWork('payments')). */
export function startPaymentsSweep(everyMs = 60_000): void {
  if (timer.__paymentsSweep) return;
  timer.__paymentsSweep = setInterval(runSweep, everyMs);
  timer.__paymentsSweep.unref();
  runWhenAsked('payments', runSweep);
  runSweep();
}

/** Stops the sweep's timer and waits for a run under way (tests). */
export async function stopPaymentsSweep(): Promise<void> {
  clearInterval(timer.__paymentsSweep);
  timer.__paymentsSweep = undefined;
  stopRunningWhenAsked('payments');
  await timer.__paymentsSweepRunning;
}

/**
 * What only the sweep moves on, left behind when payments are turned off with it running: bookings
 * waiting for an online payment (they keep their carts), live cart holds (they never end), and
 * refunds or deposit holds still owed back (a cancelled rental's, an ended hold's). Counted at
 * start while payments are off, to be said loudly.
 */
export async function paymentsLeftWaiting(): Promise<{ bookings: number; holds: number; refunds: number }> {
  const db = await database();
  const count = sql<number | string>`count(*)`.as('count');
  const [bookings, holds, rentalRefunds, holdRefunds] = await Promise.all([
    db.selectFrom('rental_bookings').select(count).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    db
      .selectFrom('vehicle_holds')
      .select(count)
      .where('status', 'in', ['pending', 'active'])
      .executeTakeFirstOrThrow(),
    // The sweep's own lists, so the two never disagree on what is owed.
    rentalRefundsOwed(),
    holdsOwedRefund(),
  ]);
  return {
    bookings: Number(bookings.count),
    holds: Number(holds.count),
    refunds: rentalRefunds + holdRefunds.length,
  };
}

/** Warns, at start with payments off, of what waits for them (see paymentsLeftWaiting). */
export async function warnOfPaymentsLeftWaiting(): Promise<void> {
  const left = await paymentsLeftWaiting();
  if (left.bookings + left.holds + left.refunds === 0) return;
  appLog.warn(
    left,
    'Payments are off (STRIPE_* unset), but bookings wait for an online payment, cart holds are live or refunds are still owed: carts stay taken and nothing is refunded until payments are on again (docs/areas/payments.md, Turning it off)',
  );
}
