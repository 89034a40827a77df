/**
 * Which days the fleet calendar shows, from the desk's address (`?from=2027-07-01&days=30`):
 * a range staff can bookmark and move through without JavaScript.
 */
import { addDays, lastBookableDate, parseDate } from '@/features/requests/request-dates';

export const calendarLengths = [7, 14, 30, 60, 120] as const;
export const defaultCalendarLength = 14;

export interface CalendarRange {
  from: string;
  days: number;
}

/** How far back the calendar goes: past bookings stay in view for years, a typo's year 9999 does not. */
const calendarYearsBack = 10;

/**
 * The range asked for, or today's fortnight for anything missing or unreadable, or starting
 * beyond what can be booked or more than ten years back.
 */
export function calendarRange(
  query: Readonly<Record<string, string | string[] | undefined>>,
  today: string,
): CalendarRange {
  const asked = typeof query.from === 'string' && parseDate(query.from) !== undefined ? query.from : today;
  const from =
    asked > lastBookableDate(today) || asked < addDays(today, -calendarYearsBack * 366) ? today : asked;
  const length = Number(query.days);
  const days = (calendarLengths as readonly number[]).includes(length) ? length : defaultCalendarLength;
  return { from, days };
}

/** The desk's address for a range. */
export const calendarHref = (range: CalendarRange) =>
  `/admin/rentals?from=${range.from}&days=${range.days}#fleet-calendar-heading`;

/** The range before and after, the same length. */
export const shiftedRange = (range: CalendarRange, by: number): CalendarRange => ({
  from: addDays(range.from, by * range.days),
  days: range.days,
});
