import { randomUUID } from 'node:crypto';

import { e2eStaff } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '../support/browser-test';
import { openInSpreadsheet, spreadsheetRecords } from '../support/spreadsheet-csv';
import { signInAsStaff } from '../support/staff-session';

async function createLead(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/contact', {
    data: {
      firstName: 'Morgan',
      lastName: 'Admintest',
      phone: '908-555-0123',
      interest: 'rentals',
      message: 'We need two six seaters for a wedding weekend.',
      rentalPlan: 'six-seater/three-day',
      municipality: 'bay-head',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Signs in through the form. The harness lifts the per-address sign-in limit by configuration
 * (SIGN_IN_RATE_LIMIT): every browser here is 127.0.0.1. The limit itself is tested in
 * staff-auth.test.ts and, against a server of its own, in server-process.spec.ts.
 */
async function signIn(page: Page, password = e2eStaff.password, signInPage = '/admin/sign-in') {
  if (!page.url().includes('/admin/sign-in')) await page.goto(signInPage);
  await page.getByLabel('E-mail').fill(e2eStaff.email);
  await page.getByLabel('Password').fill(password);
  // Wait for the server's answer: navigating on early would abort the attempt uncounted.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/sign-in',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

test('without a session every admin address sends you to sign in or refuses', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  expect((await request.get('/admin/export')).status()).toBe(401);
  expect((await request.get('/admin/leads/00000000-0000-0000-0000-000000000000/adf')).status()).toBe(401);
  const response = await request.get('/admin/sign-in');
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('a staff page opened without a session (a lead from its e-mail) returns there after sign-in, never elsewhere', async ({
  page,
  browser,
}) => {
  const leadId = await createLead(page.request, { email: 'deep.link@example.com' });
  await page.goto(`/admin/leads/${leadId}?from=mail`);
  await expect(page).toHaveURL(
    `/admin/sign-in?next=${encodeURIComponent(`/admin/leads/${leadId}?from=mail`)}`,
  );
  await signIn(page);
  await expect(page).toHaveURL(`/admin/leads/${leadId}?from=mail`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Staff sign-in');

  // A sign-in link made elsewhere cannot send the person on to another site.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, e2eStaff.password, '/admin/sign-in?next=//evil.example/admin');
    await expect(otherPage).toHaveURL('/admin');
  } finally {
    await other.close();
  }
});

test('a wrong password does not sign in', async ({ page, context }) => {
  await signIn(page, 'not the password');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'That e-mail and password do not match a staff account.',
  );
  await expect(page).toHaveURL('/admin/sign-in');
  expect((await context.cookies()).find((cookie) => cookie.name === 'staff_session')).toBeUndefined();
});

test.describe('signing in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password comes back refused with the e-mail kept; the right one opens the page asked for', async ({
    page,
  }) => {
    const signInPage = '/admin/sign-in?next=%2Fadmin%2Fleads';
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(signInPage);
    // The form names where it goes: a browser without the script posts there, not to "".
    await expect(page.locator('form')).toHaveAttribute('action', signInPage);
    await signIn(page, 'not the password');
    await expect(page).toHaveURL(signInPage);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'That e-mail and password do not match a staff account.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(e2eStaff.email);
    await signIn(page);
    await expect(page).toHaveURL('/admin/leads');
  });
});

test('the session cookie is HttpOnly, SameSite=Lax, limited to /admin, and __Host- and Secure over https', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page);
  await expect(page).toHaveURL('/admin');
  const cookie = (await context.cookies()).find((item) => item.name === 'staff_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/admin', secure: false });

  // Behind a TLS proxy (X-Forwarded-Proto: https) the cookie must be Secure.
  const tlsContext = await browser.newContext();
  const tlsPage = await tlsContext.newPage();
  const signInAnswer = tlsPage.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/sign-in',
  );
  await tlsPage.setExtraHTTPHeaders({ 'x-forwarded-proto': 'https' });
  await tlsPage.goto('/admin/sign-in');
  await tlsPage.getByLabel('E-mail').fill(e2eStaff.email);
  await tlsPage.getByLabel('Password').fill(e2eStaff.password);
  await tlsPage.getByRole('button', { name: 'Sign in' }).click();
  const setCookie = (await (await signInAnswer).headerValue('set-cookie')) ?? '';
  expect(setCookie).toMatch(/^__Host-staff_session=/);
  expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i);
  expect(setCookie).not.toMatch(/Domain=/i);
  expect(setCookie).toMatch(/;\s*Secure/i);
  expect(setCookie).toMatch(/HttpOnly/i);
  // Signing out clears it: a browser keeps a __Host- cookie that a non-Secure one would replace.
  // (Sent as the browser would over https; this test's plain http keeps no Secure cookie.)
  const signedOut = await tlsContext.request.post('/admin/sign-out', {
    headers: {
      cookie: setCookie.split(';')[0]!,
      'x-forwarded-proto': 'https',
      origin: new URL(tlsPage.url()).origin,
    },
    maxRedirects: 0,
  });
  expect(signedOut.status()).toBe(303);
  const cleared = signedOut
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith('__Host-staff_session='));
  expect(cleared).toMatch(/^__Host-staff_session=;/);
  expect(cleared).toMatch(/;\s*Secure/i);
  await tlsContext.close();
});

