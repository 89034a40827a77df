import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable, Transaction, Updateable } from 'kysely';
import type Stripe from 'stripe';

import { dealer } from '@/content/dealer';
import { forgetStockVersion } from '@/features/inventory/server/stock-version';
import { changeCartForHold, lockVehicle } from '@/features/inventory/server/vehicle-mutations';
import { formatHoldDate, vehiclePath } from '@/features/inventory/vehicle';
import { greeting } from '@/features/leads/greeting';
import { automaticResponders } from '@/features/leads/lead';
import { recordLeadEvent } from '@/features/leads/server/lead-desk';
import type { OutgoingMessage } from '@/features/leads/server/lead-messages';
import { storeBookedLead } from '@/features/leads/server/lead-mutations';
import { kickOutbox, queueMessages } from '@/features/leads/server/outbox';
import { formatCents } from '@/features/rentals/rental-price';
import { dayMs } from '@/features/rentals/rental-time';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { staffNameForCustomers, type StaffMember } from '@/features/staff/staff-roles';
import { formatDateTimeWithZone } from '@/lib/format-date';
import { appLog } from '@/server/app-log';
import { database, type Executor } from '@/server/db/database';
import { isSqlite } from '@/server/db/dialect';
import type { Database, VehicleHoldsTable } from '@/server/db/schema';
import { mailConfigured } from '@/server/mail/transport';

import { cardRefundTiming } from '../card-refund';
import {
  handRefundWaysSaid,
  handRefundWaysWith,
  nothingOwed,
  returnedByHandLine,
  type HandRefundOutcome,
  type HandRefundWay,
} from '../hand-refund-form';
import { notHeldWhenPaid, type ReturnedHold } from '../returned-hold-words';
import { holdSettings } from './hold-settings';
import {
  countRefundsAtStripe,
  idOf,
  recordPayment,
  recordRefund,
  refundFailed,
  type ToldRefund,
} from './ledger';
import { refundFailedLine, tellManagersRefundFailed } from './refund-failure';
import { checkoutLifeMs, payWithinMs } from './rental-payments';
import { closeAndReadSession, openCardCheckout, stripe, stripeUnavailable } from './stripe-client';

/**
 * A buyer holds a cart for sale with a refundable deposit paid on Stripe's Checkout. One live
 * hold a vehicle: the hold is taken under the vehicle's lock (PostgreSQL: its row `for update`;
 * SQLite: one writer at a time) and a unique index on the vehicle's live hold refuses whatever gets
 * past, so of two buyers at once exactly one goes on to pay; a cart sold or held meanwhile is
 * refused before any payment. Once paid the cart is on hold (its page, search and the stock
 * version all follow) until the hold's day, the hold is an answered lead for sales, and the
 * deposit is refunded when it ends, unless staff extend it or convert it to the sale.
 */

type HoldRow = Selectable<VehicleHoldsTable>;
export type StartHoldOutcome =
  | { outcome: 'checkout'; url: string; holdId: string }
  /**
   * `tryAgain`: Stripe could not be reached or failed on its side, so its page was not opened: not
   * a refusal of the cart, the buyer or what was sent.
   */
  | { outcome: 'refused'; message: string; tryAgain?: true };

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const notHoldable =
  'This cart is no longer available to hold: it has been sold or someone else is holding it.';

/**
 * A buyer is on the payment page (another, or this one on a page that has since closed): said so,
 * with the moment the cart is free again if nobody pays (sooner if they leave the page by its back
 * link), rather than as sold.
 */
const someonePaying = (payByMs: number, nowMs: number) =>
  payByMs > nowMs
    ? `A payment to hold this cart is under way. If it is not made by ${formatDateTimeWithZone(new Date(payByMs).toISOString())}, the cart can be held again.`
    : 'A payment to hold this cart was under way and its time has just run out: the cart can be held again in a few minutes.';

/** When the Stripe page of a hold made at `createdAtMs` closes: its buyer pays by then. */
const holdPageClosesMs = (createdAtMs: number) => createdAtMs + checkoutLifeMs;

/** Whether the form is the waiting hold's own buyer's, every detail the same (e-mail in any case). */
const sameBuyer = (hold: HoldRow, buyer: Buyer) =>
  hold.email.toLowerCase() === buyer.email.toLowerCase() &&
  hold.first_name === buyer.firstName &&
  hold.last_name === buyer.lastName &&
  hold.phone === buyer.phone;

/** Whether `error` is the unique index on a vehicle's live hold refusing a second one. */
function secondLiveHold(error: unknown): boolean {
  const { message, constraint } = (error ?? {}) as { message?: string; constraint?: string };
  return `${constraint ?? ''} ${message ?? ''}`.includes('vehicle_holds');
}

