/**
 * The service office's forms, one schema each (zod/mini): a job's status change, an estimate
 * line, a job type, the weekday hours, a drop-off window and a day's exception. Hours are typed
 * as hours and kept as minutes; prices as dollars and kept as cents.
 */
import * as z from 'zod/mini';

import { dayNames } from '@/features/bookings/clock';
import { parseDate } from '@/features/requests/request-dates';
import { parseDecimal, parseTypedCents } from '@/features/requests/typed-number';
import { oneLineText } from '@/lib/one-line-text';
import { versionText } from '@/lib/version-param';

import { estimateLineKinds } from './service-booking';
import { workshopStatuses } from './service-shop';

const id = z.string().check(z.regex(/^[0-9a-z-]{1,60}$/, 'No such record: reload the page.'));
const version = versionText;

/**
 * Hours as typed ("1.5"), to whole minutes; empty is allowed where `optional`, none at all only
 * where not `aboveZero` (a day's technician hours may be 0; labour and a job's time may not).
 */
const hours = (label: string, { max = 24, optional = false, aboveZero = false } = {}) =>
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value, context) => {
      if (value === '' && optional) return null;
      const number = parseDecimal(value);
      const minutes = Math.round(number * 60);
      if (
        value === '' ||
        !Number.isFinite(number) ||
        number < 0 ||
        number > max ||
        (aboveZero && minutes === 0)
      ) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: `${label}: ${hoursRange(max, aboveZero)}`,
        });
        return z.NEVER;
      }
      return minutes;
    }),
  );

/** "enter hours above 0, up to 40, e.g. 1.5": one wording for every hours field and its rule. */
export const hoursRange = (max: number, aboveZero: boolean) =>
  `enter hours ${aboveZero ? 'above 0, up to' : 'from 0 to'} ${max}, e.g. 1.5`;

/** The most hours one estimate line of labour may take. */
export const labourHoursMax = 40;

/** Dollars as typed ("89.50", "$1,200"), to cents; empty is null where `optional`. */
const dollars = (label: string, { optional = false } = {}) =>
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value, context) => {
      if (value === '' && optional) return null;
      const cents = parseTypedCents(value);
      if (cents === undefined) {
        context.issues.push({ code: 'custom', input: value, message: `${label}: enter dollars, e.g. 89.50` });
        return z.NEVER;
      }
      return cents;
    }),
  );

export const statusChangeSchema = z.object({
  id,
  version,
  status: z.enum(workshopStatuses, { error: 'Choose a status' }),
});

export const estimateLineSchema = z.object({
  id,
  kind: z.enum(estimateLineKinds, { error: 'Choose labour, parts to order or parts in stock' }),
  description: oneLineText('Describe the line, e.g. Replace the solenoid', 'Description', 120),
  hours: hours('Hours', { max: labourHoursMax, optional: true, aboveZero: true }),
  price: dollars('Price', { optional: true }),
});

export const sendEstimateSchema = z.object({ id, version });

/** A caller's drop-off cancelled by staff, once they tick that they mean it. */
export const staffCancelSchema = z.object({
  id,
  confirm: z.literal('yes', { error: 'Tick the box to confirm the customer asked to cancel.' }),
});

export const jobTypeSchema = z.object({
  id: z.optional(z.union([z.literal(''), id])),
  version: z.optional(z.union([z.literal(''), version])),
  name: oneLineText('Name the job', 'Name', 80),
  hours: hours('Standard time', { max: 24, aboveZero: true }),
  price: dollars('Price', { optional: true }),
  priceFrom: z.optional(z.string()),
  active: z.optional(z.string()),
});

/** A weekday's hours, its problem named by the day: the form's summary lists several days at once. */
const dayHours = (day: number) => hours(dayNames[day]!, { max: 200 });
export const weekdayHoursSchema = z.object({
  version,
  day0: dayHours(0),
  day1: dayHours(1),
  day2: dayHours(2),
  day3: dayHours(3),
  day4: dayHours(4),
  day5: dayHours(5),
  day6: dayHours(6),
});
export const weekdayFields = ['day0', 'day1', 'day2', 'day3', 'day4', 'day5', 'day6'] as const;

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, e.g. 08:00'));

export const windowSchema = z.object({
  id: z.optional(z.union([z.literal(''), z.string().check(z.minLength(1), z.maxLength(60))])),
  version: z.optional(z.union([z.literal(''), version])),
  label: oneLineText('Name the window, e.g. Drop off 8-9AM', 'Label', 40),
  startsAt: clock,
  endsAt: clock,
  maxCarts: z.pipe(
    z.string().check(z.trim()),
    z.transform((value, context) => {
      // Empty is not 0: a window cleared by mistake would silently stop taking drop-offs.
      const number = parseDecimal(value);
      if (!Number.isInteger(number) || number < 0 || number > 50) {
        context.issues.push({ code: 'custom', input: value, message: 'Carts: a whole number from 0 to 50' });
        return z.NEVER;
      }
      return number;
    }),
  ),
  active: z.optional(z.string()),
  /** Ticked once each, as the day's number (0 Sunday to 6 Saturday). */
  weekdays: z.pipe(
    z.array(z.string()),
    z.transform((ticked, context) => {
      const days = [...new Set(ticked.filter((day) => /^[0-6]$/.test(day)).map(Number))].sort(
        (a, b) => a - b,
      );
      if (days.length === 0) {
        context.issues.push({ code: 'custom', input: ticked, message: 'Tick the days the window runs' });
        return z.NEVER;
      }
      return days;
    }),
  ),
});

export const exceptionSchema = z.object({
  date: z.string().check(z.refine((value) => parseDate(value) !== undefined, 'Choose the day')),
  hours: hours('Technician hours that day', { max: 200 }),
  reason: oneLineText('Say why, e.g. Thanksgiving, or Sam away', 'Reason', 80),
  /** The day's exception this one replaces, ticked after a refusal named it; none: it replaces none. */
  replaces: z.pipe(
    z.union([z.literal(''), z.uuid()]),
    z.transform((id) => id || undefined),
  ),
});

/** The weekdays the hours and windows forms list, Sunday first as the shop stores them. */
export { dayNames as weekdayNames };
