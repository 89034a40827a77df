/**
 * The clock both booking kinds keep: times of day as they are stored and posted ("09:30"), as
 * minutes after midnight for arithmetic, and a place's opening minutes on a weekday from hours
 * written as the dealer profile writes them.
 */
import { TZDate } from '@date-fns/tz';

import type { OpeningHours } from '@/content/dealer';
import { dealerTimeZone } from '@/content/dealer-time-zone';

/** 0 = Sunday, as `Date#getDay` counts. */
export const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Minutes after midnight of "09:30". */
export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** "09:30" of 570 minutes after midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening and closing minutes on a weekday (0 = Sunday), or undefined on a day it is closed. */
export function openingMinutesOn(
  hours: readonly OpeningHours[],
  weekday: number,
): { opens: number; closes: number } | undefined {
  const row = hours.find((candidate) => candidate.dayOfWeek.includes(dayNames[weekday]!));
  if (!row?.opens || !row.closes) return undefined;
  return { opens: minutesOf(row.opens), closes: minutesOf(row.closes) };
}

/** A moment as ISO 8601 at the dealer, with its offset, as the APIs answer: "2026-12-01T15:30:00.000-05:00". */
export const dealerIso = (ms: number) => new TZDate(ms, dealerTimeZone).toISOString();
