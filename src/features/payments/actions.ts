'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import type { BookingFormState } from '@/features/rentals/actions';
import { bookingPath } from '@/features/rentals/server/booking-mail';
import { submitBooking } from '@/features/rentals/server/booking-submission';
import { requireStaff } from '@/features/staff/server/current-staff';
import { readPostedForm, type FormState } from '@/lib/posted-form';

import { onlineRentalPayment, settleDeposit } from './server/rental-payments';
import { paymentsOnline } from './server/stripe-client';

/**
 * Paying online: book a rental and go to Stripe's Checkout to pay for it (the renter's), and
 * settle a rental's deposit at the desk (the rentals team's). Each reads the posted form, decides,
 * then redirects or returns one state. No amount is ever read from the form.
 */

/**
 * The booking form when payments are on: the same checks and the same locked path as booking to
 * pay at pickup, the booking then waits for its payment (its cart held) and the renter goes to
 * Stripe's page. If that page cannot be opened, the booking is released at once and the form says so.
 */
export async function bookAndPayAction(previous: BookingFormState, formData: FormData): Promise<BookingFormState> {
  if (!paymentsOnline())
    return { errors: { form: ['Paying online is not available now: reload the page.'] }, attempt: (previous.attempt ?? 0) + 1 };
  const submitted = await submitBooking(previous, formData, {
    awaitingPayment: { payByMs: onlineRentalPayment.payByMs(new Date()) },
  });
  if ('answer' in submitted) return submitted.answer;
  const { booking, key } = submitted.outcome;
  // The same form sent again after paying (or after the booking was released): its page says which.
  if (booking.status !== 'pending') redirect(`${bookingPath(booking)}?key=${encodeURIComponent(key)}`);
  const payUrl = await onlineRentalPayment.open(booking, key);
  if (!payUrl)
    return {
      values: Object.fromEntries(
        [...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      errors: {
        form: ['The payment page could not be opened, so nothing was booked: please try again in a moment, or call us.'],
      },
      attempt: (previous.attempt ?? 0) + 1,
    };
  redirect(payUrl);
}

const settleSchema = z.object({ id: z.uuid() });

/**
 * The desk settles a paid rental's deposit in one step: the return's recorded charges taken from
 * the hold (or the saved card), the rest released; before the return, a live hold released.
 */
export async function settleDepositAction(previous: FormState, formData: FormData): Promise<FormState> {
  const staff = await requireStaff('rentals.desk');
  const form = readPostedForm(previous, formData, ['id'], settleSchema);
  if (form.refusal) return form.refuse('Open the booking again from the desk.');
  const outcome = await settleDeposit(form.data.id, staff.email);
  if (outcome.outcome === 'refused') return form.refuse(outcome.message);
  redirect(`/admin/rentals/bookings/${form.data.id}?done=deposit`);
}
