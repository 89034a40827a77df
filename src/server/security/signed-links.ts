import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { database } from '@/server/db/database';

/**
 * The keys in a customer's links (a rental booking's page, a service booking's, an estimate's):
 * an HMAC of what the link opens under a secret the site makes once and keeps in the database, so
 * no account is needed, a link can be neither guessed nor altered, and the same thing always has
 * the same link. Each domain keeps its own secret, named by its settings key.
 */

const cached = globalThis as typeof globalThis & { __linkSecrets?: Map<string, Promise<Buffer>> };

/** The secret, made on first use; two processes making it at once keep the first one stored. */
function linkSecret(secretKey: string): Promise<Buffer> {
  const secrets = (cached.__linkSecrets ??= new Map<string, Promise<Buffer>>());
  let secret = secrets.get(secretKey);
  if (!secret) {
    secret = (async () => {
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
      secrets.delete(secretKey);
      throw error;
    });
    secrets.set(secretKey, secret);
  }
  return secret;
}

/** A signer of link keys under the secret stored at `secretKey` ("rentals.bookingLinkSecret"). */
export const linkSigner =
  (secretKey: string) =>
  async (message: string): Promise<string> =>
    createHmac('sha256', await linkSecret(secretKey))
      .update(message)
      .digest('base64url');

/** Whether `given` is `expected`, compared in constant time. */
export function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
