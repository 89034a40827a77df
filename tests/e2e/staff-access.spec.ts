import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';
import sharp from 'sharp';

import { archivedForManagers } from '../../src/features/inventory/vehicle';
import { leadStatusLabels } from '../../src/features/leads/lead';
import { leadRefusals } from '../../src/features/leads/lead-access';
import type { Database } from '../../src/server/db/schema';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test } from '../support/browser-test';
import { connectSeparately } from '../support/separate-connection';
import { bookFirstFreeDropOff } from '../support/service-api';
import { writeStaffSession } from '../support/staff-session';

/**
 * Every page, route handler and server action of the staff area, asked for by three people on a
 * server whose managers require two-factor sign-in: an account that has not set it up yet, a
 * salesperson and a manager. Each answer is held to what docs/areas/staff-and-security.md promises of roles and
 * two-factor. The walk reads the routes from src/app/admin and the actions from the build, so a
 * new one fails here until it is put in one of the lists below.
 *
 * Its own server: requiring two-factor of every account changes what every other staff test sees.
 */

const root = path.resolve(__dirname, '..', '..');

// One server for the file: its tests share the accounts and leads made below, in order.
test.describe.configure({ mode: 'default' });

/** Pages and routes anyone may open, signed in or not. */
const publicRoutes = new Set([
  '/admin/sign-in',
  '/admin/sign-in/code',
  '/admin/forgot-password',
  '/admin/password',
  '/admin/not-allowed',
  // The "Sign out" button's post: it ends whatever session it carries, if any.
  '/admin/sign-out',
  // An address under /admin that names no page: the staff area's 404, whoever asks.
  '/admin/[...missing]',
  // The same 404 drawn as a page, which the server sends in place of Next's empty one.
  '/admin/page-not-found',
]);
/** Where an account must go while two-factor is required and not set up. */
const beforeTwoFactorRoutes = new Set(['/admin/account']);
/** A manager's, and nobody else's. */
const managerRoutes = new Set([
  '/admin/staff',
  '/admin/staff/[id]',
  '/admin/staff/replies',
  '/admin/inventory/import',
  '/admin/inventory/settings',
  '/admin/export',
  '/admin/payments',
]);
/** The rental desk's: the rentals team's and the managers'. */
const rentalRoutes = new Set([
  '/admin/rentals',
  '/admin/rentals/fleet',
  '/admin/rentals/new',
  '/admin/rentals/bookings/[id]',
  '/admin/rentals/bookings/[id]/agreement',
  '/admin/rentals/bookings/[id]/photos',
  '/admin/rentals/bookings/[id]/photos/[photo]',
]);
/** The service desk's: service staff and managers. */
const serviceRoutes = new Set([
  '/admin/service',
  '/admin/service/[id]',
  '/admin/service/book',
  '/admin/service/settings',
]);
/** A lead's, for its owner, anyone while nobody owns it, and managers. */
const leadRoutes = new Set([
  '/admin/leads/[id]',
  '/admin/leads/[id]/adf',
  '/admin/leads/[id]/photos/[photo]',
]);
/** Everything else is for any staff member past sign-in. */
const staffRoutes = new Set([
  '/admin',
  '/admin/leads',
  '/admin/inventory',
  '/admin/inventory/new',
  '/admin/inventory/[id]',
  '/admin/inventory/[id]/photos',
  '/admin/inventory/export',
  '/admin/inventory/photos',
  '/admin/inventory/photos/upload',
  '/admin/payments/holds',
]);

type Access = 'public' | 'before-two-factor' | 'staff' | 'rentals' | 'service' | 'manager';

