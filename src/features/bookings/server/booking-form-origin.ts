import 'server-only';

import { headers } from 'next/headers';
import * as z from 'zod/mini';

import { env } from '@/env';
import { readLeadSource, type LeadSource } from '@/features/leads/lead-source';
import { clientAddress, hitRateLimit } from '@/server/security/rate-limit';

/** What a public booking form says when its client has used up its booking attempts. */
export const tooManyBookings = 'Too many bookings from here for now: please try again later, or call us.';

/**
 * Where a public booking form's post came from (a rental, the waitlist, a service drop-off, a cart
 * hold), once it has spent one of the client's booking attempts (BOOKING_RATE_LIMIT, the same count
 * as the booking APIs'): the client, the form's submission key as the locked path takes it (the
 * same form sent twice books once), and the campaign or site that brought the visitor.
 */
export type BookingFormOrigin =
  | { limited: true }
  | {
      limited: false;
      client: string;
      idempotencyKey: string | undefined;
      source: LeadSource | null;
      /** The request's headers, for the request's own log lines. */
      requestHeaders: Headers;
    };

export async function bookingFormOrigin(formData: FormData): Promise<BookingFormOrigin> {
  const requestHeaders = await headers();
  const client = clientAddress(requestHeaders);
  const limit = await hitRateLimit(
    `booking:${client}`,
    env().BOOKING_RATE_LIMIT,
    env().CONTACT_RATE_WINDOW_SECONDS,
  );
  if (!limit.allowed) return { limited: true };
  const key = z.uuid().safeParse(formData.get('idempotencyKey'));
  return {
    limited: false,
    client,
    idempotencyKey: key.success ? `form:${key.data}` : undefined,
    source: readLeadSource(Object.fromEntries(formData), requestHeaders.get('referer'), env().SITE_URL),
    requestHeaders,
  };
}
