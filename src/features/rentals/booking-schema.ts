/**
 * A rental booking as the booking page and the JSON API send it: one schema for the shape (the
 * browser's live checks and the server's), and the rules between fields that need the dealer's
 * date (a pickup not in the past, every driver old enough on the pickup date, every licence valid
 * through the day the cart is due back), each refusal naming the field and, for a driver, which one and why.
 */
import * as z from 'zod/mini';

import { municipalityBySlug } from '@/content/municipalities';
import { cartTypeIds, rentalLocationIds, rentalPolicy, type CartTypeId } from '@/content/rental-plans';
import { usStates } from '@/content/us-states';
import { checkedBooking, type CheckedBooking, type FieldErrors } from '@/features/bookings/field-errors';
import { addDays, bookingDateProblem, formatRequestDate, parseDate } from '@/features/requests/request-dates';
import { droppingHiddenMarks, oneLineText } from '@/lib/one-line-text';
import { clockLabel } from '@/lib/opening-hours';
import { isPhoneText, phoneTextMessage } from '@/lib/phone-number';

import {
  dealerDateTime,
  dealerMoment,
  dueBackDay,
  pickupTimes,
  stillBookable,
  tooLateToBook,
  type HandoverPlace,
} from './rental-time';

/** One of a list, or left empty: the town to deliver to and the showroom are each asked for alone. */
const optionalChoice = (isChoice: (value: string) => boolean, message: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isChoice(value), message),
    ),
  );

export const maxDrivers = 1 + rentalPolicy.maximumAdditionalDrivers;

const isoDate = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => parseDate(value) !== undefined, message),
  );

const driverSchema = z.object(
  {
    name: oneLineText("Enter the driver's full name as on their licence", 'Name', 80),
    dateOfBirth: isoDate('Enter the date of birth'),
    licenceNumber: z
      .string({ error: 'Enter the licence number' })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(
          /^[A-Z0-9][A-Z0-9 -]{2,19}$/,
          'Enter the licence number as printed: 3 to 20 letters and digits',
        ),
      ),
    licenceState: z.enum(Object.keys(usStates) as [keyof typeof usStates, ...(keyof typeof usStates)[]], {
      error: 'Choose the state that issued the licence',
    }),
    licenceExpiry: isoDate('Enter the date the licence expires'),
  },
  { error: "Enter the driver's name, date of birth and licence" },
);
export type DriverInput = z.output<typeof driverSchema>;

/** Who fills a booking in, whom its refusals speak to: the renter online, or the desk for a caller. */
export type BookingTaker = 'renter' | 'desk';

/**
 * Whose details a booking form takes, in its messages: the person's own, or a caller's the desk
 * types ("Enter your phone number" would speak to the staff member), and how each signs.
 */
const whoseDetails: Record<
  BookingTaker,
  { your: string; blankSignature: string; accept: string; signature: (renter: string) => string }
> = {
  renter: {
    your: 'your',
    blankSignature: 'Type your full name to sign',
    accept: 'Tick “I agree” to sign the rental agreement',
    signature: (renter) => `Sign with your full name as you entered it: ${renter}`,
  },
  desk: {
    your: "the caller's",
    blankSignature: "Type the caller's full name as they gave it above",
    accept: 'Tick that you read the rental agreement to the caller and they agree to it',
    signature: (renter) => `Type the caller's full name as they gave it above: ${renter}`,
  },
};

/**
 * Who books (a renter, a service customer, a caller at a desk): their name, e-mail and a phone
 * number with its area code, each with the message its form shows. The service booking and the
 * cart hold use them too.
 */
export function customerFieldsFor(taker: BookingTaker) {
  const { your } = whoseDetails[taker];
  return {
    firstName: oneLineText(`Enter ${your} first name`, 'First name', 50),
    lastName: oneLineText(`Enter ${your} last name`, 'Last name', 50),
    email: z
      .string({ error: `Enter ${your} e-mail address` })
      .check(
        z.trim(),
        z.maxLength(254, 'E-mail must be at most 254 characters'),
        z.email('Enter an e-mail address, e.g. pat@example.com'),
      ),
    phone: z.string({ error: `Enter ${your} phone number` }).check(
      // A number copied from a phone's contacts comes wrapped in direction marks: they go first.
      droppingHiddenMarks(),
      z.trim(),
      z.refine(isPhoneText, phoneTextMessage),
      z.refine(
        (value) => value.replace(/\D/g, '').length >= 10,
        `Enter ${your} phone number with its area code`,
      ),
      z.maxLength(30, 'Phone number must be at most 30 characters'),
    ),
  };
}

/** A customer's own details, as the public booking and hold forms take them. */
export const customerFields = customerFieldsFor('renter');

