import { randomUUID } from 'node:crypto';

import type { Browser } from '@playwright/test';

import { defaultReplyTemplates } from '../../src/content/reply-templates';
import { statusActionLabels, vehicleStatusLabels } from '../../src/features/inventory/vehicle';
import { handRefundWayLabels } from '../../src/features/payments/hand-refund-form';
import { formatCents } from '../../src/features/rentals/rental-price';
import { dealerDateTime } from '../../src/features/rentals/rental-time';
import { addDays, weekdayOf } from '../../src/features/requests/request-dates';
import { formatDateTimeWithZone } from '../../src/lib/format-date';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/browser-test';
import {
  bookUntilLeft,
  bookUtilityElsewhere,
  fillRentalBooking,
  utilityQuestion,
} from '../support/last-cart';
import { withOwnServer, type OwnServer } from '../support/own-server';
import { connectSeparately } from '../support/separate-connection';
import { signInAsStaff } from '../support/staff-session';
import { stockFromApi } from '../support/stock';
import { standInKeys, StripeStandIn } from '../support/stripe-stand-in';

/**
 * A server of its own with payments on, against a stand-in of Stripe (its API, and its hosted
 * page played by the stand-in), and a browser context on it; all of it stopped afterwards.
 */
async function withPaymentsOn(
  browser: Browser,
  whileOn: (running: OwnServer & { stripe: StripeStandIn; stripePort: number }) => Promise<void>,
): Promise<void> {
  const stripe = new StripeStandIn();
  const stripePort = await stripe.start();
  stripe.checkoutBase = `http://127.0.0.1:${stripePort}`;
  try {
    const paymentsOn = {
      STRIPE_SECRET_KEY: standInKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    };
    await withOwnServer(browser, paymentsOn, async (running) => {
      // The server builds Stripe's return address from the harness's SITE_URL; the browser reaches it here.
      stripe.siteOrigin = running.serverUrl;
      await whileOn({ ...running, stripe, stripePort });
    });
  } finally {
    await stripe.stop();
  }
}

/**
 * Paying for a rental online, in the browser, against a server of its own with payments on and a
 * stand-in of Stripe (its API, and its hosted page played by the stand-in): the policy's words
 * before agreeing, the redirect to Checkout, paying there, and the way back to a booking that is
 * paid and confirmed.
 */
