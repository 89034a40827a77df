import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { slugify } from '@/features/inventory/vehicle-slug';
import { kickOutbox } from '@/features/leads/server/outbox';
import { dealerDateTime, dealerMoment } from '@/features/rentals/rental-time';
import { addDays, formatRequestDate, lastBookableDate } from '@/features/requests/request-dates';
import { staffNamer } from '@/features/staff/server/staff-directory';
import { database, type Executor } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';

import { durationLabel, weekdayOfDate, type JobType, type ServiceWindow } from '../service-shop';
import { carryPromisesPastClosedDay, inServiceTransaction, lockServiceDay } from './bookings';
import { dayLoads, weekdayMinutes } from './shop';

/**
 * The service office's settings (a manager's): job types, the workshop's technician minutes per
 * weekday, its exceptions (a holiday, a technician away) and its drop-off windows. Every change
 * is saved over the version the form showed, and none may leave a booked day over what it then
 * holds: cutting a day's minutes below what is booked, or a window's carts below what it has, is
 * refused, naming the day, until jobs are cancelled. Each change holds the days it
 * touches, as a booking does, so a booking at the same moment is counted.
 */

/** What a refusal asks of staff: a booked job is not moved, it is cancelled and booked again. */
const cancelFirst = 'cancel jobs first (and book them again on another day or in another window)';

/**
 * `stale`: saved by someone after the form was opened, `currentVersion` the version it is at now;
 * `gone`: the record the form names no longer exists.
 */
export type SettingsOutcome =
  /** `promisesMoved`: jobs promised ready on a day the change closed, moved past it (carryPromisesPastClosedDay). */
  | { outcome: 'saved'; promisesMoved?: number }
  | { outcome: 'stale'; currentVersion: number }
  | { outcome: 'gone' }
  | { outcome: 'refused'; message: string };

/**
 * A save of a record of `table` that found another version: stale at the version it is at now
 * ("Apply mine anyway" saves over it), or gone when there is no such record any more.
 */
async function missedVersionAnswer(
  db: Executor,
  table: 'service_job_types' | 'service_windows',
  id: string,
): Promise<SettingsOutcome> {
  const row = await db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirst();
  return row ? { outcome: 'stale', currentVersion: Number(row.version) } : { outcome: 'gone' };
}

const dayNames = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/**
 * A job type's id from its name, as a cart's is made (accents dropped, never the letters that carry
 * them): "Brakes or tyres" -> "brakes-or-tyres", "Révision complète" -> "revision-complete".
 */
const slugOf = (name: string) => slugify(name).slice(0, 40).replace(/-+$/, '') || 'job';

/** Two job names a customer would read as one: "Tyre rotation" and "tyre  rotation". */
const sameJobName = (a: string, b: string) => {
  const folded = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return folded(a) === folded(b);
};

export interface JobTypeChange {
  id?: string;
  name: string;
  minutes: number;
  priceCents: number | null;
  priceFrom: boolean;
  active: boolean;
  expectedVersion?: number;
}

/** Adds a job type, or changes one over the version its form showed. Booked jobs keep what they were booked as. */
export async function saveJobType(
  change: JobTypeChange,
  by: string,
  now = new Date(),
): Promise<SettingsOutcome> {
  const db = await database();
  const at = now.toISOString();
  const values = {
    name: change.name,
    minutes: change.minutes,
    price_cents: change.priceCents,
    price_from: change.priceFrom ? 1 : 0,
    active: change.active ? 1 : 0,
    updated_at: at,
    updated_by: by,
  };
  // One job type saved at a time: two managers adding at once get the next two places in the list
  // (the last, then the one after), the second of two names with one slug a suffixed id, and of two
  // with one name (in any case) the second is refused: customers would be offered the same job twice.
  return db.transaction().execute(async (trx): Promise<SettingsOutcome> => {
    await lockForTransaction(trx, 'service-job-types');
    const taken = await trx.selectFrom('service_job_types').select(['id', 'name', 'position']).execute();
    if (change.id && !taken.some((row) => row.id === change.id)) return { outcome: 'gone' };
    const namesake = taken.find((row) => row.id !== change.id && sameJobName(row.name, change.name));
    if (namesake)
      return {
        outcome: 'refused',
        message: `Name: “${namesake.name}” is a job type already; call this one something else, or change that one.`,
      };
    if (change.id) {
      const saved = await trx
        .updateTable('service_job_types')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('id', '=', change.id)
        .where('version', '=', change.expectedVersion ?? -1)
        .executeTakeFirst();
      return Number(saved.numUpdatedRows) === 1
        ? { outcome: 'saved' }
        : missedVersionAnswer(trx, 'service_job_types', change.id);
    }
    const position = Math.max(-1, ...taken.map((row) => Number(row.position))) + 1;
    const slug = slugOf(change.name);
    const ids = new Set(taken.map((row) => row.id));
    let id = slug;
    while (ids.has(id)) id = `${slug}-${randomUUID().slice(0, 4)}`;
    await trx
      .insertInto('service_job_types')
      .values({ id, ...values, position })
      .execute();
    return { outcome: 'saved' };
  });
}

