/**
 * When a rental starts and ends. The renter chooses a pickup date and time at the dealer (in its
 * time zone) and a number of days; the rental runs in whole 24-hour periods from then, as the
 * policy charges it. Times are stored as milliseconds since the epoch, so a booking compares
 * with another the same way on either database and across a change of the clocks.
 */
import { TZDate } from '@date-fns/tz';

import { dealer, type OpeningHours } from '@/content/dealer';
import { dealerTimeZone } from '@/content/dealer-time-zone';
import { deliveryFigures } from '@/content/policy-figures';
import { clockOf, dayNames, minutesOf, openingMinutesOn } from '@/features/bookings/clock';
import { addDays, parseDate, weekdayOf } from '@/features/requests/request-dates';
import { clockLabel } from '@/lib/opening-hours';

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** The moment a date and clock time at the dealer stands for, in milliseconds since the epoch. */
export function dealerMoment(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, dealerTimeZone).getTime();
}

/** The date and clock time at the dealer of a moment: ["2027-07-10", "09:30"]. */
export function dealerDateTime(ms: number): [string, string] {
  const local = new TZDate(ms, dealerTimeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return [
    `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  ];
}

/** A rental's start and end: from the pickup, `days` whole 24-hour periods. */
export function rentalInterval(
  date: string,
  time: string,
  days: number,
): { startsMs: number; endsMs: number } {
  const startsMs = dealerMoment(date, time);
  return { startsMs, endsMs: startsMs + days * dayMs };
}

/** The delivery team's hours (the delivery policy), as the profile writes hours. */
const deliveryHours: readonly OpeningHours[] = [
  {
    days: deliveryFigures.hours.monSat.days,
    dayOfWeek: dayNames.slice(1),
    label: '',
    opens: clockOf(minutesOf24(deliveryFigures.hours.monSat.opens)),
    closes: clockOf(minutesOf24(deliveryFigures.hours.monSat.closes)),
  },
  {
    days: deliveryFigures.hours.sunday.days,
    dayOfWeek: ['Sunday'],
    label: '',
    opens: clockOf(minutesOf24(deliveryFigures.hours.sunday.opens)),
    closes: clockOf(minutesOf24(deliveryFigures.hours.sunday.closes)),
  },
];

/** Minutes after midnight of "8:00 AM" or "6:00 PM". */
function minutesOf24(time: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(time.trim());
  if (!match) throw new Error(`Not a clock time: ${time}`);
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** Pickup times are offered every half hour. */
export const pickupStepMinutes = 30;

/**
 * The times a cart can be handed over on a date: every half hour from opening until an hour
 * before closing, at the showroom (its hours) or at the renter's door (the delivery hours).
 * None on a day it is closed.
 */
export function pickupTimes(date: string, handover: HandoverPlace): string[] {
  const open = handoverHours(date, handover);
  if (!open) return [];
  const times: string[] = [];
  for (let minutes = open.opens; minutes <= open.closes - 60; minutes += pickupStepMinutes)
    times.push(clockOf(minutes));
  return times;
}

/** A week from a Monday: pickup times depend on the weekday alone. */
const sampleWeek = Array.from({ length: 7 }, (_, index) => addDays('2024-01-01', index));

/**
 * "9AM to 4PM Monday to Friday, 10AM to 2PM on Saturdays": a place's first and last pickup time
 * through the week, days alike taken together; undefined for a place never open.
 */
function pickupWeek(handover: HandoverPlace): string | undefined {
  const runs: { from: number; to: number; range: string }[] = [];
  sampleWeek.forEach((date, index) => {
    const times = pickupTimes(date, handover);
    if (times.length === 0) return;
    const range = `${clockLabel(times[0]!)} to ${clockLabel(times.at(-1)!)}`;
    const last = runs.at(-1);
    if (last?.range === range && last.to === index - 1) last.to = index;
    else runs.push({ from: index, to: index, range });
  });
  const day = (index: number) => dayNames[(index + 1) % 7]!;
  const words = runs.map(
    (run) =>
      `${run.range} ${run.from === run.to ? `on ${day(run.from)}s` : `${day(run.from)} to ${day(run.to)}`}`,
  );
  return words.length > 0 ? words.join(', ') : undefined;
}

/**
 * The pickup times the booking form takes, in words, from the showrooms' and the delivery team's
 * hours, day by day, and a delivery's notice: its one list of times spans them all, so the hint
 * says which fit where.
 */
export function pickupHoursWords(locationIds: readonly string[]): string {
  const showrooms = [...new Set(locationIds.map((locationId) => pickupWeek({ locationId })))].filter(Boolean);
  const deliveries = pickupWeek('delivery');
  return `Showroom pickups ${showrooms.join('; or ')}; deliveries ${deliveries ? `${deliveries}, booked at least ${deliveryFigures.deliveryWindowHours} hours ahead` : 'none'}.`;
}

/**
 * How long ahead a delivery must be booked: the delivery team's window (the delivery policy's two
 * hours) to load the cart and reach the renter. A cart collected at a showroom is ready at once.
 */
export const deliveryNoticeMs = deliveryFigures.deliveryWindowHours * hourMs;

/** Whether a handover at `momentMs` can still be booked at `nowMs`: ahead of it, a delivery by its notice. */
export const stillBookable = (momentMs: number, handover: HandoverPlace, nowMs: number): boolean =>
  momentMs > nowMs + (handover === 'delivery' ? deliveryNoticeMs : 0);

/** What a pickup time that can no longer be booked is told: passed, or too soon for a delivery. */
export const tooLateToBook = (momentMs: number, nowMs: number): string =>
  momentMs > nowMs
    ? `A delivery needs ${deliveryFigures.deliveryWindowHours} hours' notice: choose a later time`
    : 'That time has passed: choose a later one';

/**
 * The first pickup a place can still take after `now`: today's next half hour in its hours (for a
 * delivery, past its notice), or the first time of the next day it opens (within a fortnight), as
 * the dealer's clock reads.
 */
export function firstPickupAfter(
  handover: HandoverPlace,
  now = Date.now(),
): { date: string; time: string } | undefined {
  const [today] = dealerDateTime(now);
  for (let offset = 0; offset < 14; offset++) {
    const date = addDays(today, offset);
    const time = pickupTimes(date, handover).find((each) =>
      stillBookable(dealerMoment(date, each), handover, now),
    );
    if (time) return { date, time };
  }
  return undefined;
}

/** Where a cart changes hands: a showroom, or the renter's door (the delivery team). */
export type HandoverPlace = { locationId: string } | 'delivery';

/** The place of a handover asked for: its showroom, or the delivery team for a town. */
export const handoverPlace = (handover: { locationId: string } | { town: unknown }): HandoverPlace =>
  'town' in handover ? 'delivery' : handover;

/** The minutes of a date a cart can change hands in (opening to closing); none on a day it is shut. */
function handoverHours(date: string, handover: HandoverPlace): { opens: number; closes: number } | undefined {
  const weekday = weekdayOf(date);
  if (weekday < 0) return undefined;
  const hours =
    handover === 'delivery'
      ? deliveryHours
      : dealer.locations.find((location) => location.id === handover.locationId)?.hours;
  return (hours && openingMinutesOn(hours, weekday)) || undefined;
}

/** The day (the dealer's) the cart is due back: every driver's licence must be valid through it. */
export const dueBackDate = (endsMs: number, handover: HandoverPlace): string =>
  dealerDateTime(dueBackMs(endsMs, handover))[0];

/** The same, of a rental asked for by its pickup day, time and length. */
export const dueBackDay = (
  start: string,
  pickupTime: string,
  days: number,
  handover: HandoverPlace,
): string => dueBackDate(rentalInterval(start, pickupTime, days).endsMs, handover);

/**
 * When a cart is due back, for the late-return charge: the rental's end, or, when it cannot change
 * hands then (the showroom shut on a Sunday, before opening after the clocks change, after
 * closing), the next opening after it. Nobody pays for hours no one could take the cart back.
 */
export function dueBackMs(endsMs: number, handover: HandoverPlace): number {
  const [endDate, endTime] = dealerDateTime(endsMs);
  const endMinutes = minutesOf(endTime);
  for (let day = 0; day <= 7; day++) {
    const date = addDays(endDate, day);
    const open = handoverHours(date, handover);
    if (!open || (day === 0 && endMinutes > open.closes)) continue;
    if (day === 0 && endMinutes >= open.opens) return endsMs;
    return dealerMoment(date, clockOf(open.opens));
  }
  return endsMs;
}

/** The dates from `date` on, one a day, `count` of them. */
export function datesFrom(date: string, count: number): string[] {
  if (parseDate(date) === undefined) return [];
  return Array.from({ length: count }, (_, index) => addDays(date, index));
}
