/**
 * The dealer's promise to answer every web lead within so many minutes of opening hours: when a
 * lead's promise runs out, and whether it was kept or is overdue now.
 */
import { businessHours } from '@/content/dealer';
import { afterOpenMinutes } from '@/lib/opening-hours';

import { closedLeadStatuses, type Lead } from './lead';

/** When the promise for this lead runs out (the showroom's hours count, not the night). */
export function responseDeadline(lead: Pick<Lead, 'createdAt'>, promiseMinutes: number): Date {
  return afterOpenMinutes(businessHours, new Date(lead.createdAt), promiseMinutes);
}

/** Not answered yet, still open, and past its deadline at `now`. */
export function isOverdue(
  lead: Pick<Lead, 'createdAt' | 'firstResponseAt' | 'status'>,
  promiseMinutes: number,
  now: Date,
): boolean {
  if (lead.firstResponseAt || closedLeadStatuses.includes(lead.status)) return false;
  return now.getTime() >= responseDeadline(lead, promiseMinutes).getTime();
}

/** Whether the first response came within the promise; undefined while there is none. */
export function answeredInTime(
  lead: Pick<Lead, 'createdAt' | 'firstResponseAt'>,
  promiseMinutes: number,
): boolean | undefined {
  if (!lead.firstResponseAt) return undefined;
  return Date.parse(lead.firstResponseAt) <= responseDeadline(lead, promiseMinutes).getTime();
}

/**
 * How long is left before the promise runs out for a lead still waiting for its first answer;
 * undefined once it is answered, closed, or overdue.
 */
export function timeToDeadline(
  lead: Pick<Lead, 'createdAt' | 'firstResponseAt' | 'status'>,
  promiseMinutes: number,
  now: Date,
): number | undefined {
  if (lead.firstResponseAt || closedLeadStatuses.includes(lead.status)) return undefined;
  const left = responseDeadline(lead, promiseMinutes).getTime() - now.getTime();
  return left > 0 ? left : undefined;
}
