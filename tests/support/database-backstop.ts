import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';
import pino from 'pino';
import { expect } from 'vitest';

import type { Database } from '@/server/db/schema';

/**
 * What a booking path whose lock failed would write: a copy of the booking `reference` (the same
 * cart and hours, or the same day and window) under a reference of its own, in the path's own
 * transaction. The database refuses it by itself, as a BackstopError; `unlessBackstopped`, which
 * every booking path asks, logs it as an error and answers that nothing was booked (`undefined`,
 * which each path answers with `takenAMomentAgo`).
 */
export async function expectDatabaseBackstop(
  table: 'rental_bookings' | 'service_bookings',
  reference: string,
  inBookingTransaction: <T>(change: (trx: Transaction<Database>) => Promise<T>) => Promise<T>,
): Promise<void> {
  const { database } = await import('@/server/db/database');
  const { BackstopError, unlessBackstopped } = await import('@/features/bookings/server/database-refusal');
  const booked = await (
    await database()
  )
    .selectFrom(table)
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const copy = { ...booked, id: randomUUID(), reference: `${reference}-2`, idempotency_key: null };
  const overBooking = () => inBookingTransaction((trx) => trx.insertInto(table).values(copy).execute());
  await expect(overBooking()).rejects.toBeInstanceOf(BackstopError);
  const lines: { level: number; err?: { type: string } }[] = [];
  const log = pino({}, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  await expect(unlessBackstopped(overBooking, log)).resolves.toBeUndefined();
  expect(lines).toEqual([
    expect.objectContaining({ level: 50, err: expect.objectContaining({ type: 'BackstopError' }) }),
  ]);
}
