import 'server-only';

import { linkSigner, sameKey } from '@/server/security/signed-links';

/**
 * The key in a renter's link to their booking (view it, download its agreement and calendar
 * file, cancel it): the booking's id signed under the rentals' own secret, so the same booking
 * always has the same link (a retried booking answers with the link it was first given).
 */

export const bookingKey = linkSigner('rentals.bookingLinkSecret');

/** Whether `key` is the booking's, compared in constant time. */
export async function keyMatches(bookingId: string, key: string): Promise<boolean> {
  return sameKey(await bookingKey(bookingId), key);
}
