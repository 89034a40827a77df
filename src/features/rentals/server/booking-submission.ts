import 'server-only';

import { rememberBookedQuestion } from '@/features/bookings/server/booked-question';
import { bookingFormOrigin } from '@/features/bookings/server/booking-form-origin';
import { takenAMomentAgo, unlessBackstopped } from '@/features/bookings/server/database-refusal';
import { postedText, type FormState } from '@/lib/posted-form';
import { requestLog } from '@/server/app-log';
import { tooManyBookings } from '@/server/http/booking-post';

import { parseAvailability } from '../availability-query';
import { checkBooking, maxDrivers } from '../booking-schema';
import type { Alternatives } from './availability';
import { bookingAsked } from './booking-api';
import { rentalQuestionCookie } from './booking-page';
import { bookRental, repeatedBooking, type BookingOutcome, type BookingRequest } from './bookings';

/**
 * The public booking form, read and booked on the server: the rental asked for, the renter's
 * details, every driver and the signature, checked by the booking schema, rate-limited per client,
 * then the one locked booking path.
 */

/** The booking form's answer; `full` when the last free cart went to someone else meanwhile. */
export type BookingSubmissionState = FormState<{ full: Alternatives }>;

const driverFields = ['name', 'dateOfBirth', 'licenceNumber', 'licenceState', 'licenceExpiry'] as const;
const detailFields = ['firstName', 'lastName', 'email', 'phone', 'signature'] as const;
const askedFields = ['type', 'start', 'time', 'days', 'town', 'showroom', 'drivers'] as const;

const asLists = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));

/**
 * Reads the posted booking form and books what it asks for: the answer to send back (a refusal,
 * or `full`), or the booking made (a repeat of the same form answers the first booking). Shared by
 * the booking form's action and the one that books and pays online (src/features/payments), so
 * both check the same things the same way.
 */
export async function submitBooking(
  previous: BookingSubmissionState,
  formData: FormData,
  options: Pick<BookingRequest, 'awaitingPayment'> = {},
): Promise<
  | { answer: BookingSubmissionState }
  | {
      outcome: Extract<BookingOutcome, { outcome: 'booked' | 'repeat' }>;
      /** Gives the client's booking attempt back, if what follows the booking fails on our side. */
      giveBackAttempt: () => Promise<void>;
    }
> {
  const attempt = (previous.attempt ?? 0) + 1;
  const driverCount = Math.min(maxDrivers, Math.max(1, Number(formData.get('drivers') ?? 0) + 1));
  const driverNames = Array.from({ length: driverCount }, (_, index) =>
    driverFields.map((field) => `drivers.${index}.${field}`),
  ).flat();
  const values: Record<string, string> = {
    ...postedText(formData, [...askedFields, ...detailFields, ...driverNames, 'idempotencyKey']),
    acceptAgreement: formData.get('acceptAgreement') === 'on' ? 'on' : '',
  };
  const now = new Date();
  const asked = parseAvailability((name) => values[name], now);
  if (!asked.ask)
    return {
      answer: {
        values,
        // Each problem is at the question above, and links there.
        errors: asLists(
          Object.keys(asked.errors).length > 0
            ? asked.errors
            : { form: 'Check the dates and cart again above.' },
        ),
        attempt,
      },
    };
  const input = {
    type: values.type,
    start: values.start,
    pickupTime: asked.ask.pickupTime,
    days: values.days,
    town: values.town,
    showroom: values.showroom,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    drivers: Array.from({ length: driverCount }, (_, index) =>
      Object.fromEntries(driverFields.map((field) => [field, values[`drivers.${index}.${field}`]])),
    ),
    acceptAgreement: values.acceptAgreement === 'on',
    signature: values.signature,
  };
  const checked = checkBooking(input, now);
  if (!checked.ok) return { answer: { values, errors: asLists(checked.errors), attempt } };
  const sourcePath = '/rentals/book';
  const origin = await bookingFormOrigin(formData, (idempotencyKey) =>
    repeatedBooking({ ...bookingAsked(checked.booking), idempotencyKey }),
  );
  if (origin.limited) return { answer: { values, errors: { form: [tooManyBookings] }, attempt } };
  const outcome =
    origin.repeated ??
    (await unlessBackstopped(
      () =>
        bookRental(
          {
            ...bookingAsked(checked.booking),
            clientAddress: origin.client,
            idempotencyKey: origin.idempotencyKey,
            source: origin.source,
            sourcePath,
            ...options,
          },
          now,
        ),
      requestLog(origin.requestHeaders),
    ));
  if (!outcome) {
    await origin.giveBackAttempt();
    return {
      answer: { values, errors: { form: [takenAMomentAgo('cart', 'send the form again')] }, attempt },
    };
  }
  if (outcome.outcome === 'full') return { answer: { values, full: outcome.alternatives, attempt } };
  // Back without JavaScript draws the page again: it is drawn with this key, and says so.
  if (origin.idempotencyKey)
    await rememberBookedQuestion(rentalQuestionCookie, asked.values, values.idempotencyKey!);
  return { outcome, giveBackAttempt: origin.giveBackAttempt };
}
