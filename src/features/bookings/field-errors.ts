import type { FormSchema } from '@/lib/posted-form';

/**
 * How a booking's form and its JSON API name what is wrong: the first message for each field, by
 * its path ("drivers.1.dateOfBirth", "cart.year"), and "form" for what belongs to no one field.
 */
export type FieldErrors = Record<string, string>;

export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return errors;
}

/** A booking checked in full: the booking, or every problem by field. */
export type CheckedBooking<Booking> = { ok: true; booking: Booking } | { ok: false; errors: FieldErrors };

/**
 * A booking's fields read by its schema, then its rules that span fields (dates, drivers, the
 * signature) asked of what the schema read: both kinds of problem answered the same way.
 */
export function checkedBooking<Booking>(
  schema: FormSchema<Booking>,
  input: unknown,
  problemsOf: (booking: Booking) => FieldErrors,
): CheckedBooking<Booking> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) };
  const errors = problemsOf(parsed.data);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, booking: parsed.data };
}

/**
 * A booking's whole check as a form's schema, so a staff form taking a booking is read by the
 * staff action's one shape (`staffFormAction`): each problem an issue at its field.
 */
export function checkAsSchema<Booking>(
  check: (input: unknown) => CheckedBooking<Booking>,
): FormSchema<Booking> {
  return {
    safeParse(input) {
      const checked = check(input);
      if (checked.ok) return { success: true, data: checked.booking };
      const issues = Object.entries(checked.errors).map(([field, message]) => ({ path: [field], message }));
      return { success: false, error: { issues } };
    },
  };
}
