import type { RedirectError } from 'next/dist/client/components/redirect-error';
import { beforeAll, describe, expect, it } from 'vitest';

import { clientAddressHeader } from '@/server/security/client-address-header';

import { pdfText } from '../support/pdf-text';
import { rentalBookingBody } from '../support/rental-booking-body';
import { setUpStripePayments } from '../support/stripe-setup';

/**
 * Rentals paid online, on SQLite and PostgreSQL, through the booking API's and the webhook's
 * handlers, a real SMTP server and a stand-in of Stripe's API (the `stripe` library pointed at it):
 * the booking waits for its payment and only the payment confirms it; the deposit is a hold for a
 * short rental and the saved card for a long one, settled at the desk; cancellations are refunded
 * by the policy's band; every event applied once, in any order; a bad signature applies nothing;
 * a payment that comes after its booking was released is refunded and the renter told.
 */
const { stripe, sink, deliver } = await setUpStripePayments({ BOOKING_RATE_LIMIT: '100000' });

const { POST: book } = await import('@/app/api/rentals/bookings/route');
const { GET: cameBack } = await import('@/app/(site)/rentals/bookings/[reference]/paid/route');
const { cancelBooking, findBookingByReference } = await import('@/features/rentals/server/bookings');
const { bookingKey } = await import('@/features/rentals/server/booking-keys');
const {
  checkoutLifeMs,
  settleDeposit,
  rentalPaymentView,
  followUpRental,
  openRentalCheckout,
  recordPaidOnlineOfEarlierBookings,
  recordRefundReturnedByHand,
} = await import('@/features/payments/server/rental-payments');
const { paymentsLeftWaiting, startPaymentsSweep, stopPaymentsSweep, sweepPayments } =
  await import('@/features/payments/server/payments-sweep');
const { paymentDays } = await import('@/features/payments/server/payments-report');
const { dealerDateTime, dealerMoment, dayMs, hourMs, pickupTimes } =
  await import('@/features/rentals/rental-time');
const { addDays, weekdayOf } = await import('@/features/requests/request-dates');
const { outboxSettled, processOutbox } = await import('@/features/leads/server/outbox');
const { database } = await import('@/server/db/database');
const { getURLFromRedirectError } = await import('next/dist/client/components/redirect');
const { isRedirectError } = await import('next/dist/client/components/redirect-error');
const { bookingChanges } = await import('@/features/rentals/server/booking-history');
const { formatCents } = await import('@/features/rentals/rental-price');
const { upsertStaff } = await import('@/features/staff/server/staff');
const { sendRentalReminders } = await import('@/features/rentals/server/rental-reminders');
const { calendarDownload } = await import('@/features/rentals/server/booking-files');
const { agreementOf } = await import('@/features/rentals/server/bookings');
const { latePaymentWords } = await import('@/features/payments/late-payment');
const { greeting } = await import('@/features/leads/greeting');

const today = () => dealerDateTime(Date.now())[0];

/** A Tuesday `weeksAhead` weeks from now: a long way ahead, so the deposit is the saved card. */
function tuesday(weeksAhead: number): string {
  let date = addDays(today(), weeksAhead * 7);
  while (weekdayOf(date) !== 2) date = addDays(date, 1);
  return date;
}

/** The first day from tomorrow with deliveries at 10:00: a one-day rental then ends within a hold's life. */
function soon(): string {
  let date = addDays(today(), 1);
  while (!pickupTimes(date, 'delivery').includes('10:00')) date = addDays(date, 1);
  return date;
}

let renters = 0;
/** Books through the API as a partner does; the answer's reference, payment page and session id. */
async function bookOnline(overrides: Record<string, unknown> = {}) {
  renters++;
  const response = await book(
    new Request('http://127.0.0.1/api/rentals/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [clientAddressHeader]: `198.18.7.${renters % 250}` },
      body: JSON.stringify(
        rentalBookingBody(
          {
            start: tuesday(12),
            lastName: `Payer${renters}`,
            phone: `732-555-${String(2000 + renters).padStart(4, '0')}`,
          },
          // Never read: the amount is the booking's own.
          { total: 1, amount: 1, ...overrides },
        ),
      ),
    }),
  );
  expect(response.status).toBe(201);
  const answer = (await response.json()) as {
    reference: string;
    status: string;
    paymentUrl: string;
    total: number;
  };
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(answer.paymentUrl)![1]!;
  const booking = (await findBookingByReference(answer.reference))!;
  return { answer, sessionId, booking, email: `payer${renters}@example.com` };
}

async function ledger(bookingId: string) {
  const rows = await (
    await database()
  )
    .selectFrom('payments')
    .select(['kind', 'cents'])
    .where('booking_id', '=', bookingId)
    .orderBy('at')
    .orderBy('kind')
    .execute();
  return rows.map((row) => `${row.kind} ${row.cents}`);
}

/** The booking's time to pay ran out a minute ago (as if booked `payWithinMs` and a minute back). */
async function timeToPayRunOut(bookingId: string) {
  await (
    await database()
  )
    .updateTable('rental_bookings')
    .set({ pay_by_ms: Date.now() - 60_000 })
    .where('id', '=', bookingId)
    .execute();
}

/** The desk records the cart back with `chargesCents` of charges (late hours, cleaning...). */
async function returnedWithCharges(bookingId: string, chargesCents: number) {
  await (
    await database()
  )
    .updateTable('rental_bookings')
    .set({ status: 'returned', charges_cents: chargesCents })
    .where('id', '=', bookingId)
    .execute();
}

/** The PaymentIntent that charged the return's charges to a booking's saved card. */
const returnChargesIntent = (bookingId: string) =>
  [...stripe.intents.values()].find((intent) => {
    const metadata = intent.metadata as { kind?: string; booking_id?: string };
    return metadata.kind === 'rental-charges' && metadata.booking_id === bookingId;
  })!;

async function mailTo(address: string) {
  await outboxSettled();
  return sink.to(address).map((mail) => mail.parsed.subject ?? '');
}

