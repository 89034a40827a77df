import 'server-only';

import { sql, type ExpressionBuilder } from 'kysely';

import { dealer } from '@/content/dealer';
import { distanceMiles, municipalityBySlug, type Municipality } from '@/content/municipalities';
import { cartTypes, rentalLocationIds, type CartTypeId } from '@/content/rental-plans';
import { rentalBase } from '@/features/places/town-location';
import { addDays, bookingDateProblem, dealerToday } from '@/features/requests/request-dates';
import { database, type Executor } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import type { AskedHandover } from '../availability-query';
import { rentalPrice, type RentalPrice } from '../rental-price';
import {
  dealerDateTime,
  dueBackMs,
  handoverPlace,
  hourMs,
  pickupTimes,
  rentalInterval,
  stillBookable,
} from '../rental-time';
import { rentalSettings } from './rental-settings';

/**
 * Which carts of a type are free for a rental: active, not in the workshop on any of its days,
 * and with no booking whose time plus turnaround overlaps the rental's time plus turnaround.
 * What the booking pages and the API show before anyone types a name, and what the locked
 * booking path checks again under its lock (src/features/rentals/server/bookings.ts).
 */

/**
 * Whether a cart's workshop days fall on any day of `window`: its pickup day to the day it is due
 * back (a rental ending while its showroom is shut keeps the cart until the next opening).
 */
export const inWorkshopDuring =
  (window: Pick<RentalWindow, 'pickupDate' | 'dueBackDate'>) =>
  (workshop: ExpressionBuilder<Database, 'rental_maintenance'>) =>
    workshop.and([
      workshop('rental_maintenance.starts_on', '<=', window.dueBackDate),
      workshop('rental_maintenance.ends_on', '>=', window.pickupDate),
    ]);

/**
 * Whether a booking keeps its cart during `window`: not cancelled, and its time plus turnaround
 * overlaps the window's, or it is out with the renter already (checked out early: the cart is
 * gone from then, whatever its pickup says) or still out past its return (the cart is not
 * promised again until it is back). What the availability query, the locked path's check, the
 * desk's "in the way" list and its fleet calendar all ask, so they never disagree.
 */
export const keepsCartDuring =
  (window: Pick<RentalWindow, 'startsMs' | 'blockedUntilMs'>, now = Date.now()) =>
  (booking: ExpressionBuilder<Database, 'rental_bookings'>) =>
    booking.and([
      booking('rental_bookings.status', '<>', 'cancelled'),
      booking.or([
        booking('rental_bookings.starts_ms', '<', window.blockedUntilMs),
        booking('rental_bookings.status', '=', 'out'),
      ]),
      booking.or([
        booking('rental_bookings.blocked_until_ms', '>', window.startsMs),
        booking.and([
          booking('rental_bookings.status', '=', 'out'),
          booking('rental_bookings.blocked_until_ms', '<=', now),
        ]),
      ]),
    ]);

/**
 * The dates a cart still out past its return frees when the end of its rental is settled (it
 * comes back, or is extended to a time still ahead): out late, it was kept from every later date
 * (`keepsCartDuring`); `after`, only until its new end. None when it was not out late, or still is.
 */
export function datesFreedByLateCart(
  before: { status: string; blockedUntilMs: number },
  after: { status: string; blockedUntilMs: number },
  nowMs: number,
): Pick<RentalWindow, 'startsMs' | 'blockedUntilMs'> | undefined {
  const outLate = (booking: typeof before) => booking.status === 'out' && booking.blockedUntilMs <= nowMs;
  if (!outLate(before) || outLate(after)) return undefined;
  return { startsMs: after.blockedUntilMs, blockedUntilMs: Number.MAX_SAFE_INTEGER };
}

/** How the cart changes hands: collected at a showroom, or delivered to a town. */
export type Handover = { locationId: string } | { town: Municipality };

/** The handover an address or a form asked for, with the town it names (a known one: it was checked). */
export function toHandover(asked: AskedHandover): Handover {
  if (!('town' in asked)) return asked;
  const town = municipalityBySlug(asked.town);
  if (!town) throw new Error(`Unknown town: ${asked.town}`);
  return { town };
}

export interface RentalAsk {
  type: CartTypeId;
  pickupDate: string;
  pickupTime: string;
  days: number;
  handover: Handover;
  /** Drivers besides the renter. */
  additionalDrivers: number;
}

/**
 * The time a rental takes a cart for: from pickup to return, and on to the end of the turnaround
 * after the cart is due back (dueBackMs: a cart ending while its showroom is shut comes back at
 * the next opening, and is kept from other bookings until then).
 */
export interface RentalWindow {
  startsMs: number;
  endsMs: number;
  blockedUntilMs: number;
  pickupDate: string;
  returnDate: string;
  returnTime: string;
  /** The dealer date the cart is due back: the return date, or the next opening after it. */
  dueBackDate: string;
}

