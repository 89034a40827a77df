'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';

import { checkAsSchema } from '@/features/bookings/field-errors';
import { formSubmissionKey } from '@/features/bookings/server/booking-form-origin';
import { takenAMomentAgo, unlessBackstopped } from '@/features/bookings/server/database-refusal';
import { settingsSaveAnswer, staffFormAction } from '@/features/staff/server/staff-form-action';
import type { StaffActor } from '@/features/staff/staff-roles';
import { formatDateTime } from '@/lib/format-date';
import {
  versionToOverwrite,
  withVersionToOverwrite,
  type FormSchema,
  type FormState,
} from '@/lib/posted-form';

import { checkBooking } from './booking-schema';
import {
  callerBookingFields,
  callerBookingInput,
  cancelFields,
  cancelSchema,
  cartChangeFields,
  cartChangeSchema,
  cartStatusFields,
  cartStatusSchema,
  checkOutFields,
  checkOutSchema,
  counterPaymentFields,
  counterPaymentSchema,
  extendFields,
  extendSchema,
  maintenanceFields,
  maintenanceSchema,
  moveFields,
  moveSchema,
  newCartFields,
  newCartSchema,
  removeMaintenanceFields,
  removeMaintenanceSchema,
  returnFields,
  returnSchema,
  turnaroundFields,
  turnaroundSchema,
} from './desk-forms';
import { cartTypeShort, momentLabel, showroomName, spanLabel } from './desk-words';
import { dateAndTime } from './rental-agreement';
import { dealerMoment } from './rental-time';
import { bookingAsked } from './server/booking-api';
import type { BookingChange } from './server/booking-history';
import {
  bookRental,
  cancelBooking,
  extendBooking,
  moveBooking,
  type CancelOutcome,
  type DeskChangeOutcome,
  type InTheWay,
} from './server/bookings';
import { recordCounterPayment, type CounterOutcome } from './server/counter-payments';
import {
  addCart,
  addMaintenance,
  removeMaintenance,
  setCartStatus,
  updateCart,
  type FleetOutcome,
} from './server/fleet';
import { checkOutBooking, returnBooking, type HandoverOutcome } from './server/handover';
import { saveRentalSettings } from './server/rental-settings';

/**
 * The rental desk's changes. Each asks who may make it first (the rental desk's permission,
 * src/features/staff/access.ts), reads the posted form with its one schema, decides, and either
 * goes back to the page saying what was done or answers one state for the form: what was sent
 * (every control shows it again), the messages by field, and what made a change impossible.
 */

/** What the desk's forms are answered with, besides what was sent and the messages by field. */
export type DeskFormState = FormState<{
  /** The booking changed after the page was opened: who did what since, and its version now. */
  stale: { changes: string[]; currentVersion: number };
  /** The cart asked for is not free: what holds it, and the carts that are. */
  taken: { inTheWay: string[]; free: { id: string; label: string }[] };
  /** A fleet change would leave these bookings without a cart. */
  stranded: StrandedView[];
  /** Nothing free for a caller's booking: what is, instead. */
  alternatives: string[];
}>;

/** A read posted form, as the desk's answers use it: what was sent, the count, and one refusal. */
type PostedForm = {
  values: Record<string, string>;
  attempt: number;
  refuse: (message: string, field?: string) => DeskFormState;
};

export interface StrandedView {
  id: string;
  version: number;
  reference: string;
  renter: string;
  when: string;
  /** Why it cannot be offered a move (out with the renter), when it cannot. */
  note?: string;
  moveTo: { id: string; label: string }[];
}

const gone = 'This booking no longer exists.';

/** "sam@… at Nov 25, 2026, 3:42 PM: Extended from 7 to 9 days ...": how a refusal names a change. */
const changeLines = (changes: readonly BookingChange[]) =>
  changes.map((change) => `${change.by} at ${formatDateTime(change.at)}: ${change.what}`);