async function countBookings(): Promise<number> {
  const row = await (
    await database()
  )
    .selectFrom('rental_bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('a rental paid online', () => {
  it('waits for its payment, holding its cart; the webhook confirms it and only then the renter is e-mailed', async () => {
    const { answer, sessionId, booking, email } = await bookOnline();
    expect(answer.status).toBe('awaiting-payment');
    expect(booking.status).toBe('pending');
    // The amount asked of Stripe is the booking's total, whatever the post said.
    expect(stripe.sessions.get(sessionId)!.amount_total).toBe(booking.totalCents);
    expect(booking.totalCents).toBeGreaterThan(100);
    expect(booking.leadId).toBeNull();
    expect(await mailTo(email)).toEqual([]);

    const paid = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const response = await deliver(paid);
    expect(response.status).toBe(200);
    const confirmed = (await findBookingByReference(booking.reference))!;
    expect(confirmed.status).toBe('booked');
    expect(confirmed.leadId).not.toBeNull();
    await expect
      .poll(() => mailTo(email), { timeout: 10_000 })
      .toEqual([`Your golf cart rental is booked (ref ${booking.reference})`]);
    const mail = sink.to(email)[0]!.parsed.text!;
    expect(mail).toContain(`Paid online: $`);
    expect(mail).not.toContain('paid at pickup');
    // Twelve weeks ahead: past any card's hold, so the card is saved for the return's charges.
    const view = (await rentalPaymentView(confirmed))!;
    expect(view).toMatchObject({ paidCents: booking.totalCents, deposit: { state: 'saved' } });
    expect(await ledger(booking.id)).toEqual([`charge ${booking.totalCents}`]);

    // Every event again: nothing changes, no second e-mail, no second charge on the ledger.
    expect(await (await deliver(paid)).text()).toBe('Already applied.');
    const again = stripe.event('checkout.session.completed', { ...stripe.sessions.get(sessionId)! });
    expect((await deliver(again)).status).toBe(200);
    expect((await findBookingByReference(booking.reference))!.version).toBe(confirmed.version);
    expect(await ledger(booking.id)).toEqual([`charge ${booking.totalCents}`]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('counts the bookings waiting for their payment, which a server started with payments off warns of', async () => {
    const before = await paymentsLeftWaiting();
    const { sessionId, booking } = await bookOnline({ start: tuesday(29) });
    expect(await paymentsLeftWaiting()).toEqual({ ...before, bookings: before.bookings + 1 });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
    expect(await paymentsLeftWaiting()).toEqual(before);
    // Cancelled and not refunded yet: owed until the sweep sends it.
    const at = new Date(booking.startsMs - 30 * dayMs);
    expect((await cancelBooking(booking.id, { customer: 'the renter, from their link' }, at)).outcome).toBe(
      'cancelled',
    );
    expect(await paymentsLeftWaiting()).toEqual({ ...before, refunds: before.refunds + 1 });
    await followUpRental(booking.id, at);
    expect(await paymentsLeftWaiting()).toEqual(before);
    // Stripe took the key every time: the payments page warns of nothing.
    const { stripeKeyRefusedAt } = await import('@/features/payments/server/stripe-client');
    expect(await stripeKeyRefusedAt()).toBeUndefined();
  });

  it('confirms at the next sweep a booking paid at Stripe whose webhook and return both went missing', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(31) });
    // Nothing told: still waiting, and a sweep while the page is open unpaid changes nothing.
    await sweepPayments();
    expect((await findBookingByReference(booking.reference))!.status).toBe('pending');
    stripe.pay(sessionId);
    await sweepPayments();
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
    expect(await ledger(booking.id)).toEqual([`charge ${booking.totalCents}`]);
  });

  it('never books unpaid through the form that books without paying', async () => {
    const { bookRentalAction } = await import('@/features/rentals/actions');
    const before = await countBookings();
    const answer = await bookRentalAction({}, new FormData());
    expect(answer.errors?.form?.[0]).toMatch(/paid online/);
    expect(await countBookings()).toBe(before);
  });

  it('refuses a webhook without a valid signature (400) and applies nothing', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(13) });
    const paid = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    const forged = { body: paid.body.replace('"paid"', '"paid" '), signature: paid.signature };
    expect((await deliver(forged)).status).toBe(400);
    expect((await deliver({ body: paid.body, signature: '' })).status).toBe(400);
    const otherSecret = stripe.event('checkout.session.completed', stripe.sessions.get(sessionId)!);
    expect((await deliver({ body: otherSecret.body, signature: paid.signature })).status).toBe(400);
    expect((await findBookingByReference(booking.reference))!.status).toBe('pending');
    const events = await (
      await database()
    )
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', paid.id)
      .execute();
    expect(events).toEqual([]);
    expect((await deliver(paid)).status).toBe(200);
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
    // Signed, but no event: refused as such, not left to fail on storing an event with no id.
    for (const body of ['{}', '{"id":"evt_1","type":7}', '[]', 'not json at all']) {
      const answer = await deliver({ body, signature: stripe.sign(body) });
      expect(answer.status, body).toBe(400);
      expect(await answer.text(), body).toBe('Not a Stripe event.');
    }
  });

  it('applies what Stripe holds, not what a signed body says it holds', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(30) });
    const open = stripe.sessions.get(sessionId)!;
    const said = { status: 'complete', payment_status: 'paid', amount_total: 100 };
    // A body signed with the secret, saying paid for a dollar: the page is still open at Stripe.
    expect((await deliver(stripe.event('checkout.session.completed', { ...open, ...said }))).status).toBe(
      200,
    );
    expect((await findBookingByReference(booking.reference))!.status).toBe('pending');
    expect(await ledger(booking.id)).toEqual([]);
    // Paid in full at Stripe, told as a dollar: the booking is paid with what Stripe took.
    const paid = stripe.pay(sessionId);
    expect((await deliver(stripe.event('checkout.session.completed', { ...paid, ...said }))).status).toBe(
      200,
    );
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
    expect(await ledger(booking.id)).toEqual([`charge ${booking.totalCents}`]);
  });

  it('applies nothing for an object Stripe does not know, and waits for Stripe when it cannot be asked', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(31) });
    const paid = stripe.pay(sessionId);
    const stored = async (id: string) =>
      (await (await database()).selectFrom('stripe_events').select('id').where('id', '=', id).execute())
        .length;
    const madeUp = stripe.event('checkout.session.completed', { ...paid, id: 'cs_test_madeup' });
    const unknown = await deliver(madeUp);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe('Stripe knows no such object; nothing was applied.');
    expect(await stored(madeUp.id)).toBe(0);

    const told = stripe.event('checkout.session.completed', paid);
    stripe.unavailable = true;
    const unreachable = await deliver(told).finally(() => (stripe.unavailable = false));
    // 503: Stripe sends it again; nothing was stored that would make the second delivery a replay.
    expect(unreachable.status).toBe(503);
    expect(await stored(told.id)).toBe(0);
    expect((await findBookingByReference(booking.reference))!.status).toBe('pending');
    const again = await deliver(told);
    expect(await again.text()).toBe('Applied.');
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
  });

  it('leaves the right state when events come out of order', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(14) });
    const paidSession = stripe.pay(sessionId);
    // A bank-debit style payment: "completed" (not paid yet) is sent before "paid", but arrives after it.
    const completedUnpaid = stripe.event('checkout.session.completed', {
      ...paidSession,
      payment_status: 'unpaid',
    });
    const succeeded = stripe.event('checkout.session.async_payment_succeeded', paidSession);
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(completedUnpaid)).status).toBe(200);
    const after = (await findBookingByReference(booking.reference))!;
    expect(after.status).toBe('booked');
    expect(await ledger(booking.id)).toEqual([`charge ${booking.totalCents}`]);
  });

  it('confirms when the renter comes back from Checkout, and only with their own session', async () => {
    const first = await bookOnline({ start: tuesday(15) });
    const second = await bookOnline({ start: tuesday(15) });
    stripe.pay(second.sessionId);
    const key = await bookingKey(first.booking.id);
    const back = (sessionId: string) =>
      cameBack(
        new Request(
          `http://127.0.0.1/rentals/bookings/${first.booking.reference}/paid?key=${key}&session_id=${sessionId}`,
        ),
        { params: Promise.resolve({ reference: first.booking.reference }) },
      );
    // The second booking's paid session, put in the first's return address: nothing applied.
    const tampered = await back(second.sessionId);
    expect(tampered.status).toBe(303);
    expect(tampered.headers.get('location')).toBe(`/rentals/bookings/${first.booking.reference}?key=${key}`);
    expect((await findBookingByReference(first.booking.reference))!.status).toBe('pending');
    expect((await findBookingByReference(second.booking.reference))!.status).toBe('pending');
    stripe.pay(first.sessionId);
    const own = await back(first.sessionId);
    expect(own.headers.get('location')).toBe(
      `/rentals/bookings/${first.booking.reference}?key=${key}&paid=1`,
    );
    expect((await findBookingByReference(first.booking.reference))!.status).toBe('booked');
  });

  it('sends a renter back from Checkout to their booking, told it is being confirmed, while Stripe does not answer', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(16) });
    stripe.pay(sessionId);
    const key = await bookingKey(booking.id);
    stripe.unavailable = true;
    const back = await cameBack(
      new Request(
        `http://127.0.0.1/rentals/bookings/${booking.reference}/paid?key=${key}&session_id=${sessionId}`,
      ),
      { params: Promise.resolve({ reference: booking.reference }) },
    ).finally(() => (stripe.unavailable = false));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `/rentals/bookings/${booking.reference}?key=${key}&payment=confirming`,
    );
    // Stripe tells in the end: booked.
    await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(sessionId)!));
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
  });
});

