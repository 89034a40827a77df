'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { cartType } from '@/content/rental-plans';
import { paymentsOnline } from '@/env';
import { cancelledParam } from '@/features/bookings/own-booking-cancel';
import { bookingFormOrigin } from '@/features/bookings/server/booking-form-origin';
import { readPostedForm, type FormState } from '@/lib/posted-form';
import { tooManyBookings } from '@/server/http/booking-post';

import { availabilityParameters, parseAvailability, type AvailabilityValues } from './availability-query';
import { customerFields } from './booking-schema';
import { toHandover } from './server/availability';
import { bookingPath } from './server/booking-mail';
import { submitBooking, type BookingSubmissionState } from './server/booking-submission';
import { bookingForKey, cancelBooking } from './server/bookings';
import { joinWaitlist, waitlistClosed, waitlistOpen } from './server/waitlist';

/**
 * The public booking page's forms: book (details, drivers, signature), join the waitlist when
 * nothing is free, and cancel from the renter's own link. Each reads the posted form, decides, then
 * redirects or returns one state, so each works with and without JavaScript.
 */

/** The booking form's answer; `full` when the last free cart went to someone else meanwhile. */
export type BookingFormState = BookingSubmissionState;

/** A booking form's action: this one, or the online-payment one when payments are on. */
export type BookingFormAction = (previous: BookingFormState, formData: FormData) => Promise<BookingFormState>;

export async function bookRentalAction(
  previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  // With payments online a booking is made only by the form that takes its payment: this one,
  // posted from an old page or by hand, would give a cart away unpaid.
  if (paymentsOnline())
    return {
      errors: { form: ['Bookings are paid online now: reload the page and book again.'] },
      attempt: (previous.attempt ?? 0) + 1,
    };
  const submitted = await submitBooking(previous, formData);
  if ('answer' in submitted) return submitted.answer;
  const { booking, key } = submitted.outcome;
  redirect(`${bookingPath(booking)}?key=${encodeURIComponent(key)}&booked=1`);
}

/**
 * `joined`: on the waitlist, whether this sign-up put them there or an earlier one did (the same
 * words either way: whoever types another's e-mail learns nothing of what they wait for).
 */
export type WaitlistFormState = FormState<{ joined: true }>;

const waitlistSchema = z.object({
  ...customerFields,
});

/** Puts the person on the waitlist for the rental asked for, which nothing was free for. */
export async function joinWaitlistAction(
  previous: WaitlistFormState,
  formData: FormData,
): Promise<WaitlistFormState> {
  // The rental asked for, as the availability check read it, and who asks.
  const form = readPostedForm(
    previous,
    formData,
    [...availabilityParameters, 'firstName', 'lastName', 'email', 'phone'],
    waitlistSchema,
  );
  if (form.refusal) return form.refusal;
  if (!waitlistOpen()) return form.refuse(waitlistClosed);
  const asked = parseAvailability((name: keyof AvailabilityValues) => form.values[name], new Date());
  if (!asked.ask) return form.refuse('Check the dates and cart again above.');
  const origin = await bookingFormOrigin(formData);
  if (origin.limited) return form.refuse(tooManyBookings);
  const ask = { ...asked.ask, handover: toHandover(asked.ask.handover) };
  if ((await joinWaitlist(ask, form.data, origin.source)) === 'free')
    return form.refuse(
      `Not added to the waitlist: a ${cartType(ask.type).title} is free for these dates now. Check them again above to book it.`,
    );
  return { values: form.values, joined: true, attempt: form.attempt };
}

export type CancelFormState = FormState;

const cancelSchema = z.object({
  reference: z.string(),
  key: z.string(),
  /** The refund the page showed, in cents: the cancel is made at it or not at all. */
  refund: z.optional(z.string()),
  confirm: z.literal('yes', { error: 'Tick the box to confirm you want to cancel.' }),
});

/** Cancels a booking from the renter's own link, once they confirm, at the refund the page showed. */
export async function cancelOwnBookingAction(
  previous: CancelFormState,
  formData: FormData,
): Promise<CancelFormState> {
  const form = readPostedForm(previous, formData, ['reference', 'key', 'refund', 'confirm'], cancelSchema);
  const booking = await bookingForKey(form.values.reference, form.values.key);
  if (!booking) return form.refuse('This link is not valid for a booking: use the link in your e-mail.');
  if (form.refusal) return form.refusal;
  const shown = /^\d{1,9}$/.test(form.values.refund ?? '') ? Number(form.values.refund) : undefined;
  const by = { customer: 'the renter, from their link' };
  const outcome =
    shown === undefined
      ? await cancelBooking(booking.id, by)
      : await cancelBooking(booking.id, by, new Date(), { refundShownCents: shown });
  // Too late (handed over while the page was open), or its refund changed meanwhile: the page
  // drawn afresh says so, with the booking and the refund as they are now, rather than the stale
  // page keep offering a cancel at the old figure.
  redirect(
    `${bookingPath(booking)}?key=${encodeURIComponent(form.values.key)}&cancelled=${cancelledParam(outcome.outcome)}`,
  );
}
