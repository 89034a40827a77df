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

/** A booking's object schema: the whole, and each of its fields to read alone. */
export type BookingSchema<Booking> = FormSchema<Booking> & {
  shape: Readonly<Record<string, { safeParse(input: unknown): { success: boolean; data?: unknown } }>>;
};

/**
 * A booking's fields read by its schema, then its rules that span fields (dates, drivers, the
 * signature) asked of what the schema read: both kinds of problem answered the same way. A form
 * refused for a field still has its rules asked of the fields read right (`problemsOf` gets only
 * those, and the names of the refused, each rule skipping what it lacks), so a forgotten tick box
 * is said with the e-mail put wrong, not after. A field's own message stands over a rule's for it,
 * and the list reads in the form's order. A list of fields (the drivers) is read as one: a slip in
 * one driver's fields leaves the drivers' rules for the next answer.
 */
export function checkedBooking<Booking>(
  schema: BookingSchema<Booking>,
  input: unknown,
  problemsOf: (booking: Partial<Booking>, refused: ReadonlySet<string>) => FieldErrors,
): CheckedBooking<Booking> {
  // A body that is no object of fields (null, a list, a string) is read as one with none: each
  // field is named as missing, rather than one "Invalid input" for the whole.
  const posted = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const parsed = schema.safeParse(posted);
  if (!parsed.success) {
    const { right, refused } = fieldsReadRight(schema, posted);
    const errors = { ...problemsOf(right, refused), ...fieldErrors(parsed.error.issues) };
    return { ok: false, errors: inFormOrder(schema, errors) };
  }
  const errors = problemsOf(parsed.data, new Set());
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, booking: parsed.data };
}

/** Problems in the order of the form's fields, as a list of them reads: the form's own first. */
function inFormOrder<Booking>(schema: BookingSchema<Booking>, errors: FieldErrors): FieldErrors {
  const fields = Object.keys(schema.shape);
  const place = (path: string) => fields.indexOf(path.split('.')[0]!);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => place(a) - place(b)));
}

/**
 * The fields of `input` that its schema reads right on their own, and the names of those it
 * refuses: an optional field left empty is read right (and absent), one refused is named.
 */
function fieldsReadRight<Booking>(
  schema: BookingSchema<Booking>,
  input: unknown,
): { right: Partial<Booking>; refused: Set<string> } {
  const posted = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const right: Record<string, unknown> = {};
  const refused = new Set<string>();
  for (const [name, field] of Object.entries(schema.shape)) {
    const read = field.safeParse(posted[name]);
    if (read.success) right[name] = read.data;
    else refused.add(name);
  }
  return { right: right as Partial<Booking>, refused };
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
