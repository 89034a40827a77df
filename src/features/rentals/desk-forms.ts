/**
 * The rental desk's forms: one zod/mini schema each, read by the browser and the server alike,
 * with the names of their fields (what a refused save shows again). Rules that need the booking
 * or the fleet as it is now (a check-out time after the booking was made, a fleet number already
 * painted on another cart) are the server's, in src/features/rentals/server/.
 */
import * as z from 'zod/mini';

import { cartTypeIds, rentalLocationIds, rentalPolicy, type CartTypeId } from '@/content/rental-plans';
import { parseDate } from '@/features/requests/request-dates';
import { parseTypedCents } from '@/features/requests/typed-number';
import { droppingHiddenMarks, oneLineText } from '@/lib/one-line-text';
import { versionText } from '@/lib/version-param';

import { maxDrivers } from './booking-schema';
import { counterKinds, counterMethods } from './counter-account';
import { toCents } from './rental-price';

const version = versionText;
const recordId = (what: string) => z.string().check(z.regex(/^[0-9a-f-]{36}$/, `No such ${what}.`));
const notes = z
  .string()
  .check(droppingHiddenMarks(), z.trim(), z.maxLength(1000, 'Keep the notes under 1,000 characters.'));

/** A moment at the dealer as a datetime-local control sends it: "2027-07-10T10:05". */
export const localMoment = z.string().check(
  z.trim(),
  z.refine(
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && parseDate(value.slice(0, 10)) !== undefined,
    'Enter the date and time, e.g. 2027-07-10 10:05.',
  ),
);

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN)),
    )
    .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message));

const battery = wholeNumber('Enter the battery level from 0 to 100 %.', 0, 100);

/** Dollars as staff type them ("65", "$1,250.50"), in cents; "" is none. */
const dollars = (message: string) =>
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value) => (value === '' ? 0 : (parseTypedCents(value) ?? Number.NaN))),
    )
    .check(z.refine((value) => Number.isFinite(value), message));

const ticked = z.pipe(
  z.string(),
  z.transform((value) => value !== ''),
);

const counterMethod = z.enum(counterMethods, 'Choose how it was paid.');

export const checkOutFields = [
  'id',
  'version',
  'at',
  'battery',
  'driver',
  'notes',
  'taken',
  'method',
  'dues',
] as const;

export const checkOutSchema = z.object({
  id: recordId('booking'),
  version,
  at: localMoment,
  battery,
  /** Which named driver took the cart: their place in the booking's list. */
  driver: wholeNumber('Choose the driver who takes the cart.', 0, maxDrivers - 1),
  notes,
  /** Ticked once the rent and the deposit due at the counter were taken (the server knows what is due). */
  taken: ticked,
  /** How the rent was paid; the check-out sends it even when nothing is due. */
  method: counterMethod,
  /** What the page listed as due at the counter (duesShown). */
  dues: z
    .string()
    .check(z.regex(/^([a-z-]{1,20}:\d{1,9}(,|$))*$/, 'This page is out of date: reload it and try again.')),
});
export type CheckOutInput = z.output<typeof checkOutSchema>;

/** Money taken or given back at the counter once the cart is out: what for, how much, how. */
export const counterPaymentFields = ['id', 'version', 'kind', 'amount', 'method'] as const;

export const counterPaymentSchema = z.object({
  id: recordId('booking'),
  version,
  kind: z.enum(counterKinds, 'This page is out of date: reload it and try again.'),
  // Not a number is told once, by `dollars`; a number is then more than nothing.
  amount: dollars('Enter the amount in dollars, e.g. 65.').check(
    z.refine((cents) => Number.isNaN(cents) || cents > 0, 'Enter an amount of more than $0.'),
  ),
  method: counterMethod,
});

export const returnFields = [
  'id',
  'version',
  'at',
  'battery',
  'uncharged',
  'cleaning',
  'smoke',
  'petHair',
  'accessory',
  'accessoryCost',
  'damage',
  'damageCost',
  'notes',
] as const;

