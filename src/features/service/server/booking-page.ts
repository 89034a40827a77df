import 'server-only';

import { randomUUID } from 'node:crypto';

import { formForQuestion } from '@/features/bookings/server/booked-question';
import { dealerDateTime } from '@/features/rentals/rental-time';
import { addDays, lastBookableDate, parseDate } from '@/features/requests/request-dates';

import { firstFreeSlot, hasRoom, type JobType, type SlotDay } from '../service-shop';
import { serviceBookingMadeWithFormKey } from './bookings';
import {
  jobTypes,
  openSlotDays,
  serviceLocationId,
  shopOutlook,
  slotSearchDays,
  type FreeSlot,
} from './shop';

/** A week of days at a time: short enough to scan on a phone; "Later dates" turns the page. */
const pageDays = 7;

/**
 * What the booking page shows for its address: every job with its first free drop-off (before
 * any form), and once a job is chosen (`?job=`), the days of the week from `from` that have room
 * for it, each with its windows that do. A day without room is never offered.
 */
export interface ServiceBookingPage {
  jobs: { job: JobType; firstFree: FreeSlot | undefined }[];
  /** The soonest drop-off for any job: the page's first answer. */
  soonest?: FreeSlot & { job: JobType };
  chosen?: JobType;
  /** A job asked for that we do not offer. */
  unknownJob?: string;
  from: string;
  days: SlotDay[];
  /** The next week's first day, when a later one has room. */
  laterFrom?: string;
  /** The first day with room from then, which the link names (the week's first may be closed). */
  laterFirstFree?: string;
  /** The week before `from`, when `from` is past today: the way back after "Later dates". */
  earlierFrom?: string;
  /** The first day with room in that week, which the link names; none when it has no room. */
  earlierFirstFree?: string;
  /** Made for this page: the same form sent twice books once. */
  submissionKey: string;
  /**
   * This browser booked this very job a moment ago (the page drawn again by Back): the booking's
   * reference. The form is not offered again, "book another" is.
   */
  bookedAlready?: { reference: string };
}

/** The cookie remembering the key this browser last booked a service job with. */
export const serviceQuestionCookie = { name: 'service_booked', path: '/services' };

export async function serviceBookingPageData(
  read: (name: 'job' | 'from') => string | undefined,
  {
    another,
    now = new Date(),
  }: {
    /** "Book another": the key the page passes over, to draw a fresh one. */
    another?: string;
    now?: Date;
  } = {},
): Promise<ServiceBookingPage> {
  const [today] = dealerDateTime(now.getTime());
  const asked = read('from') ?? '';
  // A week asked for past the booking horizon (a link kept a year, a typed address) starts today:
  // it would show no room at all, as if the workshop were full.
  const from =
    parseDate(asked) !== undefined && asked > today && asked <= lastBookableDate(today) ? asked : today;
  const [jobs, locationId] = await Promise.all([jobTypes(), serviceLocationId()]);
  if (!locationId) return { jobs: [], from, days: [], submissionKey: randomUUID() };
  // One reading of the shop serves every job: their first free drop-offs differ only by minutes.
  const outlook = await shopOutlook(locationId, today, slotSearchDays, now);
  const withFirst = jobs.map((job) => ({ job, firstFree: firstFreeSlot(openSlotDays(job, outlook)) }));
  const soonest = withFirst
    .filter((entry) => entry.firstFree)
    .map((entry) => ({ ...entry.firstFree!, job: entry.job }))
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  const jobId = read('job')?.trim();
  const chosen = jobs.find((job) => job.id === jobId);
  if (!chosen)
    return {
      jobs: withFirst,
      soonest,
      from,
      submissionKey: randomUUID(),
      days: [],
      unknownJob: jobId || undefined,
    };
  const base = {
    jobs: withFirst,
    soonest,
    from,
    ...(await formForQuestion(
      serviceQuestionCookie,
      { job: chosen.id },
      another,
      serviceBookingMadeWithFormKey,
    )),
  };
  // The week shown and the search past it, read at once.
  const later = addDays(from, pageDays);
  const ahead = openSlotDays(chosen, await shopOutlook(locationId, from, pageDays + slotSearchDays, now));
  const days = ahead
    .filter((day) => day.date < later && hasRoom(day))
    .map((day) => ({ ...day, windows: day.windows.filter((window) => window.free > 0) }));
  const afterThese = firstFreeSlot(ahead.filter((day) => day.date >= later));
  const earlierFrom = from > today ? [addDays(from, -pageDays), today].sort().at(-1) : undefined;
  // Named by its first day with room, as the page it opens lists it: today's windows may all have
  // begun, and the week's first day may be closed.
  // The reading from today already holds that week when it lies within its search.
  const earlierOutlook =
    earlierFrom &&
    (from <= addDays(today, slotSearchDays)
      ? outlook
      : await shopOutlook(locationId, earlierFrom, pageDays, now));
  const earlier =
    earlierFrom &&
    earlierOutlook &&
    firstFreeSlot(
      openSlotDays(chosen, earlierOutlook).filter((day) => day.date >= earlierFrom && day.date < from),
    );
  return {
    ...base,
    chosen,
    days,
    laterFrom: afterThese ? later : undefined,
    laterFirstFree: afterThese?.date,
    earlierFrom,
    earlierFirstFree: earlier ? earlier.date : undefined,
  };
}
