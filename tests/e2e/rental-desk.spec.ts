import sharp from 'sharp';

import { rentalLocationIds, rentalPolicy } from '../../src/content/rental-plans';
import { defaultReplyTemplates } from '../../src/content/reply-templates';
import { photoRefusalMessages } from '../../src/features/inventory/photo-rules';
import { fillReplyTemplate } from '../../src/features/leads/lead-reply';
import { quickMomentLabel } from '../../src/features/rentals/desk-words';
import { formatCents, toCents } from '../../src/features/rentals/rental-price';
import { dealerDateTime, dealerMoment } from '../../src/features/rentals/rental-time';
import { depositRefundDue } from '../../src/features/rentals/return-charges';
import { addDays, formatRequestDate, weekdayOf } from '../../src/features/requests/request-dates';
import { axeViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '../support/browser-test';
import { signInAsStaff, staffShownName, withTestDatabase } from '../support/staff-session';

/**
 * The rental desk: check-out and return with six photos each (one without JavaScript), a booking
 * taken for a caller shown on the fleet calendar and moved through by date, a change from a
 * stale page refused naming the colleague's, and workshop days refused over a booking until it
 * moves. Names and figures come from src/content and the database.
 */

/** A Tuesday `weeksAhead` weeks from today at the dealer: the showrooms hand carts over that day. */
function tuesday(weeksAhead: number): string {
  let date = addDays(dealerDateTime(Date.now())[0], weeksAhead * 7);
  while (weekdayOf(date) !== 2) date = addDays(date, 1);
  return date;
}

const driver = (name: string) => ({
  name,
  dateOfBirth: '1986-02-03',
  licenceNumber: 'E2E 4455 667',
  licenceState: 'NJ',
  licenceExpiry: addDays(dealerDateTime(Date.now())[0], 3 * 365),
});

/** A booking through the public API, as a renter makes one: its id, reference and renter. */
async function bookOnline(request: APIRequestContext, weeksAhead: number, days = 3) {
  const last = `Desk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await request.post('/api/rentals/bookings', {
    data: {
      type: 'four-seater',
      start: tuesday(weeksAhead),
      pickupTime: '10:00',
      days,
      // The second showroom's carts: no other spec books them, so a check-out ahead of the pickup
      // (the suite cannot wait for the day) finds nothing of another spec's in between.
      showroom: rentalLocationIds[1],
      firstName: 'Robin',
      lastName: last,
      email: `${last.toLowerCase()}@example.com`,
      phone: '732-555-0175',
      drivers: [driver(`Robin ${last}`), driver(`Jo ${last}`)],
      acceptAgreement: true,
      signature: `Robin ${last}`,
    },
  });
  expect(answer.status()).toBe(201);
  const { reference, manageUrl } = (await answer.json()) as { reference: string; manageUrl: string };
  const row = withTestDatabase(
    (sqlite) =>
      sqlite
        .prepare(
          'select b.id, b.version, c.fleet_number from rental_bookings b join rental_carts c on c.id = b.cart_id where reference = ?',
        )
        .get(reference) as { id: string; version: number; fleet_number: string },
  );
  const manage = new URL(manageUrl);
  return {
    id: row.id,
    reference,
    fleetNumber: row.fleet_number,
    renter: `Robin ${last}`,
    days,
    /** The renter's own page, with its key, as their e-mail links it. */
    managePath: manage.pathname + manage.search,
  };
}

/**
 * Sharp-made JPEGs, one colour each: what a phone camera sends. `from` numbers them on from an
 * earlier upload of the stage, which takes a file once.
 */
async function photos(count: number, stage: string, from = 0) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `${stage}-${from + index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 800,
          height: 600,
          channels: 3,
          background: { r: 40 * (from + index), g: 110, b: 80 },
        },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

async function upload(page: Page, count: number, stage: string, from = 0) {
  await page.getByLabel('Add photos').setInputFiles(await photos(count, stage, from));
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toContainText(
    `${count} ${count === 1 ? 'photo' : 'photos'} added`,
  );
}

test('check-out and return with six photos each: a refusal keeps what was typed, then the charges and the deposit date', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  // A booking's whole stay at the desk, in two browsers: longer than one page's test.
  test.slow();
  const booking = await bookOnline(page.request, 40);
  const bookingPath = `/admin/rentals/bookings/${booking.id}`;

  // Check-out without JavaScript: a plain upload, and a form the server answers.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(plain, baseURL!);
  const desk = await plain.newPage();
  await desk.goto(bookingPath);
  // A file that is no photo, whatever its name, is refused by name; the photos with it are kept.
  await desk
    .getByLabel('Add photos')
    .setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') },
      ...(await photos(5, 'out')),
    ]);
  await desk.getByRole('button', { name: 'Upload photos' }).click();
  const uploaded = desk.getByRole('status').filter({ hasText: 'added' });
  await expect(uploaded).toContainText('5 photos added');
  await expect(uploaded).toContainText(`notes.jpg ${photoRefusalMessages['not-an-image']}`);
  // The name comes back in the address: a link carrying a sentence instead shows no sentence of its own.
  const forged = new URL(desk.url());
  forged.searchParams.set('refused', 'not-an-image:Call 555-0100 now to confirm your account');
  await desk.goto(forged.toString());
  await expect(
    desk.getByRole('status').filter({ hasText: photoRefusalMessages['not-an-image'] }),
  ).toContainText(`A photo ${photoRefusalMessages['not-an-image']}`);
  await expect(desk.getByText('Call 555-0100')).toHaveCount(0);
  await desk.goto(bookingPath);
  await expect(desk.getByTestId('photo-count')).toContainText('5 of at least 6');
  await desk.getByLabel('Battery (%)').fill('95');
  await desk.getByLabel('Driver taking the cart').selectOption({ index: 1 });
  await desk.getByLabel('Notes').fill('Scratch on the left rear fender');
  await desk.getByRole('button', { name: 'Check out' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: /\S/ })).toContainText('5 so far');
  await expect(desk.getByLabel('Battery (%)')).toHaveValue('95');
  await expect(desk.getByLabel('Notes')).toHaveValue('Scratch on the left rear fender');
  await expect(desk.getByLabel('Driver taking the cart')).toHaveValue('1');
  // The upload reloads the page (no script): what was typed is typed again.
  await upload(desk, 1, 'out', 5);
  await desk.getByLabel('Battery (%)').fill('95');
  await desk.getByLabel('Driver taking the cart').selectOption({ index: 1 });
  // Paid at pickup: the cart leaves only once its rent and deposit are ticked as taken.
  const { total_cents: totalCents, deposit_cents: depositCents } = withTestDatabase(
    (sqlite) =>
      sqlite
        .prepare('select total_cents, deposit_cents from rental_bookings where id = ?')
        .get(booking.id) as { total_cents: number; deposit_cents: number },
  );
  const dues = `the ${formatCents(totalCents)} rent and the ${formatCents(depositCents)} deposit`;
  await desk.getByLabel('Rent paid by').selectOption('cash');
  await desk.getByRole('button', { name: 'Check out' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    `Take ${dues} before the cart leaves`,
  );
  await expect(desk.getByLabel('Rent paid by')).toHaveValue('cash');
  await expect(desk.getByLabel('Battery (%)')).toHaveValue('95');
  await desk.getByLabel(`Taken: ${dues}`).check();
  await desk.getByRole('button', { name: 'Check out' }).click();
  await expect(desk.getByRole('status')).toHaveText('Checked out.');
  await expect(desk.getByTestId('checkout-facts')).toContainText(`Jo ${booking.renter.split(' ')[1]}`);
  const counter = desk.getByTestId('counter-payments');
  await expect(counter).toContainText(`Rent, cash`);
  await expect(counter).toContainText(formatCents(totalCents));
  await expect(counter).toContainText(`Deposit taken, card`);

  // The return, with JavaScript.
  await signInAsStaff(context, baseURL!);
  await page.goto(bookingPath);
  await expect(page.locator('h1 + span')).toHaveText('Out with the renter');
  // A day added while the cart is out: its rent is taken at the counter, before or after the return.
  await page.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^Extended/);
  const extraRent =
    withTestDatabase(
      (sqlite) =>
        (
          sqlite.prepare('select total_cents from rental_bookings where id = ?').get(booking.id) as {
            total_cents: number;
          }
        ).total_cents,
    ) - totalCents;
  await expect(page.getByText(`${formatCents(extraRent)} of the rent to take`)).toBeVisible();
  await upload(page, 6, 'back');
  await page.getByLabel('Battery (%)').fill('40');
  await page.getByLabel(/^Smoke odour/).check();
  const tooLittle = rentalPolicy.cleaningFee.min - 10;
  await page.getByLabel('Cleaning ($)').fill(String(tooLittle));
  await page.getByRole('button', { name: 'Record the return' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(refusal).toContainText(
    `Cleaning is $${rentalPolicy.cleaningFee.min} to $${rentalPolicy.cleaningFee.max}`,
  );
  await expect(refusal).toBeFocused();
  await expect(page.getByLabel(/^Smoke odour/)).toBeChecked();
  await expect(page.getByLabel('Cleaning ($)')).toHaveValue(String(tooLittle));
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Cleaning ($)').fill(String(rentalPolicy.cleaningFee.min));
  await page.getByRole('button', { name: 'Record the return' }).click();
  await expect(page.getByRole('status')).toHaveText('Return recorded.');
  const charges = page.getByTestId('return-charges');
  await expect(charges).toContainText(`Smoke odour${formatCents(toCents(rentalPolicy.smokeOdorFee))}`);
  await expect(charges).toContainText(`Cleaning${formatCents(toCents(rentalPolicy.cleaningFee.min))}`);
  const total = toCents(rentalPolicy.smokeOdorFee) + toCents(rentalPolicy.cleaningFee.min);
  const deposit = page.getByTestId('deposit-facts');
  await expect(deposit).toContainText(`Charges total${formatCents(total)}`);
  await expect(deposit).toContainText(formatRequestDate(depositRefundDue(dealerDateTime(Date.now())[0])));
  await expect(page.getByTestId('photos-check-out').getByRole('img')).toHaveCount(6);
  await expect(page.getByTestId('photos-return').getByRole('img')).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);

  // The deposit goes back less the charges: the desk records it given back, and nothing is left due.
  const back = formatCents(depositCents - total);
  await expect(page.getByText(`${back} of the deposit to give back`)).toBeVisible();
  // A colleague has the page open in a tab without JavaScript, at the same moment.
  await desk.goto(bookingPath);
  await expect(desk.getByText(`${back} of the deposit to give back`)).toBeVisible();
  await page.getByLabel('Given back by').selectOption('card');
  await page.getByRole('button', { name: 'Record as given back' }).click();
  await expect(page.getByRole('status')).toHaveText('Payment recorded.');
  await expect(page.getByTestId('counter-payments')).toContainText(`Deposit given back, card`);
  await expect(page.getByText(`${formatCents(extraRent)} of the rent to take`)).toBeVisible();
  // The colleague's record comes back refused, saying who recorded it, though its form is gone.
  await desk.getByLabel('Given back by').selectOption('cash');
  await desk.getByRole('button', { name: 'Record as given back' }).click();
  const meanwhile = desk.getByRole('alert').filter({ hasText: /\S/ });
  await expect(meanwhile).toContainText('Not recorded: this booking changed after you opened the page');
  await expect(meanwhile).toContainText(`by ${await staffShownName()}`);
  await expect(desk.getByTestId('counter-payments').getByText('Deposit given back')).toHaveCount(1);
  await plain.close();
  // A colleague with JavaScript takes part of the rent meanwhile: this tab's record is refused, and
  // its page is drawn again with what is still due beside the form, which then takes the rest.
  const colleague = await context.newPage();
  await colleague.goto(bookingPath);
  const part = 1_000;
  await colleague.getByLabel('Amount ($)').fill((part / 100).toFixed(2));
  await colleague.getByLabel('Paid by', { exact: true }).selectOption('cash');
  await colleague.getByRole('button', { name: 'Record as taken' }).click();
  await expect(colleague.getByRole('status')).toHaveText('Payment recorded.');
  await colleague.close();
  await page.getByRole('button', { name: 'Record as taken' }).click();
  const rest = formatCents(extraRent - part);
  await expect(page.getByRole('alert').filter({ hasText: 'Not recorded:' })).toContainText(
    `The page now shows what is still due: ${rest} of the rent.`,
  );
  await expect(page.getByText(`${rest} of the rent to take`)).toBeVisible();
  await expect(page.getByTestId('counter-payments')).toContainText('Rent, cash');
  await page.getByLabel('Amount ($)').fill(((extraRent - part) / 100).toFixed(2));
  await page.getByLabel('Paid by', { exact: true }).selectOption('card');
  await page.getByRole('button', { name: 'Record as taken' }).click();
  await expect(page.getByTestId('counter-payments')).toContainText('Rent, card');
  await expect(page.getByText('Nothing more to take or give back at the counter.')).toBeVisible();
  await expect(page.getByTestId('deposit-facts')).toContainText('Given back at the counter');
  expect(await axeViolations(page)).toEqual([]);

  // The renter's own page states the return, charge by charge, as the policy promises.
  await page.goto(booking.managePath);
  // When the cart really changed hands (early, here), not only the times booked.
  const handedOver = withTestDatabase(
    (sqlite) =>
      sqlite
        .prepare('select checked_out_at, returned_at from rental_bookings where id = ?')
        .get(booking.id) as { checked_out_at: string; returned_at: string },
  );
  const dayOf = (at: string) => `${formatRequestDate(dealerDateTime(Date.parse(at))[0])} at`;
  const facts = page.locator('dl').filter({ hasText: 'Picked up' });
  await expect(facts).toContainText(`Picked up${dayOf(handedOver.checked_out_at)}`);
  await expect(facts).toContainText(`Returned${dayOf(handedOver.returned_at)}`);
  const statement = page.getByTestId('return-statement');
  await expect(statement).toContainText(`Smoke odour${formatCents(toCents(rentalPolicy.smokeOdorFee))}`);
  await expect(statement).toContainText(`Charges in all${formatCents(total)}`);
  await expect(statement).toContainText(
    `the other ${back} was given back to you on ${formatRequestDate(dealerDateTime(Date.now())[0])}.`,
  );
  await expect(page.getByText('Paid at the desk')).toBeVisible();
  await expect(page.getByText('there is nothing to cancel')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a booking taken for a caller is a bar on the fleet calendar, which moves through dates by link and by keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(context, baseURL!);
  const start = tuesday(43);
  const last = `Caller${Date.now().toString(36)}`;
  await page.goto('/admin/rentals/new');
  await page.getByLabel('Days').fill('3');
  await page.getByLabel('Pickup date').fill(start);
  await page.getByLabel('Pickup time').fill('10:00');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('E-mail').fill(`${last.toLowerCase()}@example.com`);
  await page.getByLabel('Phone').fill('732-555-0162');
  const first = driver(`Dana ${last}`);
  await page.getByLabel('Full name as on the licence').first().fill(first.name);
  await page.getByLabel('Date of birth').first().fill(first.dateOfBirth);
  await page.getByLabel('Licence number').first().fill(first.licenceNumber);
  await page.getByLabel('Licence valid until').first().fill(first.licenceExpiry);
  await page.getByLabel(/read the rental agreement to the caller/).check();
  await page.getByLabel("The caller's full name, as their signature").fill('Someone Else');
  await page.getByRole('button', { name: 'Book it' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    `Type the caller's full name as they gave it above: Dana ${last}`,
  );
  await expect(page.getByLabel('Last name')).toHaveValue(last);
  await expect(page.getByLabel(/read the rental agreement to the caller/)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("The caller's full name, as their signature").fill(`Dana ${last}`);
  await page.getByRole('button', { name: 'Book it' }).click();
  await expect(page.getByRole('status')).toContainText('Booked');
  // Mail is off here: the desk has the renter's own page to give them, and it opens.
  const renterLink = page.getByTestId('renter-link').getByRole('link');
  const ownPage = (await renterLink.getAttribute('href'))!;
  expect(new URL(ownPage).searchParams.get('key')).toBeTruthy();
  const own = await page.request.get(new URL(ownPage).pathname + new URL(ownPage).search);
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain(`Dana ${last}`);
  // Who took it, by the name staff know each other by.
  await expect(page.getByTestId('booking-history')).toContainText(`${await staffShownName()} at`);
  const id = page.url().split('/bookings/')[1]!.split('?')[0]!;
  const fleetNumber = withTestDatabase(
    (sqlite) =>
      (
        sqlite
          .prepare(
            'select c.fleet_number from rental_bookings b join rental_carts c on c.id = b.cart_id where b.id = ?',
          )
          .get(id) as { fleet_number: string }
      ).fleet_number,
  );

  await page.goto(`/admin/rentals?from=${start}&days=7`);
  const row = page.locator(`tr[data-cart="${fleetNumber}"]`);
  const bar = row.getByRole('link', { name: new RegExp(`^Dana ${last}`) });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(new RegExp(quickMomentLabel(dealerMoment(start, '10:00'))));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Later 7 days →' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${addDays(start, 7)}&days=7`));
  await expect(row.getByRole('link', { name: new RegExp(`^Dana ${last}`) })).toHaveCount(0);
  await page.getByRole('link', { name: '← Earlier 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${start}&days=7`));
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/rentals/bookings/${id}$`));

  // Its lead links back to it, and the reply drafted there is about the booking, under its reference.
  const { lead_id: leadId, reference } = withTestDatabase(
    (sqlite) =>
      sqlite.prepare('select lead_id, reference from rental_bookings where id = ?').get(id) as {
        lead_id: string;
        reference: string;
      },
  );
  await page.goto(`/admin/leads/${leadId}`);
  const booked = page.getByTestId('lead-booking');
  await expect(booked).toContainText(`Rental booking ${reference}`);
  await expect(page.getByLabel('Subject')).toHaveValue(new RegExp(`\\b${reference}\\b`));
  await booked.getByRole('link', { name: 'open it in the rental desk' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/rentals/bookings/${id}$`));
});

test('two staff, two tabs: a cancel from a page opened before an extension is refused naming it, and saves when applied anyway', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const booking = await bookOnline(page.request, 46, 2);
  await signInAsStaff(context, baseURL!);
  const colleague = 'casey.rentals@dealer.test';
  const colleagueName = 'Casey Rentals';
  const otherContext = await browser.newContext();
  await signInAsStaff(otherContext, baseURL!, colleague);
  withTestDatabase((db) =>
    db.prepare('UPDATE staff_users SET name = ? WHERE email = ?').run(colleagueName, colleague),
  );
  const other = await otherContext.newPage();
  const bookingPath = `/admin/rentals/bookings/${booking.id}`;
  await page.goto(bookingPath);
  await other.goto(bookingPath);

  await other.getByLabel('Days in all').fill('4');
  await other.getByRole('button', { name: 'Extend' }).click();
  await expect(other.getByRole('status')).toContainText('Extended');

  await page.getByLabel('Yes, cancel it').check();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(refusal).toContainText('Not saved: this booking changed after you opened it.');
  // Named as the history names them, not by their e-mail.
  await expect(refusal).toContainText(`${colleagueName} at`);
  await expect(refusal).not.toContainText(colleague);
  await expect(refusal).toContainText('Extended from 2 to 4 days');
  await expect(page.getByLabel('Yes, cancel it')).toBeChecked();
  await expect(page.locator('h1 + span')).toHaveText('Booked');

  await page.getByLabel('Apply mine anyway').check();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toContainText('Cancelled');
  await expect(page.locator('h1 + span')).toHaveText('Cancelled');
  await otherContext.close();

  // Its lead's reply is drafted about a cancelled booking, under its reference: no thanks for booking.
  const { lead_id: leadId } = withTestDatabase(
    (sqlite) =>
      sqlite.prepare('select lead_id from rental_bookings where id = ?').get(booking.id) as {
        lead_id: string;
      },
  );
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByTestId('lead-booking')).toContainText(`${booking.reference} (cancelled)`);
  const drafted = fillReplyTemplate(defaultReplyTemplates.cancelled, { reference: booking.reference });
  await expect(page.getByLabel('Subject')).toHaveValue(drafted.subject);
  const [, aboutTheBooking] = drafted.body.split('\n\n');
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toContain(aboutTheBooking);
});