export function rentalWindow(
  ask: Pick<RentalAsk, 'pickupDate' | 'pickupTime' | 'days' | 'handover'>,
  turnaroundHours: number,
): RentalWindow {
  const { startsMs, endsMs } = rentalInterval(ask.pickupDate, ask.pickupTime, ask.days);
  const [returnDate, returnTime] = dealerDateTime(endsMs);
  const dueBack = dueBackMs(endsMs, handoverPlace(ask.handover));
  return {
    startsMs,
    endsMs,
    blockedUntilMs: dueBack + turnaroundHours * hourMs,
    pickupDate: ask.pickupDate,
    returnDate,
    returnTime,
    dueBackDate: dealerDateTime(dueBack)[0],
  };
}

/**
 * The showroom whose carts serve a rental asked for: the one it is collected from or, for a
 * delivery, the rental base nearest the town, which its delivery fee is counted from. A cart at a
 * farther base is not offered at the nearer base's fee.
 */
export function servingLocationIds(handover: Handover): string[] {
  return 'locationId' in handover ? [handover.locationId] : [rentalBase(handover.town).location.id];
}

/**
 * Where the desk may find a cart for a booking it extends or moves: the showroom it is collected
 * from or, for a delivery, any rental base, nearest first (driving farther, at the fee agreed, is
 * the dealer's choice).
 */
export function deskLocationIds(handover: Handover): string[] {
  if ('locationId' in handover) return [handover.locationId];
  const town = handover.town;
  return [...rentalLocationIds].sort((a, b) => milesFrom(a, town) - milesFrom(b, town));
}

function milesFrom(locationId: string, town: Municipality): number {
  const coordinates = dealer.locations.find((location) => location.id === locationId)?.coordinates;
  return coordinates ? distanceMiles(coordinates, town.coordinates) : Number.POSITIVE_INFINITY;
}

/** Straight-line miles a delivery is charged from (the rental base nearest the town), or undefined for a pickup. */
export function deliveryMiles(handover: Handover): number | undefined {
  return 'town' in handover ? rentalBase(handover.town).miles : undefined;
}

export interface FreeCart {
  id: string;
  fleetNumber: string;
  locationId: string;
}

/**
 * The carts of `type` at `locationIds` free for `window`, in the order they are offered: the
 * nearest showroom's first, then by fleet number. `exceptBooking` leaves one booking out of the
 * check (the one being extended or moved).
 */
export function freeCartsQuery(
  db: Executor,
  type: CartTypeId,
  window: RentalWindow,
  locationIds: readonly string[],
  exceptBooking?: string,
) {
  const order = sql<number>`case ${sql.join(
    locationIds.map((id, index) => sql`when rental_carts.location_id = ${id} then ${index}`),
    sql` `,
  )} else ${locationIds.length} end`;
  return db
    .selectFrom('rental_carts')
    .select(['rental_carts.id', 'rental_carts.fleet_number', 'rental_carts.location_id'])
    .where('rental_carts.type', '=', type)
    .where('rental_carts.status', '=', 'active')
    .where('rental_carts.location_id', 'in', locationIds)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rental_bookings')
            .select(sql.lit(1).as('one'))
            .whereRef('rental_bookings.cart_id', '=', 'rental_carts.id')
            .where(keepsCartDuring(window))
            .$if(exceptBooking !== undefined, (query) =>
              query.where('rental_bookings.id', '<>', exceptBooking!),
            ),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rental_maintenance')
            .select(sql.lit(1).as('one'))
            .whereRef('rental_maintenance.cart_id', '=', 'rental_carts.id')
            .where(inWorkshopDuring(window)),
        ),
      ),
    )
    .orderBy(order)
    .orderBy('rental_carts.fleet_number');
}

export async function freeCarts(
  db: Executor,
  type: CartTypeId,
  window: RentalWindow,
  locationIds: readonly string[],
): Promise<FreeCart[]> {
  const rows = await freeCartsQuery(db, type, window, locationIds).execute();
  return rows.map((row) => ({ id: row.id, fleetNumber: row.fleet_number, locationId: row.location_id }));
}

export interface Availability {
  ask: RentalAsk;
  window: RentalWindow;
  free: number;
  price: RentalPrice;
}

/** How many carts are free for the rental asked for, and what it costs. */
export async function availability(ask: RentalAsk, db?: Executor): Promise<Availability> {
  const executor = db ?? (await database());
  const { turnaroundHours } = await rentalSettings();
  const window = rentalWindow(ask, turnaroundHours);
  const free = await freeCarts(executor, ask.type, window, servingLocationIds(ask.handover));
  return {
    ask,
    window,
    free: free.length,
    price: rentalPrice({
      type: ask.type,
      days: ask.days,
      deliveryMiles: deliveryMiles(ask.handover),
      additionalDrivers: ask.additionalDrivers,
    }),
  };
}