describe('what the renter is told after paying online', () => {
  /**
   * The renter's pickup reminder, sent the day before at 09:30 and read from the SMTP sink. The
   * booking is dated two days before that, as most are: one made within 12 hours gets none.
   */
  async function pickupReminder(booking: { id: string; pickupDate: string; email: string }) {
    const moment = new Date(dealerMoment(addDays(booking.pickupDate, -1), '09:30'));
    await (
      await database()
    )
      .updateTable('rental_bookings')
      .set({ created_at: new Date(moment.getTime() - 2 * dayMs).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    await sendRentalReminders(moment);
    await outboxSettled();
    await processOutbox({ now: new Date(Math.max(moment.getTime(), Date.now()) + 60_000) });
    await expect
      .poll(() => sink.to(booking.email).some((mail) => /starts tomorrow/.test(mail.parsed.subject ?? '')), {
        timeout: 10_000,
      })
      .toBe(true);
    return (
      sink.to(booking.email).find((mail) => /starts tomorrow/.test(mail.parsed.subject ?? ''))!.parsed.text ??
      ''
    );
  }

  it('never asks again for the rent or a card the payment covers: the reminder, the calendar file, the signed agreement', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(28) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    expect(paid.paidOnline?.paid).toBe(`Paid online: ${formatCents(booking.totalCents)} by card.`);
    const reminder = await pickupReminder(paid);
    expect(reminder).toContain(paid.paidOnline!.paid);
    expect(reminder).toContain(paid.paidOnline!.deposit);
    expect(reminder).not.toMatch(/paid at pickup|credit card/);
    // Read as a calendar reads it: long lines unfolded.
    const calendar = (
      await (await calendarDownload(paid.reference, await bookingKey(paid.id))).text()
    ).replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain("every driver's licence");
    expect(calendar).not.toMatch(/credit card/);
    const agreement = await pdfText((await agreementOf(paid.id))!.pdf);
    expect(agreement).toContain('paid online by card when booking');
    expect(agreement).not.toContain("taken on the renter's card at pickup");
    // The deposit was never taken, so it is not promised back as a refund: the hold is let go.
    expect(agreement).not.toContain('less any of these, is refunded');
    expect(agreement).toContain('the rest of the hold is released after the return');
  });

  it('tells a renter whose paid rental is extended at the desk the new total and what is paid at the desk', async () => {
    const { sessionId, booking, email } = await bookOnline({ start: tuesday(32), days: 2 });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    const { extendBooking } = await import('@/features/rentals/server/bookings');
    expect(
      (await extendBooking(paid.id, { days: 3, expectedVersion: paid.version, by: 'desk@dealer.test' }))
        .outcome,
    ).toBe('changed');
    const longer = (await findBookingByReference(booking.reference))!;
    expect(longer.totalCents).toBeGreaterThan(paid.totalCents);
    await expect
      .poll(() => mailTo(email), { timeout: 10_000 })
      .toContain(`Your golf cart rental is extended (ref ${booking.reference})`);
    const notice = sink.to(email).find((mail) => /is extended/.test(mail.parsed.subject ?? ''))!.parsed.text!;
    expect(notice).toContain(paid.paidOnline!.paid);
    expect(notice).toContain(
      `Total now: ${formatCents(longer.totalCents)}, of which ${formatCents(longer.totalCents - paid.totalCents)} is paid at the desk.`,
    );
  });

  it('gives a booking paid before it kept how it was paid its words at the next start', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(33) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const told = (await findBookingByReference(booking.reference))!.paidOnline;
    // As a release before the column left it.
    await (
      await database()
    )
      .updateTable('rental_bookings')
      .set({ paid_online: null })
      .where('id', '=', booking.id)
      .execute();
    expect((await findBookingByReference(booking.reference))!.paidOnline).toBeNull();
    expect(await recordPaidOnlineOfEarlierBookings()).toBeGreaterThanOrEqual(1);
    expect((await findBookingByReference(booking.reference))!.paidOnline).toEqual(told);
    expect(await recordPaidOnlineOfEarlierBookings()).toBe(0);
    // Kept by a release before the words carried the amount: the amount is added, the words kept.
    const { paidCents, ...words } = told!;
    await (
      await database()
    )
      .updateTable('rental_bookings')
      .set({ paid_online: JSON.stringify(words) })
      .where('id', '=', booking.id)
      .execute();
    expect(await recordPaidOnlineOfEarlierBookings()).toBe(1);
    expect((await findBookingByReference(booking.reference))!.paidOnline).toEqual({ ...words, paidCents });
  });

  it('asks for a card at the pickup once the deposit’s hold is declined', async () => {
    const { sessionId, booking } = await bookOnline({ start: soon(), days: 1 });
    stripe.declineNext = true;
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const declined = (await findBookingByReference(booking.reference))!;
    const { deposit } = (await rentalPaymentView(declined))!;
    expect(deposit.state).toBe('failed');
    // The desk is told what to do; the renter, on their page, what to bring.
    expect(deposit.label).toMatch(/take the deposit at pickup/);
    expect(deposit.forRenter).toBe(
      `the hold on your card was declined: bring a card for the ${formatCents(declined.depositCents)} deposit to the pickup`,
    );
    expect(declined.paidOnline?.depositAtPickup).toBe(true);
    // Told at once, in an e-mail of its own, with the booking as it now stands.
    await expect
      .poll(() => mailTo(declined.email), { timeout: 10_000 })
      .toContain(`Please bring a card for the deposit (ref ${booking.reference})`);
    const notice = sink
      .to(declined.email)
      .find((mail) => /bring a card for the deposit/.test(mail.parsed.subject ?? ''))!.parsed.text!;
    expect(notice).toContain(
      `declined the hold for the refundable deposit of ${formatCents(declined.depositCents)}`,
    );
    expect(notice).toContain(declined.paidOnline!.deposit);
    const reminder = await pickupReminder(declined);
    expect(reminder).toContain(declined.paidOnline!.paid);
    expect(reminder).toContain('a credit card in your name for the deposit');
  });
});

