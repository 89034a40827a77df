import 'server-only';

import { Cron } from 'croner';

import { dealerTimeZone } from '@/content/dealer-time-zone';
import { remindersFrom, reminderThresholds } from '@/features/bookings/reminder-rules';
import { kickOutbox, queueMessages } from '@/features/leads/server/outbox';
import { addDays } from '@/features/requests/request-dates';
import { appLog } from '@/server/app-log';
import { database } from '@/server/db/database';

import { dealerDateTime, dealerMoment } from '../rental-time';
import { pickupReminder, returnReminder } from './booking-mail';
import { findBooking } from './bookings';
import { rentTakenAtDesk } from './counter-records';

/**
 * The renter's reminders through the outbox: the day before the pickup (what to bring: every
 * driver's licence) and the day before the return. A job in every server process looks every few
 * minutes; each reminder is claimed with a compare-and-set on its column (`pickup_reminder_at`,
 * `return_reminder_at`) in the transaction that queues it, so several processes send it once. When
 * a reminder is news (made long enough before; on the day, with time left to come) is
 * reminderThresholds', as for a drop-off. `now` is a parameter so that tests move the clock
 * instead of waiting.
 */

type ReminderColumn = 'pickup_reminder_at' | 'return_reminder_at';

export async function sendRentalReminders(now = new Date()): Promise<{ pickups: number; returns: number }> {
  const [today, clock] = dealerDateTime(now.getTime());
  if (clock < remindersFrom) return { pickups: 0, returns: 0 };
  const tomorrow = addDays(today, 1);
  const rule = reminderThresholds(now.getTime(), dealerMoment(today, '00:00'));
  const db = await database();
  const [pickups, returns] = await Promise.all([
    db
      .selectFrom('rental_bookings')
      .select('id')
      .where('status', '=', 'booked')
      .where('pickup_reminder_at', 'is', null)
      .where((booking) =>
        booking.or([
          booking.and([
            booking('pickup_date', '=', tomorrow),
            booking('created_at', '<', rule.dayBeforeIfMadeBefore),
          ]),
          booking.and([
            booking('pickup_date', '=', today),
            booking('starts_ms', '>', rule.comeByMs),
            booking('created_at', '<', rule.onTheDayIfMadeBefore),
          ]),
        ]),
      )
      .execute(),
    db
      .selectFrom('rental_bookings')
      .select('id')
      .where('status', 'in', ['booked', 'out'])
      .where('return_reminder_at', 'is', null)
      .where((booking) =>
        booking.or([
          booking.and([
            booking('ends_ms', '>=', dealerMoment(tomorrow, '00:00')),
            booking('ends_ms', '<', dealerMoment(addDays(tomorrow, 1), '00:00')),
            // A rental that has not begun yet (a day's hire tomorrow) gets its pickup reminder instead.
            booking('starts_ms', '<=', now.getTime()),
          ]),
          // A rental ending today began yesterday at the latest (it lasts whole days): it was owed
          // its return reminder then.
          booking.and([
            booking('ends_ms', '>', rule.comeByMs),
            booking('ends_ms', '<', dealerMoment(tomorrow, '00:00')),
          ]),
        ]),
      )
      .execute(),
  ]);
  let sentPickups = 0;
  let sentReturns = 0;
  for (const { id } of pickups) if (await claimAndQueue(id, 'pickup_reminder_at', now)) sentPickups++;
  for (const { id } of returns) if (await claimAndQueue(id, 'return_reminder_at', now)) sentReturns++;
  if (sentPickups + sentReturns > 0) kickOutbox();
  return { pickups: sentPickups, returns: sentReturns };
}

/** Marks the reminder sent unless another process did first, and queues it in the same transaction. */
async function claimAndQueue(id: string, column: ReminderColumn, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const db = await database();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('rental_bookings')
      .set({ [column]: at })
      .where('id', '=', id)
      .where(column, 'is', null)
      .where('status', 'in', column === 'pickup_reminder_at' ? ['booked'] : ['booked', 'out'])
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const booking = (await findBooking(id, trx))!;
    const [today] = dealerDateTime(now.getTime());
    const messages =
      column === 'pickup_reminder_at'
        ? pickupReminder(booking, booking.pickupDate === today ? 'today' : 'tomorrow')
        : returnReminder(
            booking,
            dealerDateTime(booking.endsMs)[0] === today ? 'today' : 'tomorrow',
            await rentTakenAtDesk(id, trx),
          );
    if (booking.leadId && messages.length > 0) await queueMessages(trx, booking.leadId, messages, at);
    return true;
  });
}

/** How often each process looks for reminders due. */
const schedule = '*/5 * * * *';

/** Starts the reminder job in this process (src/instrumentation.ts); it never keeps the process alive. */
export function startRentalReminders(): Cron {
  return new Cron(
    schedule,
    {
      timezone: dealerTimeZone,
      protect: true,
      unref: true,
      catch: (error) => appLog.error({ err: error }, 'Rental reminders failed'),
    },
    async () => {
      await sendRentalReminders();
    },
  );
}
