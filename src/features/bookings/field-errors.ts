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
