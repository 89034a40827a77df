import * as z from 'zod/mini';

/**
 * The largest version a record can reach (PostgreSQL's `integer`): no page ever sent a larger one,
 * and the database refuses to compare with it, so it is read as no version at all.
 */
export const maxVersion = 2_147_483_647;

const isVersion = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= maxVersion;

/** A record version as a form or an address sends it back, or undefined when it is not one. */
export function versionParam(value: unknown): number | undefined {
  return typeof value === 'string' && isVersion(value) ? Number(value) : undefined;
}

/** A posted form's version, kept as the text it was sent as; anything else, the page is out of date. */
export const versionText = z
  .string()
  .check(z.refine(isVersion, 'This page is out of date: reload it and try again.'));

/** The same, read as its number. */
export const versionField = z.pipe(versionText, z.transform(Number));
