import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { photoRefusalMessages } from '../../src/features/inventory/photo-rules';
import { connectSeparately } from '../support/separate-connection';
import { createTemporaryDatabase } from '../support/temp-database';

const scratch = await createTemporaryDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-trade-in-'));
process.env.DATA_DIR = dataDir;
process.env.CONTACT_RATE_LIMIT = '1000';

const { POST } = await import('@/app/api/trade-in/route');
const { closeDatabase, database } = await import('@/server/db/database');
const { clientAddressHeader } = await import('@/server/security/client-address-header');
const { enquiryRateLimit } = await import('@/features/leads/server/submit-enquiry');
const { hitRateLimit } = await import('@/server/security/rate-limit');
const { deleteExpiredSpam } = await import('@/features/leads/server/outbox');
const { env } = await import('@/env');

afterAll(async () => {
  await closeDatabase();
  await scratch.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The photo folders on disk: one per stored trade-in photo. */
const storedPhotoFolders = () => {
  const folder = path.join(dataDir, 'trade-in-photos');
  return existsSync(folder) ? readdirSync(folder) : [];
};

const photo = await sharp({
  create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 80 } },
})
  .jpeg()
  .toBuffer();

let visitors = 0;

/**
 * A trade-in request as the page's script sends it: multipart, asking for JSON; or, with
 * `withScript: false`, as the browser's own form post sends it.
 */
function tradeIn(
  fields: Record<string, string> = {},
  {
    withScript = true,
    file = { bytes: new Uint8Array(photo), name: 'side.jpg' },
    more = [],
    client = '198.51.100.60',
  }: {
    withScript?: boolean;
    file?: { bytes: Uint8Array<ArrayBuffer>; name: string };
    /** Further photos after `file`. */
    more?: { bytes: Uint8Array<ArrayBuffer>; name: string }[];
    client?: string;
  } = {},
) {
  const form = new FormData();
  const values = {
    firstName: 'Robin',
    lastName: 'Hale',
    email: `trader${++visitors}@example.com`,
    phone: '732-555-0144',
    cartBrand: 'Club Car',
    cartModel: 'Precedent',
    cartYear: '2018',
    batteryType: 'lead-acid',
    cartCondition: 'needs-work',
    message: '',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const each of [file, ...more])
    form.append('photos', new Blob([each.bytes], { type: 'image/jpeg' }), each.name);
  return POST(
    new Request('http://127.0.0.1/api/trade-in', {
      method: 'POST',
      headers: { accept: withScript ? 'application/json' : 'text/html', [clientAddressHeader]: client },
      body: form,
    }),
  );
}

