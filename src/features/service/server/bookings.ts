import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable, Transaction } from 'kysely';

import { clockOf, minutesOf } from '@/features/bookings/clock';
import type { LeadBooked } from '@/features/bookings/lead-booked';
import { inTransactionBackstopped, refusedBy } from '@/features/bookings/server/database-refusal';
import { automaticResponders, callerBookingResponder } from '@/features/leads/lead';
import type { LeadSource } from '@/features/leads/lead-source';
import { closeLeadOfCancelledBooking, type BookingCancelledBy } from '@/features/leads/server/lead-desk';
import { storeBookedLead } from '@/features/leads/server/lead-mutations';
import { kickOutbox, queueMessages, textKind } from '@/features/leads/server/outbox';
import { dealerDateTime, dealerMoment } from '@/features/rentals/rental-time';
import { addDays, formatRequestDate } from '@/features/requests/request-dates';
import { staffNamer } from '@/features/staff/server/staff-directory';
import { staffDisplayName, type StaffActor } from '@/features/staff/staff-roles';
import { newLeadReference } from '@/lib/lead-reference';
import { phoneE164 } from '@/lib/phone-number';
import { database, type Executor } from '@/server/db/database';
import type { Database, ServiceBookingsTable } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';
import { idempotencyKeyFor } from '@/server/http/idempotency-key';
import { sameKey } from '@/server/security/signed-links';
import { smsOptedOut } from '@/server/sms/sms-opt-outs';
import { smsConfigured } from '@/server/sms/twilio-sender';

import type { ServiceBookingInput, ServiceFieldErrors } from '../booking-schema';
import { cartLine, type JobEvent, type ServiceBooking } from '../service-booking';
import {
  jobStatusLabels,
  promisedReadyMinute,
  movesPromise,
  promiseHolds,
  promiseHoldsIn,
  roomIn,
  dropOffDayHours,
  serviceDayHours,
  statusMoves,
  weekdayOfDate,
  windowsOn,
  type JobStatus,
  type JobType,
  type ServiceWindow,
  type WorkshopStatus,
  jobNameInSentence,
} from '../service-shop';
import { dropOffLabel, readyLabel } from '../service-time';
import { serviceBookingKey } from './booking-keys';
import {
  bookingConfirmation,
  cancellationNotice,
  promiseMovedNews,
  statusNews,
  type CustomerNews,
} from './booking-mail';
import {
  dayLoads,
  findJobType,
  nextFreeSlot,
  serviceLocationId,
  shopWindows,
  windowEnded,
  windowStarted,
  type FreeSlot,
} from './shop';

/**
 * Booking a service drop-off: the one path that gives a job workshop time, for the public page,
 * the API and staff alike, so a day never takes more minutes than its technicians are on duty for
 * and a window never more carts than it takes. In one transaction it holds the day (on PostgreSQL
 * a transaction-scoped advisory lock on the workshop and date; on SQLite every transaction begins
 * immediate, one writer at a time), reads what the day holds, and writes the booking, its lead
 * and its messages. A database rule refuses whatever gets past (service_bookings_capacity, a
 * trigger on each database): reaching it is a fault of this path, answered 503, never an
 * overbooked day. Staff may book past capacity only with a reason, recorded on the booking and
 * counted apart.
 */

export interface ServiceBookingRequest {
  input: ServiceBookingInput;
  /** A retried post with the same key gets the first answer. */
  idempotencyKey?: string;
  source: LeadSource | null;
  sourcePath: string;
  /**
   * The staff member booking for a caller: named on the job's history and the lead's message, and
   * recorded by sign-in address as the lead's first response (callerBookingResponder).
   */
  bookedBy?: StaffActor;
  /** Staff only: book past the day's capacity, for this reason. */
  overCapacityReason?: string;
}

export type ServiceBookingOutcome =
  | { outcome: 'booked' | 'repeat'; booking: ServiceBooking; key: string }
  /** The booking asked for what cannot be: an unknown job, a closed day, a window that is not that day's. */
  | { outcome: 'refused'; errors: ServiceFieldErrors; next?: FreeSlot }
  /** The window or the day has no room left for the job. */
  | { outcome: 'full'; message: string; next: FreeSlot | undefined };

