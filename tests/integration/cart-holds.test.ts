import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { greeting } from '@/features/leads/greeting';

import { actingManager } from '../support/acting-manager';
import { databaseBefore } from '../support/older-release';
import { connectSeparately } from '../support/separate-connection';
import { setUpStripePayments } from '../support/stripe-setup';

/**
 * Holding a cart for sale, on SQLite and PostgreSQL, with a stand-in of Stripe's API and a real
 * SMTP server: buyers at once for one cart (exactly one goes on to pay), the paid hold putting the
 * cart on hold until its day with an answered sales lead, the hold ending (cart back, deposit
 * refunded), extended or converted, and a cart sold meanwhile refused before payment or refunded.
 */
const { stripe, sink, deliver } = await setUpStripePayments();

const {
  startVehicleHold,
  settleVehicleHolds,
  extendVehicleHold,
  convertVehicleHold,
  endVehicleHold,
  liveHolds,
  holdCheckoutReturned,
  holdCheckoutLeft,
  holdPaymentUnderWay,
  returnedHold,
  holdRefundsOwed,
  recordHoldRefundReturnedByHand,
} = await import('@/features/payments/server/vehicle-holds');
const { dealer } = await import('@/content/dealer');
const { handRefundWayLabels } = await import('@/features/payments/hand-refund-form');
const { holdSettings } = await import('@/features/payments/server/hold-settings');
const { findVehicle, findVehicleForStaff, holdPaymentsUnderWay, listVehicles, vehicleHistory } =
  await import('@/features/inventory/server/vehicle-queries');
const { setVehicleStatus, bulkChangeVehicles, HeldOnlineError } =
  await import('@/features/inventory/server/vehicle-mutations');
const { applyImport, findImportCheck, keepImportFile } =
  await import('@/features/inventory/server/inventory-import');
const { inventoryCsv, readInventoryCsv } = await import('@/features/inventory/vehicle-csv');
const { vehicleFieldLabels } = await import('@/features/inventory/vehicle-form');
const { currentStockVersion, readStockVersion } = await import('@/features/inventory/server/stock-version');
const { dayMs } = await import('@/features/rentals/rental-time');
const { outboxSettled } = await import('@/features/leads/server/outbox');
const { database } = await import('@/server/db/database');
const { isSqlite } = await import('@/server/db/dialect');
const { formatCents } = await import('@/features/rentals/rental-price');
const { notHeldWhenPaid, returnedHoldMessage } = await import('@/features/payments/returned-hold-words');
const { addStaffMember } = await import('@/features/staff/server/staff-directory');
const { upsertStaff } = await import('@/features/staff/server/staff');

/** A sales account as the staff page adds one (a name of '' is an account made before names). */
async function staffMember(name: string, email: string) {
  const added = await addStaffMember({ name, email, mobile: '', role: 'sales' }, actingManager);
  if (added.outcome !== 'added') throw new Error(`${email} is taken`);
  return added.member;
}

let buyers = 0;
const buyer = () => {
  buyers++;
  return {
    firstName: 'Sam',
    lastName: `Buyer${buyers}`,
    email: `buyer${buyers}@example.com`,
    phone: `908-555-${String(3000 + buyers).padStart(4, '0')}`,
  };
};

/** Available carts of the stock, one for each test. */
let stock: string[] = [];
async function availableCart(): Promise<string> {
  if (stock.length === 0)
    stock = (
      await (
        await database()
      )
        .selectFrom('vehicles')
        .select('id')
        .where('status', '=', 'available')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  return stock.shift()!;
}

const sessionOf = (url: string) => /\/pay\/(cs_test_[0-9a-f]+)$/.exec(url)![1]!;

/** A buyer starts a hold, the cart is sold while they pay, and the payment arrives: it is refunded. */
async function paidForCartSoldWhilePaying() {
  const vehicleId = await availableCart();
  const late = buyer();
  const started = await startVehicleHold(vehicleId, late);
  if (started.outcome !== 'checkout') throw new Error('not started');
  await (
    await database()
  )
    .updateTable('vehicles')
    .set({ status: 'sold' })
    .where('id', '=', vehicleId)
    .execute();
  const sessionId = sessionOf(started.url);
  await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
  const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
  const { id: holdId } = await (
    await database()
  )
    .selectFrom('vehicle_holds')
    .select('id')
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { vehicleId, late, sessionId, intent, holdId };
}

/** A buyer holds the cart and pays: the hold's row once paid. */
async function heldAndPaid(vehicleId: string, who = buyer()) {
  const started = await startVehicleHold(vehicleId, who);
  if (started.outcome !== 'checkout') throw new Error(started.message);
  const sessionId = sessionOf(started.url);
  expect((await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)))).status).toBe(200);
  const hold = await (
    await database()
  )
    .selectFrom('vehicle_holds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { hold, sessionId, who };
}