/** Someone changed the booking after the page was opened: who did what since, and its version now. */
const staleAnswer = (
  { values, attempt }: PostedForm,
  outcome: { changes: readonly BookingChange[]; booking: { version: number } },
): DeskFormState => ({
  values,
  stale: { changes: changeLines(outcome.changes), currentVersion: outcome.booking.version },
  attempt,
});

const bookingPage = (id: string, done: string) => `/admin/rentals/bookings/${id}?done=${done}`;

/** "B-7KQ2 (Pat Lee, SH4-03, Sat, Jul 10 at 9:30AM to ...)" for a refusal. */
function inTheWayLine(item: InTheWay): string {
  if (item.kind === 'maintenance')
    return `${item.fleetNumber} is in the workshop from ${item.startsOn} to ${item.endsOn} (${item.reason})`;
  return `${item.fleetNumber} is booked by ${item.renter}, ref ${item.reference}, ${spanLabel(item.startsMs, item.endsMs)}`;
}

const cartLabel = (cart: { fleetNumber: string; locationId: string }) =>
  `${cart.fleetNumber} (${showroomName(cart.locationId)})`;

/** The answer to a booking change that was not made, or (once made) back to the booking page. */
function bookingAnswer(
  form: PostedForm,
  outcome: DeskChangeOutcome | HandoverOutcome | CancelOutcome | CounterOutcome,
  done: string,
): DeskFormState {
  const { values, attempt } = form;
  switch (outcome.outcome) {
    case 'missing':
      return form.refuse(gone);
    case 'stale':
      return staleAnswer(form, outcome);
    case 'refused':
      if ('redraw' in outcome) refresh();
      return form.refuse(outcome.message, 'field' in outcome ? outcome.field : undefined);
    case 'taken':
      return {
        values,
        taken: {
          inTheWay: outcome.inTheWay.map(inTheWayLine),
          free: outcome.free.map((cart) => ({ id: cart.id, label: cartLabel(cart) })),
        },
        attempt,
      };
    case 'already':
      return form.refuse('It is cancelled already.');
    case 'too-late':
      return form.refuse(`The cart has left (${outcome.booking.status}): it can no longer be cancelled.`);
    case 'changed':
    case 'done':
    case 'cancelled':
      redirect(bookingPage(outcome.booking.id, done));
  }
}

/** Who makes a change to a booking, and the version of it their page showed. */
type ChangeStamp = { expectedVersion: number; by: string };

/**
 * A change to one booking from the desk, saved only over the version its page showed: back to the
 * booking saying what was done, or the answer `bookingAnswer` gives.
 */
const bookingChangeAction = <Name extends string, Parsed extends { id: string; version: string }>(
  fields: readonly Name[],
  schema: FormSchema<Parsed>,
  change: (
    data: Parsed,
    stamp: ChangeStamp,
    staff: StaffActor,
  ) => Promise<DeskChangeOutcome | HandoverOutcome | CancelOutcome | CounterOutcome>,
  done: string,
) =>
  staffFormAction(
    { permission: 'rentals.desk', fields, schema, toParse: withVersionToOverwrite },
    async (form, staff): Promise<DeskFormState> => {
      const stamp = { expectedVersion: Number(form.data.version), by: staff.email };
      const outcome = await unlessBackstopped(() => change(form.data, stamp, staff));
      if (!outcome) return form.refuse(takenAMomentAgo('cart', 'send the form again'));
      return bookingAnswer(form, outcome, done);
    },
  );

/** Check-out: who took the cart, when, its battery, once six photos are stored. */
export const checkOutAction = bookingChangeAction(
  checkOutFields,
  checkOutSchema,
  (data, stamp) =>
    checkOutBooking(data.id, {
      ...stamp,
      atMs: dealerMoment(data.at.slice(0, 10), data.at.slice(11)),
      battery: data.battery,
      driver: data.driver,
      notes: data.notes,
      taken: data.taken,
      method: data.method,
      shown: data.dues,
    }),
  'checked-out',
);

