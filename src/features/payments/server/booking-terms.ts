import 'server-only';

import { rentalInterval } from '@/features/rentals/rental-time';

import { paymentTerms } from '../deposit-guarantee';
import { paymentsOnline } from './stripe-client';

/**
 * The words on paying and the deposit for the rental asked for, shown above "Book, sign and pay";
 * undefined while payments are off (the booking form then says both are paid at pickup).
 */
export function bookingPaymentTerms(
  ask: { pickupDate: string; pickupTime: string; days: number },
  price: { total: number; deposit: number },
  now = new Date(),
): string[] | undefined {
  if (!paymentsOnline()) return undefined;
  const { endsMs } = rentalInterval(ask.pickupDate, ask.pickupTime, ask.days);
  return paymentTerms({ endsMs, totalCents: price.total, depositCents: price.deposit }, now.getTime());
}
