/** The page types every section measures, one real address each. */

import { municipalities } from '../../src/content/municipalities';
import { policies } from '../../src/content/policies';
import { bookFirstFreeDropOff } from '../../tests/support/service-api';

export interface PageType {
  name: string;
  path: string;
  /** Content pages (no search, no form) carry the tighter JavaScript budget. */
  content: boolean;
  /** Measured for comparison only (the framework's floor), with no budget. */
  reference?: boolean;
  /** The status the page answers when it is not 200: the 404 is a page visitors see too. */
  status?: 404;
  /**
   * A visitor's own page, opened with the key in their link (a booking): kept out of search
   * results by its noindex on purpose, so Lighthouse's "is crawlable" is not asked of it.
   */
  private?: true;
}

/** A weekday some weeks ahead, as YYYY-MM-DD: a date the booking page answers for. */
function weekdayAhead(weeks: number): string {
  const date = new Date(Date.now() + weeks * 7 * 24 * 60 * 60 * 1000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A rental booked through the API, for the renter's own page (the address with its key). */
async function bookedRental(url: string, start: string): Promise<string> {
  const answer = await fetch(`${url}/api/rentals/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'six-seater',
      start,
      pickupTime: '10:00',
      days: 3,
      town: 'toms-river',
      firstName: 'Bench',
      lastName: 'Renter',
      email: 'bench.renter@example.com',
      phone: '732-555-0199',
      drivers: [
        {
          name: 'Bench Renter',
          dateOfBirth: '1980-01-01',
          licenceNumber: 'B1234567',
          licenceState: 'NJ',
          licenceExpiry: '2040-01-01',
        },
      ],
      acceptAgreement: true,
      signature: 'Bench Renter',
    }),
  });
  if (answer.status !== 201) throw new Error(`The bench could not book a rental: ${answer.status}`);
  const page = new URL(((await answer.json()) as { manageUrl: string }).manageUrl);
  return `${page.pathname}${page.search}`;
}

/** A service drop-off booked through the API, for the customer's own page (the address with its key). */
async function bookedService(url: string): Promise<string> {
  const booked = await bookFirstFreeDropOff(url, {
    firstName: 'Bench',
    lastName: 'Owner',
    email: 'bench.owner@example.com',
    phone: '732-555-0198',
  });
  if (booked.status !== 201) throw new Error(`The bench could not book a service: ${booked.status}`);
  const page = new URL(booked.manageUrl);
  return `${page.pathname}${page.search}`;
}

/** BENCH_PAGES: only these page types (comma-separated names), for a quick look at a few. */
const onlyPages = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());

export async function pageTypes(url: string): Promise<PageType[]> {
  const all = await everyPageType(url);
  return onlyPages ? all.filter((page) => onlyPages.includes(page.name)) : all;
}

async function everyPageType(url: string): Promise<PageType[]> {
  const vehicles = (await (await fetch(`${url}/api/vehicles`)).json()) as { id: string; status: string }[];
  const vehicle = vehicles.find((entry) => entry.status === 'available') ?? vehicles[0]!;
  const town = municipalities[0]!.slug;
  const policy = policies.find((entry) => entry.path.startsWith('/policies/')) ?? policies[0]!;
  return [
    { name: 'home', path: '/', content: false },
    { name: 'inventory', path: '/inventory', content: false },
    { name: 'vehicle', path: `/vehicles/${vehicle.id}`, content: false },
    { name: 'brand', path: '/evolution', content: true },
    { name: 'rentals', path: '/rentals', content: false },
    {
      name: 'rental booking',
      path: `/rentals/book?type=four-seater&start=${weekdayAhead(6)}&time=10:00&days=3&town=toms-river`,
      content: false,
    },
    { name: 'renter booking', path: await bookedRental(url, weekdayAhead(7)), content: false, private: true },
    { name: 'service booking', path: '/services/appointment', content: false },
    { name: 'service customer', path: await bookedService(url), content: false, private: true },
    { name: 'town', path: `/${town}`, content: true },
    { name: 'town rentals', path: `/${town}/rentals`, content: true },
    { name: 'contact', path: '/contact', content: false },
    { name: 'financing', path: '/financing', content: false },
    { name: 'policy', path: policy.path, content: true },
    { name: '404', path: '/no-such-page', content: true, status: 404 },
  ];
}