describe('holding a cart for sale', () => {
  it('lets exactly one of ten buyers at once go on to pay; the others are refused before any payment', async () => {
    const vehicleId = await availableCart();
    const before = stripe.sessions.size;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => startVehicleHold(vehicleId, buyer())),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'checkout')).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.outcome === 'refused');
    expect(refused).toHaveLength(9);
    // Told a payment is under way, and until when, rather than that the cart is sold.
    expect(refused[0]).toMatchObject({
      message: expect.stringMatching(
        /^A payment to hold this cart is under way\. If it is not made by \w{3} \d+, \d{4}, \d+:\d{2} [AP]M \w+, the cart can be held again\.$/,
      ),
    });
    expect(stripe.sessions.size).toBe(before + 1);
  });

  it('lets the cart go at once when its buyer leaves Checkout unpaid; one who paid meanwhile keeps the hold', async () => {
    const vehicleId = await availableCart();
    const first = buyer();
    const started = await startVehicleHold(vehicleId, first);
    if (started.outcome !== 'checkout') throw new Error('not started');
    // Back by the browser's own Back button (the site never hears of it) and sent again: their own
    // payment page, not a second hold, nor a refusal.
    expect(await startVehicleHold(vehicleId, { ...first, email: first.email.toUpperCase() })).toEqual(
      started,
    );
    const cancelUrl = new URL(String(stripe.sessions.get(sessionOf(started.url))!.cancel_url));
    expect(cancelUrl.pathname).toBe(`/vehicles/${vehicleId}/hold/back`);
    expect(cancelUrl.searchParams.get('hold')).toBe(started.holdId);
    expect(await holdCheckoutLeft(started.holdId)).toBe(vehicleId);
    // Its payment page is closed, so nobody pays for a hold that has ended.
    expect(stripe.sessions.get(sessionOf(started.url))!.status).toBe('expired');
    expect((await findVehicle(vehicleId))!.status).toBe('available');
    const again = await startVehicleHold(vehicleId, buyer());
    expect(again.outcome).toBe('checkout');
    if (again.outcome !== 'checkout') return;

    // Paid in another tab, then back from the first by its back link: the payment holds the cart.
    stripe.pay(sessionOf(again.url));
    expect(await holdCheckoutLeft(again.holdId)).toBe(vehicleId);
    expect((await findVehicle(vehicleId))!.status).toBe('on-hold');
    expect(await returnedHold(again.holdId, vehicleId)).toMatchObject({ state: 'held' });
  });

  it('says on the cart’s page, made again for every visitor, that a payment is under way until the buyer leaves', async () => {
    const vehicleId = await availableCart();
    const stockVersion = async () => readStockVersion(await database());
    expect(await holdPaymentUnderWay(vehicleId)).toBeUndefined();
    const before = await stockVersion();
    const started = await startVehicleHold(vehicleId, buyer());
    if (started.outcome !== 'checkout') throw new Error('not started');
    // The sentence a second buyer's form would be refused with, said before they fill it in.
    const refused = await startVehicleHold(vehicleId, buyer());
    expect(await holdPaymentUnderWay(vehicleId)).toBe(refused.outcome === 'refused' && refused.message);
    const whilePaying = await stockVersion();
    expect(whilePaying).toBeGreaterThan(before);
    // Staff are told too, on the cart's record and in the list: selling it now would refund the buyer.
    const paying = await holdPaymentsUnderWay([vehicleId, await availableCart()]);
    expect([...paying.keys()]).toEqual([vehicleId]);
    // Its other columns (its refunds, its payment page) change no page: nothing is drawn again.
    await (
      await database()
    )
      .updateTable('vehicle_holds')
      .set({ refund_failed_cents: 0 })
      .where('id', '=', started.holdId)
      .execute();
    expect(await stockVersion()).toBe(whilePaying);
    await holdCheckoutLeft(started.holdId);
    expect(await holdPaymentUnderWay(vehicleId)).toBeUndefined();
    expect((await holdPaymentsUnderWay([vehicleId])).size).toBe(0);
    expect(await stockVersion()).toBeGreaterThan(whilePaying);
  });

  it('once paid, puts the cart on hold until its day and hands sales an answered lead', async () => {
    const vehicleId = await availableCart();
    const settings = await holdSettings();
    const versionBefore = await currentStockVersion();
    const { hold, sessionId, who } = await heldAndPaid(vehicleId);
    expect(stripe.sessions.get(sessionId)!.amount_total).toBe(settings.depositCents);
    const vehicle = (await findVehicle(vehicleId))!;
    expect(vehicle.status).toBe('on-hold');
    expect(Date.parse(vehicle.holdUntil!) - Date.now()).toBeGreaterThan((settings.days - 1) * dayMs);
    expect(await currentStockVersion()).toBeGreaterThan(versionBefore);
    // What search lists, from the same stock version: on hold, with its day.
    expect((await listVehicles()).find((listed) => listed.id === vehicleId)).toMatchObject({
      status: 'on-hold',
      holdUntil: vehicle.holdUntil,
    });
    const lead = await (
      await database()
    )
      .selectFrom('leads')
      .select(['vehicle_id', 'status', 'interest', 'first_response_by'])
      .where('id', '=', hold.lead_id!)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      vehicle_id: vehicleId,
      status: 'contacted',
      interest: 'sales',
      first_response_by: 'Online hold',
    });
    const { findLead } = await import('@/features/leads/server/lead-queries');
    const { leadMessageHeading } = await import('@/features/leads/lead');
    // Its page calls the site's summary of the hold what it is, not the buyer's message.
    expect(leadMessageHeading((await findLead(hold.lead_id!))!)).toBe('Hold, as the site recorded it');
    await outboxSettled();
    await expect
      .poll(() => sink.to(who.email).map((mail) => mail.parsed.subject), { timeout: 10_000 })
      .toEqual([expect.stringContaining('is on hold for you until')]);
    // Sent to whatever address was typed: it quotes nothing typed, not even the name.
    const onHold = sink.to(who.email)[0]!.parsed.text ?? '';
    expect(onHold.startsWith(`${greeting}\n`)).toBe(true);
    expect(onHold).not.toContain(who.firstName);
    // Sales and the CRM are told which cart, by name and stock number.
    const told = (address: string) =>
      sink.to(address).find((mail) => mail.parsed.text?.includes(who.email))?.parsed.text ?? '';
    await expect
      .poll(() => told('sales@dealer.test') !== '' && told('crm@dealer.test') !== '', { timeout: 10_000 })
      .toBe(true);
    expect(told('sales@dealer.test')).toContain(`Vehicle: ${vehicle.name} (${vehicleId})`);
    if (vehicle.stockNumber)
      expect(told('sales@dealer.test')).toContain(`Stock number: ${vehicle.stockNumber}`);
    expect(told('crm@dealer.test')).toContain(`<make>${vehicle.brand}</make>`);
    expect(told('crm@dealer.test')).not.toContain('no longer in the inventory');
    // Another buyer now: refused before any payment.
    expect((await startVehicleHold(vehicleId, buyer())).outcome).toBe('refused');
  });

  it('sends a buyer back from Checkout to the cart while Stripe does not answer; the webhook puts the hold on', async () => {
    const vehicleId = await availableCart();
    const started = await startVehicleHold(vehicleId, buyer());
    if (started.outcome !== 'checkout') throw new Error(started.message);
    const sessionId = sessionOf(started.url);
    stripe.pay(sessionId);
    const { id } = await (
      await database()
    )
      .selectFrom('vehicle_holds')
      .select('id')
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    stripe.unavailable = true;
    const back = await holdCheckoutReturned(id, sessionId).finally(() => (stripe.unavailable = false));
    expect(back).toBe(vehicleId);
    // The buyer's page says it is being confirmed, and for that cart only.
    expect(await returnedHold(id, vehicleId)).toEqual({ state: 'confirming' });
    expect(await returnedHold(id, await availableCart())).toBeUndefined();
    await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(sessionId)!));
    expect((await findVehicle(vehicleId))!.status).toBe('on-hold');
    expect(await returnedHold(id, vehicleId)).toMatchObject({ state: 'held' });
  });

  it('is never undone by a staff page opened before it: the hold raises the cart’s version and is in its history', async () => {
    const vehicleId = await availableCart();
    const opened = (await findVehicleForStaff(vehicleId))!;
    await heldAndPaid(vehicleId);
    const held = (await findVehicleForStaff(vehicleId))!;
    expect(held).toMatchObject({ status: 'on-hold', version: opened.version + 1 });
    // The office's page, opened while the cart was available, sets it available again: refused.
    expect(
      await setVehicleStatus(vehicleId, 'available', 'office@dealer.test', opened.version, true),
    ).toMatchObject({
      outcome: 'stale',
      currentVersion: held.version,
    });
    expect((await findVehicle(vehicleId))!.status).toBe('on-hold');
    const latestStatus = async () =>
      (await vehicleHistory(vehicleId)).find((change) => change.field === 'Status');
    expect(await latestStatus()).toMatchObject({
      staff_email: 'Online hold',
      old_value: 'Available',
      new_value: 'On hold',
    });
    // Its end puts the cart back the same way.
    await settleVehicleHolds(new Date(Date.parse(held.holdUntil!) + 60_000));
    expect(await findVehicleForStaff(vehicleId)).toMatchObject({
      status: 'available',
      version: held.version + 1,
    });
    expect(await latestStatus()).toMatchObject({ old_value: 'On hold', new_value: 'Available' });
  });

  it('is held once when the payment is told twice and the buyer comes back, all at the same moment', async () => {
    const vehicleId = await availableCart();
    const started = await startVehicleHold(vehicleId, buyer());
    if (started.outcome !== 'checkout') throw new Error(started.message);
    const sessionId = sessionOf(started.url);
    const paid = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const db = await database();
    const { id } = await db
      .selectFrom('vehicle_holds')
      .select('id')
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all([deliver(paid), deliver(paid), holdCheckoutReturned(id, sessionId)]);
    expect(answers.slice(0, 2).map((answer) => (answer as Response).status)).toEqual([200, 200]);
    const hold = await db
      .selectFrom('vehicle_holds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ status: hold.status, refunded: Number(hold.refunded_cents) }).toEqual({
      status: 'active',
      refunded: 0,
    });
    expect((await findVehicle(vehicleId))!.status).toBe('on-hold');
    const leads = await db.selectFrom('leads').select('id').where('vehicle_id', '=', vehicleId).execute();
    expect(leads).toHaveLength(1);
  });

  it('ends on its day: the cart back in stock and the deposit refunded, once', async () => {
    const vehicleId = await availableCart();
    const { hold, sessionId } = await heldAndPaid(vehicleId);
    const later = new Date(Number(hold.until_ms) + 60_000);
    await settleVehicleHolds(later);
    await settleVehicleHolds(later);
    expect((await findVehicle(vehicleId))!).toMatchObject({ status: 'available', holdUntil: null });
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    expect(stripe.refundedOn(intent)).toBe(hold.paid_cents);
    const ledger = await (
      await database()
    )
      .selectFrom('payments')
      .select(['kind', 'cents'])
      .where('vehicle_hold_id', '=', hold.id)
      .orderBy('kind')
      .execute();
    expect(ledger).toEqual([
      { kind: 'charge', cents: hold.paid_cents },
      { kind: 'refund', cents: hold.paid_cents },
    ]);
    // Its old way back from Checkout is not told the payment came too late (it was held), nor
    // offered a new hold as though nothing happened: the hold ended, and the deposit is back.
    expect(await returnedHold(hold.id, vehicleId)).toEqual({
      state: 'ended',
      cents: hold.paid_cents,
      refund: 'sent',
    });
  });

  it('refunds at its end only what a refund made in Stripe’s dashboard left, counted once', async () => {
    const vehicleId = await availableCart();
    const { hold, sessionId } = await heldAndPaid(vehicleId);
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const part = Math.round(hold.paid_cents / 4);
    const told = stripe.event('refund.created', stripe.refundAtStripe(intent, part));
    expect((await deliver(told)).status).toBe(200);
    expect(await (await deliver(told)).text()).toBe('Already applied.');
    await settleVehicleHolds(new Date(Number(hold.until_ms) + 60_000));
    expect(stripe.refundedOn(intent)).toBe(hold.paid_cents);
    const ours = stripe.refunds.filter((refund) => refund.payment_intent === intent).at(-1)!;
    expect(ours.amount).toBe(hold.paid_cents - part);
    await deliver(stripe.event('refund.created', ours));
    const refunds = await (
      await database()
    )
      .selectFrom('payments')
      .select('cents')
      .where('vehicle_hold_id', '=', hold.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds.map((row) => Number(row.cents)).sort((a, b) => a - b)).toEqual(
      [part, hold.paid_cents - part].sort((a, b) => a - b),
    );
    // The card's bank sends ours back: the buyer's page says what did reach the card and what is
    // owed, not that none of it came back.
    await deliver(stripe.event('refund.failed', stripe.failRefund(ours.id)));
    const returned = (await returnedHold(hold.id, vehicleId))!;
    expect(returned).toEqual({
      state: 'ended',
      cents: hold.paid_cents,
      refund: 'failed',
      owedCents: hold.paid_cents - part,
      backCents: part,
    });
    const said = returnedHoldMessage(returned, 'the cart');
    expect(said).toContain(`${formatCents(part)} of it is back on your card`);
    expect(said).toContain(`could not take back the other ${formatCents(hold.paid_cents - part)}`);
  });

  it('owes a deposit refund the card’s bank sent back by hand: noted on the lead, the managers told, never sent again', async () => {
    const manager = `holds.${Date.now()}@dealer.test`;
    await upsertStaff(manager, 'a long enough password');
    const vehicleId = await availableCart();
    const { hold, sessionId, who } = await heldAndPaid(vehicleId);
    const ended = new Date(Number(hold.until_ms) + 60_000);
    await settleVehicleHolds(ended);
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const [refund] = stripe.refunds.filter((each) => each.payment_intent === intent);
    expect((await deliver(stripe.event('refund.failed', stripe.failRefund(refund!.id)))).status).toBe(200);
    await settleVehicleHolds(new Date(ended.getTime() + dayMs));
    expect(stripe.refunds.filter((each) => each.payment_intent === intent)).toHaveLength(1);
    const db = await database();
    const after = await db
      .selectFrom('vehicle_holds')
      .selectAll()
      .where('id', '=', hold.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.refund_failed_cents)).toBe(hold.paid_cents);
    const notes = await db
      .selectFrom('lead_events')
      .select('detail')
      .where('lead_id', '=', after.lead_id!)
      .where('kind', '=', 'note')
      .execute();
    expect(notes.filter((note) => note.detail.includes(refund!.id))).toHaveLength(1);
    const vehicle = (await findVehicle(vehicleId))!;
    await outboxSettled();
    await expect
      .poll(() => sink.to(manager).map((mail) => mail.parsed.subject), { timeout: 10_000 })
      .toEqual([`Refund failed: ${formatCents(hold.paid_cents)} owed to ${who.firstName} ${who.lastName}`]);
    const alert = sink.to(manager)[0]!.parsed.text ?? '';
    expect(alert).toContain(`The hold on ${vehicle.name}`);
    expect(alert).toContain('/admin/payments/holds');
  });

  it('lets a manager record a failed deposit refund as returned by hand, once: the list, the lead and the buyer’s page say how', async () => {
    const manager = `holds.returned.${Date.now()}@dealer.test`;
    const { vehicleId, sessionId, intent, holdId } = await paidForCartSoldWhilePaying();
    const paid = Number(stripe.sessions.get(sessionId)!.amount_total);
    const [refund] = stripe.refunds.filter((each) => each.payment_intent === intent);
    expect((await deliver(stripe.event('refund.failed', stripe.failRefund(refund!.id)))).status).toBe(200);
    expect(await returnedHold(holdId, vehicleId)).toEqual({
      state: 'refunded',
      cents: paid,
      refund: 'failed',
      owedCents: paid,
      backCents: 0,
    });
    expect((await holdRefundsOwed()).find((owed) => owed.id === holdId)).toMatchObject({ owedCents: paid });

    // A page that showed another amount records nothing.
    expect(
      await recordHoldRefundReturnedByHand(holdId, { how: 'cash', shownCents: paid - 100 }, manager),
    ).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('changed since this page was opened'),
    });
    // Two managers at once: one records it, the other is refused.
    const both = await Promise.all([
      recordHoldRefundReturnedByHand(holdId, { how: 'cheque', shownCents: paid }, manager),
      recordHoldRefundReturnedByHand(holdId, { how: 'transfer', shownCents: paid }, manager),
    ]);
    expect(both.filter((outcome) => outcome.outcome === 'recorded')).toEqual([
      { outcome: 'recorded', cents: paid },
    ]);
    const recorded = both[0].outcome === 'recorded' ? 'cheque' : 'transfer';

    expect((await holdRefundsOwed()).map((owed) => owed.id)).not.toContain(holdId);
    expect(await returnedHold(holdId, vehicleId)).toEqual({
      state: 'refunded',
      cents: paid,
      refund: 'returned',
      how: handRefundWayLabels[recorded],
      backCents: 0,
    });
    const db = await database();
    const { lead_id: leadId } = await db
      .selectFrom('vehicle_holds')
      .select('lead_id')
      .where('id', '=', holdId)
      .executeTakeFirstOrThrow();
    const notes = await db
      .selectFrom('lead_events')
      .select(['detail', 'staff_email'])
      .where('lead_id', '=', leadId!)
      .where('kind', '=', 'note')
      .where('staff_email', '=', manager)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.detail).toContain(`returned to the buyer ${handRefundWayLabels[recorded]}`);
    expect(
      await recordHoldRefundReturnedByHand(holdId, { how: 'cash', shownCents: paid }, manager),
    ).toMatchObject({ outcome: 'refused', message: expect.stringContaining('already recorded as returned') });
  });

  it('is extended by staff, or converted to the sale with the deposit kept', async () => {
    const vehicleId = await availableCart();
    const who = buyer();
    const { hold, sessionId } = await heldAndPaid(vehicleId, who);
    const riley = { email: 'riley@dealer.test', name: 'Riley Shaw', shownUntilMs: Number(hold.until_ms) };
    expect(await extendVehicleHold(hold.id, 7, riley)).toEqual({ outcome: 'changed' });
    expect(Date.parse((await findVehicle(vehicleId))!.holdUntil!)).toBe(Number(hold.until_ms) + 7 * dayMs);
    // A colleague pressing it on a page opened before: refused, not a second week.
    expect(await extendVehicleHold(hold.id, 7, { ...riley, name: 'Sam Lee' })).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('Extended already since this page was opened'),
    });
    expect(Date.parse((await findVehicle(vehicleId))!.holdUntil!)).toBe(Number(hold.until_ms) + 7 * dayMs);
    // The buyer is told once, by the name staff go by, never their address.
    await outboxSettled();
    await expect
      .poll(() => sink.to(who.email).filter((mail) => /extended/.test(mail.parsed.subject ?? '')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const told =
      sink.to(who.email).find((mail) => /extended/.test(mail.parsed.subject ?? ''))!.parsed.text ?? '';
    expect(told).toContain('Riley Shaw');
    expect(told).not.toContain(riley.email);
    // Past the first day, within the extended one: still held.
    await settleVehicleHolds(new Date(Number(hold.until_ms) + 60_000));
    expect((await findVehicle(vehicleId))!.status).toBe('on-hold');
    expect((await liveHolds()).map((live) => live.id)).toContain(hold.id);
    expect(await convertVehicleHold(hold.id, 'Riley')).toEqual({ outcome: 'changed' });
    expect((await findVehicle(vehicleId))!.status).toBe('sold');
    await settleVehicleHolds(new Date(Number(hold.until_ms) + 30 * dayMs));
    expect(stripe.refundedOn(stripe.sessions.get(sessionId)!.payment_intent as string)).toBe(0);
    // The buyer's way back from Checkout says where their deposit went.
    expect(await returnedHold(hold.id, vehicleId)).toEqual({ state: 'converted', cents: hold.paid_cents });
  });

  it('stays held while staff would put the cart back on sale or sell it; ended early, the deposit is refunded and the buyer told', async () => {
    const vehicleId = await availableCart();
    const { hold, sessionId, who } = await heldAndPaid(vehicleId);
    const held = (await findVehicleForStaff(vehicleId))!;
    // The cart's own status buttons and the list's bulk change alike: refused, the hold left as it is.
    for (const status of ['available', 'sold'] as const)
      await expect(
        setVehicleStatus(vehicleId, status, 'office@dealer.test', held.version, true),
      ).rejects.toThrow(HeldOnlineError);
    await expect(
      bulkChangeVehicles(
        [{ id: vehicleId, version: held.version }],
        { kind: 'status', status: 'available' },
        'office@dealer.test',
        undefined,
        true,
      ),
    ).rejects.toThrow(/is held online until .*: a buyer paid a deposit for it/);
    expect((await findVehicleForStaff(vehicleId))!).toMatchObject({
      status: 'on-hold',
      version: held.version,
    });
    expect((await liveHolds()).map((live) => live.id)).toContain(hold.id);

    // Ended from the holds page: the cart is back on sale and the deposit goes back at once.
    const ender = `riley.${Date.now()}@dealer.test`;
    const riley = await staffMember('Riley Shaw', ender);
    expect(await endVehicleHold(hold.id, riley)).toEqual({ outcome: 'changed' });
    expect(await endVehicleHold(hold.id, riley)).toMatchObject({ outcome: 'refused' });
    expect((await findVehicle(vehicleId))!).toMatchObject({ status: 'available', holdUntil: null });
    expect((await liveHolds()).map((live) => live.id)).not.toContain(hold.id);
    expect(stripe.refundedOn(stripe.sessions.get(sessionId)!.payment_intent as string)).toBe(hold.paid_cents);
    await outboxSettled();
    await expect
      .poll(
        () =>
          sink.to(who.email).find((mail) => mail.parsed.subject === 'Your deposit is refunded')?.parsed.text,
        {
          timeout: 10_000,
        },
      )
      .toContain(
        `ended early by Riley Shaw), and your deposit of ${formatCents(hold.paid_cents)} is refunded`,
      );
    // The buyer is told who by name, never by the address they sign in with.
    expect(
      sink
        .to(who.email)
        .map((mail) => mail.parsed.text)
        .join('\n'),
    ).not.toContain(ender);
    const after = (await findVehicleForStaff(vehicleId))!;
    expect(await setVehicleStatus(vehicleId, 'sold', 'office@dealer.test', after.version, true)).toEqual({
      outcome: 'saved',
    });
  });

  it("tells the buyer the dealer's name for staff whose account has none, never their address", async () => {
    const vehicleId = await availableCart();
    const { hold, who } = await heldAndPaid(vehicleId);
    const nameless = await staffMember('', `nameless.${Date.now()}@dealer.test`);
    expect(await extendVehicleHold(hold.id, 7, { ...nameless, shownUntilMs: Number(hold.until_ms) })).toEqual(
      { outcome: 'changed' },
    );
    expect(await endVehicleHold(hold.id, nameless)).toEqual({ outcome: 'changed' });
    await outboxSettled();
    const mailTo = (subject: RegExp) =>
      sink.to(who.email).find((mail) => subject.test(mail.parsed.subject ?? ''))?.parsed.text ?? '';
    await expect
      .poll(() => mailTo(/refunded/), { timeout: 10_000 })
      .toContain(`ended early by ${dealer.name})`);
    expect(mailTo(/extended/)).toContain(`${dealer.name} has extended your hold`);
    expect(
      sink
        .to(who.email)
        .map((mail) => mail.parsed.text)
        .join('\n'),
    ).not.toContain(nameless.email);
    // The cart's history still names who ended it by the address staff know them by.
    const history = await vehicleHistory(vehicleId);
    expect(history.map((change) => change.staff_email).join('\n')).toContain(nameless.email);

    // Ended by an account removed since: the dealer's name too, never the address it had.
    const otherCart = await availableCart();
    const other = await heldAndPaid(otherCart);
    const gone = { id: 'an-account-removed-since', email: `gone.${Date.now()}@dealer.test` };
    expect(await endVehicleHold(other.hold.id, gone)).toEqual({ outcome: 'changed' });
    await outboxSettled();
    await expect
      .poll(
        () =>
          sink.to(other.who.email).find((mail) => /refunded/.test(mail.parsed.subject ?? ''))?.parsed.text ??
          '',
        { timeout: 10_000 },
      )
      .toContain(`ended early by ${dealer.name})`);
    expect(
      sink
        .to(other.who.email)
        .map((mail) => mail.parsed.text)
        .join('\n'),
    ).not.toContain(gone.email);
  });

  it('keeps its status against an import: a row ending the hold is a problem at the preview, one exported before it is not offered', async () => {
    const vehicleId = await availableCart();
    await heldAndPaid(vehicleId);
    const held = (await findVehicleForStaff(vehicleId))!;
    const check = async (exportedVersion: number) => {
      const file = inventoryCsv([{ ...held, version: exportedVersion, status: 'available' }]);
      return (await findImportCheck(
        await keepImportFile('stock.csv', readInventoryCsv(file), 'office@dealer.test'),
      ))!;
    };

    const current = await check(held.version);
    expect(current.preview).toBeUndefined();
    expect(current.problems).toEqual([
      {
        row: 2,
        field: vehicleFieldLabels.status,
        message: expect.stringMatching(/is held online until .*: a buyer paid a deposit for it/),
      },
    ]);

    const older = await check(held.version - 1);
    expect(older.problems).toEqual([]);
    expect(older.preview!.rows).toEqual([expect.objectContaining({ kind: 'conflict', id: vehicleId })]);
    expect(older.preview!.heldOnline[vehicleId]).toMatch(/is held online until/);
    // Ticked anyway (a forged post), Apply still refuses it and writes nothing.
    expect(
      await applyImport(older.id, older.preview!.fingerprint, new Set([2]), 'office@dealer.test'),
    ).toEqual({
      outcome: 'held-online',
      vehicleId,
    });
    expect((await findVehicleForStaff(vehicleId))!).toMatchObject({
      status: 'on-hold',
      version: held.version,
    });
  });

  it('is ended or converted, never both, when two staff press at once', async () => {
    for (let round = 0; round < 3; round++) {
      const vehicleId = await availableCart();
      const { hold, sessionId } = await heldAndPaid(vehicleId);
      const [ended, converted] = await Promise.all([
        endVehicleHold(hold.id, { id: 'riley', email: 'riley@dealer.test' }),
        convertVehicleHold(hold.id, 'Sam'),
      ]);
      expect([ended.outcome, converted.outcome].sort()).toEqual(['changed', 'refused']);
      const refunded = stripe.refundedOn(stripe.sessions.get(sessionId)!.payment_intent as string);
      expect({ status: (await findVehicle(vehicleId))!.status, refunded }).toEqual(
        ended.outcome === 'changed'
          ? { status: 'available', refunded: hold.paid_cents }
          : { status: 'sold', refunded: 0 },
      );
    }
  });

  it('names the staff member who ended each earlier hold early, at upgrade', async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-11-30-050-hold-ended-by-staff');
    await sql`insert into vehicles (id, name, description, brand, category, price, features, specifications,
        condition, model, featured, status, lifted, stock_number, created_at, updated_at)
       values ('held-cart', 'Used Evolution D5 Ranger', 'x', 'Evolution', 'D5 Ranger', 9995, '[]', '[]', 'used',
        'D5 Ranger', 0, 'available', 0, 'H-1', 'now', 'now')`.execute(old);
    await sql`insert into staff_users (id, email, password_hash, created_at, name)
       values ('riley', 'riley@dealer.test', 'unset', 'now', 'Riley Shaw')`.execute(old);
    for (const [id, endedBy] of [
      ['by-staff', 'ended early by riley@dealer.test'],
      ['by-someone-gone', 'ended early by gone@dealer.test'],
      ['ran-out', 'its time ran out'],
    ])
      await sql`insert into vehicle_holds (id, vehicle_id, status, cents, days, pay_by_ms, first_name, last_name,
          email, phone, created_at, ended_by)
         values (${id}, 'held-cart', 'released', 50000, 3, 0, 'Sam', 'Buyer', 'sam@example.com', '555', 'now',
          ${endedBy})`.execute(old);
    expect(await upgrade()).toBeUndefined();
    const rows = await old
      .selectFrom('vehicle_holds')
      .select(['id', 'ended_by', 'ended_by_staff_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'by-someone-gone', ended_by: 'ended early by gone@dealer.test', ended_by_staff_id: null },
      { id: 'by-staff', ended_by: 'ended early by riley@dealer.test', ended_by_staff_id: 'riley' },
      { id: 'ran-out', ended_by: 'its time ran out', ended_by_staff_id: null },
    ]);
    await close();
  });

  it('refuses a cart sold meanwhile before payment, and refunds a deposit paid for one sold while paying', async () => {
    const sold = await availableCart();
    await (await database()).updateTable('vehicles').set({ status: 'sold' }).where('id', '=', sold).execute();
    expect(await startVehicleHold(sold, buyer())).toMatchObject({ outcome: 'refused' });

    const { vehicleId, late, sessionId, intent, holdId } = await paidForCartSoldWhilePaying();
    expect((await findVehicle(vehicleId))!.status).toBe('sold');
    expect(stripe.refundedOn(intent)).toBe(stripe.sessions.get(sessionId)!.amount_total);
    // Back from Checkout, the buyer reads that the payment is refunded, not that the cart is held.
    expect(await returnedHold(holdId, vehicleId)).toEqual({
      state: 'refunded',
      cents: stripe.sessions.get(sessionId)!.amount_total,
      refund: 'sent',
    });
    // The buyer is told, and sales have a lead to call them about another cart.
    await outboxSettled();
    await expect
      .poll(() => sink.to(late.email).map((mail) => mail.parsed.subject), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining('Your deposit is refunded'));
    // A hold that never began is not told it ended.
    const letter = sink.to(late.email).find((mail) => mail.parsed.subject === 'Your deposit is refunded')!
      .parsed.text!;
    expect(letter).toContain(notHeldWhenPaid(stripe.sessions.get(sessionId)!.amount_total as number));
    expect(letter).not.toContain('The hold has ended');
  });

  it('never goes on over a sale a colleague is saving while the payment is applied', async () => {
    const vehicleId = await availableCart();
    const started = await startVehicleHold(vehicleId, buyer());
    if (started.outcome !== 'checkout') throw new Error(started.message);
    const sessionId = sessionOf(started.url);
    const paid = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const colleague = connectSeparately();
    let delivered: Promise<Response> | undefined;
    try {
      await colleague.transaction().execute(async (trx) => {
        await trx
          .updateTable('vehicles')
          .set((eb) => ({ status: 'sold', version: eb('version', '+', 1) }))
          .where('id', '=', vehicleId)
          .execute();
        // PostgreSQL: the payment arrives while the sale is saved but not yet committed. (SQLite
        // has one writer at a time, so there it arrives after.)
        if (!isSqlite(await database())) {
          delivered = deliver(paid);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      });
    } finally {
      await colleague.destroy();
    }
    expect((await (delivered ?? deliver(paid))).status).toBe(200);
    expect((await findVehicleForStaff(vehicleId))!.status).toBe('sold');
    const hold = await (
      await database()
    )
      .selectFrom('vehicle_holds')
      .select('status')
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('released');
  });

  it('paid in time with Stripe slow to tell: the sweep puts the hold on; unpaid, it lets the cart go', async () => {
    const paidCart = await availableCart();
    const paid = await startVehicleHold(paidCart, buyer());
    const unpaidCart = await availableCart();
    const unpaid = await startVehicleHold(unpaidCart, buyer());
    if (paid.outcome !== 'checkout' || unpaid.outcome !== 'checkout') throw new Error('not started');
    stripe.pay(sessionOf(paid.url));
    await settleVehicleHolds(new Date(Date.now() + 60 * 60_000));
    expect((await findVehicle(paidCart))!.status).toBe('on-hold');
    expect((await findVehicle(unpaidCart))!.status).toBe('available');
    expect(stripe.sessions.get(sessionOf(unpaid.url))!.status).toBe('expired');
    // The unpaid cart can be held again by the next buyer.
    expect((await startVehicleHold(unpaidCart, buyer())).outcome).toBe('checkout');
  });
});
