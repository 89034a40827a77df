import 'server-only';

import { appLog } from '@/server/app-log';

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
