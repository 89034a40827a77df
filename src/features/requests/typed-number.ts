/**
 * A number as people type it into a form: "1,500", "$1500", "7.5 %". NaN when the field is empty
 * or holds no number. The request forms, the payment estimator and the finance settings all read
 * their figures with it, so a value the browser accepts is the value the server stores.
 */
export function parseTypedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  return parseDecimal(value.replace(/[$,%\s]/g, ''));
}

/**
 * A number written in decimal digits, signed or not, with or without a fraction ("7", "-500",
 * "7.5", ".5"); NaN for anything else. JavaScript's Number would also read "0x10" as 16, "1e1" as
 * 10, "Infinity", and "" or spaces as 0.
 */
export function parseDecimal(text: string): number {
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Dollars as staff type them ("89.50", "$1,200", "1 250"), in whole cents; undefined for anything
 * else: a third decimal, a sign, more than $999,999.99.
 */
export function parseTypedCents(text: string): number | undefined {
  const plain = text.replace(/[$,\s]/g, '');
  return /^\d{1,6}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : undefined;
}
