import 'server-only';

import { appLog } from '@/server/app-log';
import { database } from '@/server/db/database';

import { settleRentalPayments } from './rental-payments';
import { settleVehicleHolds } from './vehicle-holds';

/**
 * Every minute while payments are on: bookings unpaid past their time released, whatever Stripe
 * still has to be asked (a deposit hold, a refund, a closed payment page) asked again, and cart
 * holds past their day released and refunded. Each step is safe to repeat.
 */
export async function sweepPayments(now = new Date()): Promise<void> {
  await settleRentalPayments(now);
  await settleVehicleHolds(now);
}

const timer = globalThis as typeof globalThis & { __paymentsSweep?: NodeJS.Timeout };

export function startPaymentsSweep(everyMs = 60_000): void {
  if (timer.__paymentsSweep) return;
  const run = () =>
    void sweepPayments().catch((error: unknown) => appLog.error({ err: error }, 'Payments sweep failed'));
  timer.__paymentsSweep = setInterval(run, everyMs);
  timer.__paymentsSweep.unref();
  run();
}

/**
 * What only the sweep moves on, left behind when payments are turned off with it running: bookings
 * waiting for an online payment (they keep their carts) and live cart holds (they never end, and
 * their deposits are never refunded). Counted at start while payments are off, to be said loudly.
 */
export async function paymentsLeftWaiting(): Promise<{ bookings: number; holds: number }> {
  const db = await database();
  const [bookings, holds] = await Promise.all([
    db
      .selectFrom('rental_bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vehicle_holds')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', 'in', ['pending', 'active'])
      .executeTakeFirstOrThrow(),
  ]);
  return { bookings: Number(bookings.count), holds: Number(holds.count) };
}

/** Warns, at start with payments off, of what waits for them (see paymentsLeftWaiting). */
export async function warnOfPaymentsLeftWaiting(): Promise<void> {
  const { bookings, holds } = await paymentsLeftWaiting();
  if (bookings + holds === 0) return;
  appLog.warn(
    { bookings, holds },
    'Payments are off (STRIPE_* unset), but bookings wait for an online payment or cart holds are live: they keep their carts and nothing is refunded until payments are on again (docs/areas/payments.md, Turning it off)',
  );
}