const bookingSchemaFor = (taker: BookingTaker) =>
  z.object({
    type: z.enum(cartTypeIds as [CartTypeId, ...CartTypeId[]], {
      error: 'Choose a 4 seater, 6 seater or utility cart',
    }),
    start: isoDate('Choose the pickup date'),
    pickupTime: z
      .string({ error: 'Choose a pickup time' })
      .check(z.regex(/^\d{2}:\d{2}$/, 'Choose a pickup time')),
    days: z.pipe(
      // Digits only: Number() would also read "3e0" and "0x3" as 3.
      z.transform((value: unknown) =>
        typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value,
      ),
      z
        .number({ error: `Choose from 1 to ${rentalPolicy.maximumRentalDays} days` })
        .check(
          z.refine(
            (value) => Number.isInteger(value) && value >= 1 && value <= rentalPolicy.maximumRentalDays,
            `A rental lasts 1 to ${rentalPolicy.maximumRentalDays} days (our rental policy)`,
          ),
        ),
    ),
    town: optionalChoice((value) => municipalityBySlug(value) !== undefined, 'Choose a town we deliver to'),
    showroom: optionalChoice(
      (value) => (rentalLocationIds as readonly string[]).includes(value),
      'Choose the showroom to collect the cart from',
    ),
    ...customerFieldsFor(taker),
    drivers: z
      .array(driverSchema, { error: "Enter the renter's licence as the first driver" })
      .check(
        z.minLength(1, "Enter the renter's licence as the first driver"),
        z.maxLength(
          maxDrivers,
          `At most ${rentalPolicy.maximumAdditionalDrivers} additional drivers (our rental policy)`,
        ),
      ),
    acceptAgreement: z.boolean({ error: whoseDetails[taker].accept }),
    signature: oneLineText(whoseDetails[taker].blankSignature, 'Signature', 120),
  });

export const bookingSchema = bookingSchemaFor('renter');
/** The desk's booking for a caller: the same fields and rules, its messages said of the caller. */
const callerBookingSchema = bookingSchemaFor('desk');
export type BookingInput = z.output<typeof bookingSchema>;

export type BookingFieldErrors = FieldErrors;

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** "Additional driver 1 (Sam Lee)", or "The renter (Pat Lee)": as the form and the agreement head them. */
const driverLabel = (driver: { name?: string }, index: number) =>
  `${index === 0 ? 'The renter' : `Additional driver ${index}`}${driver.name ? ` (${driver.name})` : ''}`;

/** No driver is older: an earlier date of birth is a typing slip (1000-01-01). */
const oldestDriverAge = 120;
/**
 * No licence runs longer (some states' run to the holder's 65th birthday): a later expiry is a
 * typing slip (9999-12-31).
 */
const longestLicenceYears = 60;

/**
 * What to say of a driver whose licence runs out before the cart is due back on `dueBack` (the
 * due-back day: a Saturday hire returned at Monday's opening is driven back on Monday), booking or
 * extending at the desk, or undefined.
 */
export function licenceEndsTooSoon(
  driver: { name?: string; licenceExpiry: string },
  index: number,
  dueBack: string,
): string | undefined {
  return driver.licenceExpiry < dueBack
    ? `${driverLabel(driver, index)}: the licence expires on ${formatRequestDate(driver.licenceExpiry)}, before the cart is due back on ${formatRequestDate(dueBack)}`
    : undefined;
}

/** Whole years of age on `date` of someone born on `dateOfBirth`. */
export function ageOn(dateOfBirth: string, date: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return year - birthYear - (month < birthMonth || (month === birthMonth && day < birthDay) ? 1 : 0);
}

/**
 * A booking's fields read right, to hold against the rules between them: of a refused form, each
 * driver read on its own (a gap where one is refused), so a slip in one driver's licence number
 * does not hide that another is too young until the form is sent again.
 */
type BookingToCheck = Omit<Partial<BookingInput>, 'drivers'> & {
  drivers?: readonly (Partial<DriverInput> | undefined)[];
};

/**
 * Each posted driver read on its own, in its place, field by field: a slip in one field (the
 * licence number) leaves the others' rules (the age, the expiry) to be asked. Undefined when the
 * drivers are no list.
 */
function driversOneByOne(input: unknown): (Partial<DriverInput> | undefined)[] | undefined {
  const posted =
    typeof input === 'object' && input !== null ? (input as { drivers?: unknown }).drivers : undefined;
  if (!Array.isArray(posted)) return undefined;
  return posted.slice(0, maxDrivers).map((driver: unknown) => {
    if (typeof driver !== 'object' || driver === null) return undefined;
    const fields = driver as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(driverSchema.shape).flatMap(([field, schema]) => {
        const read = schema.safeParse(fields[field]);
        return read.success ? [[field, read.data]] : [];
      }),
    );
  });
}

/**
 * The rules between fields, at `now`: the pickup is a time the cart can change hands and not in
 * the past or beyond the booking horizon; the signature is the renter's name; every driver is old
 * enough on the pickup date and holds a licence valid through the day the cart is due back.
 */