/** Money taken or given back at the counter once the cart is out: never more than is due. */
export const recordCounterPaymentAction = bookingChangeAction(
  counterPaymentFields,
  counterPaymentSchema,
  (data, stamp) =>
    recordCounterPayment(data.id, { ...stamp, kind: data.kind, cents: data.amount, method: data.method }),
  'counter-payment',
);

/** Return: when, its battery, six photos, and what the policy charges for what staff found. */
export const returnCartAction = bookingChangeAction(
  returnFields,
  returnSchema,
  (data, stamp) =>
    returnBooking(data.id, {
      ...stamp,
      atMs: dealerMoment(data.at.slice(0, 10), data.at.slice(11)),
      battery: data.battery,
      notes: data.notes,
      findings: {
        uncharged: data.uncharged,
        cleaningCents: data.cleaning,
        smoke: data.smoke,
        petHair: data.petHair,
        accessory: data.accessory ? { what: data.accessory, costCents: data.accessoryCost } : null,
        damage: data.damage ? { what: data.damage, repairCents: data.damageCost } : null,
      },
    }),
  'returned',
);

/** More days: on its own cart when free for the longer time, else on another free cart staff choose. */
export const extendBookingAction = bookingChangeAction(
  extendFields,
  extendSchema,
  (data, stamp) => extendBooking(data.id, { ...stamp, days: data.days, toCart: data.cart || undefined }),
  'extended',
);

/** Another free cart of the type, from the booking's page or from the fleet page (which it goes back to). */
export const moveBookingAction = bookingChangeAction(
  moveFields,
  moveSchema,
  async (data, stamp) => {
    const outcome = await moveBooking(data.id, { ...stamp, toCart: data.cart });
    if (outcome.outcome === 'changed' && data.from === 'fleet')
      redirect(`/admin/rentals/fleet?moved=${encodeURIComponent(outcome.booking.reference)}`);
    return outcome;
  },
  'moved',
);

/** Cancels through the renter's own path, with the refund the policy gives now. */
export const cancelBookingAction = bookingChangeAction(
  cancelFields,
  cancelSchema,
  (data, { expectedVersion }, staff) => cancelBooking(data.id, { staff }, new Date(), { expectedVersion }),
  'cancelled',
);

/** A booking taken on the phone: the public booking's schema and path, recorded as the staff member's. */
export const bookForCallerAction = staffFormAction(
  {
    permission: 'rentals.desk',
    fields: callerBookingFields,
    schema: checkAsSchema((input) => checkBooking(input, new Date(), 'desk')),
    toParse: callerBookingInput,
  },
  async ({ values, attempt, refuse, data: booking }, staff): Promise<DeskFormState> => {
    const outcome = await unlessBackstopped(() =>
      bookRental({
        ...bookingAsked(booking),
        clientAddress: `a telephone call taken by ${staff.email}`,
        idempotencyKey: formSubmissionKey('desk', values.idempotencyKey),
        source: null,
        sourcePath: '/admin/rentals/new',
        bookedBy: staff,
      }),
    );
    if (!outcome) return refuse(takenAMomentAgo('cart', 'send the form again'));
    if (outcome.outcome === 'full')
      return {
        values,
        errors: {
          form: [
            `No ${cartTypeShort[booking.type]} cart is free from ${dateAndTime(booking.start, booking.pickupTime)} for ${booking.days} ${booking.days === 1 ? 'day' : 'days'}.`,
          ],
        },
        alternatives: [
          ...outcome.alternatives.dates.map(
            (date) => `${dateAndTime(date.pickupDate, booking.pickupTime)}: ${date.free} free`,
          ),
          ...outcome.alternatives.types.map(
            (type) => `A ${cartTypeShort[type.type]} cart on the dates asked for: ${type.free} free`,
          ),
        ],
        attempt,
      };
    redirect(bookingPage(outcome.booking.id, 'booked'));
  },
);