describe('the deposit', () => {
  it('is a hold for a rental that ends within its life: captured in part for the charges at the return', async () => {
    const { sessionId, booking } = await bookOnline({ start: soon(), days: 1 });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    const held = (await rentalPaymentView(paid))!;
    expect(held.deposit).toMatchObject({ state: 'held', depositCents: booking.depositCents });
    expect(held.deposit.expiresMs! - Date.now()).toBeLessThanOrEqual(5 * dayMs);
    const holdIntent = [...stripe.intents.values()].find((intent) => intent.capture_method === 'manual')!;
    expect(holdIntent).toMatchObject({
      amount: booking.depositCents,
      status: 'requires_capture',
      off_session: true,
    });

    // The desk records the return with $75 of charges (late hours, cleaning...).
    await returnedWithCharges(booking.id, 7_500);
    expect(await settleDeposit(booking.id, 'desk@dealer.test')).toEqual({
      outcome: 'settled',
      takenCents: 7_500,
      releasedCents: booking.depositCents - 7_500,
    });
    expect(stripe.intents.get(holdIntent.id)).toMatchObject({ status: 'succeeded', amount_received: 7_500 });
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `hold ${booking.depositCents}`,
      `capture 7500`,
      `release ${booking.depositCents - 7_500}`,
    ]);
    const settled = (await rentalPaymentView((await findBookingByReference(booking.reference))!))!;
    expect(settled.deposit).toMatchObject({ state: 'captured', label: '$75 captured, the rest released' });
    // Stripe's own word of the capture, and a second press: nothing moves twice.
    await deliver(stripe.event('payment_intent.succeeded', stripe.intents.get(holdIntent.id)!));
    expect((await settleDeposit(booking.id, 'desk@dealer.test')).outcome).toBe('refused');
    expect(await ledger(booking.id)).toHaveLength(4);
    // The dealer gives $25 of it back in Stripe's dashboard: counted once, however often told.
    const goodwill = stripe.event('refund.created', stripe.refundAtStripe(holdIntent.id, 2_500));
    expect(await (await deliver(goodwill)).text()).toBe('Applied.');
    await deliver(goodwill);
    expect((await ledger(booking.id)).slice(4)).toEqual(['refund 2500']);
    expect((await bookingChanges(booking.id)).map((change) => change.what)).toContainEqual(
      expect.stringMatching(/^Refunded \$25(\.00)? to the card, of the return's charges/),
    );
  });

  it('stays the desk’s to settle when Stripe voids the hold itself at the end of its life', async () => {
    const { sessionId, booking } = await bookOnline({ start: soon(), days: 1, type: 'six-seater' });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    const view = (await rentalPaymentView(paid))!;
    const hold = [...stripe.intents.values()].find(
      (candidate) =>
        candidate.capture_method === 'manual' &&
        (candidate.metadata as Record<string, string> | undefined)?.booking_id === booking.id,
    )!;
    await deliver(stripe.event('payment_intent.canceled', stripe.voidHold(hold.id)));
    const after = (await rentalPaymentView(paid, new Date(view.deposit.expiresMs!)))!;
    expect(after.deposit.state).toBe('lapsed');
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `hold ${booking.depositCents}`,
    ]);
  });

  it('releases a hold past its counted days that Stripe still keeps, once the charges go to the saved card', async () => {
    const { sessionId, booking } = await bookOnline({ start: soon(), days: 1, type: 'six-seater' });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    const { expiresMs } = (await rentalPaymentView(paid))!.deposit;
    const hold = [...stripe.intents.values()].find(
      (candidate) =>
        candidate.capture_method === 'manual' &&
        (candidate.metadata as Record<string, string> | undefined)?.booking_id === booking.id,
    )!;
    await returnedWithCharges(booking.id, 8_050);
    const afterExpiry = new Date(expiresMs! + 60_000);
    expect((await rentalPaymentView(paid, afterExpiry))!.deposit.state).toBe('lapsed');
    // Pressed twice at once: one settles and releases, the other changes nothing.
    const presses = await Promise.all([
      settleDeposit(booking.id, 'desk@dealer.test', afterExpiry),
      settleDeposit(booking.id, 'desk@dealer.test', afterExpiry),
    ]);
    expect(presses.filter((press) => press.outcome === 'settled')).not.toHaveLength(0);
    for (const press of presses.filter((each) => each.outcome === 'settled'))
      expect(press).toMatchObject({ takenCents: 8_050 });
    expect(returnChargesIntent(booking.id)).toMatchObject({ amount: 8_050, status: 'succeeded' });
    // The renter is not left with the hold beside the charge, and the ledger shows it given back.
    expect(stripe.intents.get(hold.id)!.status).toBe('canceled');
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `hold ${booking.depositCents}`,
      'charge 8050',
      `release ${booking.depositCents}`,
    ]);
    const released = (await bookingChanges(booking.id)).filter((change) =>
      /^Deposit hold of \$[\d,.]+ released/.test(change.what),
    );
    expect(released).toHaveLength(1);
    // Stripe's word of the cancellation changes nothing more.
    await deliver(stripe.event('payment_intent.canceled', stripe.intents.get(hold.id)!));
    expect(await ledger(booking.id)).toHaveLength(4);
    expect((await rentalPaymentView((await findBookingByReference(booking.reference))!))!.deposit.state).toBe(
      'charged',
    );
  });

  it('is released in one step once the cart is back, never before the pickup, and never shown live past its expiry', async () => {
    const { sessionId, booking } = await bookOnline({ start: soon(), days: 1, type: 'six-seater' });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    const view = (await rentalPaymentView(paid))!;
    expect(view.deposit.state).toBe('held');
    const lapsed = (await rentalPaymentView(paid, new Date(view.deposit.expiresMs!)))!;
    expect(lapsed.deposit.state).toBe('lapsed');
    expect(lapsed.deposit.label).toContain('lapsed');

    // Never before the pickup: released then, the rental would go out with no deposit.
    expect(await settleDeposit(booking.id, 'desk@dealer.test')).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('has not gone out yet'),
    });
    expect((await rentalPaymentView(paid))!.deposit.state).toBe('held');
    // Back with no charges: released whole.
    await returnedWithCharges(booking.id, 0);
    expect(await settleDeposit(booking.id, 'desk@dealer.test')).toMatchObject({
      outcome: 'settled',
      takenCents: 0,
    });
    const intent = [...stripe.intents.values()].find(
      (candidate) =>
        candidate.capture_method === 'manual' &&
        candidate.amount === booking.depositCents &&
        candidate.status === 'canceled',
    );
    expect(intent).toBeDefined();
    expect((await rentalPaymentView(paid))!.deposit.state).toBe('released');
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `hold ${booking.depositCents}`,
      `release ${booking.depositCents}`,
    ]);
  });

  it('tells the renter at the return what their saved card is charged, never a deposit refund that was not taken', async () => {
    const { sessionId, booking, email } = await bookOnline({ start: tuesday(43) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    expect((await rentalPaymentView((await findBookingByReference(booking.reference))!))!.deposit.state).toBe(
      'saved',
    );
    const db = await database();
    await db
      .updateTable('rental_bookings')
      .set({ status: 'out', checked_out_at: new Date(booking.startsMs).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    const { minimumPhotos } = await import('@/features/rentals/rental-photo-stages');
    await db
      .insertInto('rental_photos')
      .values(
        Array.from({ length: minimumPhotos }, (_, index) => ({
          id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          booking_id: booking.id,
          stage: 'return',
          width: 800,
          height: 600,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const out = (await findBookingByReference(booking.reference))!;
    const { returnBooking } = await import('@/features/rentals/server/handover');
    const { noFindings, returnStatement } = await import('@/features/rentals/return-charges');
    const { rentalPolicy } = await import('@/content/rental-plans');
    const cleaningCents = rentalPolicy.cleaningFee.min * 100;
    const returned = await returnBooking(
      booking.id,
      {
        expectedVersion: out.version,
        by: 'desk@dealer.test',
        atMs: out.endsMs,
        battery: 90,
        notes: '',
        findings: { ...noFindings, cleaningCents },
      },
      new Date(out.endsMs + 60_000),
    );
    expect(returned.outcome).toBe('done');
    const back = (await findBookingByReference(booking.reference))!;
    expect(back).toMatchObject({ returnDetails: { depositBy: 'card' }, depositRefundDue: null });
    const statement = `${formatCents(cleaningCents)} is charged to the card you paid with, against the ${formatCents(back.depositCents)} deposit; nothing more is taken.`;
    expect(returnStatement(back)!.deposit).toBe(statement);
    // The e-mail says so, and no longer repeats how the deposit was to be held before the pickup.
    // (Queued at the return's moment, weeks ahead of the clock: sent as the outbox would be then.)
    await processOutbox({ now: new Date(out.endsMs + 2 * 60_000) });
    await expect
      .poll(() => mailTo(email), { timeout: 10_000 })
      .toContain(`Your golf cart rental is returned (ref ${booking.reference})`);
    const notice = sink.to(email).find((mail) => /is returned/.test(mail.parsed.subject ?? ''))!.parsed.text!;
    expect(notice).toContain(statement);
    expect(notice).not.toContain(back.paidOnline!.deposit);
    expect(notice).not.toMatch(/refunded to you by/);
  });

  it('is the saved card for a longer rental, charged off-session for the return charges only', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(16) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    await returnedWithCharges(booking.id, 50_000_00);
    // Declined by the card's bank first: refused, in the history, and the next press tries again
    // (under the same key Stripe would answer every press with the first decline).
    stripe.declineNext = true;
    expect(await settleDeposit(booking.id, 'desk@dealer.test')).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('declined'),
    });
    expect((await bookingChanges(booking.id)).map((change) => change.what)).toContainEqual(
      expect.stringMatching(/^Deposit charge declined: /),
    );
    // Charges beyond the deposit: the card is charged the deposit's worth, never more.
    expect(await settleDeposit(booking.id, 'desk@dealer.test')).toMatchObject({
      takenCents: booking.depositCents,
    });
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `charge ${booking.depositCents}`,
    ]);
    // Part of the charges refunded in Stripe's dashboard: on the ledger, so the payments page
    // says what Stripe kept, and in the booking's history.
    const chargesIntent = returnChargesIntent(booking.id);
    expect(
      (await deliver(stripe.event('refund.created', stripe.refundAtStripe(chargesIntent.id, 5_000)))).status,
    ).toBe(200);
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `charge ${booking.depositCents}`,
      'refund 5000',
    ]);
  });
});