test('a renter books, is sent to Checkout, pays and comes back to a confirmed, paid booking', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withPaymentsOn(browser, async ({ stripe, stripePort, context, serverUrl, databaseUrl }) => {
    let start = addDays(dealerDateTime(Date.now())[0], 35);
    while (weekdayOf(start) !== 3) start = addDays(start, 1);
    const page = await context.newPage();
    await page.goto(`/rentals/book?type=four-seater&start=${start}&time=10:00&days=7&town=toms-river`);
    await expect(page.getByText('Total, paid online when you book')).toBeVisible();
    // The policy's words on paying and the deposit, before the renter agrees.
    await expect(
      page.getByText(/^You pay the total of \$[\d,.]+ now, by card on Stripe's secure page/),
    ).toBeVisible();
    await expect(page.getByText(/too far ahead for a hold on your card, so the card is saved/)).toBeVisible();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Payer');
    await page.getByLabel('E-mail').fill('robin.payer@example.com');
    await page.getByLabel('Mobile phone').fill('732-555-0102');
    await page.getByLabel('Full name on the licence').fill('Robin Payer');
    await page.getByLabel('Date of birth').fill('1990-05-01');
    await page.getByLabel('Licence number').fill('R1234 56789 01234');
    await page.getByLabel('Licence expires').fill(addDays(start, 400));
    await page.getByLabel('Sign by typing your full name').fill('Robin Payer');
    await page.getByLabel('I agree to the rental agreement').check();
    await page.getByRole('button', { name: 'Book, sign and pay' }).click();

    // Stripe's page (the stand-in's), for the booking's own total.
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort}/pay/cs_test_`));
    await expect(page.getByRole('heading', { name: /^Pay \$[\d,.]+$/ })).toBeVisible();
    // Left unpaid for now: the renter's page gives the time Stripe's page closes, its zone named, and
    // the way back to it.
    await page.getByRole('link', { name: 'Back' }).click();
    const [session] = [...stripe.sessions.values()];
    const closes = formatDateTimeWithZone(new Date(Number(session!.expires_at) * 1000).toISOString());
    await expect(page.getByRole('status').filter({ hasText: 'Not paid yet.' })).toContainText(
      `Not paid yet. Your cart is held while you pay, until ${closes}`,
    );
    await page.getByRole('link', { name: "Pay now on Stripe's secure page" }).click();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/rentals\/bookings\/[2-9A-Z]{6}\?key=[^&]+&paid=1$/);
    const paidAddress = page.url();
    await expect(page.getByText(/Paid and booked\. Paid online: \$[\d,.]+ by card\./)).toBeVisible();
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
    const reference = new URL(page.url()).pathname.split('/').pop()!;
    const stored = async () => {
      const db = connectSeparately(databaseUrl);
      try {
        const row = await db
          .selectFrom('rental_bookings')
          .select(['id', 'total_cents', 'paid_online'])
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();
        const { paidCents } = JSON.parse(row.paid_online!) as { paidCents: number };
        return { id: row.id, totalCents: Number(row.total_cents), paidCents };
      } finally {
        await db.destroy();
      }
    };
    const paid = await stored();
    const fact = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Total, paid online')).toHaveText(formatCents(paid.paidCents));

    // The desk adds a day, paid at pickup: the renter's page says what was paid online and what is
    // left to pay, and the refund for cancelling is a share of what was paid, not of the new total.
    const desk = await browser.newContext({ baseURL: serverUrl });
    try {
      await signInAsStaff(desk, serverUrl, 'rentals.desk@e2e.test', databaseUrl, 'rentals');
      const deskPage = await desk.newPage();
      await deskPage.goto(`/admin/rentals/bookings/${paid.id}`);
      await deskPage.getByRole('button', { name: 'Extend' }).click();
      await expect.poll(async () => (await stored()).totalCents).toBeGreaterThan(paid.totalCents);
      // The desk is told what to take at the counter for the day added.
      const extendedTotal = (await stored()).totalCents;
      await deskPage.reload();
      await expect(
        deskPage.getByText('To take at the desk', { exact: true }).locator('xpath=following-sibling::dd[1]'),
      ).toContainText(formatCents(extendedTotal - paid.paidCents));
    } finally {
      await desk.close();
    }
    const extended = await stored();
    await page.reload();
    await expect(fact('Total')).toHaveText(formatCents(extended.totalCents));
    await expect(fact('Paid online')).toHaveText(formatCents(paid.paidCents));
    await expect(fact('Rest, paid at the desk')).toHaveText(
      formatCents(extended.totalCents - paid.paidCents),
    );
    await expect(page.getByText(/^If you cancel now, /)).toContainText(
      `${formatCents(paid.paidCents)} of the ${formatCents(paid.paidCents)} paid online`,
    );
    await page.getByLabel('Yes, cancel this booking').check();
    await page.getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();
    // Cancelled, the saved card guarantees nothing more.
    await expect(page.getByText(/^Security deposit: none: the booking was cancelled/)).toBeVisible();
    // The address back from Stripe's page, opened again, no longer says it is paid and booked.
    await page.goto(paidAddress);
    await expect(page.getByText(/^Paid online: \$[\d,.]+ by card\.$/)).toBeVisible();
    await expect(page.getByText('Paid and booked.', { exact: false })).toHaveCount(0);
  });
});

test('without JavaScript and with payments on, a renter whose last cart went to someone else while they filled in the form is told so on the fully booked page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withPaymentsOn(browser, async ({ serverUrl }) => {
    const plain = await browser.newContext({ baseURL: serverUrl, javaScriptEnabled: false });
    try {
      const page = await plain.newPage();
      const start = addDays(dealerDateTime(Date.now())[0], 40);
      await bookUntilLeft(page.request, start, 1);
      await page.goto(`/rentals/book?${utilityQuestion(start)}`);
      await expect(page.getByText('The last cart free')).toBeVisible();
      await fillRentalBooking(page, start, { first: 'Casey', last: 'Late' });
      await bookUtilityElsewhere(page.request, start, 'Faster');
      await page.getByRole('button', { name: 'Book, sign and pay' }).click();
      // The form that books and sends the renter to pay has its own answer: it is said all the same.
      const refusal = page.getByRole('alert').filter({ hasText: 'Not booked: the last free cart' });
      await expect(refusal).toBeInViewport();
      await expect(page.getByRole('heading', { name: 'Fully booked' })).toBeVisible();
    } finally {
      await plain.close();
    }
  });
});

test('a buyer back from paying a hold while Stripe does not answer is told it is being confirmed, then that the cart is held', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withPaymentsOn(browser, async ({ stripe, stripePort, context, serverUrl, databaseUrl }) => {
    const page = await context.newPage();
    const cart = (await stockFromApi(page.request)).find((vehicle) => vehicle.status === 'available')!;
    await page.goto(`/vehicles/${cart.id}/hold`);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Holder');
    await page.getByLabel('E-mail').fill('robin.holder@');
    await page.getByLabel('Mobile phone').fill('732-555-0103');
    // A slip is said under its field and, aloud, in the alert that takes the focus.
    await page.getByRole('button', { name: /^Pay the \$[\d,]+ deposit and hold it$/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not held yet.' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toContainText((await page.locator('#hold-email-error').textContent())!);
    await expect(page.getByLabel('First name')).toHaveValue('Robin');
    await page.getByLabel('E-mail').fill('robin.holder@example.com');
    await page.getByRole('button', { name: /^Pay the \$[\d,]+ deposit and hold it$/ }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort}/pay/cs_test_`));

    // Paid on Stripe's page; Stripe's API is down when the buyer comes back.
    stripe.unavailable = true;
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${cart.id}/hold\\?returned=[0-9a-f-]{36}$`));
    const confirming = page.getByRole('status').filter({ hasText: 'we are confirming your payment' });
    await expect(confirming).toContainText('Please do not pay again');
    await expect(page.getByRole('button', { name: /deposit and hold it/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Stripe answers again: the same way back applies the payment, and the buyer reads the day.
    stripe.unavailable = false;
    const [session] = [...stripe.sessions.values()];
    await page.goto(String(session!.success_url).replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      new RegExp(
        `your deposit is paid and the ${cart.name} is on hold for you until \\w{3}, \\w{3} \\d+, \\d{4}\\.`,
      ),
    );
    expect(
      ((await (await page.request.get(`/api/vehicles/${cart.id}`)).json()) as { status: string }).status,
    ).toBe('on-hold');

    // Without JavaScript the form lands on the hold page, which says until when the cart is held
    // while they pay, and links to Stripe's page.
    const plain = await browser.newContext({ baseURL: serverUrl, javaScriptEnabled: false });
    try {
      const noScript = await plain.newPage();
      const other = (await stockFromApi(noScript.request)).find(
        (vehicle) => vehicle.status === 'available' && vehicle.id !== cart.id,
      )!;
      await noScript.goto(`/vehicles/${other.id}/hold`);
      await noScript.getByLabel('First name').fill('Sam');
      await noScript.getByLabel('Last name').fill('Plain');
      await noScript.getByLabel('E-mail').fill('sam.plain@example.com');
      await noScript.getByLabel('Mobile phone').fill('732-555-0107');
      await noScript.getByRole('button', { name: /^Pay the \$[\d,]+ deposit and hold it$/ }).click();
      await expect(noScript).toHaveURL(new RegExp(`/vehicles/${other.id}/hold\\?pay=[0-9a-f-]{36}$`));
      const waiting = noScript.getByRole('main').getByRole('status');
      await expect(waiting).toContainText(
        /The cart is held for you while you pay, until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
      );
      await expect(
        waiting.getByRole('link', { name: /^Pay the \$[\d,]+ deposit on Stripe/ }),
      ).toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:${stripePort}/pay/cs_test_`));
      // A manager changes the deposit meanwhile: the page still names what Stripe's page asks of
      // this buyer, set when their hold began.
      const asked = [...stripe.sessions.values()].at(-1)!.amount_total as number;
      const db = connectSeparately(databaseUrl);
      try {
        const changed = { value: String(asked + 25_000), updated_at: new Date().toISOString() };
        await db
          .insertInto('settings')
          .values({ key: 'holds.depositCents', updated_by: 'manager@e2e.test', ...changed })
          .onConflict((conflict) => conflict.column('key').doUpdateSet(changed))
          .execute();
      } finally {
        await db.destroy();
      }
      await noScript.reload();
      await expect(
        waiting.getByRole('link', { name: `Pay the ${formatCents(asked)} deposit on Stripe's secure page` }),
      ).toBeVisible();
    } finally {
      await plain.close();
    }
  });
});

