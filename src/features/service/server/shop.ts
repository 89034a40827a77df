import 'server-only';

import { dealerDateTime, dealerMoment } from '@/features/rentals/rental-time';
import { addDays, lastBookableDate } from '@/features/requests/request-dates';
import { database, type Executor } from '@/server/db/database';

import {
  firstFreeSlot,
  slotDay,
  weekdayOfDate,
  type DayLoad,
  type FreeSlot,
  type JobType,
  type ServiceWindow,
  type SlotDay,
} from '../service-shop';

/**
 * The service shop as stored: its job types, its workshops' drop-off windows and what each day
 * holds (minutes on duty after exceptions, minutes and carts booked), and from those the days and
 * windows that still take a job. Read by the booking page, the API, and inside the locked booking
 * path (with its transaction, so what it reads there stays true until it writes).
 */

export type { FreeSlot };

/** How far ahead the page, the API and a refusal look for a free drop-off. */
export const slotSearchDays = 90;
/** How many days the page and the API show at once. */
export const slotPageDays = 14;

type JobRow = {
  id: string;
  name: string;
  minutes: number;
  price_cents: number | null;
  price_from: number;
  active: number;
  version: number;
};

const toJobType = (row: JobRow): JobType => ({
  id: row.id,
  name: row.name,
  minutes: Number(row.minutes),
  priceCents: row.price_cents === null ? null : Number(row.price_cents),
  priceFrom: Number(row.price_from) === 1,
  active: Number(row.active) === 1,
  version: Number(row.version),
});

/** The job types, in the office's order; only those customers can book unless `all`. */
export async function jobTypes({ all = false } = {}, db?: Executor): Promise<JobType[]> {
  const rows = await (db ?? (await database()))
    .selectFrom('service_job_types')
    .select(['id', 'name', 'minutes', 'price_cents', 'price_from', 'active', 'version'])
    .$if(!all, (query) => query.where('active', '=', 1))
    .orderBy('position')
    .orderBy('name')
    .execute();
  return rows.map(toJobType);
}

export async function findJobType(id: string, db?: Executor): Promise<JobType | undefined> {
  const row = await (db ?? (await database()))
    .selectFrom('service_job_types')
    .select(['id', 'name', 'minutes', 'price_cents', 'price_from', 'active', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toJobType(row) : undefined;
}

/** The workshop that takes bookings: the first with a service bay (the sample has one). */
export async function serviceLocationId(db?: Executor): Promise<string | undefined> {
  const row = await (db ?? (await database()))
    .selectFrom('service_shops')
    .select('location_id')
    .orderBy('location_id')
    .executeTakeFirst();
  return row?.location_id;
}

export async function shopWindows(
  locationId: string,
  { all = false } = {},
  db?: Executor,
): Promise<ServiceWindow[]> {
  const rows = await (db ?? (await database()))
    .selectFrom('service_windows')
    .selectAll()
    .where('location_id', '=', locationId)
    .$if(!all, (query) => query.where('active', '=', 1))
    .orderBy('starts_at')
    .orderBy('label')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    locationId: row.location_id,
    label: row.label,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxCarts: Number(row.max_carts),
    weekdays: row.weekdays.split(',').filter(Boolean).map(Number),
    active: Number(row.active) === 1,
    version: Number(row.version),
  }));
}

/** Technician minutes on duty per weekday (0 = Sunday). */
export async function weekdayMinutes(locationId: string, db?: Executor): Promise<number[]> {
  const rows = await (db ?? (await database()))
    .selectFrom('service_shop_days')
    .select(['weekday', 'minutes'])
    .where('location_id', '=', locationId)
    .execute();
  const minutes = [0, 0, 0, 0, 0, 0, 0];
  for (const row of rows) minutes[Number(row.weekday)] = Number(row.minutes);
  return minutes;
}

/**
 * What each date holds at the workshop: minutes on duty (an exception's, else the weekday's),
 * and the minutes and carts booked, counting only bookings within capacity (a staff booking past
 * it is counted apart, as the database rule counts).
 */
