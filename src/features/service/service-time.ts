/**
 * A service job's times in words, at the dealer: "Tue, Dec 1, 2026, 3:30PM" for when it is
 * promised ready, and the drop-off as its day and window.
 */
import { dealerDateTime } from '@/features/rentals/rental-time';
import { formatRequestDate } from '@/features/requests/request-dates';
import { clockLabel } from '@/lib/opening-hours';

import type { ServiceBooking } from './service-booking';

export function readyLabel(ms: number): string {
  const [date, time] = dealerDateTime(ms);
  return `${formatRequestDate(date)}, ${clockLabel(time)}`;
}

/** "Tue, Dec 1, 2026, Drop off 8-9AM". */
export const dropOffLabel = (booking: Pick<ServiceBooking, 'date' | 'windowLabel'>) =>
  `${formatRequestDate(booking.date)}, ${booking.windowLabel}`;
