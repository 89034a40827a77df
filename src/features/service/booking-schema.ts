/**
 * A service booking as the booking page and the JSON API send it: one schema for the shape (the
 * browser's live checks and the server's), and the rule that needs the dealer's date (a drop-off
 * not in the past). Whether the job exists, the day is open and the window has room is the
 * shop's to say (server/bookings.ts), each with a message naming the day, the window and the next
 * free one.
 */
import * as z from 'zod/mini';

import { checkedBooking, type CheckedBooking, type FieldErrors } from '@/features/bookings/field-errors';
import { latestModelYear } from '@/features/inventory/vehicle';
import { type BookingTaker, customerFieldsFor } from '@/features/rentals/booking-schema';
import { bookingDateProblem, parseDate } from '@/features/requests/request-dates';
import { droppingHiddenMarks, oneLineText } from '@/lib/one-line-text';

const earliestYear = 1950;

/** What both booking forms (the customer's, the desk's for a caller) post of the customer and their cart. */
export const customerCartFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'cart.brand',
  'cart.model',
  'cart.year',
  'cart.serial',
  'notes',
] as const;

/** The posted cart fields ("cart.brand" ...) as the schema's `cart`. */
export const postedCart = (
  values: Record<'cart.brand' | 'cart.model' | 'cart.year' | 'cart.serial', string>,
) => ({
  brand: values['cart.brand'],
  model: values['cart.model'],
  year: values['cart.year'],
  serial: values['cart.serial'],
});

const serviceBookingSchemaFor = (taker: BookingTaker) =>
  z.object({
    job: z.string({ error: 'Choose the job' }).check(z.trim(), z.minLength(1, 'Choose the job')),
    date: z.string({ error: 'Choose a drop-off day' }).check(
      z.trim(),
      z.refine((value) => parseDate(value) !== undefined, 'Choose a drop-off day'),
    ),
    window: z
      .string({ error: 'Choose a drop-off window' })
      .check(z.trim(), z.minLength(1, 'Choose a drop-off window')),
    ...customerFieldsFor(taker),
    cart: z.object(
      {
        brand: oneLineText("Enter the cart's brand, e.g. Club Car", 'Brand', 40),
        model: oneLineText("Enter the cart's model, e.g. Onward", 'Model', 60),
        year: z.pipe(
          // Digits only, as a rental's days: Number() would also read "0x7e3" and "2.019e3" as 2019.
          z.transform((value: unknown) =>
            typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value,
          ),
          z.number({ error: "Enter the cart's model year, e.g. 2019" }).check(
            z.refine(
              (value) => Number.isInteger(value) && value >= earliestYear && value <= latestModelYear(),
              {
                error: () => `Enter a model year from ${earliestYear} to ${latestModelYear()}`,
              },
            ),
          ),
        ),
        serial: z.optional(
          oneLineText('Write the serial number as text', 'Serial number', 40, { optional: true }),
        ),
      },
      { error: 'Tell us about the cart: brand, model and year' },
    ),
    smsOptIn: z.optional(z.boolean({ error: 'Say yes or no to texts about the job (true or false)' })),
    notes: z.optional(
      z
        .string({ error: 'Write the note as text' })
        .check(droppingHiddenMarks(), z.trim(), z.maxLength(1000, 'Keep the note to 1,000 characters')),
    ),
  });

export const serviceBookingSchema = serviceBookingSchemaFor('renter');
/** The desk's booking for a caller: its messages said of the caller. */
const callerServiceBookingSchema = serviceBookingSchemaFor('desk');
export type ServiceBookingInput = z.output<typeof serviceBookingSchema>;

export type ServiceFieldErrors = FieldErrors;

/**
 * A booking's shape and its date against the dealer's `today`: the booking, or every problem by
 * field, said to the customer or, for a caller's booking at the desk, of the caller.
 */
export function checkServiceBooking(
  input: unknown,
  today: string,
  taker: BookingTaker = 'renter',
): CheckedBooking<ServiceBookingInput> {
  const schema = taker === 'desk' ? callerServiceBookingSchema : serviceBookingSchema;
  return checkedBooking(schema, input, ({ date }): ServiceFieldErrors => {
    const problem = date === undefined ? undefined : bookingDateProblem(date, 'drop-off day', today);
    return problem ? { date: problem } : {};
  });
}