export async function dayLoads(
  locationId: string,
  dates: readonly string[],
  db?: Executor,
): Promise<DayLoad[]> {
  if (dates.length === 0) return [];
  const executor = db ?? (await database());
  const [weekdays, exceptions, bookings] = await Promise.all([
    weekdayMinutes(locationId, executor),
    executor
      .selectFrom('service_exceptions')
      .select(['date', 'minutes'])
      .where('location_id', '=', locationId)
      .where('date', 'in', dates)
      .execute(),
    executor
      .selectFrom('service_bookings')
      .select(['drop_off_date', 'window_id', 'minutes'])
      .where('location_id', '=', locationId)
      .where('drop_off_date', 'in', dates)
      .where('status', '<>', 'cancelled')
      .where('over_capacity_reason', 'is', null)
      .execute(),
  ]);
  const exceptionOn = new Map(exceptions.map((row) => [row.date, Number(row.minutes)]));
  return dates.map((date) => {
    const carts = new Map<string, number>();
    let booked = 0;
    for (const row of bookings) {
      if (row.drop_off_date !== date) continue;
      booked += Number(row.minutes);
      carts.set(row.window_id, (carts.get(row.window_id) ?? 0) + 1);
    }
    return { date, onDuty: exceptionOn.get(date) ?? weekdays[weekdayOfDate(date)] ?? 0, booked, carts };
  });
}

/** Whether a window of `date` has opened by `now` (a drop-off window today that began is no longer offered). */
export const windowStarted = (date: string, now: Date) => (window: ServiceWindow) =>
  dealerMoment(date, window.startsAt) <= now.getTime();

/** Whether the window's drop-off time on `date` is over. */
export const windowEnded = (date: string, now: Date) => (window: ServiceWindow) =>
  dealerMoment(date, window.endsAt) <= now.getTime();

/**
 * What the slot search reads, once for any number of jobs: the active windows and what each day
 * from `from` holds, `count` days of them; `now` says which of today's windows have opened.
 */
export interface ShopOutlook {
  windows: ServiceWindow[];
  loads: DayLoad[];
  now: Date;
}

export async function shopOutlook(
  locationId: string,
  from: string,
  count: number,
  now: Date,
  db?: Executor,
): Promise<ShopOutlook> {
  const executor = db ?? (await database());
  // Nothing past the booking horizon is offered: a booking that far ahead is refused.
  const last = lastBookableDate(dealerDateTime(now.getTime())[0]);
  const dates = Array.from({ length: count }, (_, index) => addDays(from, index)).filter(
    (date) => date <= last,
  );
  const [windows, loads] = await Promise.all([
    shopWindows(locationId, {}, executor),
    dayLoads(locationId, dates, executor),
  ]);
  return { windows, loads, now };
}

/**
 * The open days of the outlook with each window's room for the job. Closed days (no window, no
 * minutes on duty) are left out; a full day is kept with no room.
 */
export const openSlotDays = (
  job: Pick<JobType, 'minutes'>,
  { windows, loads, now }: ShopOutlook,
): SlotDay[] =>
  loads
    .map((load) => slotDay(load, windows, job.minutes, windowStarted(load.date, now)))
    .filter((day): day is SlotDay => day !== undefined);

/** The open days from `from` on, `count` of them looked at, with each window's room for the job. */
export async function slotDays(
  job: JobType,
  locationId: string,
  from: string,
  count: number,
  now: Date,
  db?: Executor,
): Promise<SlotDay[]> {
  return openSlotDays(job, await shopOutlook(locationId, from, count, now, db));
}

/** The first window with room for the job from `from` on (within the search), or undefined. */
export async function nextFreeSlot(
  job: JobType,
  locationId: string,
  from: string,
  now: Date,
  db?: Executor,
): Promise<FreeSlot | undefined> {
  const [today] = dealerDateTime(now.getTime());
  const start = from < today ? today : from;
  return firstFreeSlot(await slotDays(job, locationId, start, slotSearchDays, now, db));
}