/** Takes the vehicle's one live hold for this buyer, then opens Checkout for the deposit. */
export async function startVehicleHold(
  vehicleId: string,
  buyer: Buyer,
  now = new Date(),
): Promise<StartHoldOutcome> {
  const settings = await holdSettings();
  const db = await database();
  const id = randomUUID();
  const at = now.toISOString();
  let taken:
    { name: string } | { payingUntilMs: number } | { ownPage: { url: string; holdId: string } } | undefined;
  try {
    taken = await db.transaction().execute(async (trx) => {
      const vehicle = await lockVehicle(trx, vehicleId);
      if (vehicle?.status !== 'available') return undefined;
      const live = await trx
        .selectFrom('vehicle_holds')
        .selectAll()
        .where('vehicle_id', '=', vehicleId)
        .where('status', 'in', ['pending', 'active'])
        .executeTakeFirst();
      // The same buyer again (back from Stripe's page by the browser's Back button, which never
      // reaches the site): their own payment page, not a second hold, nor "someone else".
      const pageOpen = holdPageClosesMs(Date.parse(live?.created_at ?? '')) - 60_000 > now.getTime();
      if (live?.status === 'pending' && live.session_url && pageOpen && sameBuyer(live, buyer))
        return { ownPage: { url: live.session_url, holdId: live.id } };
      if (live?.status === 'pending') return { payingUntilMs: Number(live.pay_by_ms) };
      if (live) return undefined;
      await trx
        .insertInto('vehicle_holds')
        .values({
          id,
          vehicle_id: vehicleId,
          status: 'pending',
          cents: settings.depositCents,
          days: settings.days,
          pay_by_ms: now.getTime() + payWithinMs,
          first_name: buyer.firstName,
          last_name: buyer.lastName,
          email: buyer.email,
          phone: buyer.phone,
          created_at: at,
        })
        .execute();
      return { name: vehicle.name };
    });
  } catch (error) {
    if (secondLiveHold(error)) return { outcome: 'refused', message: notHoldable };
    throw error;
  }
  if (!taken) return { outcome: 'refused', message: notHoldable };
  if ('ownPage' in taken) return { outcome: 'checkout', ...taken.ownPage };
  if ('payingUntilMs' in taken)
    return { outcome: 'refused', message: someonePaying(taken.payingUntilMs, now.getTime()) };
  try {
    const session = await openCardCheckout(
      {
        cents: settings.depositCents,
        product: { name: `Refundable deposit: ${taken.name} held for ${settings.days} days` },
        customer_email: buyer.email,
        client_reference_id: id,
        metadata: { kind: 'vehicle-hold', hold_id: id, vehicle_id: vehicleId },
        payment_intent_data: {
          description: `Hold on ${taken.name}`,
          metadata: { kind: 'vehicle-hold', hold_id: id },
        },
        expires_at: Math.floor(holdPageClosesMs(now.getTime()) / 1000),
        success_url: `${siteUrl(`/vehicles/${encodeURIComponent(vehicleId)}/hold/paid`)}?hold=${id}&session_id={CHECKOUT_SESSION_ID}`,
        // Leaving the page by its back link lets the cart go at once, not when the time to pay ends.
        cancel_url: `${siteUrl(`/vehicles/${encodeURIComponent(vehicleId)}/hold/back`)}?hold=${id}`,
      },
      `hold-checkout:${id}`,
    );
    await updateHold(db, id, { session_id: session.id, session_url: session.url }).execute();
    return { outcome: 'checkout', url: session.url!, holdId: id };
  } catch (error) {
    appLog.error({ err: error, vehicle: vehicleId }, 'Stripe Checkout could not be opened for a hold');
    await updateHold(db, id, {
      status: 'released',
      ended_at: at,
      ended_by: 'its payment page could not be opened',
    }).execute();
    return {
      outcome: 'refused',
      message: 'The payment page could not be opened: please try again in a moment, or call us.',
      ...(stripeUnavailable(error) ? { tryAgain: true as const } : {}),
    };
  }
}

/** A hold by its id; undefined for none, and for a string that is no hold's id (a visitor's link). */
async function holdById(
  id: string,
  db?: Transaction<Database>,
  { lock = false } = {},
): Promise<HoldRow | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return (
    (db ?? (await database()))
      .selectFrom('vehicle_holds')
      .selectAll()
      .where('id', '=', id)
      // Held until the transaction ends (PostgreSQL; SQLite has one writer at a time), so two staff
      // changing one hold at once go one after the other, the second finding what the first made.
      .$if(lock && db !== undefined && !isSqlite(db), (query) => query.forUpdate())
      .executeTakeFirst()
  );
}

