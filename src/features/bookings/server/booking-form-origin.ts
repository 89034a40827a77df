import 'server-only';

import { headers } from 'next/headers';
import * as z from 'zod/mini';

import { env } from '@/env';
import { readLeadSource, type LeadSource } from '@/features/leads/lead-source';
import { spendBookingAttempt } from '@/server/http/booking-post';
import { clientAddress } from '@/server/security/rate-limit';

/**
 * Where a public booking form's post came from (a rental, the waitlist, a service drop-off, a cart
 * hold), once it has spent one of the client's booking attempts (spendBookingAttempt, the same
 * count as the booking APIs'): the client, the form's submission key as the locked path takes it
 * (the same form sent twice books once), and the campaign or site that brought the visitor.
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
  if (!(await spendBookingAttempt(client)).allowed) return { limited: true };
  const key = z.uuid().safeParse(formData.get('idempotencyKey'));
  return {
    limited: false,
    client,
    idempotencyKey: key.success ? `form:${key.data}` : undefined,
    source: readLeadSource(Object.fromEntries(formData), requestHeaders.get('referer'), env().SITE_URL),
    requestHeaders,
  };
}