test('a cart held online stays held when sales would put it back on sale; ended early from the holds page, it is free again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withPaymentsOn(browser, async ({ stripePort, context, serverUrl, databaseUrl }) => {
    const page = await context.newPage();
    const cart = (await stockFromApi(page.request)).find((vehicle) => vehicle.status === 'available')!;
    await page.goto(`/vehicles/${cart.id}/hold`);
    const startHold = async () => {
      await page.getByLabel('First name').fill('Avery');
      await page.getByLabel('Last name').fill('Holder');
      await page.getByLabel('E-mail').fill('avery.holder@example.com');
      await page.getByLabel('Mobile phone').fill('732-555-0105');
      await page.getByRole('button', { name: /^Pay the \$[\d,]+ deposit and hold it$/ }).click();
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort}/pay/cs_test_`));
    };
    await startHold();
    // Meanwhile another visitor's page of the cart says a payment is under way, with no hold offered.
    const visitor = await browser.newContext({ baseURL: serverUrl });
    try {
      const other = await visitor.newPage();
      await other.goto(`/vehicles/${cart.id}`);
      await expect(other.getByRole('region', { name: 'Someone is paying to hold this cart' })).toContainText(
        'A payment to hold this cart is under way. If it is not made by',
      );
      await expect(other.getByRole('link', { name: 'Hold this cart' })).toHaveCount(0);
      expect(await axeViolations(other)).toEqual([]);
      // Its hold page, opened from a link kept, says so too, before asking for anyone's details.
      await other.goto(`/vehicles/${cart.id}/hold`);
      await expect(other.getByRole('main').getByRole('status')).toContainText(
        'Someone is paying to hold this cart.',
      );
      await expect(other.getByLabel('First name')).toHaveCount(0);
    } finally {
      await visitor.close();
    }
    // Second thoughts: back from Stripe's page unpaid, the cart is free to hold again at once.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${cart.id}$`));
    await expect(page.getByRole('link', { name: 'Hold this cart' })).toBeVisible();
    await page.goto(`/vehicles/${cart.id}/hold`);
    await startHold();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
    const buyerAddress = page.url();
    const statusOf = async () =>
      ((await (await page.request.get(`/api/vehicles/${cart.id}`)).json()) as { status: string }).status;
    expect(await statusOf()).toBe('on-hold');
    // Its hold page, opened again, says why it cannot be held now.
    const holdPage = await page.context().newPage();
    await holdPage.goto(`/vehicles/${cart.id}/hold`);
    await expect(
      holdPage.getByText('This cart is on hold already, so it cannot be held online now.'),
    ).toBeVisible();
    await holdPage.close();

    const sales = await browser.newContext({ baseURL: serverUrl });
    try {
      await signInAsStaff(sales, serverUrl, 'sales.end@e2e.test', databaseUrl, 'sales');
      const desk = await sales.newPage();
      await desk.goto(`/admin/inventory/${cart.id}`);
      // No status button while the hold is live: the page says where the hold is ended.
      await expect(desk.getByRole('button', { name: statusActionLabels.available })).toHaveCount(0);
      const note = desk.getByText(`“${cart.name}” is held online until`);
      await expect(note).toBeVisible();
      // The record's form, set available anyway: refused beside the status, the cart still held.
      await desk.getByLabel('Status', { exact: true }).selectOption({ label: vehicleStatusLabels.available });
      await desk.getByRole('button', { name: 'Save changes' }).first().click();
      await expect(desk.getByRole('alert', { name: /not saved/ })).toContainText('is held online until');
      expect(await statusOf()).toBe('on-hold');
      await note.getByRole('link', { name: 'Open the holds' }).click();
      const held = desk.getByTestId('hold').filter({ hasText: cart.name });
      await held.getByRole('button', { name: 'End the hold' }).click();
      await expect(held.getByRole('alert')).toContainText('Tick the box to confirm');
      expect(await axeViolations(desk)).toEqual([]);
      await held.getByLabel(/The buyer is not going ahead: refund the \$[\d,]+ deposit/).check();
      await held.getByRole('button', { name: 'End the hold' }).click();
      await expect(desk.getByRole('status').filter({ hasText: 'Hold ended' })).toContainText('back on sale');
      expect(await statusOf()).toBe('available');
    } finally {
      await sales.close();
    }
    // The buyer's own address back from Stripe says the hold ended and the deposit is theirs again,
    // rather than offer a new hold as though nothing had happened.
    await page.goto(buyerAddress);
    await expect(page.getByRole('status').filter({ hasText: 'has ended' })).toContainText(
      `Your hold on the ${cart.name} has ended.`,
    );
    await expect(page.getByRole('button', { name: /deposit and hold it/ })).toHaveCount(0);

    // Archived by a manager, the cart has left the site: there is no page to hold it on either.
    const manager = await browser.newContext({ baseURL: serverUrl });
    try {
      await signInAsStaff(manager, serverUrl, 'manager.end@e2e.test', databaseUrl, 'manager');
      const office = await manager.newPage();
      await office.goto(`/admin/inventory/${cart.id}`);
      await office.getByRole('button', { name: statusActionLabels.archived }).click();
      await expect(office.getByRole('status').filter({ hasText: 'Status set to archived.' })).toBeVisible();
      expect((await page.request.get(`/vehicles/${cart.id}/hold`)).status()).toBe(404);
    } finally {
      await manager.close();
    }
  });
});