describe('trade-in photos', () => {
  it('are stored with a request that is saved', async () => {
    const before = storedPhotoFolders().length;
    const response = await tradeIn();
    expect(response.status).toBe(201);
    expect(storedPhotoFolders()).toHaveLength(before + 1);
  });

  it('go with their lead when staff marked it spam and the spam is deleted', async () => {
    const before = new Set(storedPhotoFolders());
    const response = await tradeIn();
    const { id } = (await response.json()) as { id: string };
    const [folder] = storedPhotoFolders().filter((each) => !before.has(each));
    expect(folder).toBeDefined();
    await (await database()).updateTable('leads').set({ status: 'spam' }).where('id', '=', id).execute();
    const afterRetention = new Date(Date.now() + (env().SPAM_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await deleteExpiredSpam(afterRetention)).toBeGreaterThanOrEqual(1);
    expect(storedPhotoFolders()).not.toContain(folder);
  });

  it('are never written for a post that filled the hidden field only bots see', async () => {
    const before = storedPhotoFolders();
    const response = await tradeIn({ website: 'https://spam.example' });
    // The bot is told what a person is told; its files are not kept.
    expect(response.status).toBe(201);
    expect(storedPhotoFolders()).toEqual(before);
  });

  it('are never written for a request the enquiry rules refuse, answered as any refused enquiry is', async () => {
    const before = storedPhotoFolders();
    const refused = await tradeIn({ email: 'not an address' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { email: [expect.any(String)] } });
    // Without JavaScript: back to the trade-in form, what was typed kept on the server.
    const sentBack = await tradeIn({ email: 'not an address' }, { withScript: false });
    expect(sentBack.status).toBe(303);
    expect(sentBack.headers.get('location')).toMatch(/^\/trade-in\?draft=[\w-]+#request-form$/);
    expect(storedPhotoFolders()).toEqual(before);
  });

  it('are named with the other fields when a request is refused, so one round fixes everything', async () => {
    const before = storedPhotoFolders().length;
    const notAPhoto = { bytes: new TextEncoder().encode('%PDF-1.7 a brochure'), name: 'brochure.jpg' };
    const refused = await tradeIn({ cartCondition: '' }, { file: notAPhoto });
    expect(refused.status).toBe(400);
    const { fieldErrors } = (await refused.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['cartCondition', 'photos']);
    expect(fieldErrors.photos![0]).toMatch(/^brochure\.jpg /);
    // A name is read as its last part, on one line, without control characters or direction marks.
    const named = await tradeIn(
      {},
      { file: { ...notAPhoto, name: 'C:\\fakepath\\a\u0000b/../\u202ebro\u0007chure.jpg' } },
    );
    const { fieldErrors: namedErrors } = (await named.json()) as { fieldErrors: Record<string, string[]> };
    expect(namedErrors.photos![0]).toMatch(/^brochure\.jpg /);
    // Two bad photos beside a good one are both named, so one round of choosing again fixes both.
    const twoBad = await tradeIn(
      {},
      {
        more: [
          { ...notAPhoto, name: 'leaflet.jpg' },
          { bytes: new Uint8Array(), name: 'blank.jpg' },
        ],
      },
    );
    const { fieldErrors: twoBadErrors } = (await twoBad.json()) as { fieldErrors: Record<string, string[]> };
    expect(twoBadErrors.photos![0]).toContain(`leaflet.jpg ${photoRefusalMessages['not-an-image']}`);
    expect(twoBadErrors.photos![0]).toContain(`blank.jpg ${photoRefusalMessages.empty}`);
    expect(twoBadErrors.photos![0]).not.toContain('side.jpg');
    // So are two that look like photos until they are decoded.
    const damaged = (name: string) => ({
      bytes: new Uint8Array([...photo.subarray(0, 64), ...new Uint8Array(4096).fill(7)]),
      name,
    });
    const twoDamaged = await tradeIn({}, { more: [damaged('front.jpg'), damaged('back.jpg')] });
    expect(twoDamaged.status).toBe(400);
    const { fieldErrors: damagedErrors } = (await twoDamaged.json()) as {
      fieldErrors: Record<string, string[]>;
    };
    for (const name of ['front.jpg', 'back.jpg'])
      expect(damagedErrors.photos![0]).toContain(`${name} ${photoRefusalMessages.unreadable}`);
    // Without JavaScript: back to the form, the photos' problem with it.
    const back = await tradeIn({ cartCondition: '' }, { withScript: false, file: notAPhoto });
    expect(back.status).toBe(303);
    expect(storedPhotoFolders()).toHaveLength(before);
  });

  it('refused by the checks that read no pixels do not use up the visitor’s enquiries', async () => {
    const client = '203.0.113.31';
    const { key } = enquiryRateLimit(new Headers({ [clientAddressHeader]: client }));
    const counted = async () =>
      (await (await database()).selectFrom('rate_limit_hits').select('id').where('key', '=', key).execute())
        .length;
    const notAPhoto = { bytes: new TextEncoder().encode('%PDF-1.7 a brochure'), name: 'brochure.jpg' };
    for (const withScript of [true, false]) {
      const refused = await tradeIn({}, { withScript, file: notAPhoto, client });
      expect(refused.status).toBe(withScript ? 400 : 303);
    }
    expect(await counted()).toBe(0);
    // The photo put right, the request goes through, and that one counts.
    expect((await tradeIn({}, { client })).status).toBe(201);
    expect(await counted()).toBe(1);
  });

  it('are removed again when the lead cannot be saved', async () => {
    const before = storedPhotoFolders();
    const separate = connectSeparately();
    // The database refuses new leads, as a full disk or a lost connection would.
    if (scratch.dialect === 'sqlite')
      await sql`create trigger refuse_leads before insert on leads begin select raise(abort, 'refused'); end`.execute(
        separate,
      );
    else {
      await sql`create function refuse_lead() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql`.execute(
        separate,
      );
      await sql`create trigger refuse_leads before insert on leads for each row execute function refuse_lead()`.execute(
        separate,
      );
    }
    try {
      const response = await tradeIn();
      expect(response.status).toBe(503);
      expect(storedPhotoFolders()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_leads${sql.raw(scratch.dialect === 'sqlite' ? '' : ' on leads')}`.execute(
        separate,
      );
      await separate.destroy();
    }
  });

  it('refuses a post of thousands of made-up fields, storing nothing', async () => {
    const before = storedPhotoFolders().length;
    const fields = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`f${index}`, 'x']));
    const answer = await tradeIn(fields);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toMatch(
      /^The form has 50\d\d parts; a trade-in request has at most \d+$/,
    );
    expect(storedPhotoFolders()).toHaveLength(before);
  });

  it('turns away an address that has used up its enquiries before reading a byte of the photos', async () => {
    const headers = new Headers({
      accept: 'application/json',
      'content-type': 'multipart/form-data; boundary=x',
      [clientAddressHeader]: '203.0.113.9',
    });
    // This address has sent all the enquiries its window allows.
    const { key, limit, windowSeconds } = enquiryRateLimit(headers);
    for (let sent = 0; sent < limit; sent++) await hitRateLimit(key, limit, windowSeconds);

    let bodyRead = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          bodyRead = true;
          controller.enqueue(new TextEncoder().encode('--x--\r\n'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = await POST(
      new Request('http://127.0.0.1/api/trade-in', {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(bodyRead).toBe(false);
  });
});
