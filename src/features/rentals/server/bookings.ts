import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql, type Selectable, type Transaction } from 'kysely';

import { golfCartRentalPolicy } from '@/content/policies/rental-policy';
import { cartType, type CartTypeId } from '@/content/rental-plans';
import { inTransactionBackstopped, refusedBy } from '@/features/bookings/server/database-refusal';
import { automaticResponders, callerBookingResponder } from '@/features/leads/lead';
import type { LeadSource } from '@/features/leads/lead-source';
import { closeLeadOfCancelledBooking, type BookingCancelledBy } from '@/features/leads/server/lead-desk';
import { storeBookedLead } from '@/features/leads/server/lead-mutations';
import { kickOutbox, queueMessages } from '@/features/leads/server/outbox';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { staffNamer } from '@/features/staff/server/staff-directory';
import { staffDisplayName, type StaffActor } from '@/features/staff/staff-roles';
import { newLeadReference } from '@/lib/lead-reference';
import { askForWork } from '@/server/background-work';
import { database, type Executor } from '@/server/db/database';
import { isSqlite } from '@/server/db/dialect';
import type { Database, RentalBookingsTable } from '@/server/db/schema';
import { idempotencyKeyFor } from '@/server/http/idempotency-key';

import {
  bookingDueBackMs,
  cancellationRefund,
  handoverPlaceOf,
  nothingPaidYet,
  refundOfPaid,
  type Booking,
  type BookingStatus,
  type PaidOnline,
} from '../booking';
import { licenceEndsTooSoon } from '../booking-schema';
import {
  dateAndTime,
  rentalAgreement,
  rentalAgreementVersion,
  type AgreementDriver,
} from '../rental-agreement';
import { formatCents, rentalPrice, rentFor } from '../rental-price';
import { dealerDateTime, dueBackDay, handoverPlace } from '../rental-time';
import { agreementPdf } from './agreement-pdf';
import {
  alternatives,
  datesFreedByLateCart,
  deliveryMiles,
  deskLocationIds,
  freeCartsQuery,
  inWorkshopDuring,
  keepsCartDuring,
  rentalWindow,
  servingLocationIds,
  type Alternatives,
  type FreeCart,
  type RentalAsk,
  type RentalWindow,
} from './availability';
import {
  bookingChanges,
  changeBookingAtVersion,
  recordBookingChange,
  type BookingChange,
} from './booking-history';
import { bookingKey, keyMatches } from './booking-keys';
import {
  bookingConfirmation,
  bookingHandover,
  cancellationNotice,
  extensionNotice,
  handoverLine,
} from './booking-mail';
import { rentTakenAtDesk } from './counter-records';
import { rentalSettings } from './rental-settings';
import { notifyWaitlist } from './waitlist';

/**
 * Booking a rental: the one path that gives a renter a cart, so a cart is never promised twice.
 * Inside one transaction it takes a concrete cart that is free for the rental's time plus the
 * turnaround, holding that cart while it checks again and writes the booking. On PostgreSQL the
 * cart's row is locked (`for update`, skipping carts other bookers hold, so fifty bookers at once
 * spread over the free carts instead of queueing on the first), and an exclusion constraint
 * refuses whatever gets past; on SQLite the transaction begins immediate (one writer at a time),
 * with triggers as the backstop. Staff changes (a booking for a caller, an extension, another
 * cart) take the same path.
 */

export interface BookingRequest {
  ask: RentalAsk;
  renter: { firstName: string; lastName: string; email: string; phone: string };
  /** The renter first, then up to two additional drivers. */
  drivers: AgreementDriver[];
  signatureName: string;
  /** The client address as the rate limiter sees it, recorded with the signature. */
  clientAddress: string;
  /** A retried post with the same key gets the first answer. */
  idempotencyKey?: string;
  source: LeadSource | null;
  sourcePath: string;
  /** The staff member booking for a caller. */
  bookedBy?: StaffActor;
  /**
   * Online payment (src/features/payments): the booking waits for it, holding its cart until
   * `payByMs`, and becomes a lead and a confirmation only once paid (confirmPaidBooking).
   */
  awaitingPayment?: { payByMs: number };
}

export type BookingOutcome =
  | { outcome: 'booked' | 'repeat'; booking: Booking; key: string }
  | { outcome: 'full'; alternatives: Alternatives };

type BookingRow = Selectable<RentalBookingsTable> & { fleet_number: string };