test('workshop days over a booking are refused naming it; moved to another cart, the days are taken', async ({
  page,
  context,
  baseURL,
}) => {
  const booking = await bookOnline(page.request, 49, 2);
  await signInAsStaff(context, baseURL!);
  await page.goto('/admin/rentals/fleet');
  const card = page.locator(`li[data-cart="${booking.fleetNumber}"]`);
  await card.getByText(`Change ${booking.fleetNumber}`).click();
  const day = tuesday(49);
  await card.getByLabel('First day').fill(addDays(day, 1));
  await card.getByLabel('Last day').fill(addDays(day, 1));
  await card.getByLabel('Why').fill('Brakes');
  await card.getByRole('button', { name: 'Add workshop days' }).click();
  await expect(card.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Not saved: bookings need this cart then.',
  );
  const stranded = card.getByTestId('stranded-bookings');
  await expect(stranded).toContainText(`${booking.reference}, ${booking.renter}`);
  expect(await axeViolations(page)).toEqual([]);
  await stranded.getByRole('button', { name: 'Move it' }).click();
  await expect(page.getByRole('status')).toContainText(`Booking ${booking.reference} moved`);

  await card.getByText(`Change ${booking.fleetNumber}`).click();
  await card.getByLabel('First day').fill(addDays(day, 1));
  await card.getByLabel('Last day').fill(addDays(day, 1));
  await card.getByLabel('Why').fill('Brakes');
  await card.getByRole('button', { name: 'Add workshop days' }).click();
  await expect(page.getByRole('status')).toContainText('Workshop days added');
  await expect(card).toContainText(`Workshop ${formatRequestDate(addDays(day, 1))}`);
  await card.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('status')).toContainText('Workshop days removed');
});
