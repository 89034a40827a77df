import 'server-only';

import { sql } from 'kysely';

import type { CartTypeId } from '@/content/rental-plans';
import type { LeadBooked } from '@/features/bookings/lead-booked';
import { addDays, dealerToday } from '@/features/requests/request-dates';
import { database } from '@/server/db/database';

import { bookingDueBackMs, bookingStatusLabels, type Booking, type BookingStatus } from '../booking';
import type { CartStatus } from '../desk-forms';
import { dealerMoment } from '../rental-time';
import { keepsCartDuring } from './availability';
import { bookingQuery, toBooking } from './bookings';

/**
 * What the rental desk reads: the day's pickups and returns at the dealer, the fleet calendar
 * for a range of days, a lead's booking, and the figures the managers' dashboard shows. Each is a
 * fixed number of queries, whatever the range or the size of the fleet.
 */

export interface TodaysHandovers {
  today: string;
  /** Pickups today, checked out or not, by time. */
  pickups: Booking[];
  /**
   * Returns due back today (bookingDueBackMs: a rental ending while its showroom is shut comes back
   * at the next opening), by that time, and carts still out past the time they were due back on an
   * earlier day.
   */
  returns: Booking[];
}

/** How far before its due-back day a rental may end: a showroom shut for days (dueBackMs looks a week on). */
const dueBackLagDays = 8;

/** Today's pickups and returns in the dealer's time zone. */
export async function todaysHandovers(now = new Date()): Promise<TodaysHandovers> {
  const db = await database();
  const today = dealerToday(now);
  const startMs = dealerMoment(today, '00:00');
  const endMs = dealerMoment(addDays(today, 1), '00:00');
  const [pickups, ending] = await Promise.all([
    bookingQuery(db)
      .where('rental_bookings.pickup_date', '=', today)
      .where('rental_bookings.status', '<>', 'cancelled')
      .orderBy('rental_bookings.starts_ms')
      .orderBy('rental_carts.fleet_number')
      .execute(),
    bookingQuery(db)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('rental_bookings.ends_ms', '>=', dealerMoment(addDays(today, -dueBackLagDays), '00:00')),
            eb('rental_bookings.ends_ms', '<', endMs),
            eb('rental_bookings.status', 'in', ['booked', 'out', 'returned']),
          ]),
          // Still out from an earlier day.
          eb.and([eb('rental_bookings.ends_ms', '<', startMs), eb('rental_bookings.status', '=', 'out')]),
        ]),
      )
      .execute(),
  ]);
  const returns = ending
    .map(toBooking)
    .map((booking) => ({ booking, dueBack: bookingDueBackMs(booking) }))
    .filter(
      ({ booking, dueBack }) =>
        (dueBack >= startMs && dueBack < endMs) || (dueBack < startMs && booking.status === 'out'),
    )
    .sort((a, b) => a.dueBack - b.dueBack || a.booking.fleetNumber.localeCompare(b.booking.fleetNumber))
    .map(({ booking }) => booking);
  return { today, pickups: pickups.map(toBooking), returns };
}

export interface CalendarCart {
  id: string;
  fleetNumber: string;
  type: CartTypeId;
  locationId: string;
  status: CartStatus;
}

export interface CalendarBar {
  id: string;
  cartId: string;
  reference: string;
  renter: string;
  status: BookingStatus;
  startsMs: number;
  endsMs: number;
  blockedUntilMs: number;
  /** Out past its return, not back yet: its cart is held until it is, whatever day is shown. */
  overdue: boolean;
}

export interface CalendarWorkshop {
  cartId: string;
  startsOn: string;
  endsOn: string;
  reason: string;
}

export interface FleetCalendar {
  from: string;
  days: number;
  /** The range's first and last moments: midnight of `from` to midnight after its last day. */
  startMs: number;
  endMs: number;
  carts: CalendarCart[];
  bookings: CalendarBar[];
  workshop: CalendarWorkshop[];
}

/**
 * The fleet by days from `from`: every cart in service (and a retired one that still has a
 * booking in the range), every booking that holds a cart in the range, and the workshop days.
 * Three queries for any range: the carts, the range's bookings, its workshop days.
 */
