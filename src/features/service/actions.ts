'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';

import { cancelledParam } from '@/features/bookings/own-booking-cancel';
import { rememberBookedQuestion } from '@/features/bookings/server/booked-question';
import { bookingFormOrigin } from '@/features/bookings/server/booking-form-origin';
import { takenAMomentAgo, unlessBackstopped } from '@/features/bookings/server/database-refusal';
import { dealerDateTime } from '@/features/rentals/rental-time';
import { errorLists, postedText, type FormState } from '@/lib/posted-form';
import { requestLog } from '@/server/app-log';
import { tooManyBookings } from '@/server/http/booking-post';

import { checkServiceBooking, customerCartFields, postedCart } from './booking-schema';
import { servicePath } from './server/booking-mail';
import { serviceQuestionCookie } from './server/booking-page';
import {
  bookService,
  cancelServiceBooking,
  repeatedServiceBooking,
  serviceBookingForKey,
} from './server/bookings';
import { decideEstimate } from './server/estimates';
import type { FreeSlot } from './service-shop';

/**
 * The public service forms: book a drop-off, cancel it from the customer's own link, and answer
 * an estimate from its link. Each reads the posted form, decides, then redirects or returns one
 * state, so each works with and without JavaScript.
 */

/** The booking form's answer; `full` when the window filled up while the form was filled in: why, and what is free instead. */
export type ServiceBookingFormState = FormState<{ full: { message: string; next?: FreeSlot } }>;

const bookingFields = ['job', 'slot', ...customerCartFields, 'idempotencyKey'] as const;

/** The check's messages by field, the day's and window's under the one control that picks both. */
const asLists = (errors: Record<string, string>) =>
  errorLists(
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field === 'date' || field === 'window' ? 'slot' : field,
        message,
      ]),
    ),
  );

export async function bookServiceAction(
  previous: ServiceBookingFormState,
  formData: FormData,
): Promise<ServiceBookingFormState> {
  const attempt = (previous.attempt ?? 0) + 1;
  const values: Record<string, string> = {
    ...postedText(formData, bookingFields),
    smsOptIn: formData.get('smsOptIn') === 'on' ? 'on' : '',
  };
  const [date = '', window = ''] = values.slot!.split('|');
  const now = new Date();
  const checked = checkServiceBooking(
    {
      job: values.job,
      date,
      window,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      cart: postedCart(values),
      smsOptIn: values.smsOptIn === 'on',
      notes: values.notes,
    },
    dealerDateTime(now.getTime())[0],
  );
  if (!checked.ok) {
    const errors = asLists(checked.errors);
    if (!values.slot) errors.slot = ['Choose a drop-off day and window'];
    return { values, errors, attempt };
  }
  const sourcePath = '/services/appointment';
  const origin = await bookingFormOrigin(formData, (idempotencyKey) =>
    repeatedServiceBooking({ input: checked.booking, idempotencyKey }),
  );
  if (origin.limited) return { values, errors: { form: [tooManyBookings] }, attempt };
  const outcome =
    origin.repeated ??
    (await unlessBackstopped(
      () =>
        bookService(
          {
            input: checked.booking,
            idempotencyKey: origin.idempotencyKey,
            source: origin.source,
            sourcePath,
          },
          now,
        ),
      requestLog(origin.requestHeaders),
    ));
  if (!outcome) {
    await origin.giveBackAttempt();
    return { values, errors: { form: [takenAMomentAgo('drop-off', 'send the form again')] }, attempt };
  }
  if (outcome.outcome === 'refused') {
    // Refused for what was sent (a day closed since the page was drawn): no attempt spent, as a
    // refusal of the fields spends none.
    await origin.giveBackAttempt();
    return { values, errors: asLists(outcome.errors), attempt };
  }
  if (outcome.outcome === 'full') {
    // The days are drawn again as they are now, so the window that filled up is no longer offered;
    // nothing is left ticked that cannot be booked. Everything else typed is kept.
    refresh();
    return {
      values: { ...values, slot: '' },
      full: { message: outcome.message, next: outcome.next },
      attempt,
    };
  }
  // Back without JavaScript draws the page again: it is drawn with this key, and says so.
  if (origin.idempotencyKey)
    await rememberBookedQuestion(serviceQuestionCookie, { job: values.job! }, values.idempotencyKey!);
  redirect(`${servicePath(outcome.booking)}?key=${encodeURIComponent(outcome.key)}&booked=1`);
}

/** The answer of a form on the customer's own link (cancel, the estimate's decisions). */
export type LinkFormState = FormState;

const badLink = 'This link is not valid: use the link in your e-mail.';

/** Cancels a drop-off from the customer's own link, once they confirm; only before check-in. */
export async function cancelServiceAction(
  previous: LinkFormState,
  formData: FormData,
): Promise<LinkFormState> {
  const attempt = (previous.attempt ?? 0) + 1;
  const { reference, key, confirm } = postedText(formData, ['reference', 'key', 'confirm']);
  const booking = await serviceBookingForKey(reference, key);
  if (!booking) return { errors: { form: [badLink] }, attempt };
  if (confirm !== 'yes')
    return { errors: { confirm: ['Tick the box to confirm you want to cancel.'] }, attempt };
  const outcome = await cancelServiceBooking(booking.id, { customer: 'the customer, from their link' });
  // Too late (checked in while the page was open): the page drawn afresh says so, and where the
  // cart is now, rather than the stale page keep offering a cancel.
  redirect(
    `${servicePath(booking)}?key=${encodeURIComponent(key)}&cancelled=${cancelledParam(outcome.outcome)}`,
  );
}

/** Records the customer's approval or refusal of each line of one estimate, from its link. */
export async function decideEstimateAction(
  previous: LinkFormState,
  formData: FormData,
): Promise<LinkFormState> {
  const attempt = (previous.attempt ?? 0) + 1;
  const { reference, key, round } = postedText(formData, ['reference', 'key', 'round']);
  const decisions = new Map<string, 'approved' | 'declined'>();
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (!name.startsWith('line.') || typeof value !== 'string') continue;
    values[name] = value;
    if (value === 'approved' || value === 'declined') decisions.set(name.slice('line.'.length), value);
  }
  const outcome = await decideEstimate(reference, Number(round), key, decisions);
  const estimatePage = `${servicePath({ reference })}/estimate?round=${encodeURIComponent(round)}&key=${encodeURIComponent(key)}`;
  switch (outcome.outcome) {
    case 'bad-link':
      return { values, errors: { form: [badLink] }, attempt };
    case 'decided':
    case 'superseded':
    case 'moved-on':
      // No longer open (answered in another tab, replaced, moved on): the page drawn afresh says
      // so and shows the estimate as it stands, rather than the stale form stay live.
      redirect(`${estimatePage}&answered=refused`);
      break;
    case 'undecided':
      return {
        values,
        errors: {
          form: ['Approve or decline every line of the estimate.'],
          ...Object.fromEntries(
            outcome.lines.map((line) => [`line.${line.id}`, [`Approve or decline “${line.description}”`]]),
          ),
        },
        attempt,
      };
    case 'recorded':
      redirect(`${estimatePage}&answered=1`);
  }
}
