import 'server-only';

import { minutesOf } from '@/features/bookings/clock';
import { badBookingLink } from '@/features/bookings/server/booking-link';
import { dealerMoment } from '@/features/rentals/rental-time';
import { calendarAnswer } from '@/features/rentals/server/calendar-file';

import type { EstimateLine, JobEvent, ServiceBooking } from '../service-booking';
import { promiseHolds } from '../service-shop';
import { dropOffLabel } from '../service-time';
import { estimateKey } from './booking-keys';
import { servicePath, workshopLine } from './booking-mail';
import { jobEvents, serviceBookingForKey } from './bookings';
import { estimateLines, linesTotal } from './estimates';

/**
 * What a customer's own booking page shows, for the key in their link: the job, where the cart is
 * (each status change, when), the estimate waiting for them, and the calendar file. Undefined for
 * an unknown reference or a key that is not the booking's.
 */
export interface ServiceManagePage {
  booking: ServiceBooking;
  key: string;
  events: JobEvent[];
  workshop: string;
  calendar: string;
  /** The latest estimate's lines, and its link while it waits for an answer. */
  estimate?: { round: number; lines: EstimateLine[]; link?: string };
  /** What the customer approved of every estimate, in cents: owed on top of the job's price. */
  approvedExtraCents: number;
}

export async function serviceManagePage(
  reference: string,
  key: string,
): Promise<ServiceManagePage | undefined> {
  const booking = await serviceBookingForKey(reference, key);
  if (!booking) return undefined;
  const withKey = (path: string) => `${path}?key=${encodeURIComponent(key)}`;
  const [events, lines] = await Promise.all([jobEvents(booking.id), estimateLines(booking.id)]);
  const round = booking.estimateRound;
  const sent = lines.filter((line) => line.round === round);
  // The link only while the job waits for this answer: moved on by staff, it answers nothing.
  const waiting =
    round > 0 && booking.status === 'awaiting-approval' && sent.some((line) => line.decision === null);
  return {
    booking,
    key,
    events,
    workshop: workshopLine(booking),
    calendar: withKey(servicePath(booking, 'calendar.ics')),
    approvedExtraCents: linesTotal(lines.filter((line) => line.decision === 'approved')),
    estimate:
      round > 0
        ? {
            round,
            lines: sent,
            link: waiting
              ? `${servicePath(booking, 'estimate')}?round=${round}&key=${encodeURIComponent(await estimateKey(booking.id, round))}`
              : undefined,
          }
        : undefined,
  };
}

/** The booking's calendar file: the drop-off window, and the time the cart is promised ready. */
export async function serviceCalendarDownload(reference: string, key: string): Promise<Response> {
  const booking = key ? await serviceBookingForKey(reference, key) : undefined;
  if (!booking) return badBookingLink();
  const where = workshopLine(booking);
  return calendarAnswer(
    `service-${booking.reference}.ics`,
    [
      {
        id: `${booking.reference}-drop-off`,
        title: `Drop off the cart for service: ${booking.jobName} (ref ${booking.reference})`,
        description: `${dropOffLabel(booking)}. Bring the cart and its key.`,
        location: where,
        startsMs: dealerMoment(booking.date, booking.windowStartsAt),
        minutes: Math.max(15, minutesOf(booking.windowEndsAt) - minutesOf(booking.windowStartsAt)),
      },
      {
        id: `${booking.reference}-ready`,
        title: `Cart promised ready: ${booking.jobName} (ref ${booking.reference})`,
        description: promiseHolds(booking)
          ? 'We tell you if anything changes, and ask before any work beyond the job booked.'
          : 'This time no longer stands: your booking’s page says where your cart is.',
        location: where,
        startsMs: booking.promisedReadyMs,
        minutes: 30,
        // Once the promise no longer stands (an estimate to answer, parts to wait for, the cart
        // ready), the event is withdrawn, as the page and the e-mails stop naming the time.
        withdrawn: !promiseHolds(booking),
      },
    ],
    { cancelled: booking.status === 'cancelled', sequence: booking.version },
  );
}
