import { describe, expect, it } from 'vitest';

import { rentalLocationIds } from '@/content/rental-plans';
import { addDays, weekdayOf } from '@/features/requests/request-dates';

import { minutesOf } from '../bookings/clock';
import {
  dealerDateTime,
  dealerMoment,
  dueBackMs,
  pickupTimes,
  rentalInterval,
  type HandoverPlace,
} from './rental-time';

const showroom: HandoverPlace = { locationId: rentalLocationIds[0] };

/** The first date on or after `from` that is `weekday` (0 = Sunday). */
function next(weekday: number, from = '2027-06-01'): string {
  let date = from;
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** When the place opens on a date, from the same hours the booking form offers. */
const opening = (date: string, place: HandoverPlace) => dealerMoment(date, pickupTimes(date, place)[0]!);

describe('when a cart is due back', () => {
  it('is the rental’s end while the cart can change hands then', () => {
    const tuesday = next(2);
    const end = dealerMoment(tuesday, pickupTimes(tuesday, showroom)[1]!);
    expect(dueBackMs(end, showroom)).toBe(end);
  });

  it('is the next opening when the showroom is shut at the end: a Sunday, before opening, after closing', () => {
    const sunday = next(0);
    const monday = addDays(sunday, 1);
    expect(pickupTimes(sunday, showroom)).toEqual([]);
    expect(dueBackMs(dealerMoment(sunday, '10:00'), showroom)).toBe(opening(monday, showroom));
    const beforeOpening = opening(monday, showroom) - 60 * 60_000;
    expect(dueBackMs(beforeOpening, showroom)).toBe(opening(monday, showroom));
    const tuesday = addDays(monday, 1);
    expect(dueBackMs(dealerMoment(monday, '23:30'), showroom)).toBe(opening(tuesday, showroom));
  });

  it('follows the delivery team’s own hours for a delivered cart', () => {
    const sunday = next(0);
    const times = pickupTimes(sunday, 'delivery');
    expect(times.length).toBeGreaterThan(0);
    // Collected on Sunday within the round; after it, on Monday's.
    const within = dealerMoment(sunday, times[0]!);
    expect(dueBackMs(within, 'delivery')).toBe(within);
    expect(dueBackMs(dealerMoment(sunday, '23:00'), 'delivery')).toBe(
      opening(addDays(sunday, 1), 'delivery'),
    );
  });

  it('is the opening, not an hour before it, for a week that crosses the clocks going back', () => {
    // Days are 24 hours: a week from an opening across the change ends an hour before the clock
    // shows the opening again.
    const sunday = next(0, '2027-11-01');
    const monday = addDays(sunday, -6);
    const start = pickupTimes(monday, showroom)[0]!;
    const { endsMs } = rentalInterval(monday, start, 7);
    const [endDate, endTime] = dealerDateTime(endsMs);
    expect(endDate).toBe(addDays(monday, 7));
    expect(minutesOf(endTime)).toBe(minutesOf(start) - 60);
    expect(dueBackMs(endsMs, showroom)).toBe(opening(endDate, showroom));
  });
});