export function toBooking(row: BookingRow): Booking {
  const json = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);
  return {
    id: row.id,
    reference: row.reference,
    cartId: row.cart_id,
    fleetNumber: row.fleet_number,
    type: row.type as CartTypeId,
    status: row.status as BookingStatus,
    startsMs: Number(row.starts_ms),
    endsMs: Number(row.ends_ms),
    blockedUntilMs: Number(row.blocked_until_ms),
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    days: row.days,
    locationId: row.location_id,
    town: row.town,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    drivers: JSON.parse(row.drivers) as AgreementDriver[],
    rentCents: row.rent_cents,
    deliveryCents: row.delivery_cents,
    driversCents: row.drivers_cents,
    totalCents: row.total_cents,
    depositCents: row.deposit_cents,
    chargedMiles: row.charged_miles,
    agreementVersion: row.agreement_version,
    signatureName: row.signature_name,
    signedAt: row.signed_at,
    agreementSha256: row.agreement_sha256,
    leadId: row.lead_id,
    createdAt: row.created_at,
    createdBy: row.created_by,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by,
    refundCents: row.refund_cents,
    payByMs: row.pay_by_ms === null ? null : Number(row.pay_by_ms),
    checkedOutAt: row.checked_out_at,
    checkedOutBy: row.checked_out_by,
    checkout: json(row.checkout),
    returnedAt: row.returned_at,
    returnedBy: row.returned_by,
    returnDetails: json<Booking['returnDetails']>(row.return_details),
    chargesCents: row.charges_cents,
    depositRefundDue: row.deposit_refund_due,
    paidOnline: json<PaidOnline>(row.paid_online),
    version: row.version,
  };
}

/** Bookings with their cart's fleet number: what toBooking reads. */
export function bookingQuery(db: Executor) {
  return db
    .selectFrom('rental_bookings')
    .innerJoin('rental_carts', 'rental_carts.id', 'rental_bookings.cart_id')
    .selectAll('rental_bookings')
    .select('rental_carts.fleet_number');
}