/** Whether the lead is a buyer's who held a cart online (its reply speaks of the hold, not a price). */
export async function leadHeldACart(leadId: string): Promise<boolean> {
  const row = await (
    await database()
  )
    .selectFrom('vehicle_holds')
    .select('id')
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A change to a hold's row: `.execute()` it, or add the state it must still be in first. */
const updateHold = (db: Executor, holdId: string, change: Updateable<VehicleHoldsTable>) =>
  db.updateTable('vehicle_holds').set(change).where('id', '=', holdId);

/**
 * Adds a refund, counted once by its id on the ledger, to what the hold's deposit has had back
 * (`refunded_cents`) or to what of that failed and came back (`refund_failed_cents`).
 */
const addHoldRefunded = (
  trx: Transaction<Database>,
  holdId: string,
  column: 'refunded_cents' | 'refund_failed_cents',
  cents: number,
) =>
  trx
    .updateTable('vehicle_holds')
    .set((eb) => ({ [column]: eb(column, '+', cents) }))
    .where('id', '=', holdId)
    .returning(['refunded_cents', 'status', 'ended_by', 'ended_by_staff_id', 'ended_at'])
    .executeTakeFirstOrThrow();

/**
 * A refund Stripe tells of (`refund.created`, `refund.failed`) on a hold's deposit: ours, or one
 * the dealer made in Stripe's dashboard, counted as `countHoldRefund` counts it. Answers the hold's
 * id when it counted.
 */
export async function applyHoldRefund(
  trx: Transaction<Database>,
  refund: ToldRefund,
  at: string,
): Promise<string | undefined> {
  const intent = idOf(refund.payment_intent);
  const hold = intent
    ? await trx
        .selectFrom('vehicle_holds')
        .selectAll()
        .where('payment_intent', '=', intent)
        .executeTakeFirst()
    : undefined;
  return hold && (await countHoldRefund(trx, hold, refund, at)) ? hold.id : undefined;
}

/**
 * Counts a refund on a hold's deposit once, by its id, whichever tells of it first (our own send,
 * or the webhook): on the ledger and in what the deposit has had back, so the hold's end refunds
 * only what is left. An ended hold's buyer is told, once, when all of the deposit is back; one
 * paid after the hold had ended (or for a cart sold while paying) gets a lead, so sales can call.
 * A refund Stripe tells failed is counted once more, as owed by hand (see refund-failure.ts).
 */
async function countHoldRefund(
  trx: Transaction<Database>,
  before: HoldRow,
  refund: ToldRefund,
  at: string,
): Promise<boolean> {
  const note =
    refund.metadata?.kind === 'vehicle-hold'
      ? (before.ended_by ?? 'hold ended')
      : "refunded in Stripe's dashboard";
  const counted = await recordRefund(trx, refund, { vehicleHoldId: before.id }, note, at);
  if (counted.failed) await countHoldRefundFailure(trx, before, refund, at);
  if (!counted.sent) return counted.failed;
  // The hold as the increment leaves it (under the row's lock), not as it was read: two refunds
  // told at once each see the other's, and exactly one of them brings it all back.
  const after = await addHoldRefunded(trx, before.id, 'refunded_cents', refund.amount);
  const refunded = Number(after.refunded_cents);
  const allBack = refunded >= before.paid_cents && refunded - refund.amount < before.paid_cents;
  if (after.status !== 'released' || !allBack || refundFailed(refund)) return true;
  const ended = after.ended_by ?? 'its time ran out';
  const paidLate = before.paid_at !== null && after.ended_at !== null && before.paid_at > after.ended_at;
  const leadId = await holdLead(
    trx,
    before,
    paidLate
      ? `Paid a hold deposit of ${formatCents(before.paid_cents)} after the hold had ended (${ended}): refunded in full.`
      : `The hold ended (${ended}): its deposit of ${formatCents(before.paid_cents)} is refunded in full.`,
    at,
  );
  await queueMessages(
    trx,
    leadId,
    buyerMessage(before, 'Your deposit is refunded', [
      // One paid for that never went on (the cart sold while paying) did not end: it never began.
      neverBegan(before)
        ? `${notHeldWhenPaid(before.paid_cents)}, so your deposit is refunded to your card. ${cardRefundTiming}`
        : `The hold has ended (${await endedAsBuyerIsTold(trx, after)}), and your deposit of ${formatCents(before.paid_cents)} is refunded to your card. ${cardRefundTiming}`,
    ]),
    at,
  );
  return true;
}

/** A hold paid for that never went on (the cart sold or gone while paying): it has no day. */
const neverBegan = (hold: Pick<HoldRow, 'until_ms'>) => hold.until_ms === null;

/**
 * A live hold and its cart changed together, the hold's version moved on (so a sweep that read it
 * before leaves it as it now is) and the cart's too, with its history (changeCartForHold).
 */
async function changeHoldAndCart(
  trx: Transaction<Database>,
  hold: HoldRow,
  holdChange: Updateable<VehicleHoldsTable>,
  cartChange: Parameters<typeof changeCartForHold>[2],
  by: string,
  at: string,
): Promise<void> {
  await updateHold(trx, hold.id, { ...holdChange, version: hold.version + 1 }).execute();
  await changeCartForHold(trx, hold.vehicle_id, cartChange, by, at);
}

/** The hold's buyer as a sales lead (answered: they booked online), linked to the hold; its id. */
async function storeHoldLead(
  trx: Transaction<Database>,
  hold: HoldRow,
  message: string,
  sourcePath: string,
  at: string,
): Promise<string> {
  const lead = await storeBookedLead(
    trx,
    {
      vehicleId: hold.vehicle_id,
      firstName: hold.first_name,
      lastName: hold.last_name,
      email: hold.email,
      phone: hold.phone,
      interest: 'sales',
      topic: null,
      message,
      municipality: null,
      sourcePath,
      source: null,
    },
    automaticResponders.onlineHold,
    at,
  );
  await updateHold(trx, hold.id, { lead_id: lead.id }).execute();
  return lead.id;
}

/** The hold's lead: the one stored with it (read afresh), or one stored now with `message`. */
async function holdLead(
  trx: Transaction<Database>,
  hold: HoldRow,
  message: string,
  at: string,
): Promise<string> {
  const current = await holdById(hold.id, trx);
  return current?.lead_id ?? storeHoldLead(trx, hold, message, `/vehicles/${hold.vehicle_id}`, at);
}

/** The staff page where live holds are changed and failed hold refunds recorded as returned. */
const holdsPagePath = '/admin/payments/holds';

/**
 * A refund of the hold's deposit that failed at Stripe: counted as owed by hand, noted on the
 * buyer's lead, and the managers told (it is not sent again by itself).
 */
async function countHoldRefundFailure(
  trx: Transaction<Database>,
  hold: HoldRow,
  refund: ToldRefund,
  at: string,
): Promise<void> {
  await addHoldRefunded(trx, hold.id, 'refund_failed_cents', refund.amount);
  const vehicle = await trx
    .selectFrom('vehicles')
    .select('name')
    .where('id', '=', hold.vehicle_id)
    .executeTakeFirst();
  const what = `The hold on ${vehicle?.name ?? 'a cart'}`;
  const leadId = await holdLead(trx, hold, `${what}. ${refundFailedLine(refund)}`, at);
  await recordLeadEvent(trx, leadId, 'note', null, at, { text: `${what}: ${refundFailedLine(refund)}` });
  await tellManagersRefundFailed(
    trx,
    leadId,
    refund,
    {
      what,
      customer: { name: `${hold.first_name} ${hold.last_name}`, email: hold.email, phone: hold.phone },
      staffPath: holdsPagePath,
    },
    at,
  );
}

/**
 * A letter to the buyer: opens as every letter to a customer does, naming nobody, as the address
 * is whatever was typed on the hold form (`greeting`).
 */
function buyerMessage(hold: HoldRow, subject: string, lines: string[]): OutgoingMessage[] {
  if (!mailConfigured()) return [];
  return [
    {
      kind: 'booking-change',
      recipients: hold.email,
      subject,
      text: [greeting, '', ...lines, '', `${dealer.name} · ${dealer.phone.display}`].join('\n'),
    },
  ];
}

/**
 * Applies a hold's Checkout session as it stands. Paid, for a hold still waiting and a cart still
 * free: the hold is on (the cart on hold until its day), its lead stored for sales, the buyer
 * e-mailed. Paid for a hold released meanwhile or a cart sold meanwhile: the money is recorded, to
 * be refunded. Expired: the waiting hold is released. The same state again changes nothing.
 */
export async function applyVehicleHoldSession(
  trx: Transaction<Database>,
  session: Pick<
    Stripe.Checkout.Session,
    'id' | 'status' | 'payment_status' | 'amount_total' | 'payment_intent'
  >,
  at: string,
  /** Why its page was closed, when the site closed it (the time to pay ran out, the buyer left). */
  closedBecause = 'its payment page expired unpaid',
): Promise<string | undefined> {
  const hold = await trx
    .selectFrom('vehicle_holds')
    .selectAll()
    .where('session_id', '=', session.id)
    .executeTakeFirst();
  if (!hold) return undefined;
  if (session.status === 'expired') {
    await updateHold(trx, hold.id, {
      status: 'released',
      ended_at: at,
      ended_by: closedBecause,
    })
      .where('status', '=', 'pending')
      .execute();
    return hold.id;
  }
  if (session.status !== 'complete' || session.payment_status !== 'paid' || hold.paid_at) return hold.id;
  const intent = idOf(session.payment_intent);
  const paid = session.amount_total ?? hold.cents;
  // Claimed once: the webhook and the buyer's return arrive together, and on PostgreSQL both read
  // the hold unpaid; the second waits here, then finds it paid and stops.
  const claimed = await updateHold(trx, hold.id, { paid_cents: paid, paid_at: at, payment_intent: intent })
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return hold.id;
  if (intent)
    await recordPayment(trx, { kind: 'charge', cents: paid, stripeId: intent, vehicleHoldId: hold.id }, at);
  // Held as starting the hold holds it: a sale a colleague is saving this moment lands first, and
  // is seen here, or waits for this and then finds the cart's version moved.
  const vehicle = await lockVehicle(trx, hold.vehicle_id);
  // Released (its time ran out) or the cart sold meanwhile: the deposit goes back (followUpVehicleHold).
  if (hold.status !== 'pending' || vehicle?.status !== 'available') {
    await updateHold(trx, hold.id, {
      status: 'released',
      ended_at: hold.ended_at ?? at,
      ended_by: hold.ended_by ?? 'the cart was no longer free',
    }).execute();
    return hold.id;
  }
  const untilIso = new Date(Date.parse(at) + hold.days * dayMs).toISOString();
  await changeHoldAndCart(
    trx,
    hold,
    { status: 'active', until_ms: Date.parse(untilIso) },
    { status: 'on-hold', holdUntil: untilIso },
    'Online hold',
    at,
  );
  const leadId = await storeHoldLead(
    trx,
    hold,
    `Held online: ${vehicle.name}, a refundable deposit of ${formatCents(paid)} paid by card, on hold until ${formatHoldDate(untilIso)}. Extend the hold, convert it to the sale or end it at /admin/payments/holds.`,
    vehiclePath(vehicle),
    at,
  );
  await queueMessages(
    trx,
    leadId,
    buyerMessage(hold, `${vehicle.name} is on hold for you until ${formatHoldDate(untilIso)}`, [
      `Your refundable deposit of ${formatCents(paid)} is paid and ${vehicle.name} is on hold for you until ${formatHoldDate(untilIso)}.`,
      'We will call you to arrange the sale. If it does not go ahead by then, the hold ends and the deposit is refunded to your card.',
      '',
      siteUrl(vehiclePath(vehicle)),
    ]),
    at,
  );
  return hold.id;
}

/** Whatever Stripe still has to be asked for a hold: a released hold's deposit refunded, once. */
export async function followUpVehicleHold(holdId: string, now = new Date()): Promise<void> {
  const hold = await holdById(holdId);
  if (!hold) return;
  const client = await stripe();
  if (hold.status === 'released' && !hold.paid_at && hold.session_id) {
    await client.checkout.sessions.expire(hold.session_id).catch(() => undefined);
    return;
  }
  if (hold.status !== 'released' || hold.paid_cents <= hold.refunded_cents || !hold.payment_intent) return;
  // What Stripe refunded already is counted first (one of ours whose answer was lost, one made in
  // the dashboard not told of yet): only what is left is sent.
  const at = now.toISOString();
  const counted = await countRefundsAtStripe(hold.payment_intent, async (trx, refund) =>
    countHoldRefund(trx, (await holdById(hold.id, trx))!, refund, at),
  );
  if (counted) return followUpVehicleHold(holdId, now);
  const due = hold.paid_cents - hold.refunded_cents;
  const refund = await client.refunds.create(
    {
      payment_intent: hold.payment_intent,
      amount: due,
      metadata: { kind: 'vehicle-hold', hold_id: hold.id },
    },
    // One key for each refund: a retry of this one reuses it; after a refund made in Stripe's
    // dashboard, what is left goes under a key of its own.
    { idempotencyKey: `hold-refund:${hold.id}:${hold.refunded_cents}` },
  );
  await (await database()).transaction().execute(async (trx) => {
    await countHoldRefund(trx, (await holdById(hold.id, trx))!, refund, at);
  });
  kickOutbox();
}

/**
 * Ends a live hold: released (and to be refunded), the cart free again unless staff changed it
 * since. Answers whether it ended it (not when staff extended or converted it meanwhile).
 */
async function releaseHold(
  trx: Transaction<Database>,
  hold: HoldRow,
  why: string,
  at: string,
  /** The staff member who ends it early, when one does. */
  staffId: string | null = null,
): Promise<boolean> {
  // Over the hold as it was read: one staff extended or converted meanwhile is left as they made it.
  const released = await updateHold(trx, hold.id, {
    status: 'released',
    ended_at: at,
    ended_by: why,
    ended_by_staff_id: staffId,
    version: hold.version + 1,
  })
    .where('status', '=', hold.status)
    .where('version', '=', hold.version)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1) return false;
  // Only a paid hold put the cart on hold; one still waiting for its payment never touched it.
  if (hold.status === 'active')
    await changeCartForHold(
      trx,
      hold.vehicle_id,
      { status: 'available', holdUntil: null },
      `Online hold ended (${why})`,
      at,
      'on-hold',
    );
  return true;
}