/** Each server action by name: who may run it, and whether it takes the form's previous state. */
const actions: Record<string, { access: Access; withState: boolean }> = {
  signIn: { access: 'public', withState: true },
  verifySignInCode: { access: 'public', withState: true },
  forgotPasswordAction: { access: 'public', withState: true },
  setPasswordAction: { access: 'public', withState: true },
  // The public booking page's forms: a renter's, checked by their own rules and link keys.
  bookRentalAction: { access: 'public', withState: true },
  joinWaitlistAction: { access: 'public', withState: true },
  cancelOwnBookingAction: { access: 'public', withState: true },
  confirmTwoFactorAction: { access: 'before-two-factor', withState: true },
  saveOwnNameAction: { access: 'before-two-factor', withState: true },
  signOutElsewhereAction: { access: 'before-two-factor', withState: false },
  changeOwnPasswordAction: { access: 'before-two-factor', withState: true },
  newRecoveryCodesAction: { access: 'staff', withState: true },
  turnOffTwoFactorAction: { access: 'staff', withState: true },
  setTwoFactorRequirementAction: { access: 'manager', withState: true },
  resetTwoFactorAction: { access: 'manager', withState: false },
  addStaffAction: { access: 'manager', withState: true },
  updateStaffAction: { access: 'manager', withState: true },
  setStaffDisabledAction: { access: 'manager', withState: true },
  saveDeskSettingsAction: { access: 'manager', withState: true },
  saveReplyTemplatesAction: { access: 'manager', withState: true },
  eraseLeadPersonAction: { access: 'manager', withState: true },
  changeLeadStatusAction: { access: 'staff', withState: true },
  setFollowUpAction: { access: 'staff', withState: true },
  addNoteAction: { access: 'staff', withState: true },
  logCallAction: { access: 'staff', withState: true },
  assignLeadAction: { access: 'staff', withState: true },
  sendReplyAction: { access: 'staff', withState: true },
  saveVehicle: { access: 'staff', withState: true },
  changeVehicleStatus: { access: 'staff', withState: false },
  movePhotoAction: { access: 'staff', withState: false },
  savePhotoAlt: { access: 'staff', withState: false },
  placePhotoAction: { access: 'staff', withState: false },
  removePhotoAction: { access: 'staff', withState: false },
  restorePhotoAction: { access: 'staff', withState: false },
  bulkChangeAction: { access: 'staff', withState: true },
  checkImportFile: { access: 'manager', withState: true },
  applyImportAction: { access: 'manager', withState: false },
  undoImportAction: { access: 'manager', withState: false },
  savePriceLimitAction: { access: 'manager', withState: true },
  saveFinanceSettingsForm: { access: 'manager', withState: true },
  checkOutAction: { access: 'rentals', withState: true },
  recordCounterPaymentAction: { access: 'rentals', withState: true },
  returnCartAction: { access: 'rentals', withState: true },
  extendBookingAction: { access: 'rentals', withState: true },
  moveBookingAction: { access: 'rentals', withState: true },
  cancelBookingAction: { access: 'rentals', withState: true },
  bookForCallerAction: { access: 'rentals', withState: true },
  addCartAction: { access: 'rentals', withState: true },
  updateCartAction: { access: 'rentals', withState: true },
  addMaintenanceAction: { access: 'rentals', withState: true },
  removeMaintenanceAction: { access: 'rentals', withState: true },
  setCartStatusAction: { access: 'rentals', withState: true },
  saveTurnaroundAction: { access: 'manager', withState: true },
  bookAndPayAction: { access: 'public', withState: true },
  holdCartAction: { access: 'public', withState: true },
  settleDepositAction: { access: 'rentals', withState: true },
  returnRefundByHandAction: { access: 'manager', withState: true },
  returnHoldRefundByHandAction: { access: 'manager', withState: true },
  extendHoldAction: { access: 'staff', withState: true },
  convertHoldAction: { access: 'staff', withState: true },
  endHoldAction: { access: 'staff', withState: true },
  saveHoldSettingsAction: { access: 'manager', withState: true },
  // The public service booking page's forms: the customer's, checked by their link keys.
  bookServiceAction: { access: 'public', withState: true },
  cancelServiceAction: { access: 'public', withState: true },
  decideEstimateAction: { access: 'public', withState: true },
  changeJobStatusAction: { access: 'service', withState: true },
  addEstimateLineAction: { access: 'service', withState: true },
  removeEstimateLineAction: { access: 'service', withState: false },
  sendEstimateAction: { access: 'service', withState: true },
  staffBookServiceAction: { access: 'service', withState: true },
  staffCancelServiceAction: { access: 'service', withState: true },
  saveJobTypeAction: { access: 'service', withState: true },
  saveWeekdayHoursAction: { access: 'service', withState: true },
  saveWindowAction: { access: 'service', withState: true },
  setExceptionAction: { access: 'service', withState: true },
  removeExceptionAction: { access: 'service', withState: true },
};

