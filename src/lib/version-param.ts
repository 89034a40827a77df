import * as z from 'zod/mini';

const versionDigits = /^\d{1,12}$/;

/** A record version as a form or an address sends it back, or undefined when it is not one. */
export function versionParam(value: unknown): number | undefined {
  return typeof value === 'string' && versionDigits.test(value) ? Number(value) : undefined;
}

/** The same in a posted form's schema: the version's digits, read as its number. */
export const versionField = z.pipe(z.string().check(z.regex(versionDigits)), z.transform(Number));