/** Ended holds whose deposit is not all back yet: the sweep refunds them. */
export async function holdsOwedRefund(): Promise<string[]> {
  const rows = await (
    await database()
  )
    .selectFrom('vehicle_holds')
    .select('id')
    .where('status', '=', 'released')
    .where('refunded_cents', '<', (eb) => eb.ref('paid_cents'))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The sweep: waiting holds past their time to pay released, paid holds past their day released
 * (the cart back in stock) and their deposits refunded.
 */
export async function settleVehicleHolds(now = new Date()): Promise<void> {
  const db = await database();
  const ended = await db
    .selectFrom('vehicle_holds')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('pay_by_ms', '<', now.getTime())]),
        eb.and([eb('status', '=', 'active'), eb('until_ms', '<', now.getTime())]),
      ]),
    )
    .execute();
  for (const hold of ended)
    await endHold(hold, now).catch((error: unknown) =>
      appLog.error({ err: error, hold: hold.id }, 'A cart hold could not be ended; the sweep retries'),
    );
  if (ended.length > 0) forgetStockVersion();
  for (const id of await holdsOwedRefund())
    await followUpVehicleHold(id, now).catch((error: unknown) =>
      appLog.error({ err: error, hold: id }, 'A cart hold follow-up failed'),
    );
}