test('staff find a lead, see its context, change its status and export the list', async ({
  page,
  request,
}) => {
  const email = `morgan.${Date.now()}@example.com`;
  const id = await createLead(request, { email });
  await signIn(page);
  // Sign-in opens on the dashboard; the inbox is one click away.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Morgan Admintest' }).click();
  await expect(page).toHaveURL(`/admin/leads/${id}`);
  await expect(page.getByText('6 Seater Golf Cart, 3 Day plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Bay Head Borough', { exact: true })).toBeVisible();
  await expect(page.getByText('We need two six seaters for a wedding weekend.')).toBeVisible();
  await expect(page.getByText(/mail is not configured/)).toBeVisible();

  await page.getByRole('button', { name: 'Contacted', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Status saved.');
  await expect(page.locator('h1 + span')).toHaveText('Contacted');

  await page.goto(`/admin?status=contacted&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: 'Morgan Admintest' })).toBeVisible();
  await page.goto(`/admin?status=new&q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No leads match these filters.')).toBeVisible();

  // The same person again, with an accent in the name and a message of several lines.
  const second = { lastName: 'Muñoz', message: 'Two more questions:\nDo you deliver?\nOn Sundays too?' };
  await createLead(request, { email, ...second });
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  // As a spreadsheet opens it: UTF-8 by its byte-order mark, one row a lead.
  const opened = openInSpreadsheet(Buffer.concat(csv as Buffer[]));
  expect(opened.byteOrderMark).toBe(true);
  const records = spreadsheetRecords(opened.text);
  expect(records).toHaveLength(2);
  const first = records.find((record) => record.id === id)!;
  expect(first).toMatchObject({ email, status: 'contacted', rental_plan: 'six-seater/three-day' });
  expect(records.find((record) => record.id !== id)).toMatchObject({
    last_name: second.lastName,
    message: second.message,
  });

  const adf = await page.request.get(`/admin/leads/${id}/adf`);
  expect(adf.status()).toBe(200);
  expect(await adf.text()).toContain(`<email>${email}</email>`);
});

test("the inbox finds a caller by the digits of their number, and a lead lists the person's other leads", async ({
  page,
  request,
}) => {
  // A number of its own for this run: caller ID shows digits only.
  const line = String(Date.now() % 10_000).padStart(4, '0');
  const first = await createLead(request, {
    email: `caller.${line}@example.com`,
    phone: `(848) 555-${line}`,
  });
  const second = await createLead(request, {
    email: `caller.other.${line}@example.com`,
    phone: `+1 848 555 ${line}`,
  });
  await signIn(page);
  await page.goto('/admin/leads');
  await page.getByLabel('Search').fill(`848555${line}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.goto(`/admin/leads/${second}`);
  const others = page.getByRole('heading', { name: 'Other leads from this person (1)' });
  await expect(others).toBeVisible();
  await page.locator(`a[href="/admin/leads/${first}"]`).click();
  await expect(page).toHaveURL(`/admin/leads/${first}`);
  await expect(page.getByRole('heading', { name: 'Other leads from this person (1)' })).toBeVisible();
  await expect(page.locator(`a[href="/admin/leads/${second}"]`)).toBeVisible();
});

test('a status change posted from another site changes nothing', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const email = `forged.${Date.now()}@example.com`;
  const id = await createLead(request, { email });
  await signInAsStaff(context, baseURL!);
  await page.goto(`/admin/leads/${id}`);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Set status' }) });
  const fields = await form.evaluate((element) =>
    [...new FormData(element as HTMLFormElement)].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : '',
    ]),
  );
  expect(fields.some(([name]) => name!.startsWith('$ACTION_'))).toBe(true);
  // The status travels as the pressed button's value.
  const multipart = { ...Object.fromEntries(fields), status: 'won' };
  // The browser sends the staff member's cookie along with a post from a page on another site.
  const forged = await page.request.post(`/admin/leads/${id}`, {
    headers: { origin: 'https://attacker.example' },
    multipart,
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  expect(forged.status()).toBeLessThan(500);
  await page.reload();
  await expect(page.locator('h1 + span')).toHaveText('New');
  // The same post from the site itself works, so the refusal above was the origin's doing.
  const genuine = await page.request.post(`/admin/leads/${id}`, { headers: { origin: baseURL! }, multipart });
  expect(genuine.status()).toBeLessThan(400);
  await page.reload();
  await expect(page.locator('h1 + span')).toHaveText('Won');
});

test("a record or address the staff area does not have answers 404 with the staff area's own page", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(context, baseURL!);
  for (const address of [
    `/admin/leads/${randomUUID()}`,
    '/admin/inventory/no-such-cart',
    '/admin/nothing/here',
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('Not found');
    // The address stays the one asked for, though the server drew the page from another.
    await expect(page).toHaveURL(address);
    // Inside the staff area, not the public site's 404: its navigation, and the way back.
    await expect(page.getByRole('button', { name: 'Sign out' }), address).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' }), address).toHaveAttribute(
      'href',
      '/admin',
    );
    // Drawn by the server, not left to the browser's script: staff without JavaScript see it too.
    const document = await page.request.get(address);
    expect(document.status(), address).toBe(404);
    const html = await document.text();
    expect(html, address).toContain('Back to the dashboard');
    expect(html, address).not.toContain('__next_error__');
  }
  // The page that draws it is not found at its own address either.
  const direct = await page.goto('/admin/page-not-found');
  expect(direct?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  expect(await axeViolations(page)).toEqual([]);
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/admin/sign-in');
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/sign-in');
});
