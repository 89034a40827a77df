import 'server-only';

import { remindersFrom, reminderThresholds } from '@/features/bookings/reminder-rules';
import { kickOutbox } from '@/features/leads/server/outbox';
import { dealerDateTime, dealerMoment } from '@/features/rentals/rental-time';
import { addDays } from '@/features/requests/request-dates';
import { database } from '@/server/db/database';

import { serviceBookingKey } from './booking-keys';
import { dropOffReminder } from './booking-mail';
import { findServiceBooking, queueCustomerNews } from './bookings';

/**
 * The day before a drop-off the customer gets a reminder (e-mail, and a text when they opted in),
 * once, when reminderThresholds says it is news: the booking is marked reminded with a
 * compare-and-set in the transaction that queues it, so server processes checking at the same
 * moment send one. One missed the day before goes on the day itself while half an hour of its
 * window is left.
 */
export async function sendDropOffReminders(now = new Date()): Promise<number> {
  const [today, time] = dealerDateTime(now.getTime());
  if (time < remindersFrom) return 0;
  const db = await database();
  const rule = reminderThresholds(now.getTime(), dealerMoment(today, '00:00'));
  // The window must end after this clock; past midnight, no window of today is left to come to.
  const [comeByDate, comeByTime] = dealerDateTime(rule.comeByMs);
  const due = await db
    .selectFrom('service_bookings')
    .select(['id', 'drop_off_date'])
    .where('status', '=', 'booked')
    .where('reminded_at', 'is', null)
    .where((booking) =>
      booking.or([
        booking.and([
          booking('drop_off_date', '=', addDays(today, 1)),
          booking('created_at', '<', rule.dayBeforeIfMadeBefore),
        ]),
        // Owed yesterday, with time left to come.
        ...(comeByDate === today
          ? [
              booking.and([
                booking('drop_off_date', '=', today),
                booking('window_ends_at', '>', comeByTime),
                booking('created_at', '<', rule.onTheDayIfMadeBefore),
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
