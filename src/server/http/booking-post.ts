import 'server-only';

import { env } from '@/env';
import { appLog } from '@/server/app-log';
import {
  clientAddress,
  forgetRateLimitHit,
  hitRateLimit,
  type RateLimitResult,
} from '@/server/security/rate-limit';

import { readBodyBytes } from './request-body';

/** A JSON answer nobody stores: the booking APIs answer for whoever asks. */
export const noStoreJson = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** What a booking form or API says once its client has used up its booking attempts. */
export const tooManyBookings = 'Too many bookings from here for now: please try again later, or call us.';

/**
 * One of the client's booking attempts, once asked for: `allowed` when it was spent (or needed
 * none), and `giveBack` for a booking that then failed on our side, which the client is told to
 * try again: the database refused what its lock let through, or Stripe could not be reached. A
 * customer retrying through an outage is not to end at "too many bookings".
 */
export interface BookingAttempt extends RateLimitResult {
  giveBack: () => Promise<void>;
}

/**
 * Spends one of the client's booking attempts: BOOKING_RATE_LIMIT per window, one count for the
 * booking forms (a rental, the waitlist, a service drop-off, a cart hold) and the booking APIs.
 * A retry of a booking already made (`repeated`) spends none, so it has none to give back.
 */
export async function spendBookingAttempt(client: string, repeated = false): Promise<BookingAttempt> {
  if (repeated) return noAttemptSpent;
  const limit = await hitRateLimit(
    bookingLimitKey(client),
    env().BOOKING_RATE_LIMIT,
    env().CONTACT_RATE_WINDOW_SECONDS,
  );
  const { hitId } = limit;
  // Housekeeping after the answer is settled: a failure is logged, never a 500 in place of it.
  const giveBack = async () => {
    if (hitId === undefined) return;
    await forgetRateLimitHit(hitId).catch((error: unknown) =>
      appLog.error({ err: error }, 'Could not give back a booking attempt'),
    );
  };
  return { ...limit, giveBack };
}

const noAttemptSpent: BookingAttempt = {
  allowed: true,
  retryAfterSeconds: 0,
  giveBack: () => Promise.resolve(),
};

const bookingLimitKey = (client: string) => `booking:${client}`;

export type BookingPost =
  | { ok: true; input: unknown; idempotencyKey: string | undefined; client: string }
  | { ok: false; response: Response };

/**
 * What every booking API (rentals, service) reads before its own checks: JSON of at most
 * `maxBytes`, an optional Idempotency-Key, and who the client is. Each refusal is the clear answer
 * (415, 400, 413), never a 500. BOOKING_RATE_LIMIT is spent later (spentOnBooking): a booking
 * refused for its fields, or a retry of one made, costs no attempt.
 */
export async function readBookingPost(request: Request, maxBytes: number): Promise<BookingPost> {
  const refuse = (status: number, error: string): BookingPost => ({
    ok: false,
    response: noStoreJson({ error }, status),
  });
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return refuse(415, 'Send the booking as application/json');
  const idempotencyKey = request.headers.get('idempotency-key') ?? undefined;
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(idempotencyKey))
    return refuse(400, 'An Idempotency-Key is 1 to 200 visible characters');
  const bytes = await readBodyBytes(request, maxBytes);
  if (bytes === 'too-large') return refuse(413, `The booking is larger than ${maxBytes / 1024} KB`);
  if (bytes === 'unreadable') return refuse(400, 'Could not read the request body');
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refuse(400, 'The body is not valid JSON');
  }
  return { ok: true, input, idempotencyKey, client: clientAddress(request.headers) };
}

const tooManyBookingsAnswer = (retryAfterSeconds: number) =>
  noStoreJson({ error: tooManyBookings }, 429, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Spends one of the client's attempts for a booking that passed its field checks, just before it
 * is tried against the calendar (none for a retry of a booking made): the 429 to answer when none
 * is left, else the attempt, to give back if the booking fails on our side.
 */
export async function spentOnBooking(
  client: string,
  repeated: boolean,
): Promise<{ tooMany: Response } | { tooMany?: undefined; attempt: BookingAttempt }> {
  const attempt = await spendBookingAttempt(client, repeated);
  return attempt.allowed ? { attempt } : { tooMany: tooManyBookingsAnswer(attempt.retryAfterSeconds) };
}
