import 'server-only';

import { dealerToday } from '@/features/requests/request-dates';
import { database } from '@/server/db/database';
import { mailConfigured, notEmailed } from '@/server/mail/transport';
import { smsConfigured } from '@/server/sms/twilio-sender';

import type { ServiceBooking } from '../service-booking';
import { windowsOn } from '../service-shop';
import { toServiceBooking } from './bookings';
import { dayLoads, serviceLocationId, shopWindows } from './shop';

/**
 * The job board's day: each drop-off window of the day (and any job booked in a window that no
 * longer runs that day) with its jobs in the order they were booked, and what the day holds.
 */
export interface BoardDay {
  date: string;
  onDuty: number;
  booked: number;
  /** Minutes booked past capacity by staff, with a reason. */
  overCapacity: number;
  windows: { id: string; label: string; maxCarts: number | null; jobs: ServiceBooking[] }[];
  /**
   * Carts at the workshop that are not this day's drop-offs: brought in on earlier days and not yet
   * picked up, and, on today's board and later ones, those checked in ahead of their own day.
   */
  stillIn: ServiceBooking[];
}

/** The statuses of a cart that is at the workshop. */
const inWorkshop = ['checked-in', 'diagnosing', 'awaiting-approval', 'waiting-parts', 'ready'] as const;

export async function boardDay(date: string, today = dealerToday()): Promise<BoardDay | undefined> {
  const locationId = await serviceLocationId();
  if (!locationId) return undefined;
  const db = await database();
  const [windows, [load], rows, earlier] = await Promise.all([
    shopWindows(locationId, { all: true }),
    dayLoads(locationId, [date]),
    db
      .selectFrom('service_bookings')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('drop_off_date', '=', date)
      .where('status', '<>', 'cancelled')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('service_bookings')
      .selectAll()
      .where('location_id', '=', locationId)
      // A past day's board cannot know which carts came in early before it: those from earlier days.
      .where('drop_off_date', date >= today ? '<>' : '<', date)
      .where('status', 'in', inWorkshop)
      .orderBy('drop_off_date')
      .orderBy('created_at')
      .execute(),
  ]);
  const jobs = rows.map(toServiceBooking);
  const open = windowsOn(windows, date);
  const extra = [...new Set(jobs.map((job) => job.windowId))].filter(
    (id) => !open.some((window) => window.id === id),
  );
  return {
    date,
    onDuty: load!.onDuty,
    booked: load!.booked,
    overCapacity: jobs.filter((job) => job.overCapacityReason).reduce((sum, job) => sum + job.minutes, 0),
    windows: [
      ...open.map((window) => ({
        id: window.id,
        label: window.label,
        maxCarts: window.maxCarts,
        jobs: jobs.filter((job) => job.windowId === window.id),
      })),
      ...extra.map((id) => {
        const inIt = jobs.filter((job) => job.windowId === id);
        return { id, label: inIt[0]!.windowLabel, maxCarts: null, jobs: inIt };
      }),
    ],
    stillIn: earlier.map(toServiceBooking),
  };
}

/**
 * What the board says after a status changed from it: that the customer is e-mailed only while
 * mail is on; with mail off and texts on, that those who asked for texts are still texted.
 */
export const boardSavedNotice = () =>
  mailConfigured()
    ? 'Saved: the customer is told.'
    : smsConfigured()
      ? `Saved. ${notEmailed('customer')}: tell them, unless the job's page says they are texted each change.`
      : `Saved. ${notEmailed('customer')}: tell them.`;
