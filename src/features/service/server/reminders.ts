import 'server-only';

import { kickOutbox } from '@/features/leads/server/outbox';
import { dealerDateTime, dealerMoment } from '@/features/rentals/rental-time';
import { addDays } from '@/features/requests/request-dates';
import { database } from '@/server/db/database';

import { serviceBookingKey } from './booking-keys';
import { dropOffReminder } from './booking-mail';
import { findServiceBooking, queueCustomerNews } from './bookings';

/**
 * The day before a drop-off, from 9AM at the dealer, the customer gets a reminder (e-mail, and a
 * text when they opted in), once: the booking is marked reminded with a compare-and-set in the
 * transaction that queues it, so server processes checking at the same moment send one. A booking
 * made the day before needs none: its confirmation is fresh. One missed the day before (no server
 * ran from 9AM to midnight) goes on the day itself, while half an hour of its window is left.
 */

export const remindFrom = '09:00';

/** A reminder sent on the day leaves the customer at least this long before the window shuts. */
const timeToComeMs = 30 * 60_000;

export async function sendDropOffReminders(now = new Date()): Promise<number> {
  const [today, time] = dealerDateTime(now.getTime());
  if (time < remindFrom) return 0;
  const db = await database();
  const freshMs = 12 * 60 * 60 * 1000;
  // The clock half an hour from now; past midnight, no window of today is left to come to.
  const [comeByDate, comeByTime] = dealerDateTime(now.getTime() + timeToComeMs);
  const due = await db
    .selectFrom('service_bookings')
    .select(['id', 'drop_off_date'])
    .where('status', '=', 'booked')
    .where('reminded_at', 'is', null)
    .where((booking) =>
      booking.or([
        booking.and([
          booking('drop_off_date', '=', addDays(today, 1)),
          booking('created_at', '<', new Date(now.getTime() - freshMs).toISOString()),
        ]),
        // Owed yesterday (made over 12 hours before it ended), with time left to come.
        ...(comeByDate === today
          ? [
              booking.and([
                booking('drop_off_date', '=', today),
                booking('window_ends_at', '>', comeByTime),
                booking('created_at', '<', new Date(dealerMoment(today, '00:00') - freshMs).toISOString()),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
  const at = now.toISOString();
  let queued = 0;
  for (const { id, drop_off_date: date } of due) {
    const sent = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('service_bookings')
        .set({ reminded_at: at })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        // Cancelled since it was found: no reminder.
        .where('status', '=', 'booked')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      const booking = (await findServiceBooking(id, trx))!;
      const day = date === today ? 'today' : 'tomorrow';
      await queueCustomerNews(trx, booking, dropOffReminder(booking, await serviceBookingKey(id), day), at);
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) kickOutbox();
  return queued;
}
