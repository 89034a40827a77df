import 'server-only';

import { headers } from 'next/headers';
import * as z from 'zod/mini';

import { env } from '@/env';
import { readLeadSource, type LeadSource } from '@/features/leads/lead-source';
import { spendBookingAttempt } from '@/server/http/booking-post';
import { clientAddress } from '@/server/security/rate-limit';

/**
 * Where a public booking form's post came from (a rental, the waitlist, a service drop-off), once
 * it has spent one of the client's booking attempts (spendBookingAttempt, the same count as the
 * booking APIs'; a retry of a booking made spends none): the client, the form's submission key
 * as the locked path takes it (the same form sent twice books once), and the campaign or site
 * that brought the visitor.
 */
export type BookingFormOrigin<Repeat> =
  | { limited: true }
  | {
      limited: false;
      client: string;
      idempotencyKey: string | undefined;
      source: LeadSource | null;
      /** The request's headers, for the request's own log lines. */
      requestHeaders: Headers;
      /** The answer this form's key already had: a retry is answered with it, not booked again. */
      repeated: Repeat | undefined;
      /** Gives the attempt back, for a booking that failed on our side and is to be sent again. */
      giveBackAttempt: () => Promise<void>;
    };

/**
 * A booking form's submission key as the locked path takes it, named for who sent the form (a
 * visitor's, the rental desk's, the service desk's): the same form sent twice books once. None
 * when the form sent none, or one that is not a UUID.
 */
export function formSubmissionKey(sender: 'form' | 'desk' | 'staff', sent: unknown): string | undefined {
  const key = z.uuid().safeParse(sent);
  return key.success ? `${sender}:${key.data}` : undefined;
}

export async function bookingFormOrigin<Repeat = never>(
  formData: FormData,
  /** The answer the form's key already had, if it made its booking: a retry is answered unspent. */
  earlierAnswer: (idempotencyKey: string) => Promise<Repeat | undefined> = () => Promise.resolve(undefined),
): Promise<BookingFormOrigin<Repeat>> {
  const requestHeaders = await headers();
  const client = clientAddress(requestHeaders);
  const idempotencyKey = formSubmissionKey('form', formData.get('idempotencyKey'));
  // As the booking APIs do: a retry of a booking made does not count against the client's limit.
  const repeated = idempotencyKey === undefined ? undefined : await earlierAnswer(idempotencyKey);
  const attempt = await spendBookingAttempt(client, repeated !== undefined);
  if (!attempt.allowed) return { limited: true };
  return {
    giveBackAttempt: attempt.giveBack,
    limited: false,
    client,
    idempotencyKey,
    source: readLeadSource(Object.fromEntries(formData), requestHeaders.get('referer'), env().SITE_URL),
    requestHeaders,
    repeated,
  };
}
