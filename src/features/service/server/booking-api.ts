import 'server-only';

import { env } from '@/env';
import { dealerIso } from '@/features/bookings/clock';
import { takenAMomentAgo, unlessBackstopped } from '@/features/bookings/server/database-refusal';
import { readLeadSource } from '@/features/leads/lead-source';
import { dealerDateTime } from '@/features/rentals/rental-time';
import { bookingDateProblem, parseDate } from '@/features/requests/request-dates';
import { requestLog } from '@/server/app-log';
import { noStoreJson, readBookingPost, spentOnBooking } from '@/server/http/booking-post';

import { checkServiceBooking, type ServiceFieldErrors } from '../booking-schema';
import { serviceManageUrl } from './booking-mail';
import { bookService, repeatedServiceBooking } from './bookings';
import { findJobType, jobTypes, serviceLocationId, slotDays, slotPageDays, type FreeSlot } from './shop';

/**
 * The service booking JSON API beside the enquiry and rental calls: the jobs, the free drop-off
 * windows for a job, and booking itself. Every refusal a clear message (400 with messages by
 * field, 409 naming the next free drop-off, 413, 415, 429), never a 500.
 */

const json = noStoreJson;

const refused = (errors: ServiceFieldErrors) =>
  json({ error: 'Please correct the fields named.', fields: errors }, 400);

/** GET /api/service/jobs: the jobs customers can book, with their standard hours. */
export async function answerJobs(): Promise<Response> {
  const jobs = await jobTypes();
  return json(jobs.map((job) => ({ id: job.id, name: job.name, hours: job.minutes / 60 })));
}

/**
 * GET /api/service/slots?job=ID&from=YYYY-MM-DD: the workshop's open days of the 14 from `from`
 * (today by default), each window with how many more bookings of the job it takes.
 */
export async function answerSlots(url: URL, now = new Date()): Promise<Response> {
  const [today] = dealerDateTime(now.getTime());
  const jobId = url.searchParams.get('job')?.trim() ?? '';
  const from = url.searchParams.get('from')?.trim() || today;
  const errors: ServiceFieldErrors = {};
  const job = jobId ? await findJobType(jobId) : undefined;
  if (!job?.active)
    errors.job = jobId
      ? `No job "${jobId.slice(0, 40)}": see /api/service/jobs`
      : 'Give the job id: see /api/service/jobs';
  const fromProblem =
    parseDate(from) === undefined
      ? 'Give the first day as YYYY-MM-DD'
      : bookingDateProblem(from, 'first day', today);
  if (fromProblem) errors.from = fromProblem;
  const locationId = await serviceLocationId();
  if (Object.keys(errors).length > 0 || !job || !locationId) return refused(errors);
  const days = await slotDays(job, locationId, from, slotPageDays, now);
  return json({
    days: days.map((day) => ({
      date: day.date,
      windows: day.windows.map((window) => ({ id: window.id, label: window.label, free: window.free })),
    })),
  });
}

const maxBodyBytes = 16 * 1024;

const nextJson = (next: FreeSlot | undefined) =>
  next ? { date: next.date, window: next.windowId, label: next.label } : null;

/** POST /api/service/bookings: books a drop-off, or says why not. */
export async function answerServiceBookingPost(request: Request, now = new Date()): Promise<Response> {
  const post = await readBookingPost(request, maxBodyBytes);
  if (!post.ok) return post.response;
  const { input, idempotencyKey, client } = post;
  const [today] = dealerDateTime(now.getTime());
  const checked = checkServiceBooking(input, today);
  if (!checked.ok) return refused(checked.errors);
  const asked = {
    input: checked.booking,
    // Bound to the client too: one client's key never answers another's booking.
    idempotencyKey: idempotencyKey && `api:${client}:${idempotencyKey}`,
    source: readLeadSource(input, request.headers.get('referer'), env().SITE_URL),
    sourcePath: '/api/service/bookings',
  };
  // A retry of a booking made is answered as it was, whatever is left of the client's attempts.
  const repeated = await repeatedServiceBooking(asked);
  const spent = await spentOnBooking(client, repeated !== undefined);
  if (spent.tooMany) return spent.tooMany;
  const outcome =
    repeated ?? (await unlessBackstopped(() => bookService(asked, now), requestLog(request.headers)));
  if (!outcome) {
    await spent.attempt.giveBack();
    return json({ error: takenAMomentAgo('drop-off', 'try again') }, 503, { 'Retry-After': '1' });
  }
  if (outcome.outcome === 'refused') {
    // Refused for what was sent (a day closed since it was offered): no attempt spent, as a 400
    // of the fields spends none.
    await spent.attempt.giveBack();
    return refused(outcome.errors);
  }
  if (outcome.outcome === 'full') return json({ error: outcome.message, next: nextJson(outcome.next) }, 409);
  const { booking, key } = outcome;
  return json(
    {
      reference: booking.reference,
      date: booking.date,
      window: booking.windowId,
      promisedReady: dealerIso(booking.promisedReadyMs),
      manageUrl: serviceManageUrl(booking, key),
    },
    201,
  );
}