export function bookingProblems(
  booking: BookingToCheck,
  now: Date,
  /** The fields the schema refused (of a form refused already): their rules are not asked. */
  refused: ReadonlySet<string>,
  taker: BookingTaker = 'renter',
): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  const [today] = dealerDateTime(now.getTime());
  const { start, pickupTime, days, drivers, firstName, lastName, signature } = booking;
  // Each rule asks only for fields read right: of a refused form, the rest are said by the schema.
  // Left empty, the town and the showroom are read right and absent: only a refused one is unknown.
  const handover: HandoverPlace | undefined =
    refused.has('town') || refused.has('showroom')
      ? undefined
      : booking.town
        ? 'delivery'
        : { locationId: booking.showroom || rentalLocationIds[0] };
  // A pickup date out of the bookable range is only named: days counted on from it (the licence
  // checked through the due-back date) could run past the last date there is, 9999-12-31.
  const startProblem = start === undefined ? undefined : bookingDateProblem(start, 'pickup date', today);
  if (start !== undefined) {
    if (startProblem) errors.start = startProblem;
    else if (handover) {
      const times = pickupTimes(start, handover);
      if (times.length === 0)
        errors.start = `We hand carts over Monday to Saturday${handover === 'delivery' ? ' and on Sundays' : ''}: choose another day`;
      else if (pickupTime !== undefined && !times.includes(pickupTime))
        errors.pickupTime = `Choose a pickup time from ${clockLabel(times[0]!)} to ${clockLabel(times.at(-1)!)}`;
      else if (
        pickupTime !== undefined &&
        !stillBookable(dealerMoment(start, pickupTime), handover, now.getTime())
      )
        errors.pickupTime = tooLateToBook(dealerMoment(start, pickupTime), now.getTime());
    }
  }
  drivers?.forEach((driver, index) => {
    if (!driver) return;
    const { dateOfBirth, licenceExpiry } = driver;
    if (dateOfBirth !== undefined && ageOn(dateOfBirth, today) > oldestDriverAge)
      errors[`drivers.${index}.dateOfBirth`] =
        `${driverLabel(driver, index)}: check the date of birth, ${formatRequestDate(dateOfBirth)}`;
    else if (
      dateOfBirth !== undefined &&
      start !== undefined &&
      ageOn(dateOfBirth, start) < rentalPolicy.minimumAge
    )
      errors[`drivers.${index}.dateOfBirth`] =
        `${driverLabel(driver, index)} is under ${rentalPolicy.minimumAge} on the pickup date: every driver must be ${rentalPolicy.minimumAge} or older`;
    if (licenceExpiry === undefined) return;
    if (ageOn(today, licenceExpiry) > longestLicenceYears)
      errors[`drivers.${index}.licenceExpiry`] =
        `${driverLabel(driver, index)}: check the date the licence expires, ${formatRequestDate(licenceExpiry)}`;
    else if (start !== undefined && !startProblem && days !== undefined) {
      const dueBack =
        pickupTime !== undefined && handover
          ? dueBackDay(start, pickupTime, days, handover)
          : addDays(start, days);
      const endsTooSoon = licenceEndsTooSoon({ name: driver.name, licenceExpiry }, index, dueBack);
      if (endsTooSoon) errors[`drivers.${index}.licenceExpiry`] = endsTooSoon;
    }
  });
  if (booking.acceptAgreement === false) errors.acceptAgreement = whoseDetails[taker].accept;
  if (firstName !== undefined && lastName !== undefined && signature !== undefined) {
    const renter = `${firstName} ${lastName}`;
    if (!sameName(signature, renter)) errors.signature = whoseDetails[taker].signature(renter);
  }
  return errors;
}

/** A booking's fields and rules checked together: the booking, or every problem by field. */
export function checkBooking(
  input: unknown,
  now: Date,
  taker: BookingTaker = 'renter',
): CheckedBooking<BookingInput> {
  const schema = taker === 'desk' ? callerBookingSchema : bookingSchema;
  const checked = checkedBooking(schema, input, (booking, refused) =>
    bookingProblems(
      refused.has('drivers') ? { ...booking, drivers: driversOneByOne(input) } : booking,
      now,
      refused,
      taker,
    ),
  );
  if (checked.ok) return checked;
  return { ok: false, errors: withDriverNamed(checked.errors) };
}

/**
 * Each driver's field problem says whose licence it is about ("Additional driver 1: Enter the
 * date of birth"), as the rules between fields already do: in the list of problems above a form
 * of three licences, "Enter the date of birth" alone does not say which.
 */
function withDriverNamed(errors: BookingFieldErrors): BookingFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const index = /^drivers\.(\d+)\.\w+$/.exec(field)?.[1];
      if (index === undefined || /^(The renter|Additional driver)/.test(message)) return [field, message];
      return [
        field,
        `${Number(index) === 0 ? "The renter's licence" : `Additional driver ${index}`}: ${message}`,
      ];
    }),
  );
}