describe('cancelling a rental paid online', () => {
  /** A paid booking cancelled `hoursBefore` its pickup, followed up: what Stripe refunded. */
  async function cancelledAt(hoursBefore: number, weeksAhead: number) {
    const { sessionId, booking } = await bookOnline({ start: tuesday(weeksAhead) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const at = new Date(booking.startsMs - hoursBefore * hourMs);
    expect((await cancelBooking(booking.id, { customer: 'the renter, from their link' }, at)).outcome).toBe(
      'cancelled',
    );
    await followUpRental(booking.id, at);
    // Followed up again (the sweep): the same refund is never sent twice.
    await sweepPayments(at);
    const view = (await rentalPaymentView((await findBookingByReference(booking.reference))!))!;
    return {
      refunded: stripe.refundedOn(intent),
      recorded: view.refundedCents,
      total: booking.totalCents,
      booking,
    };
  }

  it('asks Stripe for its refund and its deposit hold’s release at once, not at the sweep’s next minute', async () => {
    const paidWithHold = async () => {
      const { sessionId, booking } = await bookOnline({ start: soon(), days: 1 });
      await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
      const holdIntent = () =>
        [...stripe.intents.values()].find(
          (each) =>
            each.capture_method === 'manual' &&
            (each.metadata as { booking_id?: string } | undefined)?.booking_id === booking.id,
        );
      expect(holdIntent()?.status).toBe('requires_capture');
      const cancelled = await cancelBooking(booking.id, { customer: 'the renter, from their link' });
      if (cancelled.outcome !== 'cancelled') throw new Error(`not cancelled: ${cancelled.outcome}`);
      expect(cancelled.booking.refundCents).toBeGreaterThan(0);
      const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
      return { booking: cancelled.booking, holdIntent, refunded: () => stripe.refundedOn(intent) };
    };
    // No sweep running (payments' timer not started): nothing is asked yet, and the renter's page
    // says the hold on their card is on its way off, not that it stands.
    const waiting = await paidWithHold();
    expect(waiting.holdIntent()?.status).toBe('requires_capture');
    expect((await rentalPaymentView(waiting.booking))!.deposit.forRenter).toMatch(
      /^a hold of \$[\d,.]+ on your card, being released as the booking was cancelled$/,
    );
    // Started as a server starts it: once now (which settles the first), then only hourly here, so
    // only a cancellation's own ask can settle the second within this test.
    startPaymentsSweep(60 * 60_000);
    try {
      await expect.poll(() => waiting.holdIntent()?.status, { timeout: 10_000 }).toBe('canceled');
      const asked = await paidWithHold();
      await expect.poll(() => asked.holdIntent()?.status, { timeout: 10_000 }).toBe('canceled');
      await expect.poll(asked.refunded, { timeout: 10_000 }).toBe(asked.booking.refundCents);
    } finally {
      await stopPaymentsSweep();
    }
  });

  it('refunds all of it more than a day ahead, half within the day, nothing after the pickup', async () => {
    const all = await cancelledAt(25, 17);
    expect(all.refunded).toBe(all.total);
    expect(all.recorded).toBe(all.total);
    const half = await cancelledAt(2, 18);
    expect(half.refunded).toBe(Math.round(half.total / 2));
    expect(half.recorded).toBe(half.refunded);
    expect(await ledger(half.booking.id)).toEqual([`charge ${half.total}`, `refund ${half.refunded}`]);
    const none = await cancelledAt(-1, 19);
    expect(none.refunded).toBe(0);
    expect(await ledger(none.booking.id)).toEqual([`charge ${none.total}`]);
  });

  it('cancels from the renter’s page only at the refund it showed: a day passed since, the new figure is shown first', async () => {
    const { cancelOwnBookingAction } = await import('@/features/rentals/actions');
    const { bookingManagePage } = await import('@/features/rentals/server/booking-manage-page');
    const paidBooking = async (weeksAhead: number) => {
      const { sessionId, booking } = await bookOnline({ start: tuesday(weeksAhead), days: 1 });
      await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
      return { booking, key: await bookingKey(booking.id) };
    };
    // The page opened 25 hours before the pickup, the cancel sent 23 hours before it.
    const { booking, key } = await paidBooking(44);
    const openedAt = new Date(booking.startsMs - 25 * hourMs);
    const sentAt = new Date(booking.startsMs - 23 * hourMs);
    const opened = (await bookingManagePage(booking.reference, key, openedAt))!;
    expect(opened.refundCents).toBe(booking.totalCents);
    const by = { customer: 'the renter, from their link' };
    expect(
      (await cancelBooking(booking.id, by, sentAt, { refundShownCents: opened.refundCents })).outcome,
    ).toBe('refund-changed');
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
    // Drawn again, the page names the new refund; cancelled at it, that is what is refunded.
    const redrawn = (await bookingManagePage(booking.reference, key, sentAt))!;
    expect(redrawn.refundCents).toBe(Math.round(booking.totalCents / 2));
    expect(
      (await cancelBooking(booking.id, by, sentAt, { refundShownCents: redrawn.refundCents })).outcome,
    ).toBe('cancelled');
    expect((await findBookingByReference(booking.reference))!.refundCents).toBe(redrawn.refundCents);

    // The renter's cancel form sends the figure its page showed, and the page answers by it.
    const other = await paidBooking(45);
    const cancel = async (refundCents: number) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ reference: other.booking.reference, key: other.key }))
        form.set(name, value);
      form.set('refund', String(refundCents));
      form.set('confirm', 'yes');
      const thrown: unknown = await cancelOwnBookingAction({}, form).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isRedirectError(thrown)).toBe(true);
      return new URL(
        getURLFromRedirectError(thrown as RedirectError),
        'http://site.invalid',
      ).searchParams.get('cancelled');
    };
    const shown = (await bookingManagePage(other.booking.reference, other.key))!.refundCents;
    expect(await cancel(shown - 1)).toBe('changed');
    expect((await findBookingByReference(other.booking.reference))!.status).toBe('booked');
    expect(await cancel(shown)).toBe('1');
    expect((await findBookingByReference(other.booking.reference))!).toMatchObject({
      status: 'cancelled',
      refundCents: shown,
    });
  });

  it('refunds a share of what was paid online, never of days the desk added since, which are paid at pickup', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(41), days: 1 });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const paid = (await findBookingByReference(booking.reference))!;
    const paidCents = paid.paidOnline!.paidCents;
    const { extendBooking } = await import('@/features/rentals/server/bookings');
    expect(
      (await extendBooking(paid.id, { days: 4, expectedVersion: paid.version, by: 'desk@dealer.test' }))
        .outcome,
    ).toBe('changed');
    expect((await findBookingByReference(booking.reference))!.totalCents).toBeGreaterThan(2 * paidCents);
    // Within the day of the pickup: the policy's half, of the rent paid online.
    const at = new Date(paid.startsMs - 2 * hourMs);
    expect((await cancelBooking(paid.id, { customer: 'the renter, from their link' }, at)).outcome).toBe(
      'cancelled',
    );
    await followUpRental(paid.id, at);
    const half = Math.round(paidCents / 2);
    expect(stripe.refundedOn(stripe.sessions.get(sessionId)!.payment_intent as string)).toBe(half);
    const said = `${formatCents(half)} of the ${formatCents(paidCents)} paid online`;
    expect((await bookingChanges(paid.id)).map((change) => change.what)).toContain(
      `Cancelled: ${said} refunded`,
    );
    const { cancelledRefundLine } = await import('@/features/rentals/booking');
    expect(cancelledRefundLine((await findBookingByReference(booking.reference))!)).toContain(said);
  });

  it('counts its own refund whose answer was lost before sending more, so a dashboard refund told first is never paid twice', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(25) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const at = new Date(booking.startsMs - 2 * hourMs);
    expect((await cancelBooking(booking.id, { customer: 'the renter, from their link' }, at)).outcome).toBe(
      'cancelled',
    );
    const policy = (await findBookingByReference(booking.reference))!.refundCents!;
    // The site's refund reached Stripe and its answer never came back, nor has Stripe told of it
    // yet; the dealer's goodwill refund after it is told first.
    const lost = stripe.refundAtStripe(intent, policy, {
      kind: 'rental',
      booking_id: booking.id,
      reason: 'cancellation',
    });
    const goodwill = Math.round((booking.totalCents - policy) / 2);
    await deliver(stripe.event('refund.created', stripe.refundAtStripe(intent, goodwill)));
    await followUpRental(booking.id, at);
    await sweepPayments(at);
    expect(stripe.refundedOn(intent)).toBe(policy + goodwill);
    expect((await rentalPaymentView(booking))!.refundedCents).toBe(policy + goodwill);
    // Told of at last: counted already.
    expect((await deliver(stripe.event('refund.created', lost))).status).toBe(200);
    expect((await rentalPaymentView(booking))!.refundedCents).toBe(policy + goodwill);
    expect(await ledger(booking.id)).toHaveLength(3);
  });

  it('counts a refund made in Stripe’s dashboard once, and then sends a cancellation only what is still due', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(24) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const goodwill = Math.round(booking.totalCents / 5);
    const told = stripe.event('refund.created', stripe.refundAtStripe(intent, goodwill));
    expect((await deliver(told)).status).toBe(200);
    expect(await (await deliver(told)).text()).toBe('Already applied.');
    expect(await ledger(booking.id)).toEqual([`charge ${booking.totalCents}`, `refund ${goodwill}`]);
    expect((await rentalPaymentView(booking))!.refundedCents).toBe(goodwill);
    // Cancelled within the day: the policy's refund in all, of which the dashboard's was part.
    const at = new Date(booking.startsMs - 2 * hourMs);
    expect((await cancelBooking(booking.id, { customer: 'the renter, from their link' }, at)).outcome).toBe(
      'cancelled',
    );
    await followUpRental(booking.id, at);
    await sweepPayments(at);
    const cancelled = (await findBookingByReference(booking.reference))!;
    expect(cancelled.refundCents).toBeGreaterThan(goodwill);
    expect(stripe.refundedOn(intent)).toBe(cancelled.refundCents);
    // Our own refund's event, delivered too, counts nothing twice.
    const ours = stripe.refunds.filter((refund) => refund.payment_intent === intent).at(-1)!;
    expect(ours.amount).toBe(cancelled.refundCents! - goodwill);
    await deliver(stripe.event('refund.created', ours));
    expect((await rentalPaymentView(cancelled))!.refundedCents).toBe(cancelled.refundCents);
    expect(await ledger(booking.id)).toHaveLength(3);
  });
});

