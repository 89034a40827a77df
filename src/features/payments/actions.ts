'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import type { BookingFormState } from '@/features/rentals/actions';
import { bookingPath } from '@/features/rentals/server/booking-mail';
import { submitBooking } from '@/features/rentals/server/booking-submission';
import type { StaffUser } from '@/features/staff/server/staff';
import { settingsSaveAnswer, staffFormAction } from '@/features/staff/server/staff-form-action';
import { readPostedForm, versionToOverwrite, type FormState } from '@/lib/posted-form';
import { spendBookingAttempt } from '@/server/http/booking-post';
import { clientAddress } from '@/server/security/rate-limit';

import {
  handRefundFields,
  handRefundSchema,
  holdHandRefundFields,
  holdHandRefundSchema,
} from './hand-refund-form';
import { holdFields, holdSchema, holdSettingsFields, holdSettingsSchema } from './hold-forms';
import { saveHoldSettings } from './server/hold-settings';
import { onlineRentalPayment, recordRefundReturnedByHand, settleDeposit } from './server/rental-payments';
import { paymentsOnline } from './server/stripe-client';
import {
  convertVehicleHold,
  endVehicleHold,
  extendVehicleHold,
  recordHoldRefundReturnedByHand,
  startVehicleHold,
  type HoldChangeOutcome,
} from './server/vehicle-holds';

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
export async function bookAndPayAction(
  previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  if (!paymentsOnline())
    return {
      errors: { form: ['Paying online is not available now: reload the page.'] },
      attempt: (previous.attempt ?? 0) + 1,
    };
  const submitted = await submitBooking(previous, formData, {
    awaitingPayment: { payByMs: onlineRentalPayment.payByMs(new Date()) },
  });
  if ('answer' in submitted) return submitted.answer;
  const { booking, key } = submitted.outcome;
  // The same form sent again after paying (or after the booking was released): its page says which.
  if (booking.status !== 'pending') redirect(`${bookingPath(booking)}?key=${encodeURIComponent(key)}`);
  const opened = await onlineRentalPayment.open(booking, key);
  if ('outage' in opened) {
    // Stripe down costs the renter no attempt; a refusal of what was sent keeps it spent.
    if (opened.outage) await submitted.giveBackAttempt();
    return {
      values: Object.fromEntries(
        [...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      errors: {
        form: [
          'The payment page could not be opened, so nothing was booked: please try again in a moment, or call us.',
        ],
      },
      attempt: (previous.attempt ?? 0) + 1,
    };
  }
  // A form sent without JavaScript may not be redirected to another site (the CSP's form-action
  // 'self'): it lands on the renter's own page, whose "Pay now" link goes to Stripe's.
  if (!(await sentByScript())) redirect(`${bookingPath(booking)}?key=${encodeURIComponent(key)}`);
  redirect(opened.url);
}

/** Whether the form was sent by the page's script (a server action call) rather than a plain post. */
async function sentByScript(): Promise<boolean> {
  return (await headers()).has('next-action');
}

/**
 * "Hold this cart": the buyer's details only (the deposit and days are the manager's setting); the
 * cart's one live hold is taken before any payment, then the buyer goes to Stripe's page.
 */
export async function holdCartAction(previous: FormState, formData: FormData): Promise<FormState> {
  const form = readPostedForm(previous, formData, holdFields, holdSchema);
  if (form.refusal) return form.refusal;
  if (!paymentsOnline()) return form.refuse('Holding a cart online is not available now: please call us.');
  // One of the client's booking attempts, as every booking form spends one: a hold has no lead
  // source or submission key to read (the cart's one live hold is its own guard).
  const attempt = await spendBookingAttempt(clientAddress(await headers()));
  if (!attempt.allowed)
    return form.refuse('Too many holds from here for now: please try again later, or call us.');
  const { vehicleId, ...buyer } = form.data;
  const outcome = await startVehicleHold(vehicleId, buyer);
  if (outcome.outcome === 'refused') {
    if (outcome.tryAgain) await attempt.giveBack();
    return form.refuse(outcome.message);
  }
  if (!(await sentByScript()))
    redirect(`/vehicles/${encodeURIComponent(vehicleId)}/hold?pay=${outcome.holdId}`);
  redirect(outcome.url);
}

/** A form that names one record by its id (a hold, a booking), and nothing else. */
const recordIdSchema = z.object({ id: z.uuid() });

/**
 * A live hold changed by sales staff from the holds page: back to it saying what was done, or why
 * not. `confirmed` for a change that must be ticked first: its message is the field's own.
 */
const holdChangeAction = (
  change: (holdId: string, staff: StaffUser) => Promise<HoldChangeOutcome>,
  done: 'converted' | 'ended',
  confirmed?: string,
) =>
  staffFormAction(
    confirmed
      ? {
          fields: ['id', 'confirm'],
          schema: z.extend(recordIdSchema, { confirm: z.literal('yes', { error: confirmed }) }),
        }
      : { fields: ['id'], schema: recordIdSchema, refusedWith: 'Open the holds again.' },
    async (form, staff): Promise<FormState> => {
      const outcome = await change(form.data.id, staff);
      if (outcome.outcome === 'refused') return form.refuse(outcome.message);
      redirect(`/admin/payments/holds?done=${done}`);
    },
  );

/**
 * Sales staff keep a live hold a week longer (the deposit stays with it), from the end the page
 * showed: two staff pressing it from pages opened before either did add one week, not two.
 */
export const extendHoldAction = staffFormAction(
  {
    fields: ['id', 'until'],
    schema: z.extend(recordIdSchema, { until: z.string().check(z.regex(/^\d{1,15}$/)) }),
    refusedWith: 'Open the holds again.',
  },
  async (form, staff): Promise<FormState> => {
    const outcome = await extendVehicleHold(form.data.id, 7, {
      email: staff.email,
      name: staff.name,
      shownUntilMs: Number(form.data.until),
    });
    if (outcome.outcome === 'refused') return form.refuse(outcome.message);
    redirect('/admin/payments/holds?done=extended');
  },
);

/** Sales staff convert a live hold to the sale: the cart sold, the deposit kept towards it. */
export const convertHoldAction = holdChangeAction(
  (id, staff) => convertVehicleHold(id, staff.email),
  'converted',
);

/** Sales staff end a live hold early, once they confirm: the deposit refunded, the cart back on sale. */
export const endHoldAction = holdChangeAction(
  (id, staff) => endVehicleHold(id, staff),
  'ended',
  'Tick the box to confirm: the deposit is refunded and the cart is back on sale.',
);

/** A manager records a failed refund as returned to the renter another way, over the booking's version. */
export const returnRefundByHandAction = staffFormAction(
  {
    permission: 'payments.view',
    fields: handRefundFields,
    schema: handRefundSchema,
  },
  async (form, staff): Promise<FormState> => {
    const { id, how, version, owed } = form.data;
    const outcome = await recordRefundReturnedByHand(
      id,
      { how, shownCents: Number(owed), expectedVersion: Number(version) },
      staff.email,
    );
    if (outcome.outcome === 'refused') return form.refuse(outcome.message);
    redirect(`/admin/rentals/bookings/${id}?done=refund-by-hand`);
  },
);

/** A manager records a cart hold's failed refund as returned to the buyer another way. */
export const returnHoldRefundByHandAction = staffFormAction(
  { permission: 'payments.view', fields: holdHandRefundFields, schema: holdHandRefundSchema },
  async (form, staff): Promise<FormState> => {
    const { id, how, owed } = form.data;
    const outcome = await recordHoldRefundReturnedByHand(id, { how, shownCents: Number(owed) }, staff.email);
    if (outcome.outcome === 'refused') return form.refuse(outcome.message);
    redirect('/admin/payments/holds?done=refund-by-hand');
  },
);

/** The manager's cart-hold deposit (whole dollars, kept in cents) and days, saved over the version shown. */
export const saveHoldSettingsAction = staffFormAction(
  { permission: 'payments.view', fields: holdSettingsFields, schema: holdSettingsSchema },
  async (form, staff, formData) =>
    settingsSaveAnswer(
      form,
      await saveHoldSettings(
        { depositCents: form.data.dollars * 100, days: Number(form.data.days) },
        staff.email,
        versionToOverwrite(formData),
      ),
      '/admin/payments?saved=holds',
    ),
);

/**
 * The desk settles a paid rental's deposit in one step: the return's recorded charges taken from
 * the hold (or the saved card), the rest released; before the return, a live hold released.
 */
export const settleDepositAction = staffFormAction(
  {
    permission: 'rentals.desk',
    fields: ['id'],
    schema: recordIdSchema,
    refusedWith: 'Open the booking again from the desk.',
  },
  async (form, staff): Promise<FormState> => {
    const outcome = await settleDeposit(form.data.id, staff.email);
    if (outcome.outcome === 'refused') return form.refuse(outcome.message);
    redirect(`/admin/rentals/bookings/${form.data.id}?done=deposit`);
  },
);
