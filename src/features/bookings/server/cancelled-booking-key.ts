import 'server-only';

import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '@/server/db/schema';

/**
 * A cancelled (or released) booking gives its Idempotency-Key up: cleared, so the same post sent
 * again (a retry after "nothing was booked: try again", the form sent again after cancelling)
 * books anew instead of answering with a booking that is no more. Cleared only while it is still
 * cancelled, so nothing else about the booking is touched.
 */
export async function releaseCancelledBookingKey(
  db: Kysely<Database> | Transaction<Database>,
  table: 'rental_bookings' | 'service_bookings',
  id: string,
): Promise<void> {
  await sql`update ${sql.table(table)} set idempotency_key = null where id = ${id} and status = 'cancelled'`.execute(
    db,
  );
}