describe('a refund the card’s bank sends back', () => {
  const manager = `money.${Date.now()}@dealer.test`;
  beforeAll(() => upsertStaff(manager, 'a long enough password'));

  /** A booking paid, cancelled in the full-refund band and refunded: its refund at Stripe. */
  async function refundedInFull(weeksAhead: number) {
    const { sessionId, booking } = await bookOnline({ start: tuesday(weeksAhead) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const at = new Date(booking.startsMs - 25 * dayMs);
    expect((await cancelBooking(booking.id, { customer: 'the renter, from their link' }, at)).outcome).toBe(
      'cancelled',
    );
    await followUpRental(booking.id, at);
    const sent = stripe.refunds.filter((refund) => refund.payment_intent === intent);
    expect(sent.map((refund) => refund.amount)).toEqual([booking.totalCents]);
    return { booking, intent, refund: sent[0]!, at };
  }

  it('tells the managers of a dashboard refund of the return’s charges that the bank sent back', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(47) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    await returnedWithCharges(booking.id, 5_000);
    expect(await settleDeposit(booking.id, 'desk@dealer.test')).toMatchObject({ takenCents: 5_000 });
    const charges = returnChargesIntent(booking.id);
    const made = stripe.refundAtStripe(charges.id, 2_000);
    await deliver(stripe.event('refund.created', made));
    await deliver(stripe.event('refund.failed', stripe.failRefund(made.id)));
    await expect
      .poll(() => mailTo(manager), { timeout: 10_000 })
      .toContain(`Refund failed: ${formatCents(2_000)} owed to ${booking.firstName} ${booking.lastName}`);
  });

  it('is owed by hand: never sent again, the managers told once, the renter’s page and the ledger honest', async () => {
    const { booking, intent, refund, at } = await refundedInFull(26);
    const failed = stripe.event('refund.failed', stripe.failRefund(refund.id));
    expect((await deliver(failed)).status).toBe(200);
    // Told again (a replay, and the same refund in another event): counted once.
    expect(await (await deliver(failed)).text()).toBe('Already applied.');
    await deliver(stripe.event('refund.failed', { ...refund, status: 'failed' }));
    await sweepPayments(at);
    await sweepPayments();
    expect(stripe.refunds.filter((each) => each.payment_intent === intent)).toHaveLength(1);
    expect(stripe.refundedOn(intent)).toBe(0);
    const view = (await rentalPaymentView((await findBookingByReference(booking.reference))!))!;
    expect(view).toMatchObject({ refundedCents: booking.totalCents, refundFailedCents: booking.totalCents });
    // Sorted: the refund was sent at the cancellation's moment, weeks on from the failure's.
    expect((await ledger(booking.id)).sort()).toEqual([
      `charge ${booking.totalCents}`,
      `refund ${booking.totalCents}`,
      `refund-failed ${booking.totalCents}`,
    ]);
    const history = (await bookingChanges(booking.id)).map((change) => change.what);
    expect(history.filter((what) => what.includes(refund.id))).toHaveLength(1);
    const subject = `Refund failed: ${formatCents(booking.totalCents)} owed to ${booking.firstName} ${booking.lastName}`;
    // Told once, for this booking (the managers hear of other tests' failed refunds too).
    await expect
      .poll(async () => (await mailTo(manager)).filter((each) => each === subject), { timeout: 10_000 })
      .toEqual([subject]);
    const alert = sink.to(manager).find((mail) => mail.parsed.subject === subject)!.parsed.text ?? '';
    expect(alert).toContain(`Rental ${booking.reference}`);
    expect(alert).toContain(booking.phone);
    expect(alert).toContain(`/admin/rentals/bookings/${booking.id}`);
  });

  it('returned another way, is recorded by a manager for the amount the page showed, once', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(37) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    /** A goodwill refund made in Stripe's dashboard that the card's bank sends back. */
    const failedRefund = async (cents: number) => {
      const made = stripe.refundAtStripe(intent, cents);
      await deliver(stripe.event('refund.created', made));
      await deliver(stripe.event('refund.failed', stripe.failRefund(made.id)));
    };
    const [first, second, third] = [1000, 2000, 500];
    await failedRefund(first);
    // The desk page, opened now, shows what is owed at the booking's version.
    const opened = (await findBookingByReference(booking.reference))!;
    expect((await rentalPaymentView(opened))!.refundOwedCents).toBe(first);

    // Another refund fails while the page is open: the booking's version stays, the amount moves.
    await failedRefund(second);
    const shownThen = { how: 'cheque', shownCents: first, expectedVersion: opened.version } as const;
    expect(await recordRefundReturnedByHand(booking.id, shownThen, manager)).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('changed since this page was opened'),
    });
    const reopened = (await findBookingByReference(booking.reference))!;
    expect((await rentalPaymentView(reopened))!.refundOwedCents).toBe(first + second);

    const shownNow = { ...shownThen, shownCents: first + second, expectedVersion: reopened.version };
    const ledgerBefore = await ledger(booking.id);
    expect(await recordRefundReturnedByHand(booking.id, shownNow, manager)).toEqual({
      outcome: 'recorded',
      cents: first + second,
    });
    const returned = (await findBookingByReference(booking.reference))!;
    expect(await rentalPaymentView(returned)).toMatchObject({
      refundOwedCents: 0,
      refundReturned: { cents: first + second, how: 'by cheque' },
    });
    expect((await bookingChanges(booking.id)).at(-1)).toMatchObject({
      by: manager,
      what: `Refund of ${formatCents(first + second)} that the card's bank sent back: returned to the renter by cheque`,
    });
    // Recorded, not sent: Stripe and the ledger that follows it have nothing new.
    expect(stripe.refundedOn(intent)).toBe(0);
    expect(await ledger(booking.id)).toEqual(ledgerBefore);
    // The same page in another tab: already recorded.
    expect(await recordRefundReturnedByHand(booking.id, shownNow, manager)).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('already recorded as returned'),
    });

    // A later failure, returned in cash: the card says both ways.
    await failedRefund(third);
    const last = (await findBookingByReference(booking.reference))!;
    expect(
      await recordRefundReturnedByHand(
        booking.id,
        { how: 'cash', shownCents: third, expectedVersion: last.version },
        manager,
      ),
    ).toMatchObject({ outcome: 'recorded', cents: third });
    expect((await rentalPaymentView(last))!.refundReturned).toEqual({
      cents: first + second + third,
      how: 'by cheque and in cash',
    });
  });

  it('told failed before it was told made: counted once, as sent and failed', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(27) });
    await deliver(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    const goodwill = Math.round(booking.totalCents / 4);
    const made = stripe.refundAtStripe(intent, goodwill);
    await deliver(stripe.event('refund.failed', stripe.failRefund(made.id)));
    await deliver(stripe.event('refund.created', made));
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `refund ${goodwill}`,
      `refund-failed ${goodwill}`,
    ]);
    expect((await rentalPaymentView(booking))!).toMatchObject({
      refundedCents: goodwill,
      refundFailedCents: goodwill,
    });
  });
});

