import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable, Transaction, Updateable } from 'kysely';

import type { CartTypeId } from '@/content/rental-plans';
import { refusedBy } from '@/features/bookings/server/database-refusal';
import { addDays, dealerToday } from '@/features/requests/request-dates';
import { database, type Executor } from '@/server/db/database';
import { isSqlite } from '@/server/db/dialect';
import type { Database } from '@/server/db/schema';

import { bookingDueBackMs, type Booking } from '../booking';
import type { CartInput, CartStatus } from '../desk-forms';
import { dealerDateTime, dealerMoment } from '../rental-time';
import type { FreeCart } from './availability';
import { bookingQuery, otherFreeCarts, toBooking } from './bookings';
import { notifyWaitlist } from './waitlist';

/**
 * The rental fleet as the office keeps it: each cart's type, fleet number and showroom, its days
 * in the workshop, and whether it is retired. A change that would leave a booking without its
 * cart (workshop days over it, retiring the cart, another type or showroom) is refused, naming
 * those bookings with the carts each could move to. Every change first locks the cart's row, as
 * the booking path does when it takes a cart (on SQLite every transaction is the only writer),
 * so a booking and a workshop entry for the same cart cannot cross.
 */

export interface MaintenanceEntry {
  id: string;
  startsOn: string;
  endsOn: string;
  reason: string;
  createdBy: string;
}

export interface FleetCart {
  id: string;
  fleetNumber: string;
  type: CartTypeId;
  locationId: string;
  status: CartStatus;
  notes: string;
  updatedAt: string;
  version: number;
  /** Workshop days not over yet, soonest first. */
  maintenance: MaintenanceEntry[];
  /** Bookings not over yet (booked or out). */
  upcoming: number;
}

/** A booking a fleet change would strand, and the carts it could move to instead. */
export interface StrandedBooking {
  booking: Booking;
  moveTo: FreeCart[];
}

export type FleetOutcome =
  | { outcome: 'saved'; cartId: string }
  | { outcome: 'missing' }
  | { outcome: 'stale'; updatedAt: string }
  | { outcome: 'duplicate'; fleetNumber: string }
  | { outcome: 'refused'; message: string; field?: string }
  | { outcome: 'stranded'; bookings: StrandedBooking[] };

// A booking waiting for its payment holds its cart too (payments online).
const upcomingStatuses = ['pending', 'booked', 'out'];