/**
 * A hold at its end. Waiting for its payment: its Checkout page is closed at Stripe, then read, so
 * a buyer who paid in time gets the hold even when the webhook is slow; otherwise it is released.
 * A paid hold past its day: released, the cart back in stock (the refund follows).
 */
async function endHold(hold: HoldRow, now: Date): Promise<void> {
  const at = now.toISOString();
  const db = await database();
  if (hold.status === 'pending' && hold.session_id) {
    await closeWaitingHold(hold.id, hold.session_id, 'its time to pay ran out', now);
    return;
  }
  await db.transaction().execute(async (trx) => {
    const current = (await holdById(hold.id, trx))!;
    const due =
      current.status === 'pending'
        ? Number(current.pay_by_ms) < now.getTime()
        : current.status === 'active' && Number(current.until_ms) < now.getTime();
    if (due)
      await releaseHold(
        trx,
        current,
        current.status === 'pending' ? 'its time to pay ran out' : 'its time ran out',
        at,
      );
  });
}

/**
 * A hold waiting for its payment, ended: its Checkout page closed at Stripe, then read, so a buyer
 * who paid meanwhile gets the hold; otherwise it is released and the cart can be held again.
 */
async function closeWaitingHold(holdId: string, sessionId: string, why: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const session = await closeAndReadSession(sessionId);
  await (await database()).transaction().execute(async (trx) => {
    await applyVehicleHoldSession(trx, session, at, why);
    const current = (await holdById(holdId, trx))!;
    if (current.status === 'pending') await releaseHold(trx, current, why, at);
  });
  afterHoldChange();
}

