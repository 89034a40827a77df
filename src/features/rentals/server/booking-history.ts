import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction, Updateable } from 'kysely';

import { database, type Executor } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

/**
 * A booking's history: each change the desk (or the renter's own cancellation) made, with the
 * version it made. A change refused because the page was opened at an older version names the
 * changes made since, by whom and when.
 */

export interface BookingChange {
  id: string;
  version: number;
  at: string;
  by: string;
  what: string;
}

export async function recordBookingChange(
  trx: Transaction<Database>,
  bookingId: string,
  version: number,
  by: string,
  what: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('rental_booking_changes')
    .values({ id: randomUUID(), booking_id: bookingId, version, at, staff_email: by, what })
    .execute();
}

/**
 * Writes a change to a booking over the version it was read at, moving the version on by one, and
 * records it in the booking's history with that version. False, with nothing written, when another
 * change came first.
 */
export async function changeBookingAtVersion(
  trx: Transaction<Database>,
  before: { id: string; version: number },
  set: Updateable<Database['rental_bookings']>,
  change: { by: string; what: string; at: string },
): Promise<boolean> {
  const version = before.version + 1;
  const changed = await trx
    .updateTable('rental_bookings')
    .set({ ...set, version })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await recordBookingChange(trx, before.id, version, change.by, change.what, change.at);
  return true;
}

/** The booking's changes after `version` (all of them from 0), oldest first. */
export async function bookingChanges(
  bookingId: string,
  sinceVersion = 0,
  db?: Executor,
): Promise<BookingChange[]> {
  const rows = await (db ?? (await database()))
    .selectFrom('rental_booking_changes')
    .select(['id', 'version', 'at', 'staff_email', 'what'])
    .where('booking_id', '=', bookingId)
    .where('version', '>', sinceVersion)
    .orderBy('version')
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    at: row.at,
    by: row.staff_email,
    what: row.what,
  }));
}