describe('a booking not paid in time', () => {
  it('paid at the last moment, Stripe slow to tell: confirmed by the sweep, never released', async () => {
    const { sessionId, booking, email } = await bookOnline({ start: tuesday(20) });
    stripe.pay(sessionId);
    await timeToPayRunOut(booking.id);
    await sweepPayments();
    expect((await findBookingByReference(booking.reference))!.status).toBe('booked');
    expect(
      stripe.refunds.filter(
        (refund) => refund.payment_intent === stripe.sessions.get(sessionId)!.payment_intent,
      ),
    ).toEqual([]);
    await expect
      .poll(() => mailTo(email), { timeout: 10_000 })
      .toEqual([`Your golf cart rental is booked (ref ${booking.reference})`]);
  });

  it('a payment that succeeds after its booking was released is refunded in full and the renter told', async () => {
    const { sessionId, booking, email } = await bookOnline({ start: tuesday(22) });
    // Released while the renter is still on Stripe's page (here cancelled from another tab), then paid there.
    expect((await cancelBooking(booking.id, { customer: 'the renter, from their link' })).outcome).toBe(
      'cancelled',
    );
    const paid = stripe.event('checkout.session.completed', stripe.pay(sessionId));
    expect((await deliver(paid)).status).toBe(200);
    const released = (await findBookingByReference(booking.reference))!;
    expect(released).toMatchObject({ status: 'cancelled', refundCents: 0 });
    const intent = stripe.sessions.get(sessionId)!.payment_intent as string;
    expect(stripe.refundedOn(intent)).toBe(booking.totalCents);
    await expect
      .poll(() => mailTo(email), { timeout: 10_000 })
      .toEqual([`Your payment for rental ${booking.reference} is refunded`]);
    // Cancelled while the time to pay still ran: told so, not that they paid late; greeted as
    // every booking letter is, by no name typed.
    const letter = sink.to(email)[0]!.parsed.text!;
    expect(letter).toContain('refunded all of it to your card');
    expect(letter).toContain(`reached us ${latePaymentWords.cancelled}`);
    expect(letter).not.toContain(latePaymentWords['time-ran-out']);
    expect(letter.startsWith(greeting)).toBe(true);
    expect((await rentalPaymentView(released))!.late).toBe('cancelled');
    // The lead is there for staff, with what happened.
    expect(released.leadId ?? (await findBookingByReference(booking.reference))!.leadId).not.toBeNull();
    // The same event again, and the sweep: nothing more refunded, nothing more sent.
    await deliver(paid);
    await sweepPayments();
    expect(stripe.refundedOn(intent)).toBe(booking.totalCents);
    expect(await ledger(booking.id)).toEqual([
      `charge ${booking.totalCents}`,
      `refund ${booking.totalCents}`,
    ]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('is released when nobody pays, its cart free again and its payment page closed', async () => {
    const { sessionId, booking } = await bookOnline({ start: tuesday(21) });
    await sweepPayments();
    expect((await findBookingByReference(booking.reference))!.status).toBe('pending');
    await timeToPayRunOut(booking.id);
    await sweepPayments();
    expect((await findBookingByReference(booking.reference))!.status).toBe('cancelled');
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await ledger(booking.id)).toEqual([]);
  });

  it('opens its payment page again minutes after the first was lost, as Stripe takes a new request', async () => {
    const { booking, sessionId } = await bookOnline({ start: tuesday(23) });
    // The server died between Stripe's answer and storing the page: nothing of it is kept.
    await (await database()).deleteFrom('rental_payments').where('booking_id', '=', booking.id).execute();
    const later = new Date(Date.parse(booking.createdAt) + 5 * 60_000);
    const url = await openRentalCheckout(booking, await bookingKey(booking.id), later);
    const reopened = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(url)![1]!;
    expect(reopened).not.toBe(sessionId);
    expect(stripe.sessions.get(reopened)).toMatchObject({
      amount_total: booking.totalCents,
      expires_at: (Math.floor(later.getTime() / 60_000) * 60_000 + checkoutLifeMs) / 1000,
    });
    // Opened again at that moment: the same page, from the same request.
    await (await database()).deleteFrom('rental_payments').where('booking_id', '=', booking.id).execute();
    expect(await openRentalCheckout(booking, await bookingKey(booking.id), later)).toBe(url);
  });
});

describe("the manager's payments page", () => {
  it("totals what was taken to match Stripe's own records: charges and captures, less refunds made", async () => {
    // Every test above ran against this stand-in and this database: what Stripe took in all.
    const taken = [...stripe.intents.values()].reduce(
      (sum, intent) => sum + (intent.amount_received as number),
      0,
    );
    // A refund that failed gave nothing back: Stripe's balance has it.
    const refunded = stripe.refunds
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + (refund.amount as number), 0);
    const days = await paymentDays(addDays(today(), -30));
    expect(stripe.refunds.some((refund) => refund.status === 'failed')).toBe(true);
    expect(days.reduce((sum, day) => sum + day.takenCents, 0)).toBe(taken - refunded);
    const held = [...stripe.intents.values()].filter((intent) => intent.capture_method === 'manual');
    expect(days.reduce((sum, day) => sum + day.totals.hold, 0)).toBe(
      held.reduce((sum, intent) => sum + (intent.amount as number), 0),
    );
  });
});