type Row = Selectable<ServiceBookingsTable>;

export function toServiceBooking(row: Row): ServiceBooking {
  return {
    id: row.id,
    reference: row.reference,
    locationId: row.location_id,
    jobTypeId: row.job_type_id,
    jobName: row.job_name,
    minutes: Number(row.minutes),
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    priceFrom: Number(row.price_from) === 1,
    date: row.drop_off_date,
    windowId: row.window_id,
    windowLabel: row.window_label,
    windowStartsAt: row.window_starts_at,
    windowEndsAt: row.window_ends_at,
    promisedReadyMs: Number(row.promised_ready_ms),
    status: row.status as JobStatus,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    phoneE164: row.phone_e164,
    smsOptIn: Number(row.sms_opt_in) === 1,
    cart: {
      brand: row.cart_brand,
      model: row.cart_model,
      year: row.cart_year === null ? null : Number(row.cart_year),
      serial: row.cart_serial,
    },
    notes: row.notes,
    overCapacityReason: row.over_capacity_reason,
    leadId: row.lead_id,
    createdAt: row.created_at,
    createdBy: row.created_by,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by,
    estimateRound: Number(row.estimate_round),
    promiseMoved: Number(row.promise_moved) === 1,
    version: Number(row.version),
  };
}

export async function findServiceBooking(id: string, db?: Executor): Promise<ServiceBooking | undefined> {
  const row = await (db ?? (await database()))
    .selectFrom('service_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toServiceBooking(row) : undefined;
}

export async function findServiceBookingByReference(reference: string): Promise<ServiceBooking | undefined> {
  const row = await (
    await database()
  )
    .selectFrom('service_bookings')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? toServiceBooking(row) : undefined;
}

/** The service booking a lead was stored for (it is a service lead answered at once), as its page shows it. */
export async function serviceBookedOfLead(leadId: string, mayOpen: boolean): Promise<LeadBooked | undefined> {
  const row = await (
    await database()
  )
    .selectFrom('service_bookings')
    .select(['id', 'reference', 'status'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return (
    row && {
      what: 'Service booking',
      reference: row.reference,
      status: jobStatusLabels[row.status as JobStatus],
      cancelled: row.status === 'cancelled',
      href: mayOpen ? `/admin/service/${row.id}` : undefined,
      desk: 'service jobs',
      seenBy: 'the service team and managers',
    }
  );
}

/** The booking the customer's link names, if its key is the booking's; undefined otherwise. */
export async function serviceBookingForKey(
  reference: string,
  key: string,
): Promise<ServiceBooking | undefined> {
  if (!/^[2-9A-Z]{6}$/.test(reference) || !key) return undefined;
  const booking = await findServiceBookingByReference(reference);
  return booking && sameKey(await serviceBookingKey(booking.id), key) ? booking : undefined;
}

/**
 * Whether the customer's news reaches their phone too: they opted in, texts are configured, and
 * their number has not replied STOP.
 */
export async function textsReach(
  booking: Pick<ServiceBooking, 'smsOptIn' | 'phoneE164' | 'leadId'>,
  db?: Executor,
): Promise<boolean> {
  // News is queued on the booking's lead: a booking without one (its lead erased) is told nothing.
  return Boolean(
    booking.leadId &&
    booking.smsOptIn &&
    booking.phoneE164 &&
    smsConfigured() &&
    !(await smsOptedOut(booking.phoneE164, db)),
  );
}

/** Queues what the customer is told: the e-mail, and the text when texts reach them (textsReach). */
export async function queueCustomerNews(
  trx: Transaction<Database>,
  booking: ServiceBooking,
  news: CustomerNews,
  at: string,
): Promise<void> {
  if (!booking.leadId) return;
  const texts =
    booking.phoneE164 && (await textsReach(booking, trx))
      ? [{ kind: textKind, recipients: booking.phoneE164, subject: 'Text message', text: news.text }]
      : [];
  await queueMessages(trx, booking.leadId, [...news.emails, ...texts], at);
}

/**
 * When a job dropped off in `window` on `date` is promised ready, behind `queued` minutes of the
 * day's queue; work that runs past the service department's closing goes on the next day it opens
 * with technicians on duty (`workshopOpen`: not a holiday or a weekday set to no hours).
 */
export function promisedReadyMs(
  date: string,
  window: Pick<ServiceWindow, 'endsAt'>,
  minutes: number,
  queue: { day: number; window: number },
  onDuty: number,
  workshopOpen: (date: string) => boolean = () => true,
): number {
  let day = date;
  let minute = promisedReadyMinute({
    weekday: weekdayOfDate(date),
    windowEndsAt: window.endsAt,
    minutes,
    queued: queue.day,
    windowQueued: queue.window,
    onDuty,
  });
  let hours = dropOffDayHours(weekdayOfDate(day), window.endsAt);
  while (minute > hours.closes) {
    const over = minute - hours.closes;
    const next = nextWorkshopDay(day, addDays(date, 60), workshopOpen);
    if (!next) break;
    ({ day, hours } = next);
    minute = hours.opens + over;
  }
  return dealerMoment(day, clockOf(minute));
}

/** The first day after `after`, up to `until`, the workshop opens with technicians on duty, and its hours. */
function nextWorkshopDay(after: string, until: string, workshopOpen: (date: string) => boolean) {
  for (let day = addDays(after, 1); day <= until; day = addDays(day, 1)) {
    const hours = workshopOpen(day) ? serviceDayHours(weekdayOfDate(day)) : undefined;
    if (hours) return { day, hours };
  }
  return undefined;
}

/**
 * What the fortnight from `from` holds, day by day, and whether the workshop has technicians on a
 * day: within the fortnight as its exceptions stand, beyond it at its weekday's hours (how far work
 * running past closing is carried).
 */
async function workshopDaysFrom(trx: Transaction<Database>, locationId: string, from: string) {
  const days = Array.from({ length: 15 }, (_, index) => addDays(from, index));
  const loads = await dayLoads(locationId, days, trx);
  const staffed = new Set(loads.filter((day) => day.onDuty > 0).map((day) => day.date));
  return { loads, open: (date: string) => date > days.at(-1)! || staffed.has(date) };
}

/** Holds the workshop's day until the transaction ends (see the module's comment). */
export const lockServiceDay = (trx: Transaction<Database>, locationId: string, date: string) =>
  lockForTransaction(trx, `service-day:${locationId}:${date}`);

/** Holds one job until the transaction ends: an estimate sent and a decision on the last one go in turn. */
export const lockServiceJob = (trx: Transaction<Database>, bookingId: string) =>
  lockForTransaction(trx, `service-job:${bookingId}`);

/** Runs `change` in a transaction; the database's capacity rule's refusal comes out as a BackstopError. */
export const inServiceTransaction = <T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  inTransactionBackstopped(
    change,
    'service_bookings_over_capacity',
    'The booking would have taken a day or a window past its capacity: the database refused it',
  );

/**
 * "the next free drop-off is Wed, Dec 2, 2026, Drop off 8-9AM", or that none is soon. A window
 * free on the day asked for may come before the one refused: it is said to have room that day,
 * not to come next.
 */
export function nextFreeWords(next: FreeSlot | undefined, askedDate: string): string {
  if (!next) return 'nothing is free in the next three months: please call us';
  if (next.date === askedDate) return `${next.label} that day still has room`;
  return `the next free drop-off is ${formatRequestDate(next.date)}, ${next.label}`;
}

type Verdict =
  | { verdict: 'booked'; booking: ServiceBooking }
  | { verdict: 'repeat'; booking: ServiceBooking }
  | { verdict: 'no-window' | 'closed' | 'other-day' | 'started' | 'ended' | 'full'; window?: ServiceWindow };

/** The key a request's Idempotency-Key is stored as: bound to what it asked for. */
/** What a booking's key is bound to: its stored key is the same only for the same booking asked. */
type KeyedServiceRequest = Pick<ServiceBookingRequest, 'input' | 'overCapacityReason' | 'idempotencyKey'>;

const storedIdempotencyKey = (request: KeyedServiceRequest) =>
  request.idempotencyKey &&
  idempotencyKeyFor(request.idempotencyKey, {
    input: request.input,
    overCapacity: request.overCapacityReason,
  });

const repeatOf = async (earlier: ServiceBooking): Promise<ServiceBookingOutcome> => ({
  outcome: 'repeat',
  booking: earlier,
  key: await serviceBookingKey(earlier.id),
});

/**
 * The booking this request already made, answered as its first answer was: a retry is not a new
 * booking (the booking API answers it before counting an attempt against its client's limit).
 */
export async function repeatedServiceBooking(
  request: KeyedServiceRequest,
): Promise<ServiceBookingOutcome | undefined> {
  const idempotencyKey = storedIdempotencyKey(request);
  const earlier = idempotencyKey && (await bookingByIdempotencyKey(await database(), idempotencyKey));
  return earlier ? repeatOf(earlier) : undefined;
}

/** Books the job for the day and window asked for, or says why not and what is free instead. */
export async function bookService(
  request: ServiceBookingRequest,
  now = new Date(),
): Promise<ServiceBookingOutcome> {
  const { input } = request;
  const idempotencyKey = storedIdempotencyKey(request);
  const repeated = await repeatedServiceBooking(request);
  if (repeated) return repeated;
  const [job, locationId] = await Promise.all([findJobType(input.job), serviceLocationId()]);
  if (!job?.active || !locationId)
    return { outcome: 'refused', errors: { job: 'Choose a job from our list of services' } };
  const at = now.toISOString();
  const overCapacity = request.bookedBy ? request.overCapacityReason?.trim() || null : null;
  for (let attempt = 0; ; attempt++) {
    const id = randomUUID();
    const reference = newLeadReference();
    const key = await serviceBookingKey(id);
    try {
      const verdict = await inServiceTransaction(async (trx): Promise<Verdict> => {
        await lockServiceDay(trx, locationId, input.date);
        // A post sent twice at once: the second waited for the day's lock while the first booked.
        const earlier = idempotencyKey && (await bookingByIdempotencyKey(trx, idempotencyKey));
        if (earlier) return { verdict: 'repeat', booking: earlier };
        const windows = await shopWindows(locationId, {}, trx);
        const window = windows.find((each) => each.id === input.window);
        if (!window) return { verdict: 'no-window' };
        const [load] = await dayLoads(locationId, [input.date], trx);
        if (windowsOn(windows, input.date).length === 0 || load!.onDuty <= 0)
          return { verdict: 'closed', window };
        if (!window.weekdays.includes(weekdayOfDate(input.date))) return { verdict: 'other-day', window };
        // The website offers windows still to come; staff may book a caller into one that has begun
        // (they are on their way), until it ends.
        if (request.bookedBy ? windowEnded(input.date, now)(window) : windowStarted(input.date, now)(window))
          return { verdict: request.bookedBy ? 'ended' : 'started', window };
        const full = roomIn(load!, window, job.minutes) < 1;
        if (full && !overCapacity) return { verdict: 'full', window };
        const booking = await writeBooking(trx, {
          request: { ...request, idempotencyKey },
          job,
          window,
          locationId,
          id,
          reference,
          at,
          // Counted apart only when it is past capacity: a job that fits takes its hours.
          overCapacity: full ? overCapacity : null,
        });
        await queueCustomerNews(trx, booking, bookingConfirmation(booking, key), at);
        return { verdict: 'booked', booking };
      });
      if (verdict.verdict === 'repeat') return await repeatOf(verdict.booking);
      if (verdict.verdict === 'booked') {
        kickOutbox();
        return { outcome: 'booked', booking: verdict.booking, key };
      }
      return await refusal(verdict, job, locationId, input.date, now);
    } catch (error) {
      if (idempotencyKey && refusedBy(error, 'idempotency_key')) {
        const earlier = await bookingByIdempotencyKey(await database(), idempotencyKey);
        if (earlier) return await repeatOf(earlier);
      }
      // Two bookings drew the same reference (one in a billion): draw again.
      if (refusedBy(error, 'reference') && attempt < 3) continue;
      throw error;
    }
  }
}

/** Why the day or window asked for cannot take the job, with the next free drop-off named. */
async function refusal(
  verdict: Exclude<Verdict, { verdict: 'booked' | 'repeat' }>,
  job: JobType,
  locationId: string,
  date: string,
  now: Date,
): Promise<ServiceBookingOutcome> {
  if (verdict.verdict === 'no-window')
    return { outcome: 'refused', errors: { window: 'Choose a drop-off window from the list' } };
  const next = await nextFreeSlot(job, locationId, date, now);
  const day = formatRequestDate(date);
  const label = verdict.window!.label;
  switch (verdict.verdict) {
    case 'closed':
      return {
        outcome: 'refused',
        errors: {
          date: `We take no drop-offs on ${day}: the workshop is closed that day. ${capital(nextFreeWords(next, date))}.`,
        },
        next,
      };
    case 'other-day':
      return {
        outcome: 'refused',
        errors: { window: `${label} does not take drop-offs on ${day}: ${nextFreeWords(next, date)}.` },
        next,
      };
    case 'started':
    case 'ended':
      return {
        outcome: 'refused',
        errors: {
          window: `${label} on ${day} has already ${verdict.verdict === 'ended' ? 'ended' : 'begun'}: ${nextFreeWords(next, date)}.`,
        },
        next,
      };
    default:
      return {
        outcome: 'full',
        message: `${day}, ${label} has no room left for ${jobNameInSentence(job.name)}: ${nextFreeWords(next, date)}.`,
        next,
      };
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The booking, its first event, its answered lead: written under the day's lock. */
interface BookingDraft {
  request: ServiceBookingRequest;
  job: JobType;
  window: ServiceWindow;
  locationId: string;
  id: string;
  reference: string;
  at: string;
  overCapacity: string | null;
}

async function writeBooking(trx: Transaction<Database>, draft: BookingDraft): Promise<ServiceBooking> {
  const { request, job, window, locationId, id, reference, at, overCapacity } = draft;
  const { input } = request;
  // The job's history and its "booked by" keep the address the staff member signs in with, which
  // nobody else can take, and the pages name them by it as they read it (staffNamer): a name
  // typed on Your account, a colleague's even, does not stay on what was done under it.
  const bookedBy = request.bookedBy?.email ?? null;
  // The day's queue, in the order booked: everything booked that day, within capacity or not, and
  // of it what comes in the same window.
  const queue = await trx
    .selectFrom('service_bookings')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('minutes'), eb.lit(0)).as('day'),
      eb.fn
        .coalesce(
          eb.fn.sum<number | string>(
            eb.case().when('window_id', '=', window.id).then(eb.ref('minutes')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('window'),
    ])
    .where('location_id', '=', locationId)
    .where('drop_off_date', '=', input.date)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  // The drop-off day and the fortnight after it, for work that runs on past the day's closing.
  const { loads, open } = await workshopDaysFrom(trx, locationId, input.date);
  const readyMs = promisedReadyMs(
    input.date,
    window,
    job.minutes,
    { day: Number(queue.day), window: Number(queue.window) },
    loads[0]!.onDuty,
    open,
  );
  const cart = {
    brand: input.cart.brand,
    model: input.cart.model,
    year: input.cart.year,
    serial: input.cart.serial || null,
  };
  const by = request.bookedBy ? `by ${staffDisplayName(request.bookedBy)} for a caller` : 'online';
  const lead = await storeBookedLead(
    trx,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      interest: 'service',
      topic: 'service',
      message:
        `Booked ${by}: service ${reference}, ${job.name} for a ${cartLine(cart)}, ` +
        `drop-off ${dropOffLabel({ date: input.date, windowStartsAt: window.startsAt, windowEndsAt: window.endsAt })}; promised ready ${readyLabel(readyMs)}.` +
        (overCapacity ? ` Booked past the day's capacity: ${overCapacity}.` : '') +
        (input.notes ? `\nTheir note: ${input.notes}` : ''),
      municipality: null,
      sourcePath: request.sourcePath,
      source: request.source,
    },
    request.bookedBy ? callerBookingResponder(request.bookedBy.email) : automaticResponders.onlineBooking,
    at,
  );
  await trx
    .insertInto('service_bookings')
    .values({
      id,
      reference,
      location_id: locationId,
      job_type_id: job.id,
      job_name: job.name,
      minutes: job.minutes,
      price_cents: job.priceCents,
      price_from: job.priceFrom ? 1 : 0,
      drop_off_date: input.date,
      window_id: window.id,
      window_label: window.label,
      window_starts_at: window.startsAt,
      window_ends_at: window.endsAt,
      promised_ready_ms: readyMs,
      status: 'booked',
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      phone_e164: phoneE164(input.phone),
      sms_opt_in: input.smsOptIn ? 1 : 0,
      cart_brand: cart.brand,
      cart_model: cart.model,
      cart_year: cart.year,
      cart_serial: cart.serial,
      notes: input.notes ?? '',
      over_capacity_reason: overCapacity,
      idempotency_key: request.idempotencyKey ?? null,
      lead_id: lead.id,
      created_at: at,
      created_by: bookedBy,
    })
    .execute();
  await recordEvent(trx, id, 'booked', bookedBy ?? 'the customer, online', at);
  return (await findServiceBooking(id, trx))!;
}

async function recordEvent(
  trx: Transaction<Database>,
  bookingId: string,
  status: JobStatus,
  by: string,
  at: string,
  note: string | null = null,
) {
  await trx
    .insertInto('service_job_events')
    .values({ id: randomUUID(), booking_id: bookingId, status, note, at, by })
    .execute();
}

/**
 * The jobs promised ready on `date`, carried there from an earlier drop-off, once the day is
 * closed (a holiday set after they were booked): each promise moves to the next day with
 * technicians on duty, as far into its hours as it was into the closed day's, the job's history
 * says so and the customer is told. A job dropped off that day keeps it from closing.
 */
export async function carryPromisesPastClosedDay(
  trx: Transaction<Database>,
  locationId: string,
  date: string,
  by: string,
  at: string,
): Promise<number> {
  const rows = await trx
    .selectFrom('service_bookings')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('promised_ready_ms', '>=', dealerMoment(date, '00:00'))
    .where('promised_ready_ms', '<', dealerMoment(addDays(date, 1), '00:00'))
    .execute();
  const promised = rows.map(toServiceBooking).filter(promiseHolds);
  if (promised.length === 0) return 0;
  const { open } = await workshopDaysFrom(trx, locationId, addDays(date, 1));
  const next = nextWorkshopDay(date, addDays(date, 60), open);
  if (!next) return 0;
  const { hours } = next;
  const closedOpens = serviceDayHours(weekdayOfDate(date))?.opens ?? hours.opens;
  let moved = 0;
  for (const before of promised) {
    const into = Math.max(0, minutesOf(dealerDateTime(before.promisedReadyMs)[1]) - closedOpens);
    const readyMs = dealerMoment(next.day, clockOf(Math.min(hours.opens + into, hours.closes)));
    // Moved while the promise read still stands, whatever else a colleague changed meanwhile (a
    // note, a status within those that keep it): a version check would skip the job, its promise
    // left on the closed day. PostgreSQL checks these against the row as committed.
    const changed = await trx
      .updateTable('service_bookings')
      .set((eb) => ({ promised_ready_ms: readyMs, version: eb('version', '+', 1) }))
      .where('id', '=', before.id)
      .where('promised_ready_ms', '=', before.promisedReadyMs)
      // promiseHolds, as SQL.
      .where('status', 'in', promiseHoldsIn)
      .where('promise_moved', '=', 0)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) continue;
    moved++;
    const booking = (await findServiceBooking(before.id, trx))!;
    await recordEvent(
      trx,
      booking.id,
      booking.status,
      by,
      at,
      `Promised ready moved from ${readyLabel(before.promisedReadyMs)} to ${readyLabel(readyMs)}: the workshop is closed on ${formatRequestDate(date)}`,
    );
    await queueCustomerNews(
      trx,
      booking,
      promiseMovedNews(booking, await serviceBookingKey(booking.id), date),
      at,
    );
  }
  return moved;
}

/**
 * The booking a form sent with this key made, whatever it was sent with (the stored key is the
 * form's key and a digest of what it asked), while it stands.
 */
export async function serviceBookingMadeWithFormKey(formKey: string): Promise<ServiceBooking | undefined> {
  const row = await (
    await database()
  )
    .selectFrom('service_bookings')
    .selectAll()
    .where('idempotency_key', 'like', `${formKey}:%`)
    .executeTakeFirst();
  return row ? toServiceBooking(row) : undefined;
}

/** The booking a post with this key made, while it stands: a cancelled one gave its key up. */
async function bookingByIdempotencyKey(db: Executor, key: string): Promise<ServiceBooking | undefined> {
  const row = await db
    .selectFrom('service_bookings')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? toServiceBooking(row) : undefined;
}

/** Every status change of a job, oldest first: who made it (a staff member by their name now) and when. */
export async function jobEvents(bookingId: string): Promise<JobEvent[]> {
  const db = await database();
  const [rows, named] = await Promise.all([
    db
      .selectFrom('service_job_events')
      .select(['status', 'note', 'at', 'by'])
      .where('booking_id', '=', bookingId)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    staffNamer(db),
  ]);
  return rows.map((row) => ({
    status: row.status as JobStatus,
    note: row.note,
    at: row.at,
    by: named(row.by),
  }));
}

export type CancelOutcome =
  | { outcome: 'cancelled'; booking: ServiceBooking }
  | { outcome: 'already'; booking: ServiceBooking }
  | { outcome: 'too-late'; booking: ServiceBooking }
  | { outcome: 'missing' };

/**
 * Cancels a booking not yet checked in: its day and window free again at once. The job's history
 * says who (a staff member by name, or the customer's words: "the customer, from their link"); a
 * staff member, cancelling at the customer's word, signs the lead's closing too.
 */
export async function cancelServiceBooking(
  id: string,
  by: BookingCancelledBy,
  { now = new Date() }: { now?: Date } = {},
): Promise<CancelOutcome> {
  const who = 'staff' in by ? by.staff.email : by.customer;
  const at = now.toISOString();
  const outcome = await inServiceTransaction(async (trx): Promise<CancelOutcome> => {
    const before = await findServiceBooking(id, trx);
    if (!before) return { outcome: 'missing' };
    if (before.status === 'cancelled') return { outcome: 'already', booking: before };
    if (before.status !== 'booked') return { outcome: 'too-late', booking: before };
    const changed = await trx
      .updateTable('service_bookings')
      // Cancelled, it gives its key up: the same form sent again books anew.
      .set({
        status: 'cancelled',
        cancelled_at: at,
        cancelled_by: who,
        idempotency_key: null,
        version: before.version + 1,
      })
      .where('id', '=', id)
      .where('version', '=', before.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return { outcome: 'already', booking: before };
    await recordEvent(trx, id, 'cancelled', who, at);
    const booking = (await findServiceBooking(id, trx))!;
    await queueCustomerNews(trx, booking, cancellationNotice(booking, await serviceBookingKey(id)), at);
    if (booking.leadId) await closeLeadOfCancelledBooking(trx, booking.leadId, by, at);
    return { outcome: 'cancelled', booking };
  });
  if (outcome.outcome === 'cancelled') kickOutbox();
  return outcome;
}

export type StatusOutcome =
  | { outcome: 'changed'; booking: ServiceBooking }
  | { outcome: 'stale'; booking: ServiceBooking; events: JobEvent[] }
  | { outcome: 'closed'; booking: ServiceBooking }
  | { outcome: 'not-allowed'; booking: ServiceBooking }
  | { outcome: 'already'; booking: ServiceBooking }
  | { outcome: 'missing' };

/**
 * Moves a job to a workshop status, over the version the board showed: recorded (who, when) and
 * told to the customer by e-mail, and by text when they opted in, from the same transaction.
 */
export async function changeJobStatus(
  id: string,
  change: { status: WorkshopStatus; expectedVersion: number; note?: string },
  by: string,
  now = new Date(),
): Promise<StatusOutcome> {
  const at = now.toISOString();
  const outcome = await inServiceTransaction(async (trx): Promise<StatusOutcome> => {
    // In turn with an estimate sent or answered for the same job.
    await lockServiceJob(trx, id);
    const before = await findServiceBooking(id, trx);
    if (!before) return { outcome: 'missing' };
    if (before.status === 'cancelled') return { outcome: 'closed', booking: before };
    // Set by a colleague a moment ago: nothing to apply again, and the customer was told then.
    if (before.status === change.status) return { outcome: 'already', booking: before };
    if (before.version !== change.expectedVersion) return { outcome: 'stale', booking: before, events: [] };
    if (!statusMoves[before.status].includes(change.status))
      return { outcome: 'not-allowed', booking: before };
    const moved = await moveStatus(trx, before, change.status, by, at, change.note ?? null);
    if (moved) return { outcome: 'changed', booking: moved };
    // A colleague's change won the race: the same status is set already, another is news to show.
    const now = (await findServiceBooking(id, trx)) ?? before;
    return now.status === change.status
      ? { outcome: 'already', booking: now }
      : { outcome: 'stale', booking: now, events: [] };
  });
  if (outcome.outcome === 'changed') kickOutbox();
  if (outcome.outcome === 'stale') return { ...outcome, events: await jobEvents(id) };
  return outcome;
}

/** The status change itself, compare-and-set on the version; the customer's news queued with it. */
export async function moveStatus(
  trx: Transaction<Database>,
  before: ServiceBooking,
  status: JobStatus,
  by: string,
  at: string,
  note: string | null = null,
  /** What the customer is told instead of the status's own news (an estimate's link). */
  news?: (booking: ServiceBooking) => Promise<CustomerNews>,
): Promise<ServiceBooking | undefined> {
  const changed = await trx
    .updateTable('service_bookings')
    // Once moved, the promise stays moved whatever the job does next.
    .set({ status, version: before.version + 1, ...(movesPromise(status) ? { promise_moved: 1 } : {}) })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return undefined;
  await recordEvent(trx, before.id, status, by, at, note);
  const booking = (await findServiceBooking(before.id, trx))!;
  const told = news
    ? await news(booking)
    : statusNews(booking, await serviceBookingKey(booking.id), await approvedExtraCents(trx, booking));
  await queueCustomerNews(trx, booking, told, at);
  return booking;
}

/**
 * What the customer approved of every estimate, in cents: owed on top of the job's price. None
 * before an estimate was ever sent (most status moves): nothing to read then.
 */
async function approvedExtraCents(
  trx: Transaction<Database>,
  booking: Pick<ServiceBooking, 'id' | 'estimateRound'>,
): Promise<number> {
  if (booking.estimateRound === 0) return 0;
  const approved = await trx
    .selectFrom('service_estimate_lines')
    .select((eb) => eb.fn.sum<string | number>('cents').as('cents'))
    .where('booking_id', '=', booking.id)
    .where('decision', '=', 'approved')
    .executeTakeFirst();
  return Number(approved?.cents ?? 0);
}

/** "Ready for pickup", for the board's and the page's words. */
export const statusLabel = (status: JobStatus) => jobStatusLabels[status];