export interface Alternatives {
  /** The nearest pickup dates, at the same time, with a cart of the type free. */
  dates: { pickupDate: string; free: number }[];
  /** The other types free for the dates asked for. */
  types: { type: CartTypeId; free: number }[];
}

/** How far either side of the date asked for the nearest free dates are looked for. */
const alternativeDaysEitherSide = 14;

/** One cart's busy times, as read once for the alternatives. */
interface CartTimes {
  id: string;
  type: string;
  bookings: { startsMs: number; blockedUntilMs: number }[];
  workshop: { startsOn: string; endsOn: string }[];
}

const freeIn = (cart: CartTimes, window: RentalWindow) =>
  !cart.bookings.some(
    (booking) => booking.startsMs < window.blockedUntilMs && booking.blockedUntilMs > window.startsMs,
  ) && !cart.workshop.some((time) => time.startsOn <= window.dueBackDate && time.endsOn >= window.pickupDate);

/**
 * What to offer when nothing is free: up to three of the nearest pickup dates (not in the past)
 * with a cart of the type free at the same time and length, and the other types free as asked.
 * The carts' bookings around the dates are read once and checked here, so a crowd turned away at
 * once costs the database a few queries each, not one per date and type.
 */
export async function alternatives(ask: RentalAsk, now = new Date()): Promise<Alternatives> {
  const db = await database();
  const { turnaroundHours } = await rentalSettings();
  const today = dealerToday(now);
  const asked = rentalWindow(ask, turnaroundHours);
  const spanMs = (alternativeDaysEitherSide + 1) * 24 * hourMs;
  const carts = await db
    .selectFrom('rental_carts')
    .select(['id', 'type'])
    .where('status', '=', 'active')
    .where('location_id', 'in', servingLocationIds(ask.handover))
    .execute();
  const ids = carts.map((cart) => cart.id);
  const [bookings, workshop] = ids.length
    ? await Promise.all([
        db
          .selectFrom('rental_bookings')
          .select(['cart_id', 'status', 'starts_ms', 'blocked_until_ms'])
          .where('cart_id', 'in', ids)
          .where('status', '<>', 'cancelled')
          .where((booking) =>
            booking.or([
              booking.and([
                booking('starts_ms', '<', asked.blockedUntilMs + spanMs),
                booking('blocked_until_ms', '>', asked.startsMs - spanMs),
              ]),
              booking('status', '=', 'out'),
            ]),
          )
          .execute(),
        db
          .selectFrom('rental_maintenance')
          .select(['cart_id', 'starts_on', 'ends_on'])
          .where('cart_id', 'in', ids)
          .execute(),
      ])
    : [[], []];
  const times: CartTimes[] = carts.map((cart) => ({
    ...cart,
    bookings: bookings
      .filter((booking) => booking.cart_id === cart.id)
      // As keepsCartDuring reads them: a cart out with its renter is gone from its check-out (even
      // before its pickup), and not promised again past its return until it is back.
      .map((booking) => {
        const out = booking.status === 'out';
        const blockedUntilMs = Number(booking.blocked_until_ms);
        return {
          startsMs: out ? Number.NEGATIVE_INFINITY : Number(booking.starts_ms),
          blockedUntilMs: out && blockedUntilMs <= now.getTime() ? Number.POSITIVE_INFINITY : blockedUntilMs,
        };
      }),
    workshop: workshop
      .filter((time) => time.cart_id === cart.id)
      .map((time) => ({ startsOn: time.starts_on, endsOn: time.ends_on })),
  }));
  const freeCount = (type: string, window: RentalWindow) =>
    times.filter((cart) => cart.type === type && freeIn(cart, window)).length;
  // Only a date the cart changes hands on at the time asked, within the booking horizon: every
  // date offered can be booked as it stands.
  const bookable = (pickupDate: string) =>
    !bookingDateProblem(pickupDate, 'pickup date', today) &&
    pickupTimes(pickupDate, handoverPlace(ask.handover)).includes(ask.pickupTime);
  const dates: Alternatives['dates'] = [];
  for (let offset = 1; offset <= alternativeDaysEitherSide && dates.length < 3; offset++)
    for (const pickupDate of [addDays(ask.pickupDate, -offset), addDays(ask.pickupDate, offset)]) {
      if (!bookable(pickupDate) || dates.length === 3) continue;
      const window = rentalWindow({ ...ask, pickupDate }, turnaroundHours);
      if (!stillBookable(window.startsMs, handoverPlace(ask.handover), now.getTime())) continue;
      const free = freeCount(ask.type, window);
      if (free > 0) dates.push({ pickupDate, free });
    }
  dates.sort((a, b) => a.pickupDate.localeCompare(b.pickupDate));
  const types = cartTypes
    .filter((type) => type.id !== ask.type)
    .map((type) => ({ type: type.id, free: freeCount(type.id, asked) }))
    .filter((type) => type.free > 0);
  return { dates, types };
}