test('a manager records a cart-hold deposit refund the card’s bank sent back as returned by cheque; the buyer reads how', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withPaymentsOn(browser, async ({ context, serverUrl, databaseUrl }) => {
    const page = await context.newPage();
    const cart = (await stockFromApi(page.request)).find((vehicle) => vehicle.status === 'available')!;
    const holdId = randomUUID();
    // The buyer's lead, as the hold's payment made it (here through the contact API).
    const asked = await page.request.post('/api/contact', {
      data: {
        firstName: 'Quinn',
        lastName: 'Bounced',
        email: 'quinn.bounced@example.com',
        phone: '732-555-0144',
        interest: 'sales',
        message: `Holding the ${cart.name}.`,
      },
    });
    expect(asked.status()).toBe(201);
    const leadId = ((await asked.json()) as { id: string }).id;
    // What this buyer paid: the test's own figure, whatever the deposit setting is now.
    const depositCents = 37_500;
    const now = new Date().toISOString();
    const db = connectSeparately(databaseUrl);
    try {
      // Paid after the cart was sold, refunded, and the refund sent back by the card's bank.
      await db
        .insertInto('vehicle_holds')
        .values({
          id: holdId,
          vehicle_id: cart.id,
          status: 'released',
          cents: depositCents,
          days: 7,
          pay_by_ms: Date.now(),
          until_ms: null,
          first_name: 'Quinn',
          last_name: 'Bounced',
          email: 'quinn.bounced@example.com',
          phone: '732-555-0144',
          paid_cents: depositCents,
          refunded_cents: depositCents,
          refund_failed_cents: depositCents,
          created_at: now,
          ended_at: now,
          ended_by: 'the cart was sold',
          lead_id: leadId,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const owed = formatCents(depositCents);

    // Sales staff see the live holds only; the refund is the managers' to record.
    const sales = await context.browser()!.newContext({ baseURL: serverUrl });
    await signInAsStaff(sales, serverUrl, 'sales.holds@e2e.test', databaseUrl, 'sales');
    const salesPage = await sales.newPage();
    await salesPage.goto('/admin/payments/holds');
    await expect(salesPage.getByRole('heading', { name: 'Held now' })).toBeVisible();
    await expect(salesPage.getByRole('heading', { name: 'Refunds owed by hand' })).toHaveCount(0);
    await sales.close();

    await signInAsStaff(context, serverUrl, 'manager.holds@e2e.test', databaseUrl, 'manager');
    await page.goto('/admin/payments/holds');
    const owedSection = page.getByRole('region', { name: 'Refunds owed by hand' });
    await expect(owedSection).toContainText(
      `Quinn Bounced (quinn.bounced@example.com, 732-555-0144): ${owed} owed.`,
    );
    const record = owedSection.getByRole('button', { name: `Record ${owed} as returned` });
    await record.click();
    const how = owedSection.getByLabel('Returned to the buyer');
    await expect(how).toHaveAttribute('aria-invalid', 'true');
    await expect(owedSection.getByRole('alert')).toContainText('Choose how the money went back.');
    expect(await axeViolations(page)).toEqual([]);

    await how.selectOption({ label: handRefundWayLabels.cheque });
    await record.click();
    await expect(page).toHaveURL(/\/admin\/payments\/holds\?done=refund-by-hand$/);
    await expect(page.getByRole('status').filter({ hasText: 'Recorded as returned' })).toContainText(
      'the buyer’s lead notes how',
    );
    await expect(page.getByRole('region', { name: 'Refunds owed by hand' })).toHaveCount(0);

    await page.goto(`/admin/leads/${leadId}`);
    await expect(page.getByTestId('lead-timeline')).toContainText(
      `returned to the buyer ${handRefundWayLabels.cheque}`,
    );
    // A buyer who held a cart: the reply drafted speaks of the hold, not a quote with a price to fill.
    const [holdSubjectOpening] = defaultReplyTemplates.hold.subject.split('{');
    await expect(page.getByLabel('Subject')).toHaveValue(new RegExp(`^${holdSubjectOpening}`));

    await page.goto(`/vehicles/${cart.id}/hold?returned=${holdId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Your payment of' })).toContainText(
      `The cart could no longer be held for you when your payment of ${owed} came through (it was sold or taken off sale meanwhile, or the time to pay had run out), so it was returned to you ${handRefundWayLabels.cheque}, as your card's bank could not take the refund back.`,
    );
  });
});