/** Every page and route handler under src/app/admin, as its path pattern and whether it is a page. */
function adminRoutes(): { pattern: string; page: boolean }[] {
  const found: { pattern: string; page: boolean }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^(page|route)\.tsx?$/.test(name)) {
        const relative = path
          .relative(path.join(root, 'src', 'app'), dir)
          .split(path.sep)
          .join('/');
        found.push({ pattern: `/${relative}`, page: name.startsWith('page') });
      }
    }
  };
  walk(path.join(root, 'src', 'app', 'admin'));
  return found;
}

/** The build's server actions that live in this project's code: id and exported name. */
function builtActions(): { id: string; name: string }[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { filename: string; exportedName: string }> };
  return Object.entries(manifest.node)
    .filter(([, action]) => action.filename.startsWith('src/'))
    .map(([id, action]) => ({ id, name: action.exportedName }));
}

let server: AppServer;
let db: Kysely<Database>;
type Person = 'pending' | 'sales' | 'rentals' | 'service' | 'manager';
const sessions: Record<Person, string> = { pending: '', sales: '', rentals: '', service: '', manager: '' };
const people: Record<Person, string> = { pending: '', sales: '', rentals: '', service: '', manager: '' };
let ids: {
  vehicle: string;
  managersLead: string;
  unassignedLead: string;
  photos: Map<string, string>;
  booking: string;
  rentalPhoto: string;
  serviceJob: string;
};

async function addAccount(email: string, role: string, twoFactor: boolean): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('staff_users')
    .values({
      id,
      email,
      name: email.split('@')[0]!,
      password_hash: 'no password',
      created_at: now,
      role,
      totp_secret: twoFactor ? 'JBSWY3DPEHPK3PXP' : null,
      totp_enabled_at: twoFactor ? now : null,
    })
    .execute();
  return id;
}

/** A session for the account, written as sign-in writes one (writeStaffSession). */
async function sessionFor(staffId: string): Promise<string> {
  const { email } = await db
    .selectFrom('staff_users')
    .select('email')
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  return writeStaffSession(db, email);
}

/** A trade-in request with a photo, as the page's script sends it; returns the lead's id. */
async function tradeInWithPhoto(email: string): Promise<string> {
  const form = new FormData();
  const fields = {
    firstName: 'Robin',
    lastName: 'Hale',
    email,
    phone: '732-555-0144',
    cartBrand: 'Club Car',
    cartModel: 'Precedent',
    cartYear: '2018',
    batteryType: 'lead-acid',
    cartCondition: 'needs-work',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#456' } })
    .jpeg()
    .toBuffer();
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'side.jpg');
  const answer = await fetch(`${server.url}/api/trade-in`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: form,
  });
  expect(answer.status).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const lead = await db
    .selectFrom('leads')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return lead.id;
}

/** A rental booked through the public API; returns its id. */
async function rentalBooking(): Promise<string> {
  let start = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 2)
    start = new Date(Date.parse(`${start}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const licence = {
    dateOfBirth: '1980-01-01',
    licenceNumber: 'A123 456 789',
    licenceState: 'NJ',
    licenceExpiry: '2040-01-01',
  };
  const answer = await fetch(`${server.url}/api/rentals/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'four-seater',
      start,
      pickupTime: '10:00',
      days: 2,
      firstName: 'Lee',
      lastName: 'Access',
      email: 'lee.access@example.com',
      phone: '732-555-0150',
      drivers: [{ name: 'Lee Access', ...licence }],
      acceptAgreement: true,
      signature: 'Lee Access',
    }),
  });
  expect(answer.status).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const row = await db
    .selectFrom('rental_bookings')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A check-out photo of the booking, uploaded by the manager as the desk's form does; returns its id. */
