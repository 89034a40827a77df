import 'server-only';

import { rentalLocationIds } from '@/content/rental-plans';
import { env } from '@/env';
import { dealerIso } from '@/features/bookings/clock';
import { takenAMomentAgo, unlessBackstopped } from '@/features/bookings/server/database-refusal';
import { readLeadSource } from '@/features/leads/lead-source';
import { requestLog } from '@/server/app-log';
import { noStoreJson, readBookingPost, spentOnBooking } from '@/server/http/booking-post';

import { parseAvailability } from '../availability-query';
import { bookingDueBackMs, type Booking } from '../booking';
import { checkBooking, type BookingFieldErrors, type BookingInput } from '../booking-schema';
import { dealerDateTime, dueBackMs, handoverPlace } from '../rental-time';
import { availability, toHandover, type Alternatives, type RentalAsk } from './availability';
import { manageUrl } from './booking-mail';
import { bookRental, repeatedBooking, type BookingRequest } from './bookings';

/**
 * The rental booking JSON API beside the enquiry API, for partners and the dealer's other tools:
 * availability and price before any details, and booking itself. Dollars as numbers in answers;
 * every refusal a clear message (400 with messages by field, 409 with what is free instead,
 * 413, 415, 429), never a 500.
 */

const json = noStoreJson;

const dollars = (cents: number) => cents / 100;

function askOf(booking: BookingInput): RentalAsk {
  return {
    type: booking.type,
    pickupDate: booking.start,
    pickupTime: booking.pickupTime,
    days: booking.days,
    handover: toHandover(
      booking.town ? { town: booking.town } : { locationId: booking.showroom || rentalLocationIds[0] },
    ),
    additionalDrivers: booking.drivers.length - 1,
  };
}

/** What a checked booking asks of the locked path: the rental, the renter, the drivers, the signature. */
export function bookingAsked(
  booking: BookingInput,
): Pick<BookingRequest, 'ask' | 'renter' | 'drivers' | 'signatureName'> {
  return { ask: askOf(booking), renter: booking, drivers: booking.drivers, signatureName: booking.signature };
}

function refused(errors: BookingFieldErrors) {
  return json({ error: 'Please correct the fields named.', fields: errors }, 400);
}

/** The free dates and types in words a client can act on, with dollars as numbers. */
const alternativesJson = (alternatives: Alternatives) => ({
  dates: alternatives.dates.map((date) => ({ start: date.pickupDate, free: date.free })),
  types: alternatives.types,
});

/**
 * GET /api/rentals/availability?type=four-seater&start=2027-07-10&days=7 (optional town, showroom,
 * time as HH:MM, drivers: additional drivers): how many carts are free and the price.
 */
export async function answerAvailability(url: URL, now = new Date()): Promise<Response> {
  const asked = parseAvailability((name) => url.searchParams.get(name), now);
  // Missing or left blank, the API says what it wants the same way.
  if (!asked.values.start) return refused({ start: 'Give the pickup date as YYYY-MM-DD' });
  if (!asked.ask) return refused(asked.errors);
  const { ask } = asked;
  const found = await availability({ ...ask, handover: toHandover(ask.handover) });
  return json({
    type: ask.type,
    start: ask.pickupDate,
    end: found.window.returnDate,
    dueBack: dealerIso(dueBackMs(found.window.endsMs, handoverPlace(found.ask.handover))),
    days: ask.days,
    pickupTime: ask.pickupTime,
    free: found.free,
    rent: dollars(found.price.rent),
    deposit: dollars(found.price.deposit),
    deliveryFee: dollars(found.price.delivery),
    additionalDrivers: dollars(found.price.additionalDrivers),
    total: dollars(found.price.total),
  });
}

/**
 * Paying online, when payments are on (src/features/payments fills it in; the route passes it):
 * when a booking made now must be paid by, and its payment page, or why it could not be opened
 * (the booking is released then): `outage` when Stripe could not be reached or failed on its side.
 */
export interface OnlinePayment {
  payByMs(now: Date): number;
  open(booking: Booking, key: string): Promise<{ url: string } | { outage: boolean }>;
}

/** What a booked rental answers, the same for a retry with the same Idempotency-Key. */
function bookedAnswer(booking: Booking, key: string, paymentUrl?: string) {
  return {
    // Paying online: the booking waits for its payment, on this page, until it is released.
    ...(paymentUrl ? { status: 'awaiting-payment', paymentUrl } : {}),
    reference: booking.reference,
    type: booking.type,
    start: booking.pickupDate,
    end: dealerDateTime(booking.endsMs)[0],
    dueBack: dealerIso(bookingDueBackMs(booking)),
    total: dollars(booking.totalCents),
    deposit: dollars(booking.depositCents),
    agreementUrl: manageUrl(booking, key, 'agreement.pdf'),
    manageUrl: manageUrl(booking, key),
  };
}

const maxBookingBodyBytes = 32 * 1024;

/** POST /api/rentals/bookings: books a cart, or says why not. */
export async function answerBookingPost(
  request: Request,
  now = new Date(),
  payOnline?: OnlinePayment,
): Promise<Response> {
  const post = await readBookingPost(request, maxBookingBodyBytes);
  if (!post.ok) return post.response;
  const { input, idempotencyKey, client } = post;
  const checked = checkBooking(input, now);
  if (!checked.ok) return refused(checked.errors);
  const asked: BookingRequest = {
    ...bookingAsked(checked.booking),
    clientAddress: client,
    // Bound to the client too: one client's key never answers another's booking.
    idempotencyKey: idempotencyKey && `api:${client}:${idempotencyKey}`,
    source: readLeadSource(input, request.headers.get('referer'), env().SITE_URL),
    sourcePath: '/api/rentals/bookings',
    ...(payOnline ? { awaitingPayment: { payByMs: payOnline.payByMs(now) } } : {}),
  };
  // A retry of a booking made is answered as it was, whatever is left of the client's attempts.
  const repeated = await repeatedBooking(asked);
  const spent = await spentOnBooking(client, repeated !== undefined);
  if (spent.tooMany) return spent.tooMany;
  const outcome =
    repeated ?? (await unlessBackstopped(() => bookRental(asked, now), requestLog(request.headers)));
  if (!outcome) {
    await spent.attempt.giveBack();
    return json({ error: takenAMomentAgo('cart', 'try again') }, 503, { 'Retry-After': '1' });
  }
  if (outcome.outcome === 'full')
    return json(
      {
        error: 'No cart of that type is free for those dates.',
        alternatives: alternativesJson(outcome.alternatives),
      },
      409,
    );
  if (payOnline && outcome.booking.status === 'pending') {
    const opened = await payOnline.open(outcome.booking, outcome.key);
    if ('outage' in opened) {
      // Stripe down: the customer is told to try again, which costs them no attempt. A refusal
      // of what was sent keeps it spent, or a client could retry it without end.
      if (opened.outage) await spent.attempt.giveBack();
      return json(
        { error: 'The payment page could not be opened, so nothing was booked: please try again.' },
        503,
        { 'Retry-After': '5' },
      );
    }
    return json(bookedAnswer(outcome.booking, outcome.key, opened.url), 201);
  }
  // A retry with the same Idempotency-Key gets the first answer, status and all.
  return json(bookedAnswer(outcome.booking, outcome.key), 201);
}
