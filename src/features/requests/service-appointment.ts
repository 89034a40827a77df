/**
 * Service appointment requests: what can be wrong with a cart, and the time windows a day offers
 * within the service department's published hours (dealer.ts serviceHours).
 */
import { serviceHours, type OpeningHours } from '@/content/dealer';
import { clockLabel } from '@/lib/opening-hours';

import { weekdayOf } from './request-dates';

export const serviceProblems = {
  'annual-service': 'Annual service or tune-up',
  battery: 'Battery or charging',
  brakes: 'Brakes',
  'tyres-wheels': 'Tyres or wheels',
  'motor-controller': 'Motor, controller or speed',
  electrical: 'Lights, horn or electrical',
  steering: 'Steering or suspension',
  'body-seats': 'Body, seats or accessories',
  other: 'Something else',
} as const;
export type ServiceProblem = keyof typeof serviceProblems;

export const serviceHandovers = {
  'drop-off': 'I will drop the cart off at the showroom',
  'pick-up': 'Please pick it up from my home (mobile service)',
} as const;
export type ServiceHandover = keyof typeof serviceHandovers;

/** Appointments are in these parts of the day, cut to the hours the service department is open. */
const dayParts = [
  { id: 'morning', label: 'Morning', from: '00:00', to: '12:00' },
  { id: 'afternoon', label: 'Afternoon', from: '12:00', to: '23:59' },
] as const;
export type TimeWindowId = (typeof dayParts)[number]['id'];
export const timeWindowIds: readonly TimeWindowId[] = dayParts.map((part) => part.id);

export interface TimeWindow {
  id: TimeWindowId;
  /** "Morning, 8AM-12PM". */
  label: string;
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function hoursOn(day: number, hours: readonly OpeningHours[]): OpeningHours | undefined {
  return hours.find((row) => row.dayOfWeek.includes(weekdayNames[day] ?? '') && row.opens && row.closes);
}

/** The windows a weekday (0 = Sunday) offers; none on a day without set hours. */
export function timeWindowsOnDay(day: number, hours: readonly OpeningHours[] = serviceHours): TimeWindow[] {
  const row = hoursOn(day, hours);
  if (!row?.opens || !row.closes) return [];
  const { opens, closes } = row;
  return dayParts
    .map((part) => ({
      part,
      from: opens > part.from ? opens : part.from,
      to: closes < part.to ? closes : part.to,
    }))
    .filter(({ from, to }) => from < to)
    .map(({ part, from, to }) => ({
      id: part.id,
      label: `${part.label}, ${clockLabel(from)}-${clockLabel(to)}`,
    }));
}

/** The windows of a date, e.g. none on a Sunday. */
export function timeWindowsOn(date: string): TimeWindow[] {
  const day = weekdayOf(date);
  return day < 0 ? [] : timeWindowsOnDay(day);
}

/** "Mon-Fri 8AM-5PM, Sat 9AM-3PM": the days a visitor may choose from. */
export function bookableHoursText(hours: readonly OpeningHours[] = serviceHours): string {
  return hours
    .filter((row) => row.opens && row.closes)
    .map((row) => `${row.days} ${row.label}`)
    .join(', ');
}
