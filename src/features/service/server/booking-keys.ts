import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { database } from '@/server/db/database';

/**
 * The keys in a service customer's links: their booking's page (view, calendar file, cancel) and
 * each estimate sent to them. Each is an HMAC under a secret the site makes once and keeps in the
 * database, so no account is needed and a link can be neither guessed nor altered: an estimate's
 * key names its booking and its round, so the link of one estimate opens no other.
 */

const secretKey = 'service.linkSecret';
const cached = globalThis as typeof globalThis & { __serviceLinkSecret?: Promise<Buffer> };

function linkSecret(): Promise<Buffer> {
  cached.__serviceLinkSecret ??= (async () => {
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
    cached.__serviceLinkSecret = undefined;
    throw error;
  });
  return cached.__serviceLinkSecret;
}

const sign = async (message: string) =>
  createHmac('sha256', await linkSecret())
    .update(message)
    .digest('base64url');

/** The key of the booking's own page. */
export const serviceBookingKey = (bookingId: string) => sign(`booking:${bookingId}`);

/** The key of one estimate round's link. */
export const estimateKey = (bookingId: string, round: number) => sign(`estimate:${bookingId}:${round}`);

/** Whether `given` is `expected`, compared in constant time. */
export function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