const { cleaningFee } = rentalPolicy;
const describedWith = (what: string) =>
  z.string().check(z.trim(), z.maxLength(120, `Describe the ${what} in under 120 characters.`));

const returnFindings = z.object({
  id: recordId('booking'),
  version,
  at: localMoment,
  battery,
  uncharged: ticked,
  cleaning: dollars('Enter the cleaning charge in dollars, e.g. 75.'),
  smoke: ticked,
  petHair: ticked,
  accessory: describedWith('missing accessory'),
  accessoryCost: dollars('Enter the replacement cost in dollars, e.g. 40.'),
  damage: describedWith('damage'),
  damageCost: dollars('Enter the repair cost in dollars, e.g. 120.'),
  notes,
});

type ReturnFindings = z.output<typeof returnFindings>;

/**
 * Runs a rule across fields only once each of them was read: a cost that is not a number is told
 * so once, not again as "Enter what the repair costs".
 */
const onceRead =
  (...fields: (keyof ReturnFindings)[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => fields.includes(issue.path?.[0] as keyof ReturnFindings));

/**
 * A charge found at the return (a missing accessory, damage): what it is and what it costs, each
 * asked for once the other is given.
 */
const describedCharge = (
  what: 'accessory' | 'damage',
  cost: 'accessoryCost' | 'damageCost',
  messages: { cost: string; what: string },
) => [
  z.refine<ReturnFindings>((value) => value[what] === '' || value[cost] > 0, {
    message: messages.cost,
    path: [cost],
    when: onceRead(what, cost),
  }),
  z.refine<ReturnFindings>((value) => value[cost] === 0 || value[what] !== '', {
    message: messages.what,
    path: [what],
    when: onceRead(what, cost),
  }),
];

export const returnSchema = returnFindings.check(
  z.refine(
    (value) =>
      value.cleaning === 0 ||
      (value.cleaning >= toCents(cleaningFee.min) && value.cleaning <= toCents(cleaningFee.max)),
    {
      message: `Cleaning is $${cleaningFee.min} to $${cleaningFee.max} (our rental policy), or leave it empty.`,
      path: ['cleaning'],
      when: onceRead('cleaning'),
    },
  ),
  ...describedCharge('accessory', 'accessoryCost', {
    cost: 'Enter what the missing accessory costs to replace.',
    what: 'Say which accessory is missing.',
  }),
  ...describedCharge('damage', 'damageCost', {
    cost: 'Enter what the repair costs.',
    what: 'Say what is damaged.',
  }),
);
export type ReturnInput = z.output<typeof returnSchema>;

export const extendFields = ['id', 'version', 'days', 'cart'] as const;

export const extendSchema = z.object({
  id: recordId('booking'),
  version,
  days: wholeNumber(
    `A rental lasts 1 to ${rentalPolicy.maximumRentalDays} days (our rental policy).`,
    1,
    rentalPolicy.maximumRentalDays,
  ),
  /** Another cart to extend on, when the booking's own is taken for the longer time. */
  cart: z.union([z.literal(''), recordId('cart')]),
});

export const moveFields = ['id', 'version', 'cart', 'from'] as const;

export const moveSchema = z.object({
  id: recordId('booking'),
  version,
  cart: recordId('cart').check(z.minLength(1, 'Choose the cart to move it to.')),
  /** The fleet page, when the move was offered there: the answer goes back to it. */
  from: z.optional(z.union([z.literal(''), z.literal('fleet')])),
});

export const cancelFields = ['id', 'version', 'confirm'] as const;

export const cancelSchema = z.object({
  id: recordId('booking'),
  version,
  confirm: z.literal('yes', { error: 'Tick the box to confirm: a cancelled booking cannot be restored.' }),
});

export const fleetNumberPattern = /^[A-Z0-9][A-Z0-9-]{0,11}$/;

const cartFieldsSchema = {
  fleetNumber: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(
        fleetNumberPattern,
        'Enter the fleet number painted on the cart: up to 12 letters, digits and dashes, e.g. SH4-09.',
      ),
    ),
  type: z.enum(cartTypeIds as [CartTypeId, ...CartTypeId[]], 'Choose a 4 seater, 6 seater or utility cart.'),
  location: z.enum(rentalLocationIds, 'Choose the showroom the cart leaves from.'),
  notes,
};

