import 'server-only';

import { dealerDateTime } from '@/features/rentals/rental-time';
import { daysBetween } from '@/features/requests/request-dates';
import { staffNamer } from '@/features/staff/server/staff-directory';
import { database } from '@/server/db/database';

import { firstFreeSlot, windowsOn } from '../service-shop';
import { jobTypes, openSlotDays, serviceLocationId, shopOutlook, slotSearchDays } from './shop';

/** The days looked at for the open days shown: the first seven of them that are open. */
const dashboardDays = 14;

/**
 * The service shop's figures on the dashboard: booked hours against hours on duty for the next
 * open days, the share of jobs ready by the time they were promised, the days to each job's first
 * free drop-off, and the bookings staff made past capacity, with why.
 */
export interface ServiceFigures {
  days: { date: string; booked: number; onDuty: number; overCapacity: number }[];
  /** Jobs whose promised time passed in the last 30 days: how many, and how many were ready by it. */
  promised: number;
  readyOnTime: number;
  firstFree: { job: string; days: number | null }[];
  overCapacity: {
    reference: string;
    date: string;
    job: string;
    reason: string;
    by: string | null;
    id: string;
  }[];
}

export async function serviceFigures(now = new Date()): Promise<ServiceFigures | undefined> {
  const locationId = await serviceLocationId();
  if (!locationId) return undefined;
  const db = await database();
  const [today] = dealerDateTime(now.getTime());
  // One reading of the shop serves the days ahead and every job's first free drop-off.
  const [outlook, jobs, over, promised, named] = await Promise.all([
    shopOutlook(locationId, today, slotSearchDays, now),
    jobTypes(),
    db
      .selectFrom('service_bookings')
      .select([
        'id',
        'reference',
        'drop_off_date',
        'job_name',
        'minutes',
        'over_capacity_reason',
        'created_by',
      ])
      .where('location_id', '=', locationId)
      .where('drop_off_date', '>=', today)
      .where('status', '<>', 'cancelled')
      .where('over_capacity_reason', 'is not', null)
      .orderBy('drop_off_date')
      .execute(),
    db
      .selectFrom('service_bookings')
      .select(['id', 'promised_ready_ms'])
      .where('location_id', '=', locationId)
      .where('status', '<>', 'cancelled')
      .where('promised_ready_ms', '<=', now.getTime())
      .where('promised_ready_ms', '>', now.getTime() - 30 * 24 * 60 * 60 * 1000)
      .execute(),
    staffNamer(db),
  ]);
  const readyAt = promised.length
    ? await db
        .selectFrom('service_job_events')
        .select(['booking_id', (eb) => eb.fn.min('at').as('at')])
        .where('status', '=', 'ready')
        .where(
          'booking_id',
          'in',
          promised.map((row) => row.id),
        )
        .groupBy('booking_id')
        .execute()
    : [];
  const readyBy = new Map(readyAt.map((row) => [row.booking_id, Date.parse(String(row.at))]));
  const firstFree = jobs.map((job) => {
    const slot = firstFreeSlot(openSlotDays(job, outlook));
    return { job: job.name, days: slot ? daysBetween(today, slot.date) : null };
  });
  return {
    days: outlook.loads
      .slice(0, dashboardDays)
      .filter((load) => windowsOn(outlook.windows, load.date).length > 0 && load.onDuty > 0)
      .slice(0, 7)
      .map((load) => ({
        date: load.date,
        booked: load.booked,
        onDuty: load.onDuty,
        overCapacity: over
          .filter((row) => row.drop_off_date === load.date)
          .reduce((sum, row) => sum + Number(row.minutes), 0),
      })),
    promised: promised.length,
    readyOnTime: promised.filter((row) => (readyBy.get(row.id) ?? Infinity) <= Number(row.promised_ready_ms))
      .length,
    firstFree,
    overCapacity: over.map((row) => ({
      id: row.id,
      reference: row.reference,
      date: row.drop_off_date,
      job: row.job_name,
      reason: row.over_capacity_reason!,
      by: named(row.created_by),
    })),
  };
}
