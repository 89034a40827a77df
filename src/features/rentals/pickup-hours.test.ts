import { describe, expect, it } from 'vitest';

import { rentalLocationIds } from '@/content/rental-plans';
import { addDays } from '@/features/requests/request-dates';
import { clockLabel } from '@/lib/opening-hours';

import {
  dealerMoment,
  deliveryNoticeMs,
  firstPickupAfter,
  hourMs,
  pickupHoursWords,
  pickupTimes,
  type HandoverPlace,
} from './rental-time';

/** A week from a Monday, each date with its day's name as the calendar (not our code) says it. */
const week = Array.from({ length: 7 }, (_, day) => {
  const date = addDays('2027-03-01', day);
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return { date, name };
});

/** What the booking takes at a place: each open day's name with its first and last pickup time. */
function takenAt(place: HandoverPlace): Record<string, string> {
  return Object.fromEntries(
    week.flatMap(({ date, name }) => {
      const times = pickupTimes(date, place);
      return times.length > 0 ? [[name, `${clockLabel(times[0]!)} to ${clockLabel(times.at(-1)!)}`]] : [];
    }),
  );
}

/** A place's hours as a reader takes them from the hint: "9AM to 4PM Monday to Friday, 10AM to 2PM on Saturdays". */
function readHours(phrase: string): Record<string, string> {
  const days = week.map(({ name }) => name);
  const read: Record<string, string> = {};
  for (const part of phrase.split(', ')) {
    const match = /^(.+ to \S+) (?:on (\w+)s|(\w+) to (\w+))$/.exec(part);
    if (!match) throw new Error(`Not read: "${part}"`);
    const [, range, onlyDay, firstDay, lastDay] = match;
    const from = days.indexOf(onlyDay ?? firstDay!);
    const to = days.indexOf(onlyDay ?? lastDay!);
    if (from < 0 || to < from) throw new Error(`No such days: "${part}"`);
    for (const name of days.slice(from, to + 1)) read[name] = range!;
  }
  return read;
}

describe('the pickup-time hint', () => {
  it('names, for each place, the days it is open and the times it takes each day, as the booking does', () => {
    const words = pickupHoursWords(rentalLocationIds);
    const [, showroomWords, deliveryWords, notice] =
      /^Showroom pickups (.+); deliveries (.+), booked at least (\d+) hours ahead\.$/.exec(words) ?? [];
    const showrooms = showroomWords!.split('; or ').map(readHours);
    for (const locationId of rentalLocationIds) expect(showrooms).toContainEqual(takenAt({ locationId }));
    expect(readHours(deliveryWords!)).toEqual(takenAt('delivery'));
    expect(Number(notice) * hourMs).toBe(deliveryNoticeMs);
  });
});

describe('the first pickup the desk offers a caller', () => {
  it('is the next half hour a showroom takes after now: later today, or the first time of the day it next opens', () => {
    const showroom = { locationId: rentalLocationIds[0] };
    // Every pickup of a fortnight, in order, as moments.
    const all = Array.from({ length: 14 }, (_, day) => addDays(week[0]!.date, day)).flatMap((date) =>
      pickupTimes(date, showroom).map((time) => ({ date, time, at: dealerMoment(date, time) })),
    );
    for (const { date } of week)
      for (const clock of ['06:00', '09:10', '12:45', '16:59', '21:30']) {
        const now = dealerMoment(date, clock);
        const expected = all.find((pickup) => pickup.at > now)!;
        expect(firstPickupAfter(showroom, now), `${date} ${clock}`).toEqual({
          date: expected.date,
          time: expected.time,
        });
      }
  });

  it('offers a delivery no sooner than its notice after now', () => {
    for (const { date } of week)
      for (const clock of ['06:00', '09:10', '12:45', '16:59']) {
        const now = dealerMoment(date, clock);
        const first = firstPickupAfter('delivery', now)!;
        expect(dealerMoment(first.date, first.time) - now, `${date} ${clock}`).toBeGreaterThan(
          deliveryNoticeMs,
        );
        // And the first such: the half hour before it was too soon, or on another day.
        const times = pickupTimes(first.date, 'delivery');
        const before = times[times.indexOf(first.time) - 1];
        if (before) expect(dealerMoment(first.date, before) - now).toBeLessThanOrEqual(deliveryNoticeMs);
      }
  });
});