export const newCartFields = ['fleetNumber', 'type', 'location', 'notes'] as const;
export const newCartSchema = z.object(cartFieldsSchema);
export type CartInput = z.output<typeof newCartSchema>;

export const cartChangeFields = ['id', 'version', ...newCartFields] as const;
export const cartChangeSchema = z.object({ id: recordId('cart'), version, ...cartFieldsSchema });

export const maintenanceFields = ['id', 'version', 'from', 'to', 'reason'] as const;

const isoDate = (message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => parseDate(value) !== undefined, message),
  );

export const maintenanceSchema = z
  .object({
    id: recordId('cart'),
    version,
    from: isoDate('Enter the first day in the workshop.'),
    to: isoDate('Enter the last day in the workshop.'),
    reason: oneLineText('Say why it is in the workshop, e.g. new batteries.', 'The reason', 120),
  })
  .check(
    z.refine((value) => value.to >= value.from, {
      message: 'The last day cannot be before the first.',
      path: ['to'],
    }),
  );

export const removeMaintenanceFields = ['id', 'version', 'entry'] as const;
export const removeMaintenanceSchema = z.object({
  id: recordId('cart'),
  version,
  entry: recordId('workshop entry'),
});

export const cartStatuses = ['active', 'retired'] as const;
export type CartStatus = (typeof cartStatuses)[number];

export const cartStatusFields = ['id', 'version', 'status'] as const;
export const cartStatusSchema = z.object({
  id: recordId('cart'),
  version,
  status: z.enum(cartStatuses, 'Choose active or retired.'),
});

/** The most a manager may set the turnaround to: two days. */
export const maxTurnaroundHours = 48;

export const turnaroundFields = ['hours'] as const;
export const turnaroundSchema = z.object({
  hours: wholeNumber(`Enter whole hours from 0 to ${maxTurnaroundHours}.`, 0, maxTurnaroundHours),
});

/** A booking's form for a caller, field by field: the public booking's names with each driver's as "drivers.1.name". */
export const driverFieldNames = [
  'name',
  'dateOfBirth',
  'licenceNumber',
  'licenceState',
  'licenceExpiry',
] as const;

/** The rental asked for and who asks: what the public booking schema reads as the caller's form sends it. */
const bookingTextFields = [
  'type',
  'start',
  'pickupTime',
  'days',
  'town',
  'showroom',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;

export const callerBookingFields = [
  ...bookingTextFields,
  'acceptAgreement',
  'signature',
  'idempotencyKey',
  ...Array.from({ length: maxDrivers }, (_, index) =>
    driverFieldNames.map((name) => `drivers.${index}.${name}` as const),
  ).flat(),
] as const;
export type CallerBookingField = (typeof callerBookingFields)[number];

/**
 * What the public booking schema reads (src/features/rentals/booking-schema.ts) from the caller's
 * form: the drivers as a list, an additional driver left blank left out, the tick as a boolean.
 */
export function callerBookingInput(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const drivers = Array.from({ length: maxDrivers }, (_, index) =>
    Object.fromEntries(driverFieldNames.map((name) => [name, values[`drivers.${index}.${name}`] ?? ''])),
  ).filter((driver, index) => index === 0 || Object.values(driver).some((value) => value.trim() !== ''));
  return {
    ...Object.fromEntries(bookingTextFields.map((name) => [name, values[name]])),
    drivers,
    acceptAgreement: values.acceptAgreement === 'yes',
    signature: values.signature,
  };
}