export async function findBooking(id: string, db?: Executor): Promise<Booking | undefined> {
  const row = await bookingQuery(db ?? (await database()))
    .where('rental_bookings.id', '=', id)
    .executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

export async function findBookingByReference(reference: string): Promise<Booking | undefined> {
  const row = await bookingQuery(await database())
    .where('rental_bookings.reference', '=', reference)
    .executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

/**
 * The booking the renter's link names, if its key is the booking's (src/features/rentals/server/
 * booking-keys.ts); undefined for an unknown reference or an altered key.
 */
export async function bookingForKey(reference: string, key: string): Promise<Booking | undefined> {
  const booking = await findBookingByReference(reference);
  return booking && (await keyMatches(booking.id, key)) ? booking : undefined;
}

/** Whether any booking or workshop time of the cart overlaps the window: read afresh under the cart's lock. */
async function cartTaken(
  trx: Transaction<Database>,
  cartId: string,
  window: RentalWindow,
  exceptBooking?: string,
): Promise<boolean> {
  const booking = await trx
    .selectFrom('rental_bookings')
    .select('id')
    .where('cart_id', '=', cartId)
    .where(keepsCartDuring(window))
    .$if(exceptBooking !== undefined, (query) => query.where('id', '<>', exceptBooking!))
    .executeTakeFirst();
  if (booking) return true;
  const maintenance = await trx
    .selectFrom('rental_maintenance')
    .select('id')
    .where('cart_id', '=', cartId)
    .where(inWorkshopDuring(window))
    .executeTakeFirst();
  return maintenance !== undefined;
}

const asFreeCart = (row: { id: string; fleet_number: string; location_id: string }): FreeCart => ({
  id: row.id,
  fleetNumber: row.fleet_number,
  locationId: row.location_id,
});

/**
 * Takes a cart of `type` free for `window`, held until the transaction ends, or undefined when
 * none is. `onlyCart` asks for that cart alone (staff moving a booking to a chosen cart).
 */
export async function takeFreeCart(
  trx: Transaction<Database>,
  type: CartTypeId,
  window: RentalWindow,
  locationIds: readonly string[],
  { exceptBooking, onlyCart }: { exceptBooking?: string; onlyCart?: string } = {},
): Promise<FreeCart | undefined> {
  const candidates = (tried: readonly string[]) =>
    freeCartsQuery(trx, type, window, locationIds, exceptBooking)
      .$if(onlyCart !== undefined, (query) => query.where('rental_carts.id', '=', onlyCart!))
      .$if(tried.length > 0, (query) => query.where('rental_carts.id', 'not in', tried))
      .limit(1);
  // SQLite: this transaction is the only writer until it ends, so what it reads stays true.
  if (isSqlite(trx)) {
    const row = await candidates([]).executeTakeFirst();
    return row && asFreeCart(row);
  }
  const tried: string[] = [];
  for (;;) {
    // A cart found taken is let go again (its lock undone with the savepoint) before the next try,
    // so this transaction never holds one cart while it waits for another.
    await sql`savepoint take_cart`.execute(trx);
    const row =
      (await candidates(tried).forUpdate(['rental_carts']).skipLocked().executeTakeFirst()) ??
      // Every free cart is held by another booker this moment: wait for one, then look again.
      (await candidates(tried).forUpdate(['rental_carts']).executeTakeFirst());
    if (!row) {
      await sql`release savepoint take_cart`.execute(trx);
      return undefined;
    }
    // Read afresh: a booking committed while this statement waited is seen now.
    if (!(await cartTaken(trx, row.id, window, exceptBooking))) {
      await sql`release savepoint take_cart`.execute(trx);
      return asFreeCart(row);
    }
    await sql`rollback to savepoint take_cart`.execute(trx);
    tried.push(row.id);
  }
}

/** Runs `change` in a transaction; the bookings table's own refusal of an overlap comes out as a BackstopError. */
export const inBookingTransaction = <T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  inTransactionBackstopped(
    change,
    'rental_bookings_no_overlap',
    'The booking overlapped another on its cart: the database refused it',
  );

/** The key a request's Idempotency-Key is stored as: bound to what it asked for. */
const storedIdempotencyKey = (
  request: Pick<BookingRequest, 'ask' | 'renter' | 'drivers' | 'signatureName' | 'idempotencyKey'>,
) =>
  request.idempotencyKey &&
  idempotencyKeyFor(request.idempotencyKey, {
    ask: request.ask,
    renter: request.renter,
    drivers: request.drivers,
    signature: request.signatureName,
  });

/**
 * The booking this request already made, answered as its first answer was: a retry is not a new
 * booking (the booking API answers it before counting an attempt against its client's limit).
 */
export async function repeatedBooking(
  request: Pick<BookingRequest, 'ask' | 'renter' | 'drivers' | 'signatureName' | 'idempotencyKey'>,
): Promise<BookingOutcome | undefined> {
  const idempotencyKey = storedIdempotencyKey(request);
  const earlier = idempotencyKey ? await bookingMadeWithKey(idempotencyKey) : undefined;
  return earlier && { outcome: 'repeat', booking: earlier, key: await bookingKey(earlier.id) };
}

/** Books a cart for the rental asked for, or says none is free and what is. */
export async function bookRental(request: BookingRequest, now = new Date()): Promise<BookingOutcome> {
  const { ask } = request;
  const idempotencyKey = storedIdempotencyKey(request);
  const earlierBooking = () => repeatedBooking(request);
  const repeated = await earlierBooking();
  if (repeated) return repeated;
  const settings = await rentalSettings();
  const window = rentalWindow(ask, settings.turnaroundHours);
  const locations = servingLocationIds(ask.handover);
  const price = rentalPrice({
    type: ask.type,
    days: ask.days,
    deliveryMiles: deliveryMiles(ask.handover),
    additionalDrivers: ask.additionalDrivers,
  });
  const at = now.toISOString();
  const handover = handoverLine(ask.handover);
  for (let attempt = 0; ; attempt++) {
    const reference = newLeadReference();
    // Made only for a booker who got a cart, while holding it: a crowd turned away makes none.
    const signedAgreement = () =>
      agreementPdf({
        ...rentalAgreement({
          reference,
          type: ask.type,
          pickupDate: window.pickupDate,
          pickupTime: ask.pickupTime,
          returnDate: window.returnDate,
          returnTime: window.returnTime,
          days: ask.days,
          handover,
          handoverPlace: handoverPlace(ask.handover),
          renter: request.renter,
          drivers: request.drivers,
          price,
          paidOnline: request.awaitingPayment !== undefined,
          policyUrl: siteUrl(golfCartRentalPolicy.path),
        }),
        signature: {
          name: request.signatureName,
          signedAt: now,
          version: rentalAgreementVersion,
          from: request.clientAddress,
        },
      });
    const id = randomUUID();
    const key = await bookingKey(id);
    try {
      const outcome = await inBookingTransaction(async (trx) => {
        const cart = await takeFreeCart(trx, ask.type, window, locations);
        if (!cart) return undefined;
        const { pdf, sha256 } = await signedAgreement();
        const bookedLead: PendingLead = {
          fields: {
            firstName: request.renter.firstName,
            lastName: request.renter.lastName,
            email: request.renter.email,
            phone: request.renter.phone,
            interest: 'rentals',
            topic: 'reservation',
            rentalPlan: ask.type,
            message: `Booked ${request.bookedBy ? `by ${staffDisplayName(request.bookedBy)} for a caller` : 'online'}: rental ${reference}, one ${cartType(ask.type).title} (${cart.fleetNumber}) from ${dateAndTime(window.pickupDate, ask.pickupTime)} for ${ask.days} ${ask.days === 1 ? 'day' : 'days'}, due back ${dateAndTime(window.returnDate, window.returnTime)}; total ${formatCents(price.total)}. ${handover}.`,
            municipality: 'town' in ask.handover ? ask.handover.town.slug : null,
            sourcePath: request.sourcePath,
            source: request.source,
          },
          answeredBy: request.bookedBy
            ? callerBookingResponder(request.bookedBy.email)
            : automaticResponders.onlineBooking,
        };
        // A booking waiting for its payment becomes a lead only once paid: an abandoned payment
        // page leaves no lead behind, and staff are told of what is booked.
        const lead = request.awaitingPayment
          ? undefined
          : await storeBookedLead(trx, bookedLead.fields, bookedLead.answeredBy, at);
        await trx
          .insertInto('rental_bookings')
          .values({
            id,
            reference,
            cart_id: cart.id,
            type: ask.type,
            status: request.awaitingPayment ? 'pending' : 'booked',
            pay_by_ms: request.awaitingPayment?.payByMs ?? null,
            pending_lead: request.awaitingPayment ? JSON.stringify(bookedLead) : null,
            starts_ms: window.startsMs,
            ends_ms: window.endsMs,
            blocked_until_ms: window.blockedUntilMs,
            pickup_date: window.pickupDate,
            pickup_time: ask.pickupTime,
            days: ask.days,
            location_id: cart.locationId,
            town: 'town' in ask.handover ? ask.handover.town.slug : null,
            first_name: request.renter.firstName,
            last_name: request.renter.lastName,
            email: request.renter.email,
            phone: request.renter.phone,
            drivers: JSON.stringify(request.drivers),
            rent_cents: price.rent,
            delivery_cents: price.delivery,
            drivers_cents: price.additionalDrivers,
            total_cents: price.total,
            deposit_cents: price.deposit,
            charged_miles: price.chargedMiles,
            agreement_version: rentalAgreementVersion,
            signature_name: request.signatureName,
            signed_at: at,
            signed_from: request.clientAddress,
            agreement_sha256: sha256,
            idempotency_key: idempotencyKey ?? null,
            lead_id: lead?.id ?? null,
            created_at: at,
            created_by: request.bookedBy?.email ?? null,
          })
          .execute();
        await trx
          .insertInto('rental_agreements')
          .values({ booking_id: id, pdf: Buffer.from(pdf), sha256, created_at: at })
          .execute();
        const booking = (await findBooking(id, trx))!;
        if (lead) await queueMessages(trx, lead.id, bookingConfirmation(booking, key), at);
        return booking;
      });
      // The same post sent twice at once: the first took the last cart while this one waited.
      if (!outcome)
        return (await earlierBooking()) ?? { outcome: 'full', alternatives: await alternatives(ask, now) };
      kickOutbox();
      return { outcome: 'booked', booking: outcome, key };
    } catch (error) {
      if (refusedBy(error, 'idempotency_key')) {
        const earlier = await earlierBooking();
        if (earlier) return earlier;
      }
      // Two bookings drew the same reference (one in a billion): draw again.
      if (refusedBy(error, 'reference') && attempt < 3) continue;
      throw error;
    }
  }
}

/** The lead a booking waiting for its payment becomes once paid, kept with it meanwhile. */
interface PendingLead {
  fields: Parameters<typeof storeBookedLead>[1];
  answeredBy: string;
}

/**
 * Where online payment plugs in (src/features/payments calls these in the transaction that
 * records the payment, so the booking and the money change together). A booking waiting for its
 * payment is confirmed once paid: booked, its lead stored and the renter's confirmation queued,
 * which says how it was paid. Answers the booking as it stands when it was not waiting (paid
 * twice, or released meanwhile: the caller refunds a late payment).
 */
export async function confirmPaidBooking(
  trx: Transaction<Database>,
  id: string,
  paidOnline: PaidOnline,
  at: string,
): Promise<{ outcome: 'confirmed' | 'not-waiting'; booking: Booking }> {
  const before = (await findBooking(id, trx))!;
  if (before.status !== 'pending') return { outcome: 'not-waiting', booking: before };
  const row = await trx
    .selectFrom('rental_bookings')
    .select('pending_lead')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const pending = JSON.parse(row.pending_lead ?? 'null') as PendingLead | null;
  const lead = pending ? await storeBookedLead(trx, pending.fields, pending.answeredBy, at) : undefined;
  const changed = await trx
    .updateTable('rental_bookings')
    .set({
      status: 'booked',
      lead_id: lead?.id ?? null,
      pay_by_ms: null,
      paid_online: JSON.stringify(paidOnline),
      version: before.version + 1,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return { outcome: 'not-waiting', booking: before };
  await recordBookingChange(trx, id, before.version + 1, 'Stripe', paidOnline.paid, at);
  const booking = (await findBooking(id, trx))!;
  if (booking.leadId)
    await queueMessages(trx, booking.leadId, bookingConfirmation(booking, await bookingKey(id)), at);
  return { outcome: 'confirmed', booking };
}

/**
 * How a booking paid online now stands for its renter (the deposit's hold declined: brought to the
 * pickup after all): what its later e-mails, calendar file and page say from now on.
 */
export async function setPaidOnline(
  trx: Transaction<Database>,
  id: string,
  paidOnline: PaidOnline,
  { unlessSet = false } = {},
): Promise<void> {
  await trx
    .updateTable('rental_bookings')
    .set({ paid_online: JSON.stringify(paidOnline) })
    .where('id', '=', id)
    .$if(unlessSet, (query) => query.where('paid_online', 'is', null))
    .execute();
}

/**
 * Releases a booking whose payment did not come in time (or whose payment page could not be
 * opened): cancelled with nothing to refund, its cart and dates free again and offered to the
 * waitlist. False when it was not waiting for its payment any more.
 */
export async function releaseUnpaidBooking(
  trx: Transaction<Database>,
  id: string,
  why: string,
  at: string,
): Promise<boolean> {
  const before = await findBooking(id, trx);
  if (before?.status !== 'pending') return false;
  const changed = await trx
    .updateTable('rental_bookings')
    .set({
      status: 'cancelled',
      cancelled_at: at,
      cancelled_by: why,
      refund_cents: 0,
      // Released, it gives its key up: the same post sent again books anew.
      idempotency_key: null,
      version: before.version + 1,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await recordBookingChange(trx, id, before.version + 1, 'The site', `Released unpaid: ${why}`, at);
  await notifyWaitlist(trx, before.type, before, at);
  return true;
}

/**
 * The lead of a booking released unpaid whose payment came in after all (it is refunded): stored
 * now, with `note` added, so staff see it and the renter's e-mail about the refund has a lead to go
 * with. Answers the lead's id (the one stored before, if any).
 */
export async function leadOfReleasedBooking(
  trx: Transaction<Database>,
  id: string,
  note: string,
  at: string,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('rental_bookings')
    .select(['lead_id', 'pending_lead'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.lead_id) return row.lead_id;
  const pending = JSON.parse(row.pending_lead ?? 'null') as PendingLead | null;
  if (!pending) return undefined;
  const lead = await storeBookedLead(
    trx,
    { ...pending.fields, message: `${pending.fields.message} ${note}` },
    pending.answeredBy,
    at,
  );
  await trx.updateTable('rental_bookings').set({ lead_id: lead.id }).where('id', '=', id).execute();
  return lead.id;
}

/**
 * The bookings waiting for their payment, soonest due first: those whose time to pay has run out
 * (`overdue`, to release), or those still within it (`within`, to ask Stripe whether they were paid).
 */
export async function pendingBookings(nowMs: number, which: 'overdue' | 'within'): Promise<string[]> {
  const rows = await (
    await database()
  )
    .selectFrom('rental_bookings')
    .select('id')
    .where('status', '=', 'pending')
    .where('pay_by_ms', which === 'overdue' ? '<' : '>=', nowMs)
    .orderBy('pay_by_ms')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The booking a post with this key made, while it stands: a cancelled or released booking gave
 * its key up, so the same post sent again books anew.
 */
async function bookingMadeWithKey(key: string): Promise<Booking | undefined> {
  const row = await bookingQuery(await database())
    .where('rental_bookings.idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

/**
 * The booking a form sent with this key made, whatever it was sent with (the stored key is the
 * form's key and a digest of what it asked), while it stands.
 */
export async function bookingMadeWithFormKey(formKey: string): Promise<Booking | undefined> {
  const row = await bookingQuery(await database())
    .where('rental_bookings.idempotency_key', 'like', `${formKey}:%`)
    .executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

export type CancelOutcome =
  | { outcome: 'cancelled'; booking: Booking }
  | { outcome: 'already'; booking: Booking }
  | { outcome: 'too-late'; booking: Booking }
  | { outcome: 'missing' };

/** A renter's cancel refused because its refund is no longer the one their page showed (a band passed). */
export interface RefundChangedOutcome {
  outcome: 'refund-changed';
  booking: Booking;
}

/** A staff change from a page opened before someone else changed the booking: what they did since. */
export interface StaleOutcome {
  outcome: 'stale';
  booking: Booking;
  changes: BookingChange[];
}

export const staleAnswer = async (
  trx: Transaction<Database>,
  booking: Booking,
  since: number,
): Promise<StaleOutcome> => {
  // Named as the booking's history names them: a refusal says who, as the page beside it does.
  const [changes, named, current] = await Promise.all([
    bookingChanges(booking.id, since, trx),
    staffNamer(trx),
    // As it is now: a change lost to another landing between the read and the write was handed the
    // booking as first read, whose version "apply anyway" must not send again.
    findBooking(booking.id, trx),
  ]);
  return {
    outcome: 'stale',
    booking: current ?? booking,
    changes: changes.map((change) => ({ ...change, by: named(change.by) })),
  };
};

/** The booking in the transaction, while it is at the version the page was opened at; else why not. */
async function bookingAtVersion(
  trx: Transaction<Database>,
  id: string,
  expectedVersion: number,
): Promise<Booking | { outcome: 'missing' } | StaleOutcome> {
  const booking = await findBooking(id, trx);
  if (!booking) return { outcome: 'missing' };
  if (booking.version !== expectedVersion) return staleAnswer(trx, booking, expectedVersion);
  return booking;
}

/**
 * The booking at the version the page was opened at, and in a status the desk's step starts from
 * (booked to check out, out to return); else why not, in the words `refusal` gives for its status.
 */
export async function bookingReadyFor(
  trx: Transaction<Database>,
  id: string,
  expectedVersion: number,
  ready: readonly BookingStatus[],
  refusal: (booking: Booking) => string,
): Promise<
  Booking | { outcome: 'missing' } | StaleOutcome | { outcome: 'refused'; booking: Booking; message: string }
> {
  const booking = await bookingAtVersion(trx, id, expectedVersion);
  if ('outcome' in booking || ready.includes(booking.status)) return booking;
  return { outcome: 'refused', booking, message: refusal(booking) };
}

/**
 * Cancels a booking, recording the refund the policy gives at `now` (all of it more than a day
 * before the pickup, half within the day, none once it has started), and offers the freed dates
 * to the waitlist in the same transaction. A cart already out or returned cannot be cancelled.
 * Staff pass the version their page was opened at: a booking changed since is not cancelled.
 */
export async function cancelBooking(id: string, by: { customer: string }, now?: Date): Promise<CancelOutcome>;
/** The desk's cancel, at the renter's word, at the version the staff member's page showed. */
export async function cancelBooking(
  id: string,
  by: { staff: StaffActor },
  now: Date,
  options: { expectedVersion: number },
): Promise<CancelOutcome | StaleOutcome>;
/** A renter's cancel, at the refund their page showed (in cents) or not at all. */
export async function cancelBooking(
  id: string,
  by: { customer: string },
  now: Date,
  options: { refundShownCents: number },
): Promise<CancelOutcome | RefundChangedOutcome>;
export async function cancelBooking(
  id: string,
  by: BookingCancelledBy,
  now = new Date(),
  options?: { expectedVersion?: number; refundShownCents?: number },
): Promise<CancelOutcome | StaleOutcome | RefundChangedOutcome> {
  // The booking's history names staff by the address they sign in with (staffNamer reads it back).
  const who = 'staff' in by ? by.staff.email : by.customer;
  const at = now.toISOString();
  const outcome = await inBookingTransaction(
    async (trx): Promise<CancelOutcome | StaleOutcome | RefundChangedOutcome> => {
      // Read again when another change lands between the read and the write (the desk checking the
      // cart out, an extension, a second cancel): the answer is by what the booking is then.
      for (let attempt = 0; ; attempt++) {
        const before = await findBooking(id, trx);
        if (!before) return { outcome: 'missing' };
        if (options?.expectedVersion !== undefined && before.version !== options.expectedVersion)
          return staleAnswer(trx, before, options.expectedVersion);
        if (before.status === 'cancelled') return { outcome: 'already', booking: before };
        if (before.status !== 'booked' && before.status !== 'pending')
          return { outcome: 'too-late', booking: before };
        const refund = cancellationRefund(before, now.getTime());
        // The renter agreed to the refund their page showed: a band passed since (less than a day
        // to go now) is theirs to see and agree to again, never taken from them unsaid.
        if (options?.refundShownCents !== undefined && refund.cents !== options.refundShownCents)
          return { outcome: 'refund-changed', booking: before };
        const cancelled = await changeBookingAtVersion(
          trx,
          before,
          // Cancelled, it gives its key up: the same post sent again books anew.
          {
            status: 'cancelled',
            cancelled_at: at,
            cancelled_by: who,
            refund_cents: refund.cents,
            idempotency_key: null,
          },
          {
            by: who,
            // Only money taken online is refunded: a booking paid at pickup, or released unpaid, took none.
            what: nothingPaidYet(before)
              ? 'Cancelled: nothing was paid (it was to be paid at pickup), so nothing is refunded'
              : before.paidOnline === null
                ? 'Cancelled before its payment came: nothing was paid, so nothing is refunded'
                : `Cancelled: ${refundOfPaid(refund)} refunded`,
            at,
          },
        );
        if (!cancelled) {
          if (attempt < 3) continue;
          throw new Error(`Booking ${id} kept changing while it was being cancelled`);
        }
        const booking = (await findBooking(id, trx))!;
        if (booking.leadId) {
          await queueMessages(trx, booking.leadId, cancellationNotice(booking, await bookingKey(id)), at);
          await closeLeadOfCancelledBooking(trx, booking.leadId, by, at);
        }
        await notifyWaitlist(trx, booking.type, before, at);
        return { outcome: 'cancelled', booking };
      }
    },
  );
  if (outcome.outcome === 'cancelled') {
    kickOutbox();
    // Paid online: its refund and the release of its deposit hold go to Stripe now.
    askForWork('payments');
  }
  return outcome;
}

/** What holds a cart for a time: another booking (named for staff), or days in the workshop. */
export type InTheWay =
  | {
      kind: 'booking';
      id: string;
      reference: string;
      renter: string;
      fleetNumber: string;
      startsMs: number;
      endsMs: number;
    }
  | { kind: 'maintenance'; fleetNumber: string; startsOn: string; endsOn: string; reason: string };

/** The bookings and workshop days on `cartId` that overlap `window`, leaving `exceptBooking` out. */
export async function inTheWayOf(
  db: Executor,
  cartId: string,
  window: RentalWindow,
  exceptBooking?: string,
): Promise<InTheWay[]> {
  const bookings = await bookingQuery(db)
    .where('rental_bookings.cart_id', '=', cartId)
    .where(keepsCartDuring(window))
    .$if(exceptBooking !== undefined, (query) => query.where('rental_bookings.id', '<>', exceptBooking!))
    .orderBy('rental_bookings.starts_ms')
    .execute();
  const workshop = await db
    .selectFrom('rental_maintenance')
    .innerJoin('rental_carts', 'rental_carts.id', 'rental_maintenance.cart_id')
    .select([
      'rental_maintenance.starts_on',
      'rental_maintenance.ends_on',
      'rental_maintenance.reason',
      'rental_carts.fleet_number',
    ])
    .where('rental_maintenance.cart_id', '=', cartId)
    .where(inWorkshopDuring(window))
    .orderBy('rental_maintenance.starts_on')
    .execute();
  return [
    ...bookings.map(toBooking).map((booking): InTheWay => ({
      kind: 'booking',
      id: booking.id,
      reference: booking.reference,
      renter: `${booking.firstName} ${booking.lastName}`,
      fleetNumber: booking.fleetNumber,
      startsMs: booking.startsMs,
      endsMs: booking.endsMs,
    })),
    ...workshop.map((row): InTheWay => ({
      kind: 'maintenance',
      fleetNumber: row.fleet_number,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      reason: row.reason,
    })),
  ];
}

/** The time a booking holds its cart as it stands (its own turnaround), for a move to another cart. */
export function bookingWindow(booking: Booking): RentalWindow {
  const [returnDate, returnTime] = dealerDateTime(booking.endsMs);
  return {
    startsMs: booking.startsMs,
    endsMs: booking.endsMs,
    blockedUntilMs: booking.blockedUntilMs,
    pickupDate: booking.pickupDate,
    returnDate,
    returnTime,
    dueBackDate: dealerDateTime(bookingDueBackMs(booking))[0],
  };
}

/** The other carts of the booking's type, where it can be handed over, free for `window`. */
export async function otherFreeCarts(
  booking: Booking,
  window: RentalWindow = bookingWindow(booking),
  db?: Executor,
): Promise<FreeCart[]> {
  const rows = await freeCartsQuery(
    db ?? (await database()),
    booking.type,
    window,
    deskLocationIds(bookingHandover(booking)),
    booking.id,
  ).execute();
  return rows.map(asFreeCart).filter((cart) => cart.id !== booking.cartId);
}

/** What a staff change to a booking (extend, move) comes to. */
export type DeskChangeOutcome =
  | { outcome: 'changed'; booking: Booking }
  | { outcome: 'missing' }
  | StaleOutcome
  | { outcome: 'refused'; booking: Booking; message: string }
  /** The cart asked for is not free: what holds it, and the carts that are. */
  | { outcome: 'taken'; booking: Booking; inTheWay: InTheWay[]; free: FreeCart[] };

/**
 * Makes a booking longer: `days` in all from the same pickup, on its own cart when that cart is
 * free for the longer time, else on `toCart` when staff chose another that is (only before the
 * cart has left: a cart out with the renter is extended on itself or not at all). The same
 * locked path as a booking: the cart is taken under its lock in the transaction that writes the
 * change, so two changes for one cart cannot both pass. The rent is worked out again for the new
 * length; delivery and drivers stay as booked. The renter is told by e-mail.
 */
export async function extendBooking(
  id: string,
  change: { days: number; toCart?: string; expectedVersion: number; by: string },
  now = new Date(),
): Promise<DeskChangeOutcome> {
  const { turnaroundHours } = await rentalSettings();
  const at = now.toISOString();
  const outcome = await inBookingTransaction(async (trx): Promise<DeskChangeOutcome> => {
    const before = await bookingReadyFor(
      trx,
      id,
      change.expectedVersion,
      ['booked', 'out'],
      ({ status }) => `A ${status} booking cannot be extended.`,
    );
    if ('outcome' in before) return before;
    if (change.days <= before.days)
      return {
        outcome: 'refused',
        booking: before,
        message: `It is booked for ${before.days} ${before.days === 1 ? 'day' : 'days'}: extend it to more.`,
      };
    const dueBack = dueBackDay(before.pickupDate, before.pickupTime, change.days, handoverPlaceOf(before));
    const licenceRefusal = before.drivers
      .map((driver, index) => licenceEndsTooSoon(driver, index, dueBack))
      .find(Boolean);
    if (licenceRefusal)
      return { outcome: 'refused', booking: before, message: `${licenceRefusal}: not extended.` };
    if (change.toCart && change.toCart !== before.cartId && before.status === 'out')
      return {
        outcome: 'refused',
        booking: before,
        message: `${before.fleetNumber} is out with the renter: it can only be extended on that cart.`,
      };
    const targetCart = change.toCart || before.cartId;
    const window = rentalWindow(
      {
        pickupDate: before.pickupDate,
        pickupTime: before.pickupTime,
        days: change.days,
        handover: bookingHandover(before),
      },
      turnaroundHours,
    );
    const locations = deskLocationIds(bookingHandover(before));
    const cart = await takeFreeCart(trx, before.type, window, locations, {
      exceptBooking: id,
      onlyCart: targetCart,
    });
    if (!cart)
      return {
        outcome: 'taken',
        booking: before,
        inTheWay: await inTheWayOf(trx, targetCart, window, id),
        free: before.status === 'booked' ? await otherFreeCarts(before, window, trx) : [],
      };
    const rent = rentFor(before.type, change.days).cents;
    const total = rent + before.deliveryCents + before.driversCents;
    const moved =
      cart.id !== before.cartId ? `, moved from ${before.fleetNumber} to ${cart.fleetNumber}` : '';
    // Due back as the renter is told: a rental ending while its showroom is shut comes back at the next opening.
    const [returnDate, returnTime] = dealerDateTime(
      bookingDueBackMs({ endsMs: window.endsMs, town: before.town, locationId: cart.locationId }),
    );
    const extended = await changeBookingAtVersion(
      trx,
      before,
      {
        cart_id: cart.id,
        location_id: cart.locationId,
        days: change.days,
        ends_ms: window.endsMs,
        blocked_until_ms: window.blockedUntilMs,
        rent_cents: rent,
        total_cents: total,
        // Its return is later: the day before it, the renter is reminded again.
        return_reminder_at: null,
      },
      {
        by: change.by,
        what: `Extended from ${before.days} to ${change.days} days${moved}: due back ${dateAndTime(returnDate, returnTime)}, total ${formatCents(before.totalCents)} → ${formatCents(total)}`,
        at,
      },
    );
    if (!extended) return staleAnswer(trx, before, change.expectedVersion);
    // Moved to make room for the longer rental: the cart it left is free for its old time, as
    // after a move at the desk.
    if (cart.id !== before.cartId) await notifyWaitlist(trx, before.type, bookingWindow(before), at);
    // A cart out late, given a new end still ahead, is no longer kept from the dates after it.
    const freedByLateCart = datesFreedByLateCart(
      before,
      { status: before.status, blockedUntilMs: window.blockedUntilMs },
      now.getTime(),
    );
    if (freedByLateCart) await notifyWaitlist(trx, before.type, freedByLateCart, at);
    const booking = (await findBooking(id, trx))!;
    if (booking.leadId)
      await queueMessages(
        trx,
        booking.leadId,
        extensionNotice(booking, await rentTakenAtDesk(id, trx), await bookingKey(id)),
        at,
      );
    return { outcome: 'changed', booking };
  });
  if (outcome.outcome === 'changed') kickOutbox();
  return outcome;
}

/**
 * Moves a booking that has not left yet to another cart of its type, free for its whole time,
 * where it can be handed over: the same locked path as a booking, `onlyCart` the cart chosen.
 */
export async function moveBooking(
  id: string,
  change: { toCart: string; expectedVersion: number; by: string },
  now = new Date(),
): Promise<DeskChangeOutcome> {
  const at = now.toISOString();
  return inBookingTransaction(async (trx): Promise<DeskChangeOutcome> => {
    const before = await bookingReadyFor(
      trx,
      id,
      change.expectedVersion,
      ['booked'],
      ({ status, fleetNumber }) =>
        status === 'out'
          ? `${fleetNumber} is out with the renter: it cannot be swapped from here.`
          : `A ${status} booking cannot move to another cart.`,
    );
    if ('outcome' in before) return before;
    if (change.toCart === before.cartId)
      return { outcome: 'refused', booking: before, message: `It is already on ${before.fleetNumber}.` };
    const window = bookingWindow(before);
    const cart = await takeFreeCart(trx, before.type, window, deskLocationIds(bookingHandover(before)), {
      exceptBooking: id,
      onlyCart: change.toCart,
    });
    if (!cart)
      return {
        outcome: 'taken',
        booking: before,
        inTheWay: await inTheWayOf(trx, change.toCart, window, id),
        free: await otherFreeCarts(before, window, trx),
      };
    const movedTo = await changeBookingAtVersion(
      trx,
      before,
      { cart_id: cart.id, location_id: cart.locationId },
      { by: change.by, what: `Moved from ${before.fleetNumber} to ${cart.fleetNumber}`, at },
    );
    if (!movedTo) return staleAnswer(trx, before, change.expectedVersion);
    // The cart it left is free for its time: from another showroom's cart, one that showroom's
    // waiting renters may now have.
    await notifyWaitlist(trx, before.type, window, at);
    return { outcome: 'changed', booking: (await findBooking(id, trx))! };
  });
}

/** The stored agreement of a booking: the bytes made at booking, and their SHA-256. */
export async function agreementOf(bookingId: string): Promise<{ pdf: Buffer; sha256: string } | undefined> {
  const db = await database();
  const row = await db
    .selectFrom('rental_agreements')
    .select(['pdf', 'sha256'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row ? { pdf: Buffer.from(row.pdf), sha256: row.sha256 } : undefined;
}