const fleetPage = (done: string, cartId?: string) =>
  `/admin/rentals/fleet?done=${done}${cartId ? `#cart-${cartId}` : ''}`;

/** The answer to a fleet change that was not made, or (once made) back to the fleet page. */
function fleetAnswer(form: PostedForm, outcome: FleetOutcome, done: string): DeskFormState {
  const { values, attempt } = form;
  switch (outcome.outcome) {
    case 'missing':
      return form.refuse('That cart or workshop entry no longer exists.');
    case 'stale':
      return form.refuse(
        `Not saved: this cart changed after you opened the page (at ${momentLabel(Date.parse(outcome.updatedAt))}). Reload to see it as it is now.`,
      );
    case 'duplicate':
      return form.refuse(`Fleet number ${outcome.fleetNumber} is already on another cart.`, 'fleetNumber');
    case 'refused':
      return form.refuse(outcome.message, outcome.field);
    case 'stranded':
      return {
        values,
        stranded: outcome.bookings.map(({ booking, moveTo }) => ({
          id: booking.id,
          version: booking.version,
          reference: booking.reference,
          renter: `${booking.firstName} ${booking.lastName}`,
          when: spanLabel(booking.startsMs, booking.endsMs),
          note: booking.status === 'out' ? 'Out with the renter now: it comes back first.' : undefined,
          moveTo: moveTo.map((cart) => ({ id: cart.id, label: cartLabel(cart) })),
        })),
        attempt,
      };
    case 'saved':
      redirect(fleetPage(done, outcome.cartId));
  }
}

export const addCartAction = staffFormAction(
  { permission: 'rentals.desk', fields: newCartFields, schema: newCartSchema },
  async (form): Promise<DeskFormState> => fleetAnswer(form, await addCart(form.data), 'added'),
);

export const updateCartAction = staffFormAction(
  { permission: 'rentals.desk', fields: cartChangeFields, schema: cartChangeSchema },
  async (form): Promise<DeskFormState> => {
    const { data } = form;
    const outcome = await updateCart(data.id, { ...data, expectedVersion: Number(data.version) });
    return fleetAnswer(form, outcome, 'saved');
  },
);

export const addMaintenanceAction = staffFormAction(
  { permission: 'rentals.desk', fields: maintenanceFields, schema: maintenanceSchema },
  async (form, staff): Promise<DeskFormState> => {
    const { id, from, to, reason, version } = form.data;
    const outcome = await addMaintenance(id, {
      from,
      to,
      reason,
      expectedVersion: Number(version),
      by: staff.email,
    });
    return fleetAnswer(form, outcome, 'workshop');
  },
);

export const removeMaintenanceAction = staffFormAction(
  { permission: 'rentals.desk', fields: removeMaintenanceFields, schema: removeMaintenanceSchema },
  async (form): Promise<DeskFormState> => {
    const { id, entry, version } = form.data;
    return fleetAnswer(form, await removeMaintenance(id, entry, Number(version)), 'workshop-removed');
  },
);

/** A cart taken out of the fleet or put back: the page says which ("retired" or "active"). */
export const setCartStatusAction = staffFormAction(
  { permission: 'rentals.desk', fields: cartStatusFields, schema: cartStatusSchema },
  async (form): Promise<DeskFormState> => {
    const { id, status, version } = form.data;
    return fleetAnswer(form, await setCartStatus(id, status, Number(version)), status);
  },
);

/** The turnaround buffer: a manager's setting, saved only over the version the form showed. */
export const saveTurnaroundAction = staffFormAction(
  { permission: 'rentals.settings', fields: turnaroundFields, schema: turnaroundSchema },
  async (form, staff, formData) =>
    settingsSaveAnswer(
      form,
      await saveRentalSettings(form.data.hours, staff.email, versionToOverwrite(formData)),
      '/admin/rentals/fleet?done=turnaround',
    ),
);
