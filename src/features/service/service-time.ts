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

type DropOffWindow = Pick<ServiceBooking, 'windowStartsAt' | 'windowEndsAt'>;

/**
 * "between 8AM and 9AM": the window by its times, not its label, which staff name as they like
 * ("Drop off 8-9AM") and which would read twice after "Drop-off:".
 */
export const dropOffTimes = (booking: DropOffWindow) =>
  `between ${clockLabel(booking.windowStartsAt)} and ${clockLabel(booking.windowEndsAt)}`;

/** "Tue, Dec 1, 2026, between 8AM and 9AM". */
export const dropOffLabel = (booking: DropOffWindow & Pick<ServiceBooking, 'date'>) =>
  `${formatRequestDate(booking.date)}, ${dropOffTimes(booking)}`;