async function rentalPhoto(booking: string): Promise<string> {
  const form = new FormData();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#654' } })
    .jpeg()
    .toBuffer();
  form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  const answer = await fetch(`${server.url}/admin/rentals/bookings/${booking}/photos`, {
    method: 'POST',
    headers: { accept: 'application/json', origin: server.url, cookie: `staff_session=${sessions.manager}` },
    body: form,
  });
  expect(answer.status).toBe(200);
  const row = await db
    .selectFrom('rental_photos')
    .select('id')
    .where('booking_id', '=', booking)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A service drop-off booked through the API, for the job's page. */
async function serviceJob(): Promise<string> {
  const { status, reference } = await bookFirstFreeDropOff(server.url, {
    firstName: 'Robin',
    lastName: 'Hale',
    email: 'robin.service@example.com',
    phone: '732-555-0145',
  });
  expect(status).toBe(201);
  const row = await db
    .selectFrom('service_bookings')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

test.beforeAll(async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dealer-access-'));
  const databaseUrl = `file:${path.join(folder, 'site.db')}`;
  server = await startAppServer({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(folder, 'data') });
  db = connectSeparately(databaseUrl);
  people.manager = await addAccount('manager@access.test', 'manager', true);
  people.sales = await addAccount('sales@access.test', 'sales', true);
  people.pending = await addAccount('pending@access.test', 'sales', false);
  people.rentals = await addAccount('rentals@access.test', 'rentals', true);
  people.service = await addAccount('service@access.test', 'service', true);
  for (const who of ['pending', 'sales', 'rentals', 'service', 'manager'] as const)
    sessions[who] = await sessionFor(people[who]);
  await db
    .insertInto('office_settings')
    .values({ key: 'staff.require_two_factor', value: '1', updated_at: new Date().toISOString() })
    .execute();
  const managersLead = await tradeInWithPhoto('robin@example.com');
  const unassignedLead = await tradeInWithPhoto('kim@example.com');
  await db.updateTable('leads').set({ assigned_to: people.manager }).where('id', '=', managersLead).execute();
  await db.updateTable('leads').set({ assigned_to: null }).where('id', '=', unassignedLead).execute();
  const photos = new Map<string, string>();
  for (const lead of [managersLead, unassignedLead]) {
    const { details } = await db
      .selectFrom('leads')
      .select('details')
      .where('id', '=', lead)
      .executeTakeFirstOrThrow();
    photos.set(lead, (JSON.parse(details!) as { photos: { id: string }[] }).photos[0]!.id);
  }
  const vehicle = await db.selectFrom('vehicles').select('id').executeTakeFirstOrThrow();
  const booking = await rentalBooking();
  ids = {
    vehicle: vehicle.id,
    managersLead,
    unassignedLead,
    photos,
    booking,
    rentalPhoto: await rentalPhoto(booking),
    serviceJob: await serviceJob(),
  };
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** The route's address with real records in its segments; leads are the manager's unless said. */
function addressOf(pattern: string, lead = ids.managersLead): string {
  return pattern
    .replace('/rentals/bookings/[id]', `/rentals/bookings/${ids.booking}`)
    .replace(
      '/photos/[photo]',
      pattern.startsWith('/admin/rentals') ? `/photos/${ids.rentalPhoto}` : '/photos/[photo]',
    )
    .replace('/leads/[id]', `/leads/${lead}`)
    .replace('/inventory/[id]', `/inventory/${ids.vehicle}`)
    .replace('/staff/[id]', `/staff/${people.sales}`)
    .replace('/service/[id]', `/service/${ids.serviceJob}`)
    .replace('[photo]', ids.photos.get(lead)!);
}

/** A request as a browser, or the photo uploader's script for the upload routes, sends it. */
function ask(
  { pattern, page }: { pattern: string; page: boolean },
  who: keyof typeof sessions,
  lead?: string,
) {
  const upload = !page && /\/(photos|upload)$/.test(pattern);
  return fetch(`${server.url}${addressOf(pattern, lead)}`, {
    method: upload ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: `staff_session=${sessions[who]}`,
      ...(upload ? { accept: 'application/json', origin: server.url } : {}),
    },
    body: upload ? new FormData() : undefined,
  });
}

/** Where a page sent the person, or "stayed" when it answered itself. */
async function destination(response: Response): Promise<string> {
  await response.arrayBuffer();
  if (response.status >= 300 && response.status < 400)
    return (
      new URL(response.headers.get('location')!, server.url).pathname +
      new URL(response.headers.get('location')!, server.url).search
    );
  return `stayed ${response.status}`;
}

test('every staff route is in one of the lists this walk checks', () => {
  const listed = new Set([
    ...publicRoutes,
    ...beforeTwoFactorRoutes,
    ...managerRoutes,
    ...rentalRoutes,
    ...serviceRoutes,
    ...leadRoutes,
    ...staffRoutes,
  ]);
  const unlisted = adminRoutes()
    .map((route) => route.pattern)
    .filter((pattern) => !listed.has(pattern));
  expect(unlisted).toEqual([]);
});

test('an account that has not set up a required two-factor sign-in gets nothing but the page that sets it up', async () => {
  for (const { pattern, page } of adminRoutes()) {
    if (publicRoutes.has(pattern)) continue;
    const answer = await ask({ pattern, page }, 'pending');
    if (beforeTwoFactorRoutes.has(pattern)) expect(await destination(answer), pattern).toBe('stayed 200');
    else if (page) expect(await destination(answer), pattern).toBe('/admin/account?required=1');
    else {
      expect(answer.status, pattern).toBe(403);
      expect(await answer.text(), pattern).toMatch(/two-factor/);
    }
  }
});

test("a salesperson opens the desk and their leads and those nobody owns, never a manager's or the service desk's page or a colleague's lead", async () => {
  for (const { pattern, page } of adminRoutes()) {
    if (publicRoutes.has(pattern)) continue;
    const refused =
      managerRoutes.has(pattern) ||
      rentalRoutes.has(pattern) ||
      serviceRoutes.has(pattern) ||
      leadRoutes.has(pattern);
    const answer = await ask({ pattern, page }, 'sales');
    // A colleague's lead is refused as theirs, not as a matter of role.
    const refusedTo = leadRoutes.has(pattern) ? '/admin/not-allowed?lead=owned' : '/admin/not-allowed';
    if (page) expect(await destination(answer), pattern).toBe(refused ? refusedTo : 'stayed 200');
    else expect(answer.status, pattern).toBe(refused ? 403 : 200);
    if (leadRoutes.has(pattern)) {
      const unassigned = await ask({ pattern, page }, 'sales', ids.unassignedLead);
      expect(unassigned.status, `${pattern}, nobody's lead`).toBe(200);
    }
  }
  const notAllowed = await fetch(`${server.url}/admin/not-allowed`, {
    headers: { cookie: `staff_session=${sessions.sales}` },
  });
  expect(notAllowed.status).toBe(403);
  expect(await notAllowed.text()).toContain('Not for your role');
  const notTheirs = await fetch(`${server.url}/admin/not-allowed?lead=owned`, {
    headers: { cookie: `staff_session=${sessions.sales}` },
  });
  expect(notTheirs.status).toBe(403);
  const said = await notTheirs.text();
  expect(said).toContain(leadRefusals.owned);
  expect(said).not.toContain('Not for your role');
});

test('the rentals team opens the rental desk and what any staff member may, never a manager’s page', async () => {
  for (const { pattern, page } of adminRoutes()) {
    if (publicRoutes.has(pattern) || leadRoutes.has(pattern)) continue;
    const refused = managerRoutes.has(pattern) || serviceRoutes.has(pattern);
    const answer = await ask({ pattern, page }, 'rentals');
    if (page) expect(await destination(answer), pattern).toBe(refused ? '/admin/not-allowed' : 'stayed 200');
    else expect(answer.status, pattern).toBe(refused ? 403 : 200);
  }
});

test('the dashboard and the sections offer each person what the same rule lets them open', async () => {
  const offered = {
    sales: [],
    rentals: ['/admin/rentals'],
    service: ['/admin/service'],
    manager: ['/admin/rentals', '/admin/service', '/admin/payments', '/admin/staff'],
  } satisfies Partial<Record<Person, string[]>>;
  for (const [person, sections] of Object.entries(offered) as [Person, string[]][]) {
    const dashboard = await fetch(`${server.url}/admin`, {
      headers: { cookie: `staff_session=${sessions[person]}` },
    });
    const html = await dashboard.text();
    const nav = /<nav aria-label="Staff area">([\s\S]*?)<\/nav>/.exec(html)![1]!;
    const links = [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links, person).toEqual(['/admin', '/admin/leads', '/admin/inventory', ...sections]);
    // The rental figures are the rental desk's: its team's and the managers'.
    expect(html.includes('id="rental-figures-heading"'), person).toBe(sections.includes('/admin/rentals'));
  }
});

test('the service team opens the job board and what any staff member may, never a manager’s page or the rental desk', async () => {
  for (const { pattern, page } of adminRoutes()) {
    if (publicRoutes.has(pattern) || leadRoutes.has(pattern)) continue;
    const refused = managerRoutes.has(pattern) || rentalRoutes.has(pattern);
    const answer = await ask({ pattern, page }, 'service');
    if (page) expect(await destination(answer), pattern).toBe(refused ? '/admin/not-allowed' : 'stayed 200');
    else expect(answer.status, pattern).toBe(refused ? 403 : 200);
  }
});

test('a salesperson who marks a lead nobody owns as spam is taken back to the inbox, told where it went', async ({
  browser,
}) => {
  const lead = await tradeInWithPhoto('spam.marked@example.com');
  await db.updateTable('leads').set({ assigned_to: null }).where('id', '=', lead).execute();
  const reference = (
    await db.selectFrom('leads').select('reference').where('id', '=', lead).executeTakeFirstOrThrow()
  ).reference!;
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await context.addCookies([
      { name: 'staff_session', value: sessions.sales, domain: '127.0.0.1', path: '/' },
    ]);
    const page = await context.newPage();
    await page.goto(`/admin/leads/${lead}`);
    await page.getByRole('button', { name: leadStatusLabels.spam, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?spam=${reference}$`));
    await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
      'gone to the managers to look over',
    );
    // Spam nobody owns is the managers' now: its page is refused, and a manager opens it.
    await page.goto(`/admin/leads/${lead}`);
    await expect(page).toHaveURL(/\/admin\/not-allowed\?lead=spam$/);
    await expect(page.getByText(leadRefusals.spam)).toBeVisible();
    expect((await ask({ pattern: '/admin/leads/[id]', page: true }, 'manager', lead)).status).toBe(200);
  } finally {
    await context.close();
  }
});

test('a salesperson whose open lead a manager gives to someone else meanwhile is told why their note was refused, without JavaScript too, and can sign out from there', async ({
  browser,
}) => {
  const lead = await tradeInWithPhoto('given.away@example.com');
  await db.updateTable('leads').set({ assigned_to: null }).where('id', '=', lead).execute();
  // A session of their own: this one ends with the test.
  const session = await sessionFor(people.sales);
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    await context.addCookies([
      { name: 'staff_session', value: session, domain: '127.0.0.1', path: '/admin', httpOnly: true },
    ]);
    const page = await context.newPage();
    await page.goto(`/admin/leads/${lead}`);
    await page.getByLabel('Note').fill('Called, they want a price for the Precedent.');
    await db.updateTable('leads').set({ assigned_to: people.manager }).where('id', '=', lead).execute();
    const answered = page.waitForResponse((response) => response.url().includes('/admin/not-allowed'));
    await page.getByRole('button', { name: 'Add note' }).click();
    // The page drawn after the post redirects (307): the browser's repeat of the post is sent on
    // to read the refusal, never a bare "Server Action unavailable".
    await expect(page).toHaveURL(/\/admin\/not-allowed\?lead=owned$/);
    expect((await answered).status()).toBe(303);
    await expect(page.getByText(leadRefusals.owned)).toBeVisible();
    const notes = await db
      .selectFrom('lead_events')
      .select('id')
      .where('lead_id', '=', lead)
      .where('kind', '=', 'note')
      .execute();
    expect(notes).toEqual([]);

    // Signing out from the refusal page works too: the button posts to an address of its own.
    const forged = await fetch(`${server.url}/admin/sign-out`, {
      method: 'POST',
      headers: { cookie: `staff_session=${session}`, origin: 'https://elsewhere.example' },
      redirect: 'manual',
    });
    expect([forged.status, await forged.text()]).toEqual([403, 'Sign out from the staff area’s own pages.']);
    const sessionRows = () =>
      db.selectFrom('staff_sessions').select('id_hash').where('staff_id', '=', people.sales).execute();
    const before = (await sessionRows()).length;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/admin/sign-in');
    expect((await sessionRows()).length).toBe(before - 1);
    // The browser no longer holds the cookie either.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('staff_session');
    await page.goto(`/admin/leads/${lead}`);
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  } finally {
    await context.close();
  }
});

test('a manager opens every staff route', async () => {
  for (const { pattern, page } of adminRoutes()) {
    if (publicRoutes.has(pattern)) continue;
    const answer = await ask({ pattern, page }, 'manager');
    expect(answer.status, pattern).toBe(200);
    if (!page) {
      await answer.arrayBuffer();
      continue;
    }
    // The keyboard skips the staff area's links to the page's own work, as on the public pages.
    const html = await answer.text();
    const skip = html.indexOf('<a href="#main" class="skip-link">');
    expect(skip, `${pattern}: a skip link to the main content`).toBeGreaterThan(-1);
    expect(skip, `${pattern}: the skip link before the staff area's links`).toBeLessThan(
      html.indexOf('<nav'),
    );
    expect(html, pattern).toContain('<main id="main"');
  }
});

/**
 * Runs a server action as a browser's script does, as `who`, with the form `fields`; answers where
 * it sent the person, as Next tells its script ("" when it answered in place).
 */
async function runAction(
  { id, name }: { id: string; name: string },
  who: keyof typeof sessions,
  fields: Record<string, string>,
): Promise<string> {
  const require = createRequire(path.join(root, 'package.json'));
  const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node') as {
    encodeReply: (value: unknown) => Promise<FormData | string>;
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  const response = await fetch(`${server.url}/admin`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'next-action': id,
      accept: 'text/x-component',
      origin: server.url,
      cookie: `staff_session=${sessions[who]}`,
    },
    body: await encodeReply(actions[name]!.withState ? [{}, form] : [form]),
  });
  await response.arrayBuffer();
  expect(response.status, `${name} as ${who}`).toBeLessThan(500);
  return (response.headers.get('x-action-redirect') ?? '').split(';')[0]!;
}

