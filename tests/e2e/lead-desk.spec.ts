import { e2eStaff } from '../../playwright.config';
import { leadStatusLabels } from '../../src/features/leads/lead';
import { followUpLabel } from '../../src/features/leads/lead-desk';
import { sourceStorageKey } from '../../src/features/leads/lead-source';
import { addDays, dealerToday } from '../../src/features/requests/request-dates';
import { axeViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '../support/browser-test';
import { signInAsStaff, staffShownName, withTestDatabase } from '../support/staff-session';

/** The lead desk: status, notes, calls and follow-up on a lead, by two staff at once. */

async function createLead(request: APIRequestContext, person: Record<string, string> = {}) {
  const response = await request.post('/api/contact', {
    data: {
      firstName: 'Dana',
      lastName: 'Desktest',
      email: `dana.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`,
      phone: '732-555-0188',
      interest: 'sales',
      message: 'Is the six seater still in stock? We could come by on Saturday.',
      ...person,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const statusBadge = (page: Page) => page.locator('h1 + span');
const timeline = (page: Page) => page.getByTestId('lead-timeline');

test('two staff on one lead: a stale status change is refused naming the other change, keeps the reason, and saves when applied anyway', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const id = await createLead(page.request);
  await signInAsStaff(context, baseURL!);
  const colleague = 'alex.desk@dealer.test';
  const otherContext = await browser.newContext();
  await signInAsStaff(otherContext, baseURL!, colleague);
  const other = await otherContext.newPage();
  await page.goto(`/admin/leads/${id}`);
  await other.goto(`/admin/leads/${id}`);

  // Lost needs a reason, and says so at the field.
  await other.getByRole('button', { name: 'Lost (give a reason)' }).click();
  const reason = other.getByLabel('Reason, if lost');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(other.getByText('Choose why the lead was lost.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Contacted', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Status saved.');

  await reason.selectOption('price');
  await other.getByRole('button', { name: 'Lost (give a reason)' }).click();
  const refusal = other.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(refusal).toContainText('Not saved: this lead changed after you opened it.');
  // Named by the name on the account, with the e-mail beside it.
  await expect(refusal).toContainText(`(${e2eStaff.email}) at`);
  await expect(refusal).toContainText('Status New → Contacted');
  await expect(refusal).toBeFocused();
  // The choice made before the refusal is still made.
  await expect(reason).toHaveValue('price');
  await expect(statusBadge(other)).toHaveText('New');

  await other.getByLabel('Apply mine anyway').check();
  await other.getByRole('button', { name: 'Lost (give a reason)' }).click();
  await expect(other.getByRole('status')).toHaveText('Status saved.');
  await expect(statusBadge(other)).toHaveText('Lost');
  await expect(other.getByText('Lost: Price')).toBeVisible();
  const entries = timeline(other).locator('li[data-kind="status"]');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Status Contacted → Lost (Price)');
  await expect(entries.nth(0)).toContainText(colleague);
  await expect(entries.nth(1)).toContainText('Status New → Contacted');
  await expect(entries.nth(1)).toContainText(e2eStaff.email);
  await otherContext.close();
});

test('a call and a note go on the timeline, the first call times the response, and a refused call keeps what was typed', async ({
  page,
  context,
  baseURL,
}) => {
  // A work number with an extension: the call dials it after a pause, the text goes to the line.
  const id = await createLead(page.request, { phone: '732-555-0188 x12' });
  await signInAsStaff(context, baseURL!);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByTestId('first-response')).toContainText('Not answered yet');
  const phone = page.getByRole('link', { name: /^Call / });
  await expect(phone).toHaveAttribute('href', 'tel:+17325550188,12');
  await expect(page.getByRole('link', { name: 'Text', exact: true })).toHaveAttribute(
    'href',
    'sms:+17325550188',
  );

  await page.getByLabel('What was said (optional)').fill('Wants Saturday at 10.');
  await page.getByRole('button', { name: 'Log call' }).click();
  await expect(page.getByLabel('How the call went')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose how the call went.', { exact: true })).toBeVisible();
  // Said and focused where the form ends, as every refused form of the desk does.
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved.' });
  await expect(refusal).toHaveText('Not saved. Choose how the call went.');
  await expect(refusal).toBeFocused();
  await expect(page.getByLabel('What was said (optional)')).toHaveValue('Wants Saturday at 10.');

  await page.getByLabel('How the call went').selectOption('reached');
  await page.getByRole('button', { name: 'Log call' }).click();
  await expect(page.getByRole('status')).toHaveText('Call logged.');
  await expect(page.getByTestId('first-response')).toContainText(
    `after it arrived, by ${await staffShownName()}.`,
  );
  const call = timeline(page).locator('li[data-kind="call"]');
  await expect(call).toContainText('Call: Spoke with them');
  await expect(call).toContainText('Wants Saturday at 10.');
  // Spoken with, the New lead is Contacted, on the timeline by whoever called.
  await expect(statusBadge(page)).toHaveText('Contacted');
  await expect(timeline(page).locator('li[data-kind="status"]')).toContainText('Status New → Contacted');

  await page.getByLabel('Note', { exact: true }).fill('Bring the trade-in title on Saturday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('Note added.');
  await expect(timeline(page).locator('li').first()).toContainText('Bring the trade-in title on Saturday.');

  // This server sends no mail: a reply is refused, saying why, and what was written stays.
  await page.getByLabel('Message', { exact: true }).fill('Hi Dana, Saturday works.');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('Mail is not configured (SMTP_URL is unset)')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hi Dana, Saturday works.');

  // Next week, whatever today is (a real date only: the schema's test in lead-desk.test.ts).
  const nextWeek = addDays(dealerToday(), 7);
  await page.getByLabel('Next follow-up').fill(nextWeek);
  await page.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(page.getByText(`Next follow-up: ${followUpLabel(nextWeek)}.`)).toBeVisible();
  await expect(timeline(page).locator('li').first()).toContainText(
    `Follow-up set for ${followUpLabel(nextWeek)}`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('the status buttons work without JavaScript', async ({ browser, baseURL, request }) => {
  const id = await createLead(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(context, baseURL!);
  const page = await context.newPage();
  await page.goto(`/admin/leads/${id}`);
  await page.getByRole('button', { name: 'Lost (give a reason)' }).click();
  await expect(page.getByText('Choose why the lead was lost.', { exact: true })).toBeVisible();
  await page.getByLabel('Reason, if lost').selectOption('not-ready');
  await page.getByRole('button', { name: 'Appointment set' }).click();
  await expect(page.getByRole('status')).toHaveText('Status saved.');
  await expect(statusBadge(page)).toHaveText('Appointment set');
  await context.close();
});

test('on a 390 px phone the inbox is cards: what they want, who, status, owner and a call button, with no sideways scroll', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `card.${Date.now()}@example.com`;
  // A real surname, one unbroken word wider than a phone at the heading's size.
  const lastName = 'Wolfeschlegelsteinhausenbergerdorff';
  const response = await page.request.post('/api/contact', {
    data: {
      firstName: 'Casey',
      lastName,
      email,
      phone: '(848) 555-0166',
      interest: 'sales',
      vehicleId: 'denago-ev-city',
      topic: 'quote',
      message: 'What is the best price?',
    },
  });
  expect(response.status()).toBe(201);
  await signInAsStaff(context, baseURL!);
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const card = page.getByTestId('lead-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Quote request: Denago EV City');
  await expect(card.getByRole('link', { name: `Casey ${lastName}` })).toBeVisible();
  await expect(card).toContainText('New');
  await expect(card.getByRole('link', { name: 'Call (848) 555-0166' })).toHaveAttribute(
    'href',
    'tel:+18485550166',
  );
  // The desktop table is not shown on a phone.
  await expect(page.getByRole('table')).toBeHidden();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await page.goto(`/admin/leads/${((await response.json()) as { id: string }).id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Casey ${lastName}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});

test("a manager erases a person's data on request: confirmed first, recorded, and nothing of them left on the page", async ({
  page,
  context,
  baseURL,
}) => {
  // A line of their own, which the person also wrote from under another address, and which a
  // colleague at another extension shares.
  const phone = `732-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const email = `dana.erase.${Date.now()}@example.com`;
  const id = await createLead(page.request, { phone, email });
  const sameEmail = await createLead(page.request, { email: email.toUpperCase(), phone: '609-555-0142' });
  const colleague = await createLead(page.request, {
    firstName: 'Bob',
    email: `bob.${email}`,
    phone: `${phone} ext. 34`,
    message: 'A parts quote for our fleet, please.',
  });
  const reference = (leadId: string) =>
    withTestDatabase(
      (db) =>
        (db.prepare('SELECT reference FROM leads WHERE id = ?').get(leadId) as { reference: string })
          .reference,
    );
  await signInAsStaff(context, baseURL!);
  // A colleague's tab, opened before the erasure.
  const before = await context.newPage();
  await before.goto(`/admin/leads/${id}`);
  await page.goto(`/admin/leads/${id}`);
  const twinBox = page.getByRole('checkbox', { name: new RegExp(`ref ${reference(sameEmail)}`) });
  const colleagueBox = page.getByRole('checkbox', { name: new RegExp(`ref ${reference(colleague)}`) });
  // The same e-mail is taken for the person; the same line under another name is not, and says so.
  await expect(twinBox).toBeChecked();
  await expect(colleagueBox).not.toBeChecked();
  await expect(page.getByText(/Same phone number only, under another name/)).toBeVisible();
  // Refused until confirmed, with the boxes as they were sent.
  await twinBox.uncheck();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(
    page.getByText('Tick the box to confirm: this cannot be undone.', { exact: true }),
  ).toBeVisible();
  await expect(twinBox).not.toBeChecked();
  await expect(colleagueBox).not.toBeChecked();
  await twinBox.check();
  await page.getByLabel(/^Erase the name, e-mail, phone/).check();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Personal data erased on this lead and on the other leads ticked as theirs.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erased');
  await expect(page.getByText('Is the six seater still in stock?')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await expect(timeline(page).locator('li[data-kind="erased"]')).toContainText(
    "Personal data erased at the person's request",
  );
  expect(await axeViolations(page)).toEqual([]);
  const stored = (leadId: string) =>
    withTestDatabase(
      (db) =>
        db.prepare('SELECT first_name, message FROM leads WHERE id = ?').get(leadId) as Record<
          string,
          string
        >,
    );
  expect(stored(sameEmail)).toEqual({ first_name: 'Erased', message: '' });
  expect(stored(colleague)).toEqual({ first_name: 'Bob', message: 'A parts quote for our fleet, please.' });
  // Closed for good: nothing on the page reopens it or adds to it, and the tab opened before is refused.
  await expect(page.getByRole('heading', { name: 'Set status' })).toHaveCount(0);
  for (const button of ['Log call', 'Add note'])
    await expect(page.getByRole('button', { name: button })).toHaveCount(0);
  await expect(page.getByLabel('Next follow-up')).toHaveCount(0);
  await before.getByRole('button', { name: leadStatusLabels.contacted, exact: true }).click();
  await expect(before.getByRole('alert').filter({ hasText: /\S/ })).toContainText('erased at their request');
  const status = withTestDatabase(
    (db) => (db.prepare('SELECT status FROM leads WHERE id = ?').get(id) as { status: string }).status,
  );
  expect(status).toBe('lost');
});

test('the dashboard opens the staff area: figures and charts with tables for screen readers, on a phone too', async ({
  page,
  context,
  baseURL,
}) => {
  await createLead(page.request);
  await signInAsStaff(context, baseURL!);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin?days=7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Leads received')).toBeVisible();
    const byKind = page.getByRole('table', { name: 'Leads by kind' });
    await expect(byKind.getByRole('row').nth(1)).toBeAttached();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    expect(await axeViolations(page)).toEqual([]);
  }
  // The inbox's old addresses (bookmarks, e-mails) still open the inbox.
  await page.goto('/admin?q=desktest');
  await expect(page).toHaveURL('/admin/leads?q=desktest');
});

test('a lead counts down to its deadline in the inbox and on its page, and the dashboard leads to the overdue leads and the follow-ups due', async ({
  page,
  context,
  baseURL,
}) => {
  const id = await createLead(page.request);
  const row = page.locator('tr', { has: page.locator(`a[href="/admin/leads/${id}"]`) });
  await signInAsStaff(context, baseURL!);
  await page.goto('/admin/leads');
  await expect(row).toContainText(/Due in \d/);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByText(/^Due in \d/)).toBeVisible();
  await expect(page.getByText(/^Due by /)).toBeVisible();

  // A follow-up for today at the dealer: listed from the dashboard.
  const today = dealerToday();
  await page.getByLabel('Next follow-up').fill(today);
  await page.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(page.getByRole('status')).toHaveText('Follow-up saved.');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'See the follow-ups due' }).click();
  await expect(page).toHaveURL('/admin/leads?due=follow-up');
  await expect(page.getByRole('combobox', { name: 'Due' })).toHaveValue('follow-up');
  await expect(row).toBeVisible();

  // Three days old and never answered: overdue, and listed from the dashboard as such.
  withTestDatabase((sqlite) =>
    sqlite
      .prepare('update leads set created_at = ? where id = ?')
      .run(new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString(), id),
  );
  await page.goto('/admin');
  await page.getByRole('link', { name: 'See the overdue leads' }).click();
  await expect(page).toHaveURL('/admin/leads?due=overdue');
  await expect(row).toContainText('Overdue');
  await expect(row).not.toContainText('Due in');
  expect(await axeViolations(page)).toEqual([]);
});

/** Sends the contact form on the page as a visitor would, and waits for the thank-you page. */
async function sendContactForm(
  page: Page,
  visitor: { firstName: string; lastName: string; email: string; phone: string; message: string },
) {
  await page.getByRole('textbox', { name: 'First name' }).fill(visitor.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(visitor.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(visitor.phone);
  await page.getByRole('textbox', { name: 'Message' }).fill(visitor.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=/);
}

/** Finds a lead in the staff inbox by e-mail and opens its page. */
async function openLead(page: Page, email: string, name: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name }).first().click();
}

test('a lead records where the visit came from: the landing page and its campaign tags, with JavaScript and without, and no cookie', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const landing = await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0test');
  // A campaign landing page is the same cached page for everyone: nothing per visitor in it.
  expect(landing?.headers()['set-cookie']).toBeUndefined();
  // The page notes the visit once its scripts run: wait for that, as a visitor reading it would.
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), sourceStorageKey))
    .toContain('"utmSource":"google"');
  await page.goto('/contact');
  // The form carries the session's source once its scripts have read it.
  await expect(page.locator('input[name="utm_source"]')).toHaveValue('google');
  const email = `source.${Date.now()}@example.com`;
  await sendContactForm(page, {
    firstName: 'Sky',
    lastName: 'Sourcetest',
    email,
    phone: '732-555-0133',
    message: 'Do you have a four seater in red?',
  });
  await signInAsStaff(context, baseURL!);
  await openLead(page, email, 'Sky Sourcetest');
  await expect(
    page.getByText('/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0test'),
  ).toBeVisible();
  await expect(page.getByText('source google, medium cpc, campaign spring')).toBeVisible();
  await expect(page.getByText('Cj0test', { exact: true })).toBeVisible();

  // Without JavaScript the tags on the form page's own address are read from the post, and kept
  // when the post is refused once: the form comes back at an address with no tags left.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto('/contact?utm_source=newsletter&utm_campaign=autumn');
  const quiet = `nojs.${Date.now()}@example.com`;
  const noor = {
    firstName: 'Noor',
    lastName: 'Plainpost',
    email: quiet,
    phone: '732-555-0134',
    message: 'Please call me about a rental next month.',
  };
  await noScript.getByRole('textbox', { name: 'Email' }).fill('noor.plainpost@');
  await noScript.getByRole('button', { name: 'Send Message' }).click();
  await expect(noScript).toHaveURL(/\/contact\?draft=/);
  expect(noScript.url()).not.toContain('utm_');
  await sendContactForm(noScript, noor);
  await plain.close();
  await openLead(page, quiet, 'Noor Plainpost');
  await expect(page.getByText('source newsletter, campaign autumn')).toBeVisible();
});

test('a visit that begins on the form page itself records the site that linked to it', async ({
  page,
  context,
  baseURL,
}) => {
  // The form's own fields note the source when the visit starts there: the site that linked to the
  // page is known only to the browser, never to the post (its Referer is this site's form).
  await page.goto('/contact?utm_campaign=winter', { referer: 'https://search.example.org/?q=golf+carts' });
  await expect(page.locator('input[name="source_referrer"]')).toHaveValue('search.example.org');
  const email = `landing.${Date.now()}@example.com`;
  await sendContactForm(page, {
    firstName: 'Lane',
    lastName: 'Firstpage',
    email,
    phone: '732-555-0135',
    message: 'Is the six seater still in stock?',
  });
  await signInAsStaff(context, baseURL!);
  await openLead(page, email, 'Lane Firstpage');
  await expect(page.getByText('search.example.org', { exact: true })).toBeVisible();
  await expect(page.getByText('campaign winter')).toBeVisible();
});