/**
 * The buyer left Checkout by its back link, unpaid: the hold waiting for them ends now rather than
 * when its time to pay runs out, so the cart can be held again at once (by them or anyone). Paid
 * meanwhile (in another tab), the payment is applied instead. Stripe not answering leaves it to
 * the sweep. The cart's id, or undefined for no such hold.
 */
export async function holdCheckoutLeft(holdId: string, now = new Date()): Promise<string | undefined> {
  const hold = await holdById(holdId);
  if (!hold) return undefined;
  if (hold.status === 'pending' && hold.session_id)
    await closeWaitingHold(hold.id, hold.session_id, 'the buyer left its payment page', now).catch(
      (error: unknown) =>
        appLog.error(
          { err: error, hold: holdId },
          'A hold left unpaid could not be ended; the sweep ends it',
        ),
    );
  return hold.vehicle_id;
}

export type HoldChangeOutcome = { outcome: 'changed' } | { outcome: 'refused'; message: string };

/** How a hold ended early by staff is recorded, before their sign-in address (as the cart's history names staff). */
const endedEarly = 'ended early by ';

/**
 * Why a hold ended, as its buyer is told: ended early by staff, by their name (as customers are
 * told, `staffNameForCustomers`) rather than the sign-in address its history records.
 */
async function endedAsBuyerIsTold(
  trx: Transaction<Database>,
  hold: Pick<HoldRow, 'ended_by' | 'ended_by_staff_id'>,
): Promise<string> {
  const why = hold.ended_by ?? 'its time ran out';
  if (!why.startsWith(endedEarly)) return why;
  // One ended before who did it was kept, by an account gone since: the dealer's name.
  const staff = hold.ended_by_staff_id
    ? await trx
        .selectFrom('staff_users')
        .select('name')
        .where('id', '=', hold.ended_by_staff_id)
        .executeTakeFirst()
    : undefined;
  return `${endedEarly}${staffNameForCustomers({ name: staff?.name ?? '' })}`;
}

/** Staff keep a live hold longer: `days` more from its current end. */
export async function extendVehicleHold(
  holdId: string,
  days: number,
  /**
   * Who extends it (recorded in the cart's history by their sign-in address; the buyer is told
   * their name), and the end the page showed: a colleague's extension since is not added to a
   * second time.
   */
  staff: Pick<StaffMember, 'email' | 'name'> & { shownUntilMs: number },
  now = new Date(),
): Promise<HoldChangeOutcome> {
  const outcome = await changeLiveHold(holdId, 'Only a live hold can be extended.', async (trx, hold) => {
    const heldUntilMs = Number(hold.until_ms);
    if (heldUntilMs !== staff.shownUntilMs)
      return `Extended already since this page was opened: it is held until ${formatHoldDate(new Date(heldUntilMs).toISOString())} now. Extend it again from this page if another week is still wanted.`;
    const untilMs = heldUntilMs + days * dayMs;
    const untilIso = new Date(untilMs).toISOString();
    await changeHoldAndCart(
      trx,
      hold,
      { until_ms: untilMs },
      { holdUntil: untilIso },
      staff.email,
      now.toISOString(),
    );
    if (hold.lead_id)
      await queueMessages(
        trx,
        hold.lead_id,
        buyerMessage(hold, `Your hold is extended until ${formatHoldDate(untilIso)}`, [
          `${staffNameForCustomers(staff)} has extended your hold until ${formatHoldDate(untilIso)}; your deposit stays with it.`,
        ]),
        now.toISOString(),
      );
  });
  if (outcome.outcome === 'changed') kickOutbox();
  return outcome;
}

/** Staff convert a live hold to the sale: the cart sold to the buyer, the deposit kept towards it. */
export async function convertVehicleHold(
  holdId: string,
  by: string,
  now = new Date(),
): Promise<HoldChangeOutcome> {
  const at = now.toISOString();
  return changeLiveHold(holdId, 'Only a live hold can be converted to a sale.', (trx, hold) =>
    changeHoldAndCart(
      trx,
      hold,
      { status: 'converted', ended_at: at, ended_by: by },
      { status: 'sold', holdUntil: null },
      by,
      at,
    ),
  );
}

/**
 * Staff end a live hold early (the buyer is not going ahead): released like a hold whose time ran
 * out, the cart back in stock, and its deposit refunded to the card now (the sweep sends it again
 * if Stripe does not answer); the buyer is told once it is back.
 */
