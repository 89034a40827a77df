import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { dealerDateTime } from '../../src/features/rentals/rental-time';
import { addDays, weekdayOf } from '../../src/features/requests/request-dates';
import { startAppServer } from '../support/app-server';
import { expect, test } from '../support/browser-test';
import { standInKeys, StripeStandIn } from '../support/stripe-stand-in';

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
  const stripe = new StripeStandIn();
  const stripePort = await stripe.start();
  stripe.checkoutBase = `http://127.0.0.1:${stripePort}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-payments-'));
  const server = await startAppServer({
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    STRIPE_SECRET_KEY: standInKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
  });
  // The server builds Stripe's return address from the harness's SITE_URL; the browser reaches it here.
  stripe.siteOrigin = server.url;
  const context = await browser.newContext({ baseURL: server.url });
  try {
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
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/rentals\/bookings\/[2-9A-Z]{6}\?key=[^&]+&paid=1$/);
    await expect(page.getByText(/Paid and booked\. Paid online: \$[\d,.]+ by card\./)).toBeVisible();
    await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
    await stripe.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
