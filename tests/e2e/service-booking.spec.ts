import { randomUUID } from 'node:crypto';

import { formatCents } from '../../src/features/rentals/rental-price';
import {
  addDays,
  bookingHorizonDays,
  dealerToday,
  formatRequestDate,
} from '../../src/features/requests/request-dates';
import { decisionLabels } from '../../src/features/service/components/estimate-lines';
import { weekdayNames } from '../../src/features/service/office-schemas';
import { durationLabel, jobStatusLabels, statusMoves } from '../../src/features/service/service-shop';
import type { LeadsTable } from '../../src/server/db/schema';
import { axeViolations } from '../support/axe';
import { expect, test, type BrowserContext, type Page } from '../support/browser-test';
import { signInAsStaff, staffShownName, withTestDatabase } from '../support/staff-session';

/**
 * Booking a service drop-off from a phone, with JavaScript and without: the first free drop-off
 * before any form, the job, only the days with room, a refusal that keeps every value, the
 * confirmation with its reference, promised-ready time and calendar file, the answered service
 * lead, the cancellation from the customer's link; and the service desk moving a job along on
 * the board, which the customer's page then shows. Names and figures come from the API and the
 * database the site uses.
 */

const phone = { width: 390, height: 844 };

interface Job {
  id: string;
  name: string;
  hours: number;
}
interface Slots {
  days: { date: string; windows: { id: string; label: string; free: number }[] }[];
}

/** The days the API offers a job, with each window's room, from `from` (today when not given). */
async function slotDays(page: Page, job: Job, from?: string): Promise<Slots['days']> {
  const query = from ? `&from=${from}` : '';
  return ((await (await page.request.get(`/api/service/slots?job=${job.id}${query}`)).json()) as Slots).days;
}

const listedJobs = async (page: Page) =>
  (await (await page.request.get('/api/service/jobs')).json()) as Job[];

/** The first job the API lists. */
const firstJob = async (page: Page) => (await listedJobs(page))[0]!;

async function jobsAndFirstFree(page: Page) {
  const jobs = await listedJobs(page);
  let soonest: string | undefined;
  for (const job of jobs) {
    const days = await slotDays(page, job);
    const free = days.find((day) => day.windows.some((window) => window.free > 0))?.date;
    if (free && (!soonest || free < soonest)) soonest = free;
  }
  return { jobs, soonest: soonest! };
}

function leadByEmail(email: string): LeadsTable | undefined {
  return withTestDatabase(
    (db) => db.prepare('SELECT * FROM leads WHERE email = ?').get(email) as LeadsTable | undefined,
  );
}

/**
 * A drop-off booked through the API `daysAhead` from today (weeks out, clear of the days the other
 * tests book and count the room of), for a customer of `name`; its reference and the customer's link.
 */