export async function endVehicleHold(
  holdId: string,
  /** Who ends it: the cart's history records their sign-in address, the buyer is told their name. */
  staff: Pick<StaffMember, 'id' | 'email'>,
  now = new Date(),
): Promise<HoldChangeOutcome> {
  const outcome = await changeLiveHold(holdId, 'Only a live hold can be ended.', (trx, hold) =>
    releaseHold(trx, hold, `${endedEarly}${staff.email}`, now.toISOString(), staff.id),
  );
  if (outcome.outcome === 'changed')
    await followUpVehicleHold(holdId, now).catch((error: unknown) =>
      appLog.error({ err: error, hold: holdId }, 'An ended hold’s refund was not sent; the sweep retries'),
    );
  return outcome;
}

/**
 * A staff change to a hold that must still be live, refused with `refusal` otherwise; the stock
 * version is forgotten after it, as the cart's page and search show the hold.
 */
async function changeLiveHold(
  holdId: string,
  refusal: string,
  /**
   * Answers false when it changed nothing (the hold moved on under it), or the refusal to give
   * when it would not change it as the page showed it.
   */
  change: (trx: Transaction<Database>, hold: HoldRow) => Promise<void | boolean | string>,
): Promise<HoldChangeOutcome> {
  const outcome = await (await database()).transaction().execute(async (trx): Promise<HoldChangeOutcome> => {
    const hold = await holdById(holdId, trx, { lock: true });
    if (hold?.status !== 'active') return { outcome: 'refused', message: refusal };
    const changed = await change(trx, hold);
    if (changed === false) return { outcome: 'refused', message: refusal };
    if (typeof changed === 'string') return { outcome: 'refused', message: changed };
    return { outcome: 'changed' };
  });
  if (outcome.outcome === 'changed') forgetStockVersion();
  return outcome;
}

/**
 * What a cart's page says while someone is paying to hold it (rather than offering the hold that
 * would be refused), or undefined when nobody is. Holds raise the stock version, so the shared
 * page changes as the hold starts and as it is paid or let go.
 */
export async function holdPaymentUnderWay(vehicleId: string, now = new Date()): Promise<string | undefined> {
  const waiting = await (
    await database()
  )
    .selectFrom('vehicle_holds')
    .select('pay_by_ms')
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return waiting ? someonePaying(Number(waiting.pay_by_ms), now.getTime()) : undefined;
}

/** A hold waiting for its payment, and the page to pay on: for a buyer whose form went without JavaScript. */
export async function holdWaitingForPayment(
  holdId: string,
  vehicleId: string,
): Promise<{ payUrl: string; payByMs: number; cents: number } | undefined> {
  const hold = await holdById(holdId);
  // Paid by the moment Stripe's page closes, which comes before the hold's own time runs out.
  return hold?.status === 'pending' && hold.vehicle_id === vehicleId && hold.session_url
    ? {
        payUrl: hold.session_url,
        payByMs: Math.min(Number(hold.pay_by_ms), holdPageClosesMs(Date.parse(hold.created_at))),
        // What Stripe's page asks, set when the hold began: a deposit setting changed since is not it.
        cents: Number(hold.cents),
      }
    : undefined;
}

/**
 * The hold of `vehicleId` a buyer came back from Checkout for: on (the payment applied), waiting
 * for Stripe to confirm the payment (the return could not ask, or the webhook is still on its
 * way), paid after it could no longer go on, ended since, or sold. Another cart's, no such hold,
 * or one never paid for is undefined.
 */
export async function returnedHold(holdId: string, vehicleId: string): Promise<ReturnedHold | undefined> {
  const hold = await holdById(holdId);
  if (!hold || hold.vehicle_id !== vehicleId) return undefined;
  if (hold.status === 'active' && hold.until_ms !== null)
    return { state: 'held', untilMs: Number(hold.until_ms) };
  if (hold.status === 'pending' && hold.session_id) return { state: 'confirming' };
  if (hold.status === 'converted') return { state: 'converted', cents: hold.paid_cents };
  if (hold.status !== 'released' || hold.paid_cents === 0) return undefined;
  // A hold that went on has its day; one paid for that never went on has none.
  const state = neverBegan(hold) ? 'refunded' : 'ended';
  const cents = hold.paid_cents;
  const backCents = Math.max(0, hold.refunded_cents - hold.refund_failed_cents);
  if (hold.refund_failed_cents > 0)
    return hold.refund_returned_cents >= hold.refund_failed_cents && hold.refund_returned_how
      ? { state, cents, refund: 'returned', how: handRefundWaysSaid(hold.refund_returned_how), backCents }
      : {
          state,
          cents,
          refund: 'failed',
          owedCents: hold.refund_failed_cents - hold.refund_returned_cents,
          backCents,
        };
  return { state, cents, refund: hold.refunded_cents >= hold.paid_cents ? 'sent' : 'due' };
}

/** A held cart on the staff's Cart holds page: the cart, and the buyer and how to reach them. */
interface HeldCart {
  id: string;
  vehicleId: string;
  vehicleName: string;
  buyer: string;
  email: string;
  phone: string;
  leadId: string | null;
}