test('every server action refuses whoever the same rule refuses, before it reads the form', async () => {
  const built = builtActions();
  expect(built.map((action) => action.name).filter((name) => !(name in actions))).toEqual([]);
  const run = (id: string, name: string, who: keyof typeof sessions) =>
    runAction({ id, name }, who, { id: 'not-a-record' });
  for (const { id, name } of built) {
    const { access } = actions[name]!;
    if (access === 'public') continue;
    const pending = await run(id, name, 'pending');
    if (access === 'before-two-factor')
      expect(pending, `${name} before two-factor`).not.toMatch(/required=1/);
    else expect(pending, `${name} before two-factor`).toBe('/admin/account?required=1');
    const sales = await run(id, name, 'sales');
    if (access === 'manager' || access === 'rentals' || access === 'service')
      expect(sales, `${name} as a salesperson`).toBe('/admin/not-allowed');
    else expect(sales, `${name} as a salesperson`).not.toBe('/admin/not-allowed');
    for (const team of ['rentals', 'service'] as const) {
      const answer = await run(id, name, team);
      if (access === 'manager' || ((access === 'rentals' || access === 'service') && access !== team))
        expect(answer, `${name} as the ${team} team`).toBe('/admin/not-allowed');
      else expect(answer, `${name} as the ${team} team`).not.toBe('/admin/not-allowed');
    }
    expect(await run(id, name, 'manager'), `${name} as a manager`).not.toBe('/admin/not-allowed');
  }
});

