/**
 * A number as people type it into a form: "1,500", "$1500", "7.5 %". NaN when the field is empty
 * or holds no number. The request forms, the payment estimator and the finance settings all read
 * their figures with it, so a value the browser accepts is the value the server stores.
 */
export function parseTypedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.replace(/[$,%\s]/g, ''));
}
