import 'server-only';

import { appLog } from '@/server/app-log';
import { database } from '@/server/db/database';

import { bookingDueBackMs } from '../booking';
import { hourMs } from '../rental-time';
import { inBookingTransaction } from './bookings';
import { lockCart } from './fleet';
import { rentalSettings } from './rental-settings';

/** A booking that could not be kept until its cart is back, and the booking of that cart in the way. */
export interface KeptShort {
  reference: string;
  nextReference: string;
}

/** What the start-up pass did: bookings kept longer, and those a later booking stops. */
export interface DueBackUpgrade {
  kept: number;
  short: KeptShort[];
}

const liveStatuses = ['pending', 'booked', 'out'];

/**
 * Bookings made before a cart was kept until it is due back (dueBackMs) hold it only until their
 * end plus the turnaround, so a Saturday day hire due back at Monday's opening left its cart free
 * for a booking at that opening. Each one still to come or out is kept until its due-back time
 * plus the turnaround, as a booking made now is, but never into a later booking of its cart: that
 * pair is returned for the desk to sort out (in the log), again at each start while the later
 * booking begins before the cart is even due back. Run at start; a booking kept until it is due
 * back (made since, or done before) is left as it is.
 */
export async function keepEarlierBookingsUntilDueBack(): Promise<DueBackUpgrade> {
  const rows = await (
    await database()
  )
    .selectFrom('rental_bookings')
    .select(['id', 'cart_id', 'ends_ms', 'blocked_until_ms', 'town', 'location_id'])
    .where('status', 'in', liveStatuses)
    .execute();
  const turnaroundMs = (await rentalSettings()).turnaroundHours * hourMs;
  const upgrade: DueBackUpgrade = { kept: 0, short: [] };
  for (const row of rows) {
    const [endsMs, blockedUntilMs] = [Number(row.ends_ms), Number(row.blocked_until_ms)];
    const dueBackMs = bookingDueBackMs({ endsMs, town: row.town, locationId: row.location_id });
    // Kept until it is due back already, or set by hand to end before its own return.
    if (blockedUntilMs >= dueBackMs || blockedUntilMs < endsMs) continue;
    const wanted = dueBackMs + turnaroundMs;
    try {
      const outcome = await inBookingTransaction(async (trx) => {
        await lockCart(trx, row.cart_id);
        const booking = await trx
          .selectFrom('rental_bookings')
          .select(['reference', 'blocked_until_ms'])
          .where('id', '=', row.id)
          .where('status', 'in', liveStatuses)
          .executeTakeFirst();
        // Changed since it was read (returned, cancelled, moved): what it holds now is its own.
        if (!booking || Number(booking.blocked_until_ms) !== blockedUntilMs) return undefined;
        const next = await trx
          .selectFrom('rental_bookings')
          .select(['reference', 'starts_ms'])
          .where('cart_id', '=', row.cart_id)
          .where('id', '<>', row.id)
          .where('status', '<>', 'cancelled')
          .where('starts_ms', '>=', blockedUntilMs)
          .where('starts_ms', '<', wanted)
          .orderBy('starts_ms')
          .executeTakeFirst();
        const until = next ? Number(next.starts_ms) : wanted;
        if (until > blockedUntilMs)
          await trx
            .updateTable('rental_bookings')
            .set({ blocked_until_ms: until })
            .where('id', '=', row.id)
            .execute();
        return next ? { reference: booking.reference, nextReference: next.reference } : 'kept';
      });
      if (outcome === 'kept') upgrade.kept++;
      else if (outcome) upgrade.short.push(outcome);
    } catch (error) {
      // One booking the pass cannot keep longer leaves the others to it.
      appLog.error(
        { err: error, booking: row.id },
        'Could not keep a rental booking until its cart is due back',
      );
    }
  }
  return upgrade;
}