test('only a manager brings an archived cart back on sale, by its button or its action', async () => {
  const statusAction = builtActions().find((action) => action.name === 'changeVehicleStatus')!;
  const cart = await db
    .selectFrom('vehicles')
    .select(['id', 'version'])
    .where('status', '=', 'available')
    .where('id', '!=', ids.vehicle)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const version = cart.version + 1;
  await db.updateTable('vehicles').set({ status: 'archived', version }).where('id', '=', cart.id).execute();
  const statusNow = async () =>
    (await db.selectFrom('vehicles').select('status').where('id', '=', cart.id).executeTakeFirstOrThrow())
      .status;
  const asSales = await (
    await fetch(`${server.url}/admin/inventory/${cart.id}`, {
      headers: { cookie: `staff_session=${sessions.sales}` },
    })
  ).text();
  expect(asSales).toContain(archivedForManagers);
  expect(asSales).not.toContain('Mark available');
  // Its record is shown, not offered for a save.
  expect(asSales).not.toMatch(/<button[^>]*>Save changes<\/button>/);
  expect(asSales).toMatch(/<fieldset[^>]*disabled=""/);
  const back = { id: cart.id, status: 'available', version: String(version) };
  expect(await runAction(statusAction, 'sales', back)).toBe('/admin/not-allowed');
  expect(await statusNow()).toBe('archived');
  expect(await runAction(statusAction, 'manager', back)).toBe(`/admin/inventory/${cart.id}?status=available`);
  expect(await statusNow()).toBe('available');
});

