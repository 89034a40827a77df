import 'server-only';

import { database, type Executor } from '@/server/db/database';

import {
  counterKinds,
  recordedCents,
  type CounterKind,
  type CounterMethod,
  type CounterPayment,
} from '../counter-account';

/**
 * What the rental desk's counter recorded for a booking, read: below the bookings and the desk's
 * changes, so that what they tell the renter can say what was paid (counter-payments.ts records).
 */

/** A booking's counter payments, oldest first. */
export async function counterPayments(bookingId: string, db?: Executor): Promise<CounterPayment[]> {
  const rows = await (db ?? (await database()))
    .selectFrom('rental_counter_payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('recorded_at')
    .execute();
  // Recorded together (the check-out's rent and deposit), they are read in the order they are due.
  const dueOrder = (kind: string) => counterKinds.indexOf(kind as CounterKind);
  rows.sort((a, b) => a.recorded_at.localeCompare(b.recorded_at) || dueOrder(a.kind) - dueOrder(b.kind));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as CounterKind,
    cents: row.cents,
    method: row.method as CounterMethod,
    by: row.recorded_by,
    at: row.recorded_at,
  }));
}

/** The rent the counter recorded taking for a booking, in cents: what a letter counts as paid at the desk. */
export async function rentTakenAtDesk(bookingId: string, db?: Executor): Promise<number> {
  return recordedCents(await counterPayments(bookingId, db), 'rent');
}