/** The workshop's version, which its weekday minutes are saved over. */
export async function shopVersion(locationId: string, db?: Executor): Promise<number> {
  const row = await (db ?? (await database()))
    .selectFrom('service_shops')
    .select('version')
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Takes the shop's version, or says it moved on. */
async function claimShopVersion(
  trx: Transaction<Database>,
  locationId: string,
  expectedVersion: number,
  by: string,
  at: string,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('service_shops')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at, updated_by: by }))
    .where('location_id', '=', locationId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Every date from today that can be booked, in date order: the order every save takes its day
 * locks in, as a booking does, so two saves never wait on each other.
 */
function bookableDates(today: string): string[] {
  const dates: string[] = [];
  const lastBookable = lastBookableDate(today);
  for (let date = today; date <= lastBookable; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The dates and windows from today on that hold any job not cancelled: how many carts, and how many
 * of them were booked past capacity (which do not count against the window's carts).
 */
async function bookedWindows(trx: Transaction<Database>, locationId: string, today: string) {
  const rows = await trx
    .selectFrom('service_bookings')
    .select(['drop_off_date', 'window_id'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('carts'),
      eb.fn
        .count<number | string>(eb.case().when('over_capacity_reason', 'is not', null).then(1).end())
        .as('past_capacity'),
    ])
    .where('location_id', '=', locationId)
    .where('drop_off_date', '>=', today)
    .where('status', '<>', 'cancelled')
    .groupBy(['drop_off_date', 'window_id'])
    .execute();
  return rows.map((row) => ({
    date: row.drop_off_date,
    windowId: row.window_id,
    carts: Number(row.carts),
    pastCapacity: Number(row.past_capacity),
  }));
}

/** The dates from today on that hold any job not cancelled, within capacity or booked past it. */
async function bookedDates(trx: Transaction<Database>, locationId: string, today: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('service_bookings')
    .select('drop_off_date')
    .distinct()
    .where('location_id', '=', locationId)
    .where('drop_off_date', '>=', today)
    .where('status', '<>', 'cancelled')
    .orderBy('drop_off_date')
    .execute();
  return rows.map((row) => row.drop_off_date);
}

/**
 * Sets the technician minutes on duty per weekday, refused while a booked day of a weekday would
 * hold more than its new minutes (a day with an exception keeps the exception's). A weekday given
 * no technicians closes its days: promises carried onto them from earlier drop-offs move past each.
 */
export async function saveWeekdayMinutes(
  locationId: string,
  minutes: readonly number[],
  expectedVersion: number,
  by: string,
  now = new Date(),
): Promise<SettingsOutcome> {
  const [today] = dealerDateTime(now.getTime());
  const at = now.toISOString();
  return inServiceTransaction(async (trx): Promise<SettingsOutcome> => {
    const before = await weekdayMinutes(locationId, trx);
    // Every bookable day of a weekday that loses minutes, booked or not yet: a booking made
    // meanwhile waits, then counts against the new minutes (the trigger reads them).
    for (const date of bookableDates(today))
      if (minutes[weekdayOfDate(date)]! < before[weekdayOfDate(date)]!)
        await lockServiceDay(trx, locationId, date);
    if (!(await claimShopVersion(trx, locationId, expectedVersion, by, at)))
      return { outcome: 'stale', currentVersion: await shopVersion(locationId, trx) };
    const exceptions = new Set(
      (
        await trx
          .selectFrom('service_exceptions')
          .select('date')
          .where('location_id', '=', locationId)
          .where('date', '>=', today)
          .execute()
      ).map((row) => row.date),
    );
    for (const date of await bookedDates(trx, locationId, today)) {
      const weekday = weekdayOfDate(date);
      if (exceptions.has(date) || minutes[weekday]! >= before[weekday]!) continue;
      const booked = await overBooked(trx, locationId, date, minutes[weekday]!);
      if (booked)
        throw new SettingsRefusal(
          `${booked}, more than the ${durationLabel(minutes[weekday]!)} you set for ${dayNames[weekday]}: ${cancelFirst}, or give that day an exception.`,
        );
    }
    for (let weekday = 0; weekday < 7; weekday++)
      await trx
        .insertInto('service_shop_days')
        .values({ location_id: locationId, weekday, minutes: minutes[weekday]! })
        .onConflict((conflict) =>
          conflict.columns(['location_id', 'weekday']).doUpdateSet({ minutes: minutes[weekday]! }),
        )
        .execute();
    const closedNow = (date: string) =>
      minutes[weekdayOfDate(date)] === 0 && before[weekdayOfDate(date)]! > 0 && !exceptions.has(date);
    let promisesMoved = 0;
    for (const date of await promisedDates(trx, locationId, today))
      if (closedNow(date)) promisesMoved += await carryPromisesPastClosedDay(trx, locationId, date, by, at);
    return { outcome: 'saved', promisesMoved };
  })
    .then(toldAtOnce)
    .catch(refusalOutcome);
}

/** The days, from `today` on, that jobs of the workshop are promised ready. */
async function promisedDates(trx: Transaction<Database>, locationId: string, today: string) {
  const rows = await trx
    .selectFrom('service_bookings')
    .select('promised_ready_ms')
    .where('location_id', '=', locationId)
    .where('promised_ready_ms', '>=', dealerMoment(today, '00:00'))
    .execute();
  return new Set(rows.map((row) => dealerDateTime(Number(row.promised_ready_ms))[0]));
}

/** The customers whose promise a change moved are told now, not at the outbox's next round. */
function toldAtOnce<Outcome extends { outcome: string; promisesMoved?: number }>(outcome: Outcome): Outcome {
  if ((outcome.promisesMoved ?? 0) > 0) kickOutbox();
  return outcome;
}

export interface ExceptionRow {
  id: string;
  date: string;
  minutes: number;
  reason: string;
  createdBy: string;
}

export async function shopExceptions(locationId: string, from: string): Promise<ExceptionRow[]> {
  const rows = await (
    await database()
  )
    .selectFrom('service_exceptions')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('date', '>=', from)
    .orderBy('date')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    minutes: Number(row.minutes),
    reason: row.reason,
    createdBy: row.created_by,
  }));
}

/**
 * What a day holds ("Tue, Jul 14 already has 5 h booked"), when it cannot hold only `minutes`;
 * undefined when what is booked fits. Jobs staff booked past capacity do not count against the
 * day's minutes, but a day closed (0 minutes) would leave them with nobody on duty: they block it
 * too, and the refusal counts every job booked.
 */
async function overBooked(
  trx: Transaction<Database>,
  locationId: string,
  date: string,
  minutes: number,
): Promise<string | undefined> {
  const [[load], pastCapacity] = await Promise.all([
    dayLoads(locationId, [date], trx),
    trx
      .selectFrom('service_bookings')
      .select('minutes')
      .where('location_id', '=', locationId)
      .where('drop_off_date', '=', date)
      .where('status', '<>', 'cancelled')
      .where('over_capacity_reason', 'is not', null)
      .execute(),
  ]);
  const past = pastCapacity.reduce((sum, row) => sum + Number(row.minutes), 0);
  if (load!.booked <= minutes && !(minutes === 0 && pastCapacity.length > 0)) return undefined;
  const booked = `${durationLabel(load!.booked + past)} booked${past > 0 ? ` (${durationLabel(past)} of it past capacity)` : ''}`;
  return `${formatRequestDate(date)} already has ${booked}`;
}

/** A day's change refused for what it holds: "… already has 5 h booked, more than 4 h: cancel …". */
const dayRefusal = (booked: string, minutes: number) =>
  `${booked}, more than ${durationLabel(minutes)}: ${cancelFirst}.`;

/** A day that has an exception already: what it is, and the id a change must name to replace it. */
export type ExceptionOutcome =
  | Exclude<SettingsOutcome, { outcome: 'saved' }>
  | { outcome: 'saved'; promisesMoved: number }
  | { outcome: 'has-exception'; id: string; message: string };

/**
 * Gives a day its own minutes on duty (0 for a holiday). Refused when that day already has more
 * booked. A day that has an exception keeps it unless the change names it (`replaces`, the id the
 * refusal gave): a colleague's entry is replaced on purpose, never by a form that did not show it,
 * and in one transaction, so the day never falls back to its weekday's minutes in between.
 */
export async function setException(
  locationId: string,
  exception: { date: string; minutes: number; reason: string },
  by: string,
  { replaces, now = new Date() }: { replaces?: string; now?: Date } = {},
): Promise<ExceptionOutcome> {
  const at = now.toISOString();
  const outcome = await inServiceTransaction(async (trx): Promise<ExceptionOutcome> => {
    await lockServiceDay(trx, locationId, exception.date);
    const existing = await trx
      .selectFrom('service_exceptions')
      .select(['id', 'minutes', 'reason', 'created_by'])
      .where('location_id', '=', locationId)
      .where('date', '=', exception.date)
      .executeTakeFirst();
    if (existing && existing.id !== replaces)
      return {
        outcome: 'has-exception',
        id: existing.id,
        message: `${formatRequestDate(exception.date)} already has an exception: ${durationLabel(Number(existing.minutes))} (${existing.reason}), set by ${(await staffNamer(trx))(existing.created_by)}.`,
      };
    const booked = await overBooked(trx, locationId, exception.date, exception.minutes);
    if (booked) return { outcome: 'refused', message: dayRefusal(booked, exception.minutes) };
    if (existing) await trx.deleteFrom('service_exceptions').where('id', '=', existing.id).execute();
    await trx
      .insertInto('service_exceptions')
      .values({ id: randomUUID(), location_id: locationId, ...exception, created_at: at, created_by: by })
      .execute();
    // Promises carried onto a day now closed, from earlier drop-offs, move past it.
    const promisesMoved =
      exception.minutes === 0 ? await carryPromisesPastClosedDay(trx, locationId, exception.date, by, at) : 0;
    return { outcome: 'saved', promisesMoved };
  });
  return toldAtOnce(outcome);
}

/**
 * Removes a day's exception: the weekday's minutes hold again, refused when those are fewer than
 * booked. Back to a weekday with no technicians, the day closes and its promises move past it.
 */
export async function removeException(
  locationId: string,
  id: string,
  by: string,
  now = new Date(),
): Promise<SettingsOutcome> {
  const outcome = await inServiceTransaction(async (trx): Promise<SettingsOutcome> => {
    const row = await trx
      .selectFrom('service_exceptions')
      .select('date')
      .where('id', '=', id)
      .where('location_id', '=', locationId)
      .executeTakeFirst();
    if (!row) return { outcome: 'gone' };
    await lockServiceDay(trx, locationId, row.date);
    const minutes = (await weekdayMinutes(locationId, trx))[weekdayOfDate(row.date)]!;
    const booked = await overBooked(trx, locationId, row.date, minutes);
    if (booked) return { outcome: 'refused', message: dayRefusal(booked, minutes) };
    await trx.deleteFrom('service_exceptions').where('id', '=', id).execute();
    const promisesMoved =
      minutes === 0 ? await carryPromisesPastClosedDay(trx, locationId, row.date, by, now.toISOString()) : 0;
    return { outcome: 'saved', promisesMoved };
  });
  return toldAtOnce(outcome);
}

export interface WindowChange {
  id?: string;
  label: string;
  startsAt: string;
  endsAt: string;
  maxCarts: number;
  weekdays: number[];
  active: boolean;
  expectedVersion?: number;
}

/**
 * Adds a drop-off window, or changes one over the version its form showed: refused while a booked
 * day would hold more carts in it than its new limit, or would lose it (a weekday taken away, the
 * window closed) with carts booked.
 */
export async function saveWindow(
  locationId: string,
  change: WindowChange,
  by: string,
  now = new Date(),
): Promise<SettingsOutcome> {
  const [today] = dealerDateTime(now.getTime());
  const at = now.toISOString();
  const values = {
    label: change.label,
    starts_at: change.startsAt,
    ends_at: change.endsAt,
    max_carts: change.maxCarts,
    weekdays: [...change.weekdays].sort().join(','),
    active: change.active ? 1 : 0,
    updated_at: at,
    updated_by: by,
  };
  return inServiceTransaction(async (trx): Promise<SettingsOutcome> => {
    if (!change.id) {
      await trx
        .insertInto('service_windows')
        .values({ id: randomUUID(), location_id: locationId, ...values })
        .execute();
      return { outcome: 'saved' };
    }
    // Every bookable day, booked or not yet, whichever weekdays the window had or now has (see
    // saveWeekdayMinutes): a rare save, so a year of day locks is cheap.
    for (const date of bookableDates(today)) await lockServiceDay(trx, locationId, date);
    const before = await trx
      .selectFrom('service_windows')
      .select(['starts_at', 'ends_at', 'label'])
      .where('id', '=', change.id)
      .executeTakeFirst();
    const saved = await trx
      .updateTable('service_windows')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', change.id)
      .where('location_id', '=', locationId)
      .where('version', '=', change.expectedVersion ?? -1)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) !== 1) return missedVersionAnswer(trx, 'service_windows', change.id);
    // Read under the days' locks: a booking that committed before them is counted. Its customers
    // (a job booked past capacity too) were told to drop off at its times, and their pages and
    // calendars say so: while any is booked it keeps its times and its days.
    const booked = (await bookedWindows(trx, locationId, today))
      .filter((row) => row.windowId === change.id)
      .sort((a, b) => a.date.localeCompare(b.date));
    const retimed = before && (before.starts_at !== change.startsAt || before.ends_at !== change.endsAt);
    if (before && retimed && booked[0])
      throw new SettingsRefusal(
        `${formatRequestDate(booked[0].date)} has ${cartsBooked(booked[0])} in ${before.label}${booked.length > 1 ? ` (and ${booked.length - 1} later ${booked.length === 2 ? 'day' : 'days'})` : ''}: their customers were told its times. Keep them while it has bookings; for other times, add another window.`,
      );
    for (const row of booked) {
      if (!change.active || !change.weekdays.includes(weekdayOfDate(row.date)))
        throw new SettingsRefusal(
          `${formatRequestDate(row.date)} has ${cartsBooked(row)} in ${change.label}: ${cancelFirst}, then take the window off that day.`,
        );
      // Jobs booked past capacity do not count against its carts.
      if (row.carts - row.pastCapacity > change.maxCarts)
        throw new SettingsRefusal(
          `${formatRequestDate(row.date)} already has ${cartCount(row.carts - row.pastCapacity)} booked in ${change.label}${row.pastCapacity > 0 ? ` (and ${row.pastCapacity} more past capacity)` : ''}, more than ${change.maxCarts}: ${cancelFirst}.`,
        );
    }
    return { outcome: 'saved' };
  }).catch(refusalOutcome);
}

/** "3 carts booked", "4 carts booked (1 of them past capacity)" or "1 cart booked past capacity". */
function cartsBooked({ carts, pastCapacity }: { carts: number; pastCapacity: number }): string {
  const booked = `${cartCount(carts)} booked`;
  if (pastCapacity === 0) return booked;
  return pastCapacity === carts
    ? `${booked} past capacity`
    : `${booked} (${pastCapacity} of them past capacity)`;
}

const cartCount = (carts: number) => `${carts} ${carts === 1 ? 'cart' : 'carts'}`;

/** A refusal found after writing: thrown so the transaction is undone. */
class SettingsRefusal extends Error {}

function refusalOutcome(error: unknown): SettingsOutcome {
  if (error instanceof SettingsRefusal) return { outcome: 'refused', message: error.message };
  throw error;
}

export type { JobType, ServiceWindow };