export interface HoldView extends HeldCart {
  cents: number;
  untilMs: number | null;
}

/** A hold whose deposit refund the card's bank sent back, not yet recorded as returned another way. */
export interface HoldRefundOwed extends HeldCart {
  owedCents: number;
}

/** Holds with their cart's name; the caller says which, in what order. */
const holdsWithCartName = async () =>
  (await database())
    .selectFrom('vehicle_holds')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_holds.vehicle_id')
    .selectAll('vehicle_holds')
    .select('vehicles.name as vehicle_name');

const heldCartOf = (row: HoldRow & { vehicle_name: string }): HeldCart => ({
  id: row.id,
  vehicleId: row.vehicle_id,
  vehicleName: row.vehicle_name,
  buyer: `${row.first_name} ${row.last_name}`,
  email: row.email,
  phone: row.phone,
  leadId: row.lead_id,
});

/** The live holds, soonest to end first, for the staff's Cart holds page. */
export async function liveHolds(): Promise<HoldView[]> {
  const rows = await (
    await holdsWithCartName()
  )
    .where('vehicle_holds.status', '=', 'active')
    .orderBy('vehicle_holds.until_ms')
    .execute();
  return rows.map((row) => ({
    ...heldCartOf(row),
    cents: row.paid_cents,
    untilMs: row.until_ms === null ? null : Number(row.until_ms),
  }));
}

/** The holds whose buyers are owed a refund by hand, oldest first, for the managers' Cart holds page. */
export async function holdRefundsOwed(): Promise<HoldRefundOwed[]> {
  const rows = await (
    await holdsWithCartName()
  )
    .whereRef('vehicle_holds.refund_failed_cents', '>', 'vehicle_holds.refund_returned_cents')
    .orderBy('vehicle_holds.created_at')
    .execute();
  return rows.map((row) => ({
    ...heldCartOf(row),
    owedCents: row.refund_failed_cents - row.refund_returned_cents,
  }));
}

/**
 * A manager records that what the card's bank sent back of a hold's deposit refund was returned to
 * the buyer another way: all of it still owed, only while that is the amount the page showed (a
 * refund failing meanwhile is never recorded unseen), written over what was recorded before, and
 * noted on the buyer's lead. The buyer's return page then says how it went back. No money moves
 * through Stripe, so the ledger is left as it is.
 */
export async function recordHoldRefundReturnedByHand(
  holdId: string,
  record: { how: HandRefundWay; shownCents: number },
  by: string,
  now = new Date(),
): Promise<HandRefundOutcome> {
  const at = now.toISOString();
  const owedChanged = {
    outcome: 'refused',
    message: 'What is owed changed since this page was opened: open it again, check and record it again.',
  } as const;
  return (await database()).transaction().execute(async (trx): Promise<HandRefundOutcome> => {
    const hold = await holdById(holdId, trx);
    if (!hold)
      return { outcome: 'refused', message: 'This hold is not found: open the Cart holds page again.' };
    const owed = hold.refund_failed_cents - hold.refund_returned_cents;
    if (owed <= 0) return nothingOwed(hold.refund_failed_cents, 'buyer');
    if (owed !== record.shownCents) return owedChanged;
    const taken = await updateHold(trx, hold.id, {
      refund_returned_cents: hold.refund_failed_cents,
      refund_returned_how: handRefundWaysWith(hold.refund_returned_how, record.how),
    })
      .where('refund_returned_cents', '=', hold.refund_returned_cents)
      .where('refund_failed_cents', '=', hold.refund_failed_cents)
      .executeTakeFirst();
    // Recorded by another tab, or another refund failed, between the read and this write.
    if (Number(taken.numUpdatedRows) !== 1) return owedChanged;
    if (hold.lead_id)
      await recordLeadEvent(trx, hold.lead_id, 'note', by, at, {
        text: `${returnedByHandLine('Deposit refund', owed, 'buyer', record.how)}.`,
      });
    return { outcome: 'recorded', cents: owed };
  });
}

/** The buyer came back from Checkout: the session read from Stripe and applied if it is this hold's. */
export async function holdCheckoutReturned(
  holdId: string,
  sessionId: string,
  now = new Date(),
): Promise<string | undefined> {
  const hold = await holdById(holdId);
  if (!hold || !hold.session_id || hold.session_id !== sessionId) return hold?.vehicle_id;
  let session: Stripe.Checkout.Session;
  try {
    session = await (await stripe()).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    // The webhook or the sweep puts the hold on shortly: the buyer sees the cart, not an error.
    appLog.error({ err: error, hold: holdId }, 'Stripe did not answer for a buyer back from Checkout');
    return hold.vehicle_id;
  }
  await (
    await database()
  )
    .transaction()
    .execute((trx) => applyVehicleHoldSession(trx, session, now.toISOString()));
  afterHoldChange();
  await followUpVehicleHold(holdId, now).catch((error: unknown) =>
    appLog.error({ err: error, hold: holdId }, 'A cart hold follow-up failed'),
  );
  return hold.vehicle_id;
}

/** Used by the webhook after it applied a hold's session in its own transaction. */
export const afterHoldChange = () => {
  forgetStockVersion();
  kickOutbox();
};
