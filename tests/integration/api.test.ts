import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientAddressHeader } from '@/server/security/client-address-header';

import { createTemporaryDatabase } from '../support/temp-database';

const db = await createTemporaryDatabase();
// Every post here comes from one address; the limit itself is tested in rate-limit.test.ts.
process.env.CONTACT_RATE_LIMIT = '1000';

const { GET: listVehicles } = await import('@/app/api/vehicles/route');
const { GET: getVehicle } = await import('@/app/api/vehicles/[id]/route');
const { POST: postContact } = await import('@/app/api/contact/route');
const { maxEnquiryBodyBytes } = await import('@/features/leads/enquiry-body');
const { catalogue } = await import('@/content/catalogue');
const { municipalities } = await import('@/content/municipalities');
const { cartTypes } = await import('@/content/rental-plans');
const { closeDatabase, database } = await import('@/server/db/database');

const validEnquiry = {
  firstName: 'Robin',
  lastName: 'Ames',
  email: 'robin@example.com',
  phone: '908-555-0110',
  interest: 'sales',
  message: 'Is the EV City available for a test drive this weekend?',
};

function contactRequest(
  body: BodyInit,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) {
  return new Request('http://127.0.0.1/api/contact', {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
}

async function countLeads(): Promise<number> {
  const { count } = await (
    await database()
  )
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function vehicleParams(id: string) {
  return { params: Promise.resolve({ id }) };
}

beforeAll(async () => {
  // The first call migrates and seeds the empty database.
  await listVehicles();
});

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

describe('GET /api/vehicles', () => {
  it('lists the whole seeded catalogue in the spec shape', async () => {
    const response = await listVehicles();
    expect(response.status).toBe(200);
    const vehicles = (await response.json()) as Record<string, unknown>[];
    expect(vehicles).toHaveLength(catalogue.length);
    const seed = catalogue.find((model) => model.slug === 'denago-ev-city')!;
    const city = vehicles.find((vehicle) => vehicle.id === seed.slug);
    expect(city).toMatchObject({
      name: seed.name,
      brand: 'Denago',
      category: seed.seriesName,
      price: seed.price,
      images: [expect.stringMatching(new RegExp(`^/images/vehicles/${seed.slug}\\.svg\\?v=\\w+$`))],
      inStock: true,
      isNew: true,
      condition: 'new',
      year: null,
      model: seed.model,
      featured: seed.featured,
      specifications: {
        seatingCapacity: seed.seats,
        range: `${seed.rangeMiles} miles`,
        topSpeed: `${seed.topSpeedMph} mph`,
        batteryType: 'Lithium-ion',
        driveType: '2x4',
      },
    });
    expect(city?.features).toHaveLength(8);
    expect(typeof city?.description).toBe('string');
  });

  it('never invents a figure the catalogue does not give', async () => {
    const vehicles = (await (await listVehicles()).json()) as {
      id: string;
      specifications: Record<string, unknown>;
    }[];
    const xl6 = vehicles.find((vehicle) => vehicle.id === 'denago-ev-rover-xl6');
    expect(xl6?.specifications).not.toHaveProperty('driveType');
    for (const vehicle of vehicles) {
      expect(vehicle.specifications).not.toHaveProperty('chargingTime');
      expect(vehicle.specifications).not.toHaveProperty('payload');
    }
  });
});

describe('GET /api/vehicles/{id}', () => {
  it('answers one vehicle', async () => {
    const response = await getVehicle(
      new Request('http://127.0.0.1/api/vehicles/evolution-d6-max-xt4'),
      vehicleParams('evolution-d6-max-xt4'),
    );
    expect(response.status).toBe(200);
    const seed = catalogue.find((model) => model.slug === 'evolution-d6-max-xt4')!;
    expect(await response.json()).toMatchObject({
      id: seed.slug,
      price: seed.price,
      specifications: { driveType: seed.drive, range: `${seed.rangeMiles} miles` },
    });
  });

  it("sends a shorter or upper-case form of one vehicle's id on to its own address, as the vehicle page does", async () => {
    const seed = catalogue.find((model) => model.slug === 'evolution-d6-max-xt4')!;
    const shorter = seed.slug.split('-').slice(1).join('-').toUpperCase();
    const response = await getVehicle(
      new Request(`http://127.0.0.1/api/vehicles/${shorter}`),
      vehicleParams(shorter),
    );
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`/api/vehicles/${seed.slug}`);
  });

  it('answers 404 with the spec error for an unknown id', async () => {
    const response = await getVehicle(
      new Request('http://127.0.0.1/api/vehicles/nope'),
      vehicleParams('nope'),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Vehicle not found' });
  });
});

describe('POST /api/contact', () => {
  it('stores a valid enquiry, then answers 201 with its id', async () => {
    const before = await countLeads();
    const response = await postContact(contactRequest(JSON.stringify(validEnquiry)));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countLeads()).toBe(before + 1);
    const row = await (
      await database()
    )
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      first_name: 'Robin',
      email: 'robin@example.com',
      interest: 'sales',
      status: 'new',
    });
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'robin', 'Invalid email address'],
    ['phone', '123', 'Phone number is required'],
    ['message', 'short', 'Message must be at least 10 characters'],
    ['interest', 'yachts', 'Choose what your enquiry is about'],
    [
      'phone',
      '=1+2 732-555-0102',
      'Phone number may hold only digits, spaces, + - . ( ) and an extension, e.g. 732-555-0102 x12',
    ],
    [
      'firstName',
      'Dana\u0085Bcc: everyone@example.com',
      'First name must be on one line, without line breaks',
    ],
    ['lastName', 'Keller\u2028Phone: 555', 'Last name must be on one line, without line breaks'],
    [
      'lastName',
      // Shows in the inbox as "Dana anad@example.com": a right-to-left override reverses the rest.
      '\u202emoc.elpmaxe@anad',
      'Last name must not hold control characters or invisible direction marks',
    ],
    ['firstName', 'Dana\u2066', 'First name must not hold control characters or invisible direction marks'],
  ])(
    'answers 400 with the field message when %s is %j, and stores nothing',
    async (field, value, message) => {
      const before = await countLeads();
      const response = await postContact(contactRequest(JSON.stringify({ ...validEnquiry, [field]: value })));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(body.error).toBe('Please correct the highlighted fields.');
      expect(body.fieldErrors[field]).toEqual([message]);
      expect(await countLeads()).toBe(before);
    },
  );

  it('takes a phone number as people write it, with an extension', async () => {
    for (const phone of ['(908) 555-0110', '+1 908.555.0110', '908-555-0110 x12', '908 555 0110 ext. 3'])
      expect((await postContact(contactRequest(JSON.stringify({ ...validEnquiry, phone })))).status).toBe(
        201,
      );
  });

  it('keeps the cart an enquiry names only when it is in the stock', async () => {
    const stored = async (vehicleId: string) => {
      const response = await postContact(contactRequest(JSON.stringify({ ...validEnquiry, vehicleId })));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      return (await database())
        .selectFrom('leads')
        .select('vehicle_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    };
    const listed = ((await (await listVehicles()).json()) as { id: string }[])[0]!.id;
    expect(await stored(listed)).toEqual({ vehicle_id: listed });
    expect(await stored('made-up-cart-9000')).toEqual({ vehicle_id: null });
  });

  it('keeps the rental plan and town an enquiry names only when they are the site’s own', async () => {
    const stored = async (context: { rentalPlan: string; municipality: string }) => {
      const response = await postContact(contactRequest(JSON.stringify({ ...validEnquiry, ...context })));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      return (await database())
        .selectFrom('leads')
        .select(['rental_plan', 'municipality'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    };
    const plan = `${cartTypes[1]!.id}/${cartTypes[1]!.plans[0]!.id}`;
    const town = municipalities[0]!.slug;
    expect(await stored({ rentalPlan: plan, municipality: town })).toEqual({
      rental_plan: plan,
      municipality: town,
    });
    expect(await stored({ rentalPlan: '../../etc', municipality: '-nowhere_x' })).toEqual({
      rental_plan: null,
      municipality: null,
    });
    // A real cart with a plan it does not have is made up too.
    expect(await stored({ rentalPlan: `${cartTypes[1]!.id}/made-up`, municipality: town })).toEqual({
      rental_plan: null,
      municipality: town,
    });
  });

  it('keeps a campaign source only as a name to count by, and drops one that is not', async () => {
    // Each from a visitor of its own: the same enquiry sent again is the lead it made first.
    const storedSource = async (tags: Record<string, string>) => {
      const visitor = { ...validEnquiry, email: `campaign${Object.keys(tags).join('-')}@example.com` };
      const response = await postContact(contactRequest(JSON.stringify({ ...visitor, ...tags })));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await (
        await database()
      )
        .selectFrom('leads')
        .select('source')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.source === null ? null : (JSON.parse(row.source) as Record<string, string>);
    };
    expect(await storedSource({ utm_source: 'Facebook', utm_medium: 'Paid Social' })).toEqual({
      utmSource: 'facebook',
      utmMedium: 'paid social',
    });
    expect(
      await storedSource({ utm_source: '<script>alert(1)</script>', utm_campaign: 'spring\u2028\u202esale' }),
    ).toEqual({ utmCampaign: 'spring sale' });
  });

  it('answers 400 "Invalid JSON" for a malformed body', async () => {
    const response = await postContact(contactRequest('{"firstName": '));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid JSON' });
  });

  it('answers 400 for JSON that is not an object, naming every field it lacks, as for an empty one', async () => {
    const empty = (await (await postContact(contactRequest('{}'))).json()) as { fieldErrors: object };
    expect(Object.keys(empty.fieldErrors).length).toBeGreaterThan(1);
    for (const body of ['[]', 'null', '"hello"', '42']) {
      const response = await postContact(contactRequest(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Expected a JSON object',
        fieldErrors: empty.fieldErrors,
      });
    }
  });

  it('answers 413 for a body over the enquiry limit, even without a Content-Length', async () => {
    const huge = JSON.stringify({ ...validEnquiry, message: 'x'.repeat(maxEnquiryBodyBytes + 1024) });
    const response = await postContact(contactRequest(huge));
    expect(response.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const streamed = await postContact(
      new Request('http://127.0.0.1/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('answers 415 for a content type other than JSON or a form post', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await postContact(contactRequest('hello', type));
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/content type/i);
    }
    const missing = await postContact(
      new Request('http://127.0.0.1/api/contact', { method: 'POST', body: 'x' }),
    );
    expect(missing.status).toBe(415);
  });

  it("accepts a normal form post and redirects to /thank-you with the lead's reference and the key to its recap", async () => {
    const before = await countLeads();
    const enquiry = { ...validEnquiry, email: 'robin.form@example.com' };
    const response = await postContact(
      contactRequest(new URLSearchParams(enquiry).toString(), 'application/x-www-form-urlencoded'),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', 'http://127.0.0.1');
    expect([location.pathname, [...location.searchParams.keys()]]).toEqual(['/thank-you', ['ref', 'key']]);
    const reference = location.searchParams.get('ref')!;
    expect(reference).toMatch(/^[2-9A-Z]{6}$/);
    expect(await countLeads()).toBe(before + 1);
    const { findLeadByReference } = await import('@/features/leads/server/lead-queries');
    expect((await findLeadByReference(reference))?.email).toBe(enquiry.email);

    // The recap opens with the key in the address, and never for the reference alone, nor with
    // another enquiry's key: six characters can be guessed.
    const { enquiryRecap } = await import('@/features/leads/server/enquiry-recap');
    const key = location.searchParams.get('key')!;
    expect((await enquiryRecap(reference, key))?.reference).toBe(reference);
    expect(await enquiryRecap(reference, undefined)).toBeUndefined();
    const other = await postContact(
      contactRequest(JSON.stringify({ ...enquiry, email: 'sky.json@example.com' })),
    );
    const answer = (await other.json()) as { reference: string; recapKey: string };
    expect((await enquiryRecap(answer.reference, answer.recapKey))?.reference).toBe(answer.reference);
    expect(await enquiryRecap(reference, answer.recapKey)).toBeUndefined();
  });

  it('sends an invalid form post back to /contact with a draft of what was typed, nothing typed in the URL', async () => {
    const before = await countLeads();
    const response = await postContact(
      contactRequest(
        new URLSearchParams({ ...validEnquiry, email: 'nope' }).toString(),
        'application/x-www-form-urlencoded',
      ),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', 'http://127.0.0.1');
    expect(location.pathname).toBe('/contact');
    expect([...location.searchParams.keys()]).toEqual(['draft']);
    expect(location.href).not.toContain('Robin');
    const { readEnquiryDraft } = await import('@/features/leads/server/enquiry-drafts');
    expect(await readEnquiryDraft(location.searchParams.get('draft')!)).toMatchObject({
      email: 'nope',
      firstName: 'Robin',
    });
    expect(await readEnquiryDraft('not-a-draft-id-of-mine-at-all')).toBeUndefined();
    expect(await countLeads()).toBe(before);
  });

  it("keeps only a client's newest drafts, so refused posts by the thousand cannot fill the disk", async () => {
    const { draftsPerClient, readEnquiryDraft } = await import('@/features/leads/server/enquiry-drafts');
    const refusedFrom = async (client: string, attempt: number) => {
      const response = await postContact(
        contactRequest(
          new URLSearchParams({ ...validEnquiry, email: `nope-${attempt}` }).toString(),
          'application/x-www-form-urlencoded',
          { [clientAddressHeader]: client },
        ),
      );
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location')!, 'http://127.0.0.1').searchParams.get('draft')!;
    };
    const neighbour = await refusedFrom('198.51.100.71', 0);
    const drafts: string[] = [];
    for (let attempt = 1; attempt <= draftsPerClient + 3; attempt++) {
      drafts.push(await refusedFrom('198.51.100.70', attempt));
      // One after another, each at a moment of its own (drafts are kept by when they came).
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = await Promise.all(drafts.map((draft) => readEnquiryDraft(draft)));
    // The oldest went as newer ones came; the newest are there to come back to.
    const dropped = drafts.length - draftsPerClient;
    expect(kept.map((draft) => draft?.email)).toEqual(
      drafts.map((_, index) => (index < dropped ? undefined : `nope-${index + 1}`)),
    );
    // Another visitor's draft is theirs to keep.
    expect((await readEnquiryDraft(neighbour))?.email).toBe('nope-0');
  });

  it('never answers 500 for hostile input', async () => {
    const bodies = [
      '\u0000',
      '{"firstName":{"$gt":""}}',
      JSON.stringify({ ...validEnquiry, email: ['a@b.co'] }),
      '{'.repeat(5000),
    ];
    for (const body of bodies) {
      const response = await postContact(contactRequest(body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