test('a manager’s own two-factor is not turned off by the lost-phone button, only a colleague’s, which signs them out everywhere', async () => {
  const reset = builtActions().find((action) => action.name === 'resetTwoFactorAction')!;
  const twoFactorOn = async (staffId: string) =>
    (
      await db
        .selectFrom('staff_users')
        .select('totp_enabled_at')
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow()
    ).totp_enabled_at !== null;
  // A session left open (or stolen) must not strip its own account's second step.
  expect(await runAction(reset, 'manager', { id: people.manager })).toBe(
    `/admin/staff/${people.manager}?twoFactor=own`,
  );
  expect(await twoFactorOn(people.manager)).toBe(true);
  const ownPage = await (
    await fetch(`${server.url}/admin/staff/${people.manager}?twoFactor=own`, {
      headers: { cookie: `staff_session=${sessions.manager}` },
    })
  ).text();
  expect(ownPage).toContain('Not turned off: your own two-factor sign-in is turned off from Your account');
  expect(ownPage).not.toContain('Turn off their two-factor sign-in');

  const colleague = await addAccount('lost.phone@access.test', 'sales', true);
  // Still signed in on the lost phone: the reset ends that session too.
  const onTheLostPhone = await sessionFor(colleague);
  // Your account opens to a signed-in person even before a required two-factor is set up again.
  const signedIn = async () =>
    (
      await fetch(`${server.url}/admin/account`, {
        redirect: 'manual',
        headers: { cookie: `staff_session=${onTheLostPhone}` },
      })
    ).status === 200;
  expect(await signedIn()).toBe(true);
  expect(await runAction(reset, 'manager', { id: colleague })).toBe(
    `/admin/staff/${colleague}?twoFactor=reset`,
  );
  expect(await twoFactorOn(colleague)).toBe(false);
  expect(await signedIn()).toBe(false);
  // An account that does not exist (removed meanwhile, or an id made up) is not found, not a failure.
  const nobody = randomUUID();
  expect(await runAction(reset, 'manager', { id: nobody })).toBe(`/admin/staff/${nobody}`);
  expect(
    (
      await fetch(`${server.url}/admin/staff/${nobody}`, {
        headers: { cookie: `staff_session=${sessions.manager}` },
      })
    ).status,
  ).toBe(404);
});