export async function fleetCalendar(from: string, days: number, now = Date.now()): Promise<FleetCalendar> {
  const db = await database();
  const startMs = dealerMoment(from, '00:00');
  const last = addDays(from, days - 1);
  const endMs = dealerMoment(addDays(from, days), '00:00');
  const [carts, bookings, workshop] = await Promise.all([
    db
      .selectFrom('rental_carts')
      .select(['id', 'fleet_number', 'type', 'location_id', 'status'])
      .orderBy('location_id')
      .orderBy('type')
      .orderBy('fleet_number')
      .execute(),
    db
      .selectFrom('rental_bookings')
      .select([
        'id',
        'cart_id',
        'reference',
        'first_name',
        'last_name',
        'status',
        'starts_ms',
        'ends_ms',
        'blocked_until_ms',
      ])
      // As availability counts them: a cart still out past its return is held on every day shown.
      .where(keepsCartDuring({ startsMs: startMs, blockedUntilMs: endMs }, now))
      .orderBy('starts_ms')
      .execute(),
    db
      .selectFrom('rental_maintenance')
      .select(['cart_id', 'starts_on', 'ends_on', 'reason'])
      .where('starts_on', '<=', last)
      .where('ends_on', '>=', from)
      .execute(),
  ]);
  const booked = new Set(bookings.map((row) => row.cart_id));
  return {
    from,
    days,
    startMs,
    endMs,
    carts: carts
      .filter((cart) => cart.status === 'active' || booked.has(cart.id))
      .map((cart) => ({
        id: cart.id,
        fleetNumber: cart.fleet_number,
        type: cart.type as CartTypeId,
        locationId: cart.location_id,
        status: cart.status as CartStatus,
      })),
    bookings: bookings.map((row) => {
      const overdue = row.status === 'out' && Number(row.blocked_until_ms) <= now;
      return {
        id: row.id,
        cartId: row.cart_id,
        reference: row.reference,
        renter: `${row.first_name} ${row.last_name}`,
        status: row.status as BookingStatus,
        startsMs: Number(row.starts_ms),
        endsMs: Number(row.ends_ms),
        blockedUntilMs: overdue
          ? Math.max(endMs, Number(row.blocked_until_ms))
          : Number(row.blocked_until_ms),
        overdue,
      };
    }),
    workshop: workshop.map((row) => ({
      cartId: row.cart_id,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      reason: row.reason,
    })),
  };
}

/** The booking a lead was stored for (a booking is a rental lead answered at once), if any. */
export async function bookingOfLead(
  leadId: string,
): Promise<Pick<Booking, 'id' | 'reference' | 'status'> | undefined> {
  const db = await database();
  const row = await db
    .selectFrom('rental_bookings')
    .select(['id', 'reference', 'status'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return row && { id: row.id, reference: row.reference, status: row.status as BookingStatus };
}

/** The rental booking a lead was stored for, as its page shows it; its desk page if `mayOpen`. */
export async function rentalBookedOfLead(leadId: string, mayOpen: boolean): Promise<LeadBooked | undefined> {
  const booking = await bookingOfLead(leadId);
  return (
    booking && {
      what: 'Rental booking',
      reference: booking.reference,
      status: bookingStatusLabels[booking.status],
      cancelled: booking.status === 'cancelled',
      href: mayOpen ? `/admin/rentals/bookings/${booking.id}` : undefined,
      desk: 'the rental desk',
      seenBy: 'the rentals team and managers',
    }
  );
}

export interface RentalFigures {
  /** Bookings made in the period, neither cancelled nor still waiting for their online payment. */
  bookings: number;
  cancelled: number;
  /** Waiting for their online payment: booked only once paid, released if not. */
  waitingForPayment: number;
  /** The totals of those bookings, in cents. */
  bookedCents: number;
}

/** Bookings made in the last `days` days as of `now`, and what they are worth. */
export async function rentalFigures(days: number, now = new Date()): Promise<RentalFigures> {
  const db = await database();
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const row = await db
    .selectFrom('rental_bookings')
    .select([
      sql<number | string>`count(case when status not in ('cancelled', 'pending') then 1 end)`.as('kept'),
      sql<number | string>`count(case when status = 'cancelled' then 1 end)`.as('cancelled'),
      sql<number | string>`count(case when status = 'pending' then 1 end)`.as('pending'),
      sql<
        number | string | null
      >`sum(case when status not in ('cancelled', 'pending') then total_cents end)`.as('cents'),
    ])
    .where('created_at', '>=', since)
    .where('created_at', '<=', now.toISOString())
    .executeTakeFirstOrThrow();
  return {
    bookings: Number(row.kept),
    cancelled: Number(row.cancelled),
    waitingForPayment: Number(row.pending),
    bookedCents: Number(row.cents ?? 0),
  };
}
