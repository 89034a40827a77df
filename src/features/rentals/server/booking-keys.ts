import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { database } from '@/server/db/database';

/**
 * The key in a renter's link to their booking (view it, download its agreement and calendar
 * file, cancel it): an HMAC of the booking's id under a secret the site makes once and keeps in
 * the database, so no account is needed, a link cannot be guessed or altered, and the same booking
 * always has the same link (a retried booking answers with the link it was first given).
 */

const secretKey = 'rentals.bookingLinkSecret';
const cached = globalThis as typeof globalThis & { __bookingLinkSecret?: Promise<Buffer> };

/** The secret, made on first use; two processes making it at once keep the first one stored. */
function linkSecret(): Promise<Buffer> {
  cached.__bookingLinkSecret ??= (async () => {
    const db = await database();
    await db
      .insertInto('office_settings')
      .values({
        key: secretKey,
        value: randomBytes(32).toString('base64'),
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('office_settings')
      .select('value')
      .where('key', '=', secretKey)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64');
  })().catch((error: unknown) => {
    cached.__bookingLinkSecret = undefined;
    throw error;
  });
  return cached.__bookingLinkSecret;
}

export async function bookingKey(bookingId: string): Promise<string> {
  return createHmac('sha256', await linkSecret())
    .update(bookingId)
    .digest('base64url');
}

/** Whether `key` is the booking's, compared in constant time. */
export async function keyMatches(bookingId: string, key: string): Promise<boolean> {
  const expected = Buffer.from(await bookingKey(bookingId));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
