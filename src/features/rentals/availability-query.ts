/**
 * The question "is a cart free, and what does it cost?" as an address asks it: the booking page's
 * availability form (a plain GET form) and the JSON API read the same parameters the same way,
 * `type`, `start`, `time`, `days`, `town` or `showroom`, and `drivers` (additional drivers), with
 * the same messages for what cannot be asked.
 */
import { municipalityBySlug } from '@/content/municipalities';
import {
  cartTypeIds,
  cartType as cartTypeOf,
  rentalLocationIds,
  rentalPolicy,
  type CartTypeId,
  type PlanId,
} from '@/content/rental-plans';
import { futureDateProblem } from '@/features/requests/request-dates';
import { clockLabel } from '@/lib/opening-hours';

import {
  dealerDateTime,
  dealerMoment,
  handoverPlace,
  pickupTimes,
  stillBookable,
  tooLateToBook,
} from './rental-time';

export const availabilityParameters = [
  'type',
  'start',
  'time',
  'days',
  'town',
  'showroom',
  'drivers',
] as const;
export type AvailabilityParameter = (typeof availabilityParameters)[number];
export type AvailabilityValues = Record<AvailabilityParameter, string>;

/**
 * The control of the question's form a problem with `name` takes the visitor to: the cart chosen,
 * for the cart. The question's own problem list and the booking form's link to the same ones.
 */
export const availabilityControlId = (name: string, type: string | undefined) =>
  name === 'type'
    ? `availability-type-${type !== undefined && (cartTypeIds as readonly string[]).includes(type) ? type : cartTypeIds[0]}`
    : `availability-${name}`;

/** How the cart changes hands: delivered to a town (by its slug), or collected at a showroom. */
export type AskedHandover = { town: string } | { locationId: string };

export interface AvailabilityAsk {
  type: CartTypeId;
  pickupDate: string;
  pickupTime: string;
  days: number;
  handover: AskedHandover;
  additionalDrivers: number;
}

/** A count as an address writes it ("3"), or NaN: never "3e0", "0x3" or "3.0". */
const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : Number.NaN);

/** The pickup times on a date for a handover: at the showroom's hours, or the delivery team's. */
export const timesFor = (date: string, handover: AskedHandover) => pickupTimes(date, handoverPlace(handover));

/**
 * The question read from an address: what was asked (as text, for the form to show again), the
 * ask when it is complete and possible, and a message by parameter for each thing that is not.
 * Nothing asked yet (no type) is no error: the form is simply empty.
 */
export function parseAvailability(
  read: (name: AvailabilityParameter) => string | null | undefined,
  now: Date,
): { values: AvailabilityValues; ask?: AvailabilityAsk; errors: Partial<AvailabilityValues> } {
  const values = Object.fromEntries(
    availabilityParameters.map((name) => [name, (read(name) ?? '').trim()]),
  ) as AvailabilityValues;
  // "9:00", as a person types it into an address, is the form's "09:00".
  if (/^\d:\d\d$/.test(values.time)) values.time = `0${values.time}`;
  const errors: Partial<AvailabilityValues> = {};
  // Nothing asked yet (or a plan's link, which names the cart and length): the form, filled in.
  // The form sent with its date left empty sends the date blank, and is told so at the field.
  if (!values.start) {
    if (read('start')?.trim() === '') errors.start = 'Choose a pickup date';
    return { values, errors };
  }
  if (!(cartTypeIds as readonly string[]).includes(values.type))
    errors.type = 'Choose a 4 seater, 6 seater or utility cart';
  const [today] = dealerDateTime(now.getTime());
  const startProblem = futureDateProblem(values.start, 'pickup date', today);
  if (startProblem) errors.start = startProblem;
  const days = wholeNumber(values.days);
  if (!Number.isInteger(days) || days < 1 || days > rentalPolicy.maximumRentalDays)
    errors.days = `A rental lasts 1 to ${rentalPolicy.maximumRentalDays} days (our rental policy): choose how many`;
  if (values.town && !municipalityBySlug(values.town)) errors.town = 'Choose a town we deliver to';
  if (values.showroom && !(rentalLocationIds as readonly string[]).includes(values.showroom))
    errors.showroom = 'Choose the showroom to collect the cart from';
  const drivers = values.drivers === '' ? 0 : wholeNumber(values.drivers);
  if (!Number.isInteger(drivers) || drivers < 0 || drivers > rentalPolicy.maximumAdditionalDrivers)
    errors.drivers = `Add up to ${rentalPolicy.maximumAdditionalDrivers} additional drivers (our rental policy)`;
  const handover: AskedHandover = values.town
    ? { town: values.town }
    : { locationId: values.showroom || rentalLocationIds[0] };
  // The times are the place's: of a town or showroom not known, nothing can be said of them.
  if (!errors.start && !errors.town && !errors.showroom) {
    const times = timesFor(values.start, handover);
    // Today's times that have passed (for a delivery, within its notice) are never offered, nor
    // taken when no time is asked for.
    const place = handoverPlace(handover);
    const ahead = times.filter((time) =>
      stillBookable(dealerMoment(values.start, time), place, now.getTime()),
    );
    if (times.length === 0)
      errors.start = `We do not hand carts over on that day${'town' in handover ? '' : ' at that showroom'}: choose another`;
    else if (!values.time) {
      if (ahead[0]) values.time = ahead[0];
      else errors.start = 'No pickup time is left on that day: choose a later one';
    } else if (!times.includes(values.time))
      errors.time = `Choose a pickup time from ${clockLabel(times[0]!)} to ${clockLabel(times.at(-1)!)}`;
    else if (!ahead.includes(values.time))
      errors.time = tooLateToBook(dealerMoment(values.start, values.time), now.getTime());
  }
  if (Object.keys(errors).length > 0) return { values, errors };
  return {
    values,
    errors,
    ask: {
      type: values.type as CartTypeId,
      pickupDate: values.start,
      pickupTime: values.time,
      days,
      handover,
      additionalDrivers: drivers,
    },
  };
}

/** The booking page, asked a question: a plan's RESERVE TODAY asks for its length. */
export function bookingHref(choice: { type?: CartTypeId; plan?: PlanId; town?: string } = {}): string {
  const plan =
    choice.type && choice.plan && cartTypeOf(choice.type).plans.find((item) => item.id === choice.plan);
  const query = new URLSearchParams(
    Object.entries({
      type: choice.type,
      days: plan ? String(plan.durationDays) : undefined,
      town: choice.town,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/rentals/book${query ? `?${query}` : ''}#availability`;
}

/** The booking page asked a question again: the one asked, with any answer changed. */
export const askAgainHref = (values: AvailabilityValues, change: Partial<AvailabilityValues> = {}) =>
  `/rentals/book?${new URLSearchParams(
    Object.entries({ ...values, ...change }).filter(([, value]) => value !== ''),
  ).toString()}#availability`;
