import 'server-only';

import { cartType } from '@/content/rental-plans';
import { badBookingLink } from '@/features/bookings/server/booking-link';

import { bookingDueBackMs } from '../booking';
import { dateAndTime } from '../rental-agreement';
import { dealerDateTime } from '../rental-time';
import { bookingHandover, handoverLine, whatToBring } from './booking-mail';
import { agreementOf, bookingForKey } from './bookings';
import { calendarAnswer } from './calendar-file';

/**
 * A booking's files for its renter, behind the key of their link: the signed agreement as the
 * bytes stored when it was booked, and a calendar file of the pickup and the return.
 */

export async function agreementDownload(reference: string, key: string): Promise<Response> {
  const booking = key ? await bookingForKey(reference, key) : undefined;
  const agreement = booking && (await agreementOf(booking.id));
  if (!booking || !agreement) return badBookingLink();
  return new Response(new Uint8Array(agreement.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="rental-agreement-${booking.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
      // The stored bytes' digest, as the booking records it: anyone can check the copy they hold.
      'X-Content-SHA256': agreement.sha256,
    },
  });
}

/** A moment as the renter's other texts say it, at the dealer: "Tue, Dec 1, 2026 at 9AM". */
const atTheDealer = (iso: string) => dateAndTime(...dealerDateTime(Date.parse(iso)));

export async function calendarDownload(reference: string, key: string): Promise<Response> {
  const booking = key ? await bookingForKey(reference, key) : undefined;
  if (!booking) return badBookingLink();
  const where = handoverLine(bookingHandover(booking));
  const title = cartType(booking.type).title;
  // Due back when the cart can change hands (Monday's opening for a Saturday day hire), as the
  // booking page, the agreement and the e-mails say.
  const dueBackMs = bookingDueBackMs(booking);
  const [returnDate, returnTime] = dealerDateTime(dueBackMs);
  return calendarAnswer(
    `rental-${booking.reference}.ics`,
    [
      {
        id: `${booking.reference}-pickup`,
        title: `Golf cart rental starts: ${title} (ref ${booking.reference})`,
        // Once the cart is out, what to bring is past: the event says when it was picked up.
        description: booking.checkedOutAt
          ? `${where}. Picked up ${atTheDealer(booking.checkedOutAt)}.`
          : `${where}. Bring ${whatToBring(booking)}.`,
        location: where,
        startsMs: booking.startsMs,
        minutes: 30,
      },
      {
        id: `${booking.reference}-return`,
        title: `Golf cart rental ends: ${title} (ref ${booking.reference})`,
        // Once it is back, there is nothing left to bring back: the event says when it was.
        description: booking.returnedAt
          ? `Returned ${atTheDealer(booking.returnedAt)}.`
          : `Return by ${dateAndTime(returnDate, returnTime)}, clean and charged.`,
        location: where,
        startsMs: dueBackMs,
        minutes: 30,
      },
    ],
    { cancelled: booking.status === 'cancelled', sequence: booking.version },
  );
}
