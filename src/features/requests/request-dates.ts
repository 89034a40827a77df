/**
 * Calendar dates of requests ("2026-12-05"): what today is at the dealer, and the rules every
 * date field shares (a real date, not in the past, not years ahead).
 */
import { dealerTimeZone } from '@/content/dealer-time-zone';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;
/** How far ahead a request may be made. */
export const bookingHorizonDays = 365;

/** Today's date at the dealer (in `dealerTimeZone`), as YYYY-MM-DD. */
export function dealerToday(moment: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: dealerTimeZone }).format(moment);
}

/** Milliseconds since the epoch of a valid YYYY-MM-DD at UTC midnight, or undefined. */
export function parseDate(value: string): number | undefined {
  const match = isoDate.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // 2026-02-30 rolls over to March: not a real date.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined;
  return time;
}

export function addDays(date: string, days: number): string {
  const time = parseDate(date);
  if (time === undefined) throw new Error(`Not a date: ${date}`);
  return new Date(time + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = parseDate(from);
  const end = parseDate(to);
  if (start === undefined || end === undefined) return Number.NaN;
  return Math.round((end - start) / dayMs);
}

/** 0 = Sunday, like Date#getDay. */
export function weekdayOf(date: string): number {
  const time = parseDate(date);
  return time === undefined ? -1 : new Date(time).getUTCDay();
}

/** The last date anything may be booked or requested for, `today` being the dealer's. */
export const lastBookableDate = (today: string): string => addDays(today, bookingHorizonDays);

/** Why a valid date cannot be booked or asked for (in the past, past the horizon), or undefined when it can. */
export function bookingDateProblem(date: string, label: string, today: string): string | undefined {
  if (date < today) return `The ${label} cannot be in the past`;
  if (date > lastBookableDate(today)) return `Book up to ${bookingHorizonDays} days ahead`;
  return undefined;
}

/** Why a requested date cannot be used, or undefined when it can. */
export function futureDateProblem(value: string, label: string, today: string): string | undefined {
  return parseDate(value) === undefined ? `Choose the ${label}` : bookingDateProblem(value, label, today);
}

/** "Sat, Dec 5, 2026". */
export function formatRequestDate(value: string): string {
  const time = parseDate(value);
  if (time === undefined) return value;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(time));
}
