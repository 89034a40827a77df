import 'server-only';

import { linkSigner } from '@/server/security/signed-links';

/**
 * The keys in a service customer's links: their booking's page (view, calendar file, cancel) and
 * each estimate sent to them, signed under the service's own secret: an estimate's key names its
 * booking and its round, so the link of one estimate opens no other.
 */

const sign = linkSigner('service.linkSecret');

/** The key of the booking's own page. */
export const serviceBookingKey = (bookingId: string) => sign(`booking:${bookingId}`);

/** The key of one estimate round's link. */
export const estimateKey = (bookingId: string, round: number) => sign(`estimate:${bookingId}:${round}`);