export async function listFleet(now = new Date()): Promise<FleetCart[]> {
  const db = await database();
  const today = dealerToday(now);
  const [carts, workshop, upcoming] = await Promise.all([
    db.selectFrom('rental_carts').selectAll().orderBy('status').orderBy('fleet_number').execute(),
    db
      .selectFrom('rental_maintenance')
      .selectAll()
      .where('ends_on', '>=', today)
      .orderBy('starts_on')
      .execute(),
    db
      .selectFrom('rental_bookings')
      .select(['cart_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('status', 'in', upcomingStatuses)
      .where('blocked_until_ms', '>', now.getTime())
      .groupBy('cart_id')
      .execute(),
  ]);
  const counts = new Map(upcoming.map((row) => [row.cart_id, Number(row.count)]));
  return carts.map((cart) => ({
    id: cart.id,
    fleetNumber: cart.fleet_number,
    type: cart.type as CartTypeId,
    locationId: cart.location_id,
    status: cart.status as CartStatus,
    notes: cart.notes,
    updatedAt: cart.updated_at,
    version: cart.version,
    maintenance: workshop
      .filter((entry) => entry.cart_id === cart.id)
      .map((entry) => ({
        id: entry.id,
        startsOn: entry.starts_on,
        endsOn: entry.ends_on,
        reason: entry.reason,
        createdBy: entry.created_by,
      })),
    upcoming: counts.get(cart.id) ?? 0,
  }));
}

/**
 * The cart's row, held until the transaction ends: on PostgreSQL `for update`, the lock the
 * booking path takes on a cart; on SQLite the transaction itself is the only writer.
 */
export async function lockCart(trx: Transaction<Database>, id: string) {
  const query = trx.selectFrom('rental_carts').selectAll().where('id', '=', id);
  return (isSqlite(trx) ? query : query.forUpdate()).executeTakeFirst();
}

/** What a change to a cart answers: why not, or the columns to set besides its version. */
type CartChange = FleetOutcome | Updateable<Database['rental_carts']>;

/**
 * Whether a saved change can free dates for people waiting: workshop days taken off, a cart back
 * in service or at another showroom or of another type. One that only takes time away or renames
 * cannot, and spares the waitlist's queries inside the cart's lock.
 */
type FreesDates = (
  before: Selectable<Database['rental_carts']>,
  set: Updateable<Database['rental_carts']>,
) => boolean;

/**
 * A change to one cart, in one transaction, only over the version the page was opened at: with
 * the cart's row locked, `change` writes what it needs and answers the columns to set besides,
 * or why not; the cart's version then moves on by one.
 */
async function changeCart(
  id: string,
  expectedVersion: number,
  now: Date,
  freesDates: FreesDates,
  change: (trx: Transaction<Database>, cart: Selectable<Database['rental_carts']>) => Promise<CartChange>,
): Promise<FleetOutcome> {
  const db = await database();
  return db.transaction().execute(async (trx): Promise<FleetOutcome> => {
    const cart = await lockCart(trx, id);
    if (!cart) return { outcome: 'missing' };
    if (cart.version !== expectedVersion) return { outcome: 'stale', updatedAt: cart.updated_at };
    const set = await change(trx, cart);
    if ('outcome' in set) return set;
    await trx
      .updateTable('rental_carts')
      .set({ ...set, updated_at: now.toISOString(), version: cart.version + 1 })
      .where('id', '=', id)
      .execute();
    // Dates that may have come free: people waiting are told as a cancellation tells them.
    if (freesDates(cart, set))
      await notifyWaitlist(trx, (set.type ?? cart.type) as CartTypeId, fromNowOn(now), now.toISOString());
    return { outcome: 'saved', cartId: id };
  });
}

/** Every time from `now` on: what a cart added, back in service or moved frees for the waitlist. */
const fromNowOn = (now: Date) => ({ startsMs: now.getTime(), blockedUntilMs: Number.MAX_SAFE_INTEGER });

/** The bookings from now on that would lose the cart (it is retired, or changes type or showroom). */
const strandedFromNow = (trx: Transaction<Database>, id: string, now: Date) =>
  strandedBookings(trx, id, { fromMs: now.getTime(), toMs: Number.MAX_SAFE_INTEGER });

/** Another cart with this fleet number, in any letter case. */
async function fleetNumberTaken(db: Executor, fleetNumber: string, exceptCart?: string): Promise<boolean> {
  const row = await db
    .selectFrom('rental_carts')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['fleet_number']), '=', fleetNumber.toUpperCase()))
    .$if(exceptCart !== undefined, (query) => query.where('id', '<>', exceptCart!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function addCart(input: CartInput, now = new Date()): Promise<FleetOutcome> {
  const db = await database();
  const at = now.toISOString();
  const id = randomUUID();
  try {
    return await db.transaction().execute(async (trx): Promise<FleetOutcome> => {
      if (await fleetNumberTaken(trx, input.fleetNumber))
        return { outcome: 'duplicate', fleetNumber: input.fleetNumber };
      await trx
        .insertInto('rental_carts')
        .values({
          id,
          fleet_number: input.fleetNumber,
          type: input.type,
          location_id: input.location,
          notes: input.notes,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await notifyWaitlist(trx, input.type, fromNowOn(now), at);
      return { outcome: 'saved', cartId: id };
    });
  } catch (error) {
    // Two carts added with one number at the same moment: the unique index refuses the second.
    if (refusedBy(error, 'fleet_number')) return { outcome: 'duplicate', fleetNumber: input.fleetNumber };
    throw error;
  }
}

/** The cart's bookings (booked or out) whose time matches `overlaps`, oldest first, with where each could go. */
async function strandedBookings(
  trx: Transaction<Database>,
  cartId: string,
  range: { fromMs: number; toMs: number },
  overlaps: (booking: Booking) => boolean = () => true,
): Promise<StrandedBooking[]> {
  const rows = await bookingQuery(trx)
    .where('rental_bookings.cart_id', '=', cartId)
    .where('rental_bookings.status', 'in', upcomingStatuses)
    .where((booking) =>
      booking.or([
        booking('rental_bookings.starts_ms', '<', range.toMs),
        // Out with the renter already, even before its pickup: the cart is gone from then.
        booking('rental_bookings.status', '=', 'out'),
      ]),
    )
    .where('rental_bookings.blocked_until_ms', '>', range.fromMs)
    .orderBy('rental_bookings.starts_ms')
    .execute();
  const bookings = rows.map(toBooking).filter(overlaps);
  const stranded: StrandedBooking[] = [];
  for (const booking of bookings)
    stranded.push({
      booking,
      // A cart out with the renter cannot be swapped from the office: it is named, not offered a move.
      moveTo: booking.status === 'booked' ? await otherFreeCarts(booking, undefined, trx) : [],
    });
  return stranded;
}

/** Changes a cart's fleet number, notes, and (when nothing is booked on it from now) its type or showroom. */
export async function updateCart(
  id: string,
  change: CartInput & { expectedVersion: number },
  now = new Date(),
): Promise<FleetOutcome> {
  const movedOrRetyped: FreesDates = (before, set) =>
    set.type !== before.type || set.location_id !== before.location_id;
  return changeCart(
    id,
    change.expectedVersion,
    now,
    movedOrRetyped,
    async (trx, cart): Promise<CartChange> => {
      if (await fleetNumberTaken(trx, change.fleetNumber, id))
        return { outcome: 'duplicate', fleetNumber: change.fleetNumber };
      if (change.type !== cart.type || change.location !== cart.location_id) {
        const stranded = await strandedFromNow(trx, id, now);
        if (stranded.length > 0) return { outcome: 'stranded', bookings: stranded };
      }
      return {
        fleet_number: change.fleetNumber,
        type: change.type,
        location_id: change.location,
        notes: change.notes,
      };
    },
  );
}

/**
 * Puts the cart in the workshop from `from` through `to` (dealer dates), unless a booking that
 * has not ended uses it on one of those days: the same day rule as availability (a rental from
 * its pickup date through the date it is due back, the next opening when it ends while shut).
 */
export async function addMaintenance(
  id: string,
  entry: { from: string; to: string; reason: string; expectedVersion: number; by: string },
  now = new Date(),
): Promise<FleetOutcome> {
  if (entry.to < dealerToday(now))
    return {
      outcome: 'refused',
      message: 'Those days are past: enter workshop days from today on.',
      field: 'to',
    };
  const takesTimeAway: FreesDates = () => false;
  return changeCart(id, entry.expectedVersion, now, takesTimeAway, async (trx): Promise<CartChange> => {
    const stranded = await strandedBookings(
      trx,
      id,
      { fromMs: dealerMoment(entry.from, '00:00') - 1, toMs: dealerMoment(addDays(entry.to, 1), '00:00') },
      (booking) =>
        (booking.status === 'out' || booking.pickupDate <= entry.to) &&
        dealerDateTime(bookingDueBackMs(booking))[0] >= entry.from,
    );
    if (stranded.length > 0) return { outcome: 'stranded', bookings: stranded };
    await trx
      .insertInto('rental_maintenance')
      .values({
        id: randomUUID(),
        cart_id: id,
        starts_on: entry.from,
        ends_on: entry.to,
        reason: entry.reason,
        created_by: entry.by,
        created_at: now.toISOString(),
      })
      .execute();
    return {};
  });
}

/** Takes workshop days off the cart: it can be booked on them again. */
export async function removeMaintenance(
  id: string,
  entryId: string,
  expectedVersion: number,
  now = new Date(),
): Promise<FleetOutcome> {
  const givesTimeBack: FreesDates = () => true;
  return changeCart(id, expectedVersion, now, givesTimeBack, async (trx): Promise<CartChange> => {
    const removed = await trx
      .deleteFrom('rental_maintenance')
      .where('id', '=', entryId)
      .where('cart_id', '=', id)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) === 1 ? {} : { outcome: 'missing' };
  });
}

/** Retires a cart (no booking from now on may need it) or puts it back in service. */
export async function setCartStatus(
  id: string,
  status: CartStatus,
  expectedVersion: number,
  now = new Date(),
): Promise<FleetOutcome> {
  const backInService: FreesDates = (before, set) => before.status === 'retired' && set.status === 'active';
  return changeCart(id, expectedVersion, now, backInService, async (trx): Promise<CartChange> => {
    if (status === 'retired') {
      const stranded = await strandedFromNow(trx, id, now);
      if (stranded.length > 0) return { outcome: 'stranded', bookings: stranded };
    }
    return { status };
  });
}