async function bookDropOffAhead(
  page: Page,
  daysAhead: number,
  [firstName, lastName]: [string, string],
): Promise<{ reference: string; manageUrl: string }> {
  const job = await firstJob(page);
  const day = (await slotDays(page, job, addDays(dealerToday(), daysAhead))).find((each) =>
    each.windows.some((window) => window.free > 0),
  )!;
  const answer = await page.request.post('/api/service/bookings', {
    data: {
      job: job.id,
      date: day.date,
      window: day.windows.find((each) => each.free > 0)!.id,
      firstName,
      lastName,
      email: `e2e-service-${lastName.toLowerCase()}-${Date.now()}@example.com`,
      phone: '908-555-0133',
      cart: { brand: 'Club Car', model: 'Onward', year: 2021 },
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { reference: string; manageUrl: string };
}

/** A day's own technician minutes, written as a colleague's earlier save left them; answers its id. */
function giveDayException(date: string, minutes: number, reason: string): string {
  const id = randomUUID();
  withTestDatabase((db) => {
    const { location_id } = db
      .prepare('SELECT location_id FROM service_shops ORDER BY location_id')
      .get() as { location_id: string };
    db.prepare(
      'INSERT INTO service_exceptions (id, location_id, date, minutes, reason, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(id, location_id, date, minutes, reason, new Date().toISOString(), 'e2e');
  });
  return id;
}

/** A job as the database holds it, by its reference: its id, drop-off date and lead. */
function storedJob(reference: string) {
  return withTestDatabase(
    (db) =>
      db
        .prepare('SELECT id, drop_off_date, lead_id FROM service_bookings WHERE reference = ?')
        .get(reference) as { id: string; drop_off_date: string; lead_id: string },
  );
}

let customers = 0;

/** Books the job from the booking page, after one refusal; answers the customer's page address. */
async function bookFromThePhone(
  page: Page,
  job: Job,
  dayIndex: number,
  checkAxe: boolean,
  javaScriptEnabled = true,
) {
  const email = `e2e-service-${Date.now()}-${++customers}@example.com`;
  await page.getByRole('radio', { name: new RegExp(`^${job.name}`) }).check();
  await page.getByRole('button', { name: 'Show free drop-off times' }).click();
  await page.waitForURL((url) => url.searchParams.get('job') === job.id);
  const bookingPage = page.url();
  // Opened again from its address alone, at the top of the page: a refused post must still come
  // back at the form, not at the page's first screen.
  if (!javaScriptEnabled) await page.goto(bookingPage.split('#')[0]!);
  // Where it is sent, the form names the job it books (without JavaScript, a job ticked above and
  // not asked for is not noticed).
  await expect(page.getByText(`You are booking: ${job.name}.`)).toBeVisible();
  if (javaScriptEnabled) {
    // Another job ticked and its times not asked for: the form says so rather than book this one.
    // (The page opened again, so it is hydrated and done scrolling to the times it was sent to.)
    await page.goto(page.url());
    const book = page.getByRole('button', { name: 'Book this drop-off' });
    const chosen = page.getByRole('radio', { name: new RegExp(`^${job.name}`) });
    await page
      .locator(`form[data-booking-question] input[name="job"]:not([value="${job.id}"])`)
      .first()
      .check();
    await expect(page.getByRole('status').filter({ hasText: 'You chose another job above' })).toBeVisible();
    await expect(book).toBeDisabled();
    await chosen.check();
    await expect(book).toBeEnabled();
  }
  const slots = page.getByRole('group', { name: 'Drop-off day and window' });
  const day = slots.getByRole('group').nth(dayIndex);
  const dayName = await day.locator('legend').textContent();
  const slot = day.getByRole('radio').first();
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill(`Shop${customers}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile phone').fill('908-555-0131');
  await page.getByLabel('Brand').fill('Club Car');
  await page.getByLabel('Model', { exact: true }).fill('Onward');
  const refusal = page.getByRole('alert', { name: /Not booked yet/ });
  if (checkAxe) {
    // No drop-off chosen: the refusal says so, and the drop-offs' group is described by the message.
    await page.getByRole('button', { name: 'Book this drop-off' }).click();
    await expect(refusal).toContainText('Choose a drop-off day and window');
    await expect(slots).toHaveAccessibleDescription(/Choose a drop-off day and window/);
    // Each drop-off too, as a screen reader reaches it, says why.
    await expect(slot).toHaveAccessibleDescription(/Choose a drop-off day and window/);
  }
  await slot.check();
  await page.getByRole('button', { name: 'Book this drop-off' }).click();
  // Refused: no model year. Everything typed and the drop-off chosen are kept.
  await expect(refusal).not.toContainText('Choose a drop-off');
  await expect(refusal).toContainText('model year');
  // In view, with JavaScript (focused) and without (the post comes back at the form).
  await expect(refusal).toBeInViewport();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(
    page
      .getByRole('group', { name: 'Drop-off day and window' })
      .getByRole('group')
      .nth(dayIndex)
      .getByRole('radio')
      .first(),
  ).toBeChecked();
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Model year').fill('2021');
  await page.getByRole('button', { name: 'Book this drop-off' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/services/bookings/'));
  await expect(page.getByRole('status').filter({ hasText: 'Booked.' })).toBeVisible();
  await expect(page.getByText(dayName!.trim()).first()).toBeVisible();
  return { url: new URL(page.url()), email, bookingPage };
}

test('what a customer typed stays in the form when they look at later dates or choose another job', async ({
  page,
}) => {
  const [job, otherJob] = await listedJobs(page);
  await page.goto(`/services/appointment?job=${encodeURIComponent(job!.id)}#slots`);
  const typed = [
    [page.getByLabel('First name'), 'Jordan'],
    [page.getByLabel('Last name'), 'Keeper'],
    [page.getByLabel('Brand'), 'Club Car'],
    [page.getByLabel('Anything we should know? (optional)'), 'The horn sticks.'],
  ] as const;
  for (const [control, value] of typed) await control.fill(value);
  const later = page.getByRole('link', { name: /^Later dates, from / });
  await later.click();
  await page.waitForURL((url) => url.searchParams.has('from'));
  for (const [control, value] of typed) await expect(control).toHaveValue(value);
  // Another job asked for above: its page keeps them too.
  await page.getByRole('radio', { name: new RegExp(`^${otherJob!.name}`) }).check();
  await page.getByRole('button', { name: 'Show free drop-off times' }).click();
  await page.waitForURL((url) => url.searchParams.get('job') === otherJob!.id);
  for (const [control, value] of typed) await expect(control).toHaveValue(value);
});

for (const javaScriptEnabled of [true, false])
  test(`a customer books a service drop-off from a phone ${javaScriptEnabled ? 'with' : 'without'} JavaScript, and cancels it from the link`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled, baseURL });
    const page = await context.newPage();
    try {
      const { jobs, soonest } = await jobsAndFirstFree(page);
      await page.goto('/services');
      await page.getByRole('link', { name: 'Book a Service' }).first().click();
      await page.waitForURL((url) => url.pathname === '/services/appointment');
      // The first free drop-off, before any form.
      await expect(page.getByTestId('first-free')).toContainText(formatRequestDate(soonest));
      const job = jobs[javaScriptEnabled ? 0 : 1]!;
      const { url, email, bookingPage } = await bookFromThePhone(
        page,
        job,
        javaScriptEnabled ? 1 : 2,
        javaScriptEnabled,
        javaScriptEnabled,
      );
      const reference = url.pathname.split('/').pop()!;
      if (!javaScriptEnabled) {
        // Back to the job's drop-offs (past the form's own posts), drawn afresh without scripts: it
        // says the drop-off is booked rather than take it again; "Book another" asks anew.
        await page.goto(bookingPage);
        await expect(page.getByRole('status').filter({ hasText: 'Booked already' })).toContainText(reference);
        // Its reference, never its link: the key in it would be anyone's at this browser.
        await expect(page.locator(`a[href*="${reference}"]`)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Book this drop-off' })).toHaveCount(0);
        await page.getByRole('link', { name: 'Book another' }).click();
        await expect(page.getByRole('button', { name: 'Book this drop-off' })).toBeVisible();
        await page.goto(url.pathname + url.search);
      }
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      await expect(page.getByText('Promised ready')).toBeVisible();
      expect(leadByEmail(email)).toMatchObject({
        interest: 'service',
        topic: 'service',
        status: 'contacted',
      });
      const calendar = await page.request.get(
        `/services/bookings/${reference}/calendar.ics?key=${url.searchParams.get('key')}`,
      );
      expect(calendar.headers()['content-type']).toContain('text/calendar');
      expect(await calendar.text()).toContain(`SUMMARY:Drop off the cart for service: ${job.name}`);
      // An altered link opens nothing.
      expect((await page.request.get(`/services/bookings/${reference}?key=altered`)).status()).toBe(404);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      // The same page open in a second tab, to cancel from again.
      const secondTab = await context.newPage();
      await secondTab.goto(page.url());
      await page.getByLabel('Yes, cancel this drop-off').check();
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();
      // The ready time promised at booking no longer stands, so it is no longer shown.
      await expect(page.getByText('Promised ready')).toHaveCount(0);
      // Cancelled again from the older tab: said as already done, not as a new cancellation.
      await secondTab.getByLabel('Yes, cancel this drop-off').check();
      await secondTab.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(secondTab.getByRole('status').filter({ hasText: 'Already cancelled' })).toBeVisible();
      await expect(secondTab.getByRole('status').filter({ hasText: /^Cancelled\./ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

test('the service desk moves a job along on the board, and the customer’s page shows where the cart is', async ({
  page,
  context,
  baseURL,
}) => {
  const { jobs } = await jobsAndFirstFree(page);
  await page.goto('/services/appointment');
  const { url } = await bookFromThePhone(page, jobs[2]!, 3, false);
  const reference = url.pathname.split('/').pop()!;
  const { drop_off_date: date, lead_id: leadId, id } = storedJob(reference);
  await signInAsStaff(context, baseURL!);
  // The booking's lead links to the job, and the reply drafted there is about it, under its reference.
  await page.goto(`/admin/leads/${leadId}`);
  const booked = page.getByTestId('lead-booking');
  await expect(booked).toContainText(`Service booking ${reference}`);
  await expect(page.getByLabel('Subject')).toHaveValue(new RegExp(`\\b${reference}\\b`));
  await booked.getByRole('link', { name: 'open it in service jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/service/${id}$`));
  await page.goto(`/admin/service?date=${date}`);
  // A colleague's tab, opened on the board before the cart is checked in.
  const colleague = await context.newPage();
  await colleague.goto(`/admin/service?date=${date}`);
  const card = page.getByTestId('service-job').filter({ hasText: reference });
  await expect(card).toContainText(jobs[2]!.name);
  await card.getByLabel(`New status for ${reference}`).selectOption('checked-in');
  await card.getByRole('button', { name: 'Set status' }).click();
  // This server sends no mail (SMTP_URL unset): staff are told so, never that the customer is.
  await expect(page.getByRole('status')).toContainText('so the customer is not e-mailed: tell them');
  await expect(page.getByTestId('service-job').filter({ hasText: reference })).toContainText(
    jobStatusLabels['checked-in'],
  );
  expect(await axeViolations(page)).toEqual([]);

  // The older tab's move is refused, saying who checked the cart in, and its card is drawn again as
  // the job is now: the moves offered are those from "Checked in", the choice made is kept.
  const staleCard = colleague.getByTestId('service-job').filter({ hasText: reference });
  const staleStatus = staleCard.getByLabel(`New status for ${reference}`);
  await staleStatus.selectOption('diagnosing');
  await staleCard.getByRole('button', { name: 'Set status' }).click();
  await expect(staleCard.getByRole('alert')).toContainText('someone changed this after you opened the page');
  await expect(staleCard.getByRole('alert')).toContainText(`${jobStatusLabels['checked-in']}:`);
  await expect(staleStatus.locator('option')).toHaveText(
    statusMoves['checked-in'].map((status) => jobStatusLabels[status]),
  );
  await expect(staleStatus).toHaveValue('diagnosing');
  await colleague.close();
  await page.goto(url.href);
  await expect(page.getByRole('heading', { name: 'Where your cart is' }).locator('..')).toContainText(
    jobStatusLabels['checked-in'],
  );

  // Waiting for parts moves the ready time: the card names it as promised at booking, no longer ready.
  await page.goto(`/admin/service?date=${date}`);
  const checkedIn = page.getByTestId('service-job').filter({ hasText: reference });
  await expect(checkedIn).toContainText('Promised ready');
  await checkedIn.getByLabel(`New status for ${reference}`).selectOption('waiting-parts');
  await checkedIn.getByRole('button', { name: 'Set status' }).click();
  const waiting = page.getByTestId('service-job').filter({ hasText: jobStatusLabels['waiting-parts'] });
  await expect(waiting.filter({ hasText: reference })).toContainText('Promised at booking');
  await expect(waiting.filter({ hasText: reference })).not.toContainText('Promised ready');
  // The customer's page no longer names the time, and says why there is none.
  await page.goto(url.href);
  await expect(page.getByText('Promised ready')).toHaveCount(0);
  await expect(page.getByText(/^Not set yet: once the parts are in/)).toBeVisible();
});

test('a job’s history names who moved it as they are called now: a colleague’s name, taken for a moment, does not stay on it', async ({
  page,
  context,
  baseURL,
}) => {
  const { reference } = await bookDropOffAhead(page, 26, ['Hana', 'History']);
  const { id } = storedJob(reference);
  const colleague = await staffShownName();
  await signInAsStaff(context, baseURL!, `vic.${reference.toLowerCase()}@dealer.test`, undefined, 'service');
  const rename = async (name: string) => {
    await page.goto('/admin/account');
    await page.getByLabel('Full name').fill(name);
    await page.getByRole('button', { name: 'Save my name' }).click();
    await expect(page.getByRole('status')).toContainText(`your replies are signed ${name}`);
  };
  // Named as a colleague, they check the cart in; then they take their own name back.
  await rename(colleague);
  await page.goto(`/admin/service/${id}`);
  await page.getByLabel(`New status for ${reference}`).selectOption('checked-in');
  await page.getByRole('button', { name: 'Set status' }).click();
  await expect(page.getByRole('status')).toContainText('Status saved');
  await rename('Vic Service');
  await page.goto(`/admin/service/${id}`);
  const history = page.getByRole('heading', { name: 'History' }).locator('..');
  const checkedIn = history.getByRole('listitem').filter({ hasText: jobStatusLabels['checked-in'] });
  await expect(checkedIn).toContainText('· Vic Service');
  await expect(checkedIn).not.toContainText(colleague);
});

test('the desk cancels a drop-off a customer phoned about, once the box is ticked, and the window is free again', async ({
  page,
  context,
  baseURL,
}) => {
  const job = await firstJob(page);
  const free = async () =>
    (await slotDays(page, job)).find((day) => day.windows.some((window) => window.free > 0))!;
  const day = await free();
  const window = day.windows.find((each) => each.free > 0)!;
  const answer = await page.request.post('/api/service/bookings', {
    data: {
      job: job.id,
      date: day.date,
      window: window.id,
      firstName: 'Casey',
      lastName: 'Caller',
      email: `e2e-service-cancel-${Date.now()}@example.com`,
      phone: '908-555-0132',
      cart: { brand: 'Club Car', model: 'Precedent', year: 2016 },
    },
  });
  expect(answer.status()).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const { id } = storedJob(reference);
  await signInAsStaff(context, baseURL!);
  await page.goto(`/admin/service/${id}`);
  // The same job open in a second tab, to cancel from again.
  const secondTab = await context.newPage();
  await secondTab.goto(`/admin/service/${id}`);
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(
    page.getByText('Tick the box to confirm the customer asked to cancel.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel(/The customer asked to cancel/).check();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByRole('status')).toContainText('Cancelled: the window and hours are free again');
  await expect(page.getByRole('status')).toContainText('so the customer is not e-mailed: tell them');
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0);
  // The time promised at booking no longer stands: the desk still sees what it was, named so.
  await expect(page.getByText('Promised at booking')).toBeVisible();
  await expect(page.getByText('Promised ready')).toHaveCount(0);
  // Cancelled again from the older tab: said as done before, not as this tab's cancellation.
  await secondTab.getByLabel(/The customer asked to cancel/).check();
  await secondTab.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(secondTab.getByRole('status')).toContainText('Already cancelled');
  await expect(secondTab.getByRole('status')).not.toContainText('free again');
  const [after] = await slotDays(page, job, day.date);
  expect(after!.windows.find((each) => each.id === window.id)!.free).toBe(window.free);
});

test('a cancel sent after the cart was checked in is refused on a page drawn afresh, which shows the cart with us', async ({
  page,
}) => {
  const { reference, manageUrl } = await bookDropOffAhead(page, 24, ['Lee', 'Late']);
  await page.goto(new URL(manageUrl).pathname + new URL(manageUrl).search);
  // The workshop checks the cart in while the customer's page is open.
  withTestDatabase((db) =>
    db
      .prepare("UPDATE service_bookings SET status = 'checked-in', version = version + 1 WHERE reference = ?")
      .run(reference),
  );
  await page.getByLabel('Yes, cancel this drop-off').check();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Not cancelled' });
  await expect(refusal).toContainText(
    'Not cancelled: your cart was checked in before your cancel reached us.',
  );
  await expect(refusal.getByRole('link')).toHaveAttribute('href', /^tel:/);
  await expect(refusal).toBeFocused();
  // Every card now says where the booking is: checked in, no cancel left to offer.
  await expect(page.getByText(jobStatusLabels['checked-in'], { exact: true })).toBeVisible();
  await expect(page.getByText('Your cart is with us: call us to change the job.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(
    withTestDatabase(
      (db) =>
        (
          db.prepare('SELECT status FROM service_bookings WHERE reference = ?').get(reference) as {
            status: string;
          }
        ).status,
    ),
  ).toBe('checked-in');
});

test('the customer answers the estimate line by line from a phone: a line left unanswered is named, then the workshop sees each answer', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { reference, manageUrl } = await bookDropOffAhead(page, 27, ['Robin', 'Estimate']);
  const { id } = storedJob(reference);

  // The workshop checks the cart in, writes a labour line and a parts line, and sends them.
  await signInAsStaff(context, baseURL!);
  await page.goto(`/admin/service/${id}`);
  await page.getByLabel(`New status for ${reference}`).selectOption('checked-in');
  await page.getByRole('button', { name: 'Set status' }).click();
  await expect(page.getByRole('status')).toContainText('Status saved.');
  const lines = [
    { kind: 'labour', description: 'Replace the solenoid', hours: '1.5', price: '' },
    { kind: 'parts', description: 'Solenoid, 48 V', hours: '', price: '64.50' },
  ];
  for (const line of lines) {
    await page.getByLabel('Kind').selectOption(line.kind);
    await page.getByLabel('Description').fill(line.description);
    await page.getByLabel('Price ($)').fill(line.price);
    if (line.kind === 'parts') {
      // Hours typed on parts are refused, not dropped unseen; what was typed stays.
      await page.getByLabel('Hours (labour)').fill('2');
      await page.getByRole('button', { name: 'Add the line' }).click();
      await expect(page.getByLabel('Hours (labour)')).toHaveAccessibleDescription(/parts take none/);
      await expect(page.getByLabel('Description')).toHaveValue(line.description);
    }
    await page.getByLabel('Hours (labour)').fill(line.hours);
    await page.getByRole('button', { name: 'Add the line' }).click();
    await expect(page.getByRole('button', { name: `Remove ${line.description}` })).toBeVisible();
    // A labour line not sent yet shows its hours, as it will once sent.
    if (line.hours)
      await expect(page.getByRole('listitem').filter({ hasText: line.description })).toContainText(
        `Labour (${durationLabel(Number(line.hours) * 60)}): ${line.description}`,
      );
  }
  // A colleague's tab, opened before the estimate is sent.
  const staleTab = await context.newPage();
  await staleTab.goto(`/admin/service/${id}`);
  const staleSendTab = await context.newPage();
  await staleSendTab.goto(`/admin/service/${id}`);
  await page.getByRole('button', { name: /^Send to the customer/ }).click();
  await expect(page.getByRole('heading', { name: /^Estimate 1:/ })).toBeVisible();
  // Removing a line from there is refused in words: it is the customer's to answer now.
  await staleTab.getByRole('button', { name: `Remove ${lines[1]!.description}` }).click();
  const notRemoved = staleTab.getByRole('alert').filter({ hasText: 'Not removed' });
  await expect(notRemoved).toBeFocused();
  await expect(staleTab.getByRole('heading', { name: /^Estimate 1:/ })).toBeVisible();
  await staleTab.close();
  // Sending it again from there is refused in words, on the job as it is now: nothing sent twice.
  await staleSendTab.getByRole('button', { name: /^Send to the customer/ }).click();
  await expect(staleSendTab.getByRole('alert').filter({ hasText: 'Not sent' })).toBeFocused();
  await expect(staleSendTab.getByRole('heading', { name: /^Estimate 1:/ })).toBeVisible();
  await expect(staleSendTab.getByRole('heading', { name: /^Estimate 2:/ })).toHaveCount(0);
  await staleSendTab.close();
  // Nothing e-mails the customer here: the page gives staff the estimate's link to pass on.
  await expect(page.getByRole('status')).toContainText('give them its link');
  const givenLink = await page.getByRole('link', { name: /\/estimate\?round=1&key=/ }).getAttribute('href');
  const stored = withTestDatabase(
    (db) =>
      db
        .prepare(
          'SELECT l.description, l.cents FROM service_estimate_lines l JOIN service_bookings b ON b.id = l.booking_id WHERE b.reference = ? ORDER BY l.created_at',
        )
        .all(reference) as { description: string; cents: number }[],
  );
  expect(stored.map((line) => line.description)).toEqual(lines.map((line) => line.description));
  const [labour, parts] = stored as [(typeof stored)[0], (typeof stored)[0]];

  // The customer, on a phone, from their booking page.
  const phoneContext = await browser.newContext({ viewport: phone, baseURL });
  const customer = await phoneContext.newPage();
  try {
    await customer.goto(new URL(manageUrl).pathname + new URL(manageUrl).search);
    await customer.getByRole('link', { name: 'Approve or decline each line' }).click();
    await customer.waitForURL((url) => url.pathname === `/services/bookings/${reference}/estimate`);
    expect(new URL(customer.url()).search).toBe(new URL(givenLink!).search);
    for (const line of stored)
      await expect(customer.getByRole('group', { name: new RegExp(`^${line.description}`) })).toContainText(
        formatCents(line.cents),
      );
    // Only the first line answered: refused, the other line named and marked, the answer kept.
    const labourLine = customer.getByRole('group', { name: new RegExp(`^${labour.description}`) });
    const partsLine = customer.getByRole('group', { name: new RegExp(`^${parts.description}`) });
    await labourLine.getByRole('radio', { name: 'Approve' }).check();
    await customer.getByRole('button', { name: 'Send my answer' }).click();
    const refusal = customer
      .getByRole('alert')
      .filter({ hasText: 'Approve or decline every line of the estimate.' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toContainText(`Not sent yet. Approve or decline “${parts.description}”.`);
    await expect(refusal).not.toContainText(`“${labour.description}”`);
    await expect(partsLine).toHaveAccessibleDescription(`Approve or decline “${parts.description}”`);
    await expect(labourLine).toHaveAccessibleDescription('');
    await expect(labourLine.getByRole('radio', { name: 'Approve' })).toBeChecked();
    expect(await axeViolations(customer)).toEqual([]);

    await partsLine.getByRole('radio', { name: 'Decline' }).check();
    await customer.getByRole('button', { name: 'Send my answer' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'your answer is recorded' })).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
    await expect(customer.getByRole('heading', { level: 2 }).first()).toContainText(
      `${formatCents(labour.cents)} approved of ${formatCents(labour.cents + parts.cents)}`,
    );
    expect(await axeViolations(customer)).toEqual([]);
    // The booking's own page says what is owed on top of the job's price.
    await customer.goto(new URL(manageUrl).pathname + new URL(manageUrl).search);
    await expect(customer.getByText(`${formatCents(labour.cents)}, on top of the price above`)).toBeVisible();
  } finally {
    await phoneContext.close();
  }

  // The workshop sees each answer on the job.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Estimate 1:/ })).toHaveText(
    `Estimate 1: ${formatCents(labour.cents)} approved of ${formatCents(labour.cents + parts.cents)}`,
  );
  const sent = page.getByRole('heading', { name: /^Estimate 1:/ }).locator('..');
  await expect(sent.getByRole('listitem').filter({ hasText: labour.description })).toContainText(
    decisionLabels.approved,
  );
  await expect(sent.getByRole('listitem').filter({ hasText: parts.description })).toContainText(
    decisionLabels.declined,
  );
});

/**
 * A manager on the service settings, `daysAhead` from today a day with a colleague's exception
 * (far past the booking horizon, so no other test's drop-off can land on it); answers that day.
 */
async function settingsWithException(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  daysAhead: number,
) {
  const date = addDays(dealerToday(), daysAhead);
  giveDayException(date, 240, 'Stocktake');
  await signInAsStaff(context, baseURL);
  await page.goto('/admin/service/settings');
  return date;
}

test('removing a day’s exception a colleague already removed says so, rather than “saved”', async ({
  page,
  context,
  baseURL,
}) => {
  const date = await settingsWithException(page, context, baseURL!, 300);
  const colleague = await context.newPage();
  await colleague.goto('/admin/service/settings');
  const exception = (on: Page) => on.getByRole('listitem').filter({ hasText: formatRequestDate(date) });
  await exception(colleague).getByRole('button', { name: 'Remove' }).click();
  await expect(colleague.getByRole('status')).toHaveText('Exceptions saved.');
  await exception(page).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toHaveText('That exception had already been removed.');
  await expect(exception(page)).toHaveCount(0);
});

test('a day’s exception set again is refused, naming it, and replaced once “Replace it with mine” is ticked', async ({
  page,
  context,
  baseURL,
}) => {
  const date = await settingsWithException(page, context, baseURL!, 302);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the exception' }) });
  // A day past what drop-offs are booked to (a slip of the year) is refused by its field.
  await form.getByLabel('Day', { exact: true }).fill(addDays(dealerToday(), bookingHorizonDays + 1));
  await form.getByLabel('Technician hours that day').fill('0');
  await form.getByLabel('Why').fill('Staff training');
  await form.getByRole('button', { name: 'Save the exception' }).click();
  await expect(form.getByRole('alert')).toContainText(`up to ${bookingHorizonDays} days ahead`);
  await form.getByLabel('Day', { exact: true }).fill(date);
  await form.getByLabel('Technician hours that day').fill('0');
  await form.getByLabel('Why').fill('Staff training');
  await form.getByRole('button', { name: 'Save the exception' }).click();
  await expect(form.getByText(`${formatRequestDate(date)} already has an exception`)).toContainText(
    'Stocktake',
  );
  await expect(form.getByLabel('Why')).toHaveValue('Staff training');
  await form.getByLabel('Replace it with mine').check();
  await form.getByRole('button', { name: 'Save the exception' }).click();
  await expect(page.getByRole('status')).toHaveText('Exceptions saved.');
  const listed = page.getByRole('listitem').filter({ hasText: formatRequestDate(date) });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Staff training');
});

test('the desk books a caller past capacity only with a reason, keeping what was typed when refused', async ({
  page,
  context,
  baseURL,
}) => {
  const job = await firstJob(page);
  const days = await slotDays(page, job);
  // The last bookable day, which no other test books first, given a single technician minute:
  // full for any job.
  const day = days.findLast((each) => each.windows.some((window) => window.free > 0))!;
  const window = day.windows.find((each) => each.free > 0)!;
  const email = `e2e-service-desk-${Date.now()}@example.com`;
  await signInAsStaff(context, baseURL!);
  // Before the form, each job's first free drop-off, as the website offers it, to tell the caller.
  await page.goto('/admin/service/book');
  const firstFree = days.find((each) => each.windows.some((slot) => slot.free > 0))!;
  await expect(page.getByRole('listitem').filter({ hasText: `${job.name}:` })).toContainText(
    `${formatRequestDate(firstFree.date)}, ${firstFree.windows.find((slot) => slot.free > 0)!.label}`,
  );
  const fullDay = giveDayException(day.date, 1, 'One minute on duty');
  await page.reload();
  // Sent blank, its problems speak of the caller, not to the staff member typing.
  await page.getByRole('button', { name: 'Book the drop-off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved.' })).toContainText(
    "Enter the caller's first name",
  );
  await page.getByLabel('Job').selectOption(job.id);
  await page.getByLabel('Drop-off day').fill(day.date);
  await page.getByLabel('Window').selectOption(window.id);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Phoned');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('908-555-0133');
  await page.getByLabel('Cart brand').fill('E-Z-GO');
  await page.getByLabel('Cart model').fill('RXV');
  await page.getByLabel('Model year').fill('2019');
  await page.getByRole('button', { name: 'Book the drop-off' }).click();
  await expect(page.getByText('Tick “Book past capacity” with a reason to book it anyway.')).toBeVisible();
  await page.getByLabel('Book past capacity').check();
  await page.getByRole('button', { name: 'Book the drop-off' }).click();
  // Refused for the missing reason alone; the job, the day, the caller and the tick are kept.
  await expect(
    page.getByText('Say why it goes past the day’s capacity (5 to 200 characters)', { exact: true }),
  ).toBeVisible();
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved.' });
  await expect(refusal).toContainText('Not saved. Say why it goes past the day’s capacity');
  await expect(refusal).toBeFocused();
  await expect(page.getByLabel('Job')).toHaveValue(job.id);
  await expect(page.getByLabel('Window')).toHaveValue(window.id);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Book past capacity')).toBeChecked();
  expect(
    withTestDatabase((db) => db.prepare('SELECT id FROM service_bookings WHERE email = ?').all(email)),
  ).toEqual([]);
  await page.getByLabel('Why (when booking past capacity)').fill('Fleet customer, promised this week');
  await page.getByRole('button', { name: 'Book the drop-off' }).click();
  await page.waitForURL((url) => url.searchParams.get('done') === 'booked');
  expect(
    withTestDatabase((db) =>
      db
        .prepare('SELECT over_capacity_reason, drop_off_date FROM service_bookings WHERE email = ?')
        .all(email),
    ),
  ).toEqual([{ over_capacity_reason: 'Fleet customer, promised this week', drop_off_date: day.date }]);
  // The day back to its weekday's hours for the tests after; the booking is counted apart.
  withTestDatabase((db) => db.prepare('DELETE FROM service_exceptions WHERE id = ?').run(fullDay));
});

test('a drop-off day that fills up while the form is filled in is refused, drawn again without it, nothing left ticked', async ({
  page,
}) => {
  const job = await firstJob(page);
  await page.goto(`/services/appointment?job=${job.id}`);
  const slots = page.getByRole('group', { name: 'Drop-off day and window' });
  // The week's last day shown: the other tests book the soonest days and the last bookable one.
  const lastDay = slots.getByRole('group').last();
  const dayName = (await lastDay.locator('legend').textContent())!;
  const slot = lastDay.getByRole('radio').first();
  const [date] = (await slot.getAttribute('value'))!.split('|');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Meanwhile');
  await page.getByLabel('E-mail').fill(`e2e-service-full-${Date.now()}@example.com`);
  await page.getByLabel('Mobile phone').fill('908-555-0139');
  await page.getByLabel('Brand').fill('Club Car');
  await page.getByLabel('Model', { exact: true }).fill('Onward');
  await page.getByLabel('Model year').fill('2021');
  await slot.check();
  // Another customer takes the day's last hours while this one types.
  const fullDay = giveDayException(date!, 1, 'Filled while the form was open');
  try {
    await page.getByRole('button', { name: 'Book this drop-off' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not booked:' })).toContainText(
      'Choose another drop-off below',
    );
    await expect(slots.getByRole('group').filter({ hasText: dayName })).toHaveCount(0);
    await expect(slots.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Casey');
    await expect(page.getByLabel('Model year')).toHaveValue('2021');
  } finally {
    withTestDatabase((db) => db.prepare('DELETE FROM service_exceptions WHERE id = ?').run(fullDay));
  }
});

test('a booking form posted far longer than it sends is refused by its size, unread, not echoed back', async ({
  page,
}) => {
  const job = await firstJob(page);
  const answer = await page.request.post(`/services/appointment?job=${job.id}`, {
    multipart: { job: job.id, notes: 'n'.repeat(6 * 1024 * 1024) },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(413);
  expect(await answer.text()).toMatch(/^Payload Too Large: a form here sends at most \d+ KB/);
});

/** The settings page's "Add a window" form filled in and sent; the form and its days, to read the answer. */
async function addWindow(
  page: Page,
  window: { label: string; from: string; to: string; carts: string; weekdays: number[] },
) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the window' }) });
  const days = form.getByRole('group', { name: 'Days it runs' });
  await form.getByLabel('Label').fill(window.label);
  await form.getByLabel('From').fill(window.from);
  await form.getByLabel('To').fill(window.to);
  await form.getByLabel('Carts it takes').fill(window.carts);
  for (const day of window.weekdays) await days.getByLabel(weekdayNames[day]!.slice(0, 3)).check();
  await form.getByRole('button', { name: 'Add the window' }).click();
  return { form, days };
}

test('a drop-off window that runs on a day without technician hours says it is not offered that day', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(context, baseURL!);
  await page.goto('/admin/service/settings');
  const hours = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the hours' }) });
  const onDuty = await Promise.all(weekdayNames.map((name) => hours.getByLabel(name).inputValue()));
  const closed = onDuty.findIndex((value) => Number(value) === 0);
  const open = onDuty.findIndex((value) => Number(value) > 0);
  expect(Math.min(closed, open)).toBeGreaterThanOrEqual(0);
  const label = `Early drop off ${randomUUID().slice(0, 6)}`;
  await addWindow(page, { label, from: '07:00', to: '07:30', carts: '1', weekdays: [open, closed] });
  await expect(page.getByRole('status')).toHaveText('Drop-off window saved.');
  const saved = page.locator('form').filter({ has: page.locator(`input[name="label"][value="${label}"]`) });
  const card = page.locator('div').filter({ has: saved }).last();
  const warning = `Not offered on ${weekdayNames[closed]}s: they have no technician hours`;
  await expect(card).toContainText(warning);
  await expect(page.getByText(warning)).toHaveCount(1);
  // Taken off, it is offered on no day: nothing to warn of.
  await saved.getByLabel('Taking drop-offs').uncheck();
  await saved.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Drop-off window saved.');
  await expect(page.getByText(warning)).toHaveCount(0);
});

test('a drop-off window refused keeps its ticked days, and one with no day ticked is refused at the days', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(context, baseURL!);
  await page.goto('/admin/service/settings');
  const { form, days } = await addWindow(page, {
    label: 'Late drop off',
    from: '10:00',
    to: '09:00',
    carts: '2',
    weekdays: [2, 4],
  });
  await expect(form.getByRole('alert')).toContainText('The window ends after it starts');
  // Refused for its hours, the window still runs on the days ticked, and on no other.
  for (const [day, name] of weekdayNames.entries())
    await expect(days.getByLabel(name.slice(0, 3))).toBeChecked({ checked: day === 2 || day === 4 });
  await expect(form.getByLabel('Label')).toHaveValue('Late drop off');

  await days.getByLabel(weekdayNames[2].slice(0, 3)).uncheck();
  await days.getByLabel(weekdayNames[4].slice(0, 3)).uncheck();
  await form.getByLabel('To').fill('11:00');
  await form.getByRole('button', { name: 'Add the window' }).click();
  await expect(form.getByRole('alert')).toContainText('Tick the days the window runs');
  await expect(days).toHaveAccessibleDescription('Tick the days the window runs');
  await expect(form.getByLabel('To')).toHaveValue('11:00');
});
