import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChangingRow } from '@/features/inventory/server/inventory-import';

import { postEnquiry } from '../support/lead-mail';
import { databaseBefore } from '../support/older-release';
import { connectSeparately } from '../support/separate-connection';
import { spreadsheetRecords, spreadsheetRows, utf8ByteOrderMark } from '../support/spreadsheet-csv';
import { createTemporaryDatabase } from '../support/temp-database';
import { seededVehicle } from '../support/vehicles';

const db = await createTemporaryDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-photos-'));
process.env.DATA_DIR = dataDir;
// Every read sees the latest stock version, so a change made here is seen at once.
process.env.STOCK_POLL_MS = '0';

const { GET: merchantFeed } = await import('@/app/feeds/merchant.xml/route');
const { GET: getVehicle } = await import('@/app/api/vehicles/[id]/route');
const { parseVehicleForm, vehicleToFormValues } = await import('@/features/inventory/vehicle-form');
const { readInventoryCsv, inventoryCsv } = await import('@/features/inventory/vehicle-csv');
const { photoRefusalMessages, photoRules } = await import('@/features/inventory/photo-rules');
const { closeDatabase } = await import('@/server/db/database');
const { IdentityClashError, createVehicle, updateVehicle, setVehicleStatus } =
  await import('@/features/inventory/server/vehicle-mutations');
const { applyImport, appliedImports, findImportCheck, keepImportFile, planImport, undoImport } =
  await import('@/features/inventory/server/inventory-import');
const { addVehiclePhotos, canRestorePhoto, movePhoto, photoFile, removePhoto, restorePhoto, setPhotoAlt } =
  await import('@/features/inventory/server/photo-store');
const { allInventory, changesSince, findVehicle, findVehicleForStaff, listVehicles, vehicleHistory } =
  await import('@/features/inventory/server/vehicle-queries');
const { parseInventoryOfficeQuery } = await import('@/features/inventory/inventory-office-filters');
const { currentStockVersion, forgetStockVersion, knownStockVersion, readStockVersion } =
  await import('@/features/inventory/server/stock-version');

const { maxVersion } = await import('@/lib/version-param');

const staff = 'office@dealer.test';

/** A used cart's record as the office form sends it. */
function validValues(overrides: Record<string, string> = {}) {
  return vehicleToFormValues({
    ...seededVehicle('denago-ev-city'),
    ...validInput(overrides),
    photos: [],
  });
}

/** A save the person may make whatever it changes (the rights are checked in inventory-office.spec.ts). */
const anySave = () => undefined;

/** An edit sent from a page opened at `openedVersion` showing `opened`. */
function edit(
  typed: Record<string, string>,
  openedVersion: number,
  opened?: Record<string, string>,
  applyAnywayAt?: number,
) {
  return {
    typed: validValues(typed),
    openedVersion,
    opened: opened && validValues(opened),
    applyAnywayAt,
  };
}

function validInput(overrides: Record<string, string> = {}) {
  const parsed = parseVehicleForm({
    name: 'Used 2020 Club Car Onward 4',
    brand: 'Club Car',
    model: 'Onward 4',
    category: 'Onward',
    condition: 'used',
    year: '2020',
    price: '8995',
    status: 'available',
    seats: '4',
    description: 'A one-owner Onward with a new battery pack and a fresh service from our shop.',
    features: 'Rear seat kit\nLED lights',
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

async function priceInDatabase(id: string): Promise<number> {
  const separate = connectSeparately();
  try {
    const row = await separate
      .selectFrom('vehicles')
      .select('price')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.price);
  } finally {
    await separate.destroy();
  }
}

/** Sends a CSV to the import as the page does, and returns its preview as the page shows it. */
async function checkFile(csv: string, by = staff) {
  const id = await keepImportFile('stock.csv', readInventoryCsv(csv), by);
  return (await findImportCheck(id))!;
}

/** Applies a checked file as its preview showed it. */
async function applyChecked(check: Awaited<ReturnType<typeof checkFile>>, anyway: number[] = [], by = staff) {
  return applyImport(check.id, check.preview!.fingerprint, new Set(anyway), by);
}

/** A CSV row's cells with one column set, for rows without quoted cells before that column. */
function withCell(csv: string, id: string, column: string, value: string): string {
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  const index = header!.split(',').indexOf(column);
  return [
    header,
    ...rows.map((row) =>
      row.startsWith(`${id},`)
        ? row
            .split(',')
            .map((cell, at) => (at === index ? value : cell))
            .join(',')
        : row,
    ),
  ].join('\r\n');
}

beforeAll(async () => {
  // The first read migrates and seeds the empty database.
  await listVehicles();
});

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('photos', () => {
  it('refuses what is not a JPEG, PNG or WebP photo whatever its name, and stores one that is', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer();
    // A real picture too small to show a cart (a pixel, a thumbnail), which a listing would carry.
    const side = photoRules.minSide - 1;
    const thumbnail = await sharp({
      create: { width: side * 4, height: side, channels: 3, background: '#999' },
    })
      .png()
      .toBuffer();
    const outcome = await addVehiclePhotos(
      'denago-ev-city',
      [
        { name: 'photo.jpg', bytes: Buffer.from('Just some text pretending to be a photo') },
        { name: 'logo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        { name: 'animation.webp', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') },
        { name: 'thumbnail.png', bytes: thumbnail },
        { name: 'front.jpeg', bytes: jpeg },
      ],
      staff,
    );
    expect(outcome.refused).toEqual([
      { name: 'photo.jpg', reason: 'not-an-image' },
      { name: 'logo.png', reason: 'not-an-image' },
      { name: 'animation.webp', reason: 'not-an-image' },
      { name: 'thumbnail.png', reason: 'too-small' },
    ]);
    expect(outcome.added).toBe(1);
    const city = await findVehicle('denago-ev-city');
    const stored = city!.photos[0]!;
    expect(stored.widths).toEqual([480, 960, 1600]);
    expect(stored).toMatchObject({ width: 1600, height: 800 });
    for (const width of stored.widths) expect(existsSync(photoFile(stored.id, width))).toBe(true);
    const webp = await sharp(photoFile(stored.id, 960)).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 960 });
  });

  it('refuses a photo of too many pixels, saying so, and takes a panorama by its own sides', async () => {
    // A PNG whose header claims more pixels than the limit: refused from the header, never decoded.
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const huge = Buffer.from(small);
    const side = Math.ceil(Math.sqrt(photoRules.maxPixels)) + 1;
    huge.writeUInt32BE(side, 16);
    huge.writeUInt32BE(side, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    // Wide and short: its own sides are large enough, though shrunk to the largest width it is short.
    const panorama = await sharp({
      create: { width: 4000, height: photoRules.minSide * 2, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    const outcome = await addVehiclePhotos(
      'denago-ev-city',
      [
        { name: 'huge.png', bytes: huge },
        { name: 'panorama.jpg', bytes: panorama },
      ],
      staff,
    );
    expect(outcome).toEqual({ added: 1, refused: [{ name: 'huge.png', reason: 'too-many-pixels' }] });
    expect(photoRefusalMessages['too-many-pixels']).toContain(
      `${photoRules.maxPixels / 1_000_000} megapixels`,
    );
    const stored = (await findVehicle('denago-ev-city'))!.photos.at(-1)!;
    expect(stored).toMatchObject({ width: 1600, height: Math.round((photoRules.minSide * 2 * 1600) / 4000) });
  });

  it('puts a removed photo back in its place within a minute; after that its files are gone', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2021 Icon i40 photo undo test' }), staff);
    const jpeg = (background: string) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer();
    await addVehiclePhotos(
      id,
      [
        { name: 'front.jpg', bytes: await jpeg('#a33') },
        { name: 'side.jpg', bytes: await jpeg('#3a3') },
        { name: 'rear.jpg', bytes: await jpeg('#33a') },
      ],
      staff,
    );
    const opened = (await findVehicleForStaff(id))!;
    const middle = opened.photos[1]!;
    expect(await removePhoto(id, middle.id, staff, opened.photosVersion)).toBe('done');
    expect((await findVehicleForStaff(id))!.photos.map((photo) => photo.id)).not.toContain(middle.id);
    expect(await canRestorePhoto(id, middle.id)).toBe(true);
    expect(await restorePhoto(id, middle.id, 'sam@dealer.test')).toBe('done');
    const restored = (await findVehicleForStaff(id))!;
    expect(restored.photos.map((photo) => photo.id)).toEqual(opened.photos.map((photo) => photo.id));
    expect(restored.photosVersion).toBe(opened.photosVersion + 2);

    // Removed again, and the minute passes: it cannot come back, and the next change deletes its files.
    expect(await removePhoto(id, middle.id, staff, restored.photosVersion)).toBe('done');
    const separate = connectSeparately();
    await separate
      .updateTable('removed_photos')
      .set({ removed_at: new Date(Date.now() - 61_000).toISOString() })
      .where('id', '=', middle.id)
      .execute();
    await separate.destroy();
    expect(await restorePhoto(id, middle.id, staff)).toBe('expired');
    expect(existsSync(photoFile(middle.id, middle.widths[0]!))).toBe(true);
    await addVehiclePhotos(id, [{ name: 'another.jpg', bytes: await jpeg('#999') }], staff);
    expect(existsSync(photoFile(middle.id, middle.widths[0]!))).toBe(false);
  });

  it('leaves no file behind when the cart is gone by the time its photos are stored, and says so', async () => {
    const photos = path.join(dataDir, 'photos');
    const before = existsSync(photos) ? readdirSync(photos).length : 0;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    expect(await addVehiclePhotos('no-such-cart', [{ name: 'a.jpg', bytes: jpeg }], staff)).toEqual({
      added: 0,
      refused: [{ name: 'a.jpg', reason: 'cart-gone' }],
    });
    expect(existsSync(photos) ? readdirSync(photos).length : 0).toBe(before);
  });

  it('refuses a file over 15 MB before reading it as an image', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
    const outcome = await addVehiclePhotos('denago-ev-city', [{ name: 'huge.jpg', bytes: big }], staff);
    expect(outcome).toEqual({ added: 0, refused: [{ name: 'huge.jpg', reason: 'too-large' }] });
  });
});

describe('records', () => {
  it('derives the id from the name once and keeps it when the name changes, with a history', async () => {
    const id = await createVehicle(validInput(), staff);
    expect(id).toBe('used-2020-club-car-onward-4');
    expect(await createVehicle(validInput(), staff)).toBe('used-2020-club-car-onward-4-2');
    const opened = (await findVehicleForStaff(id))!.version;
    await updateVehicle(
      id,
      edit({ name: 'Used 2020 Club Car Onward 4 (lifted)', price: '8495' }, opened),
      staff,
      anySave,
    );
    const renamed = await findVehicleForStaff(id);
    expect(renamed).toMatchObject({ id, name: 'Used 2020 Club Car Onward 4 (lifted)', price: 8495 });
    const history = await vehicleHistory(id);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Price', old_value: '8995', new_value: '8495', staff_email: staff }),
        expect.objectContaining({ field: 'Name', new_value: 'Used 2020 Club Car Onward 4 (lifted)' }),
      ]),
    );
  });

  it('holds price steps of the last day together for whoever is held to the limit, afresh after a manager’s', async () => {
    const { upsertStaff } = await import('@/features/staff/server/staff');
    const { bulkChangeVehicles, pricesBeforeSmallSteps, BulkChangeRefused } =
      await import('@/features/inventory/server/vehicle-mutations');
    const { database } = await import('@/server/db/database');
    const sales = 'sales.steps@dealer.test';
    const manager = 'manager.steps@dealer.test';
    await upsertStaff(manager, 'a long enough password 1');
    await upsertStaff(sales, 'a long enough password 2');
    await (
      await database()
    )
      .updateTable('staff_users')
      .set({ role: 'sales' })
      .where('email', '=', sales)
      .execute();
    const id = await createVehicle(
      validInput({ name: 'Stepped 2021 Club Car Onward', price: '11995' }),
      staff,
    );
    const cut = async (by: string, byDollars: number, limitPercent?: number) => {
      const { version } = (await findVehicleForStaff(id))!;
      return bulkChangeVehicles([{ id, version }], { kind: 'price', byDollars }, by, limitPercent, true);
    };
    const dayStart = async (at = new Date()) =>
      (
        await pricesBeforeSmallSteps(await database(), [(await findVehicleForStaff(id))!], at.toISOString())
      ).get(id);

    // Under 10% each: the first goes through, the second is 17.5% with it and is refused.
    expect(await cut(sales, -1_095, 10)).toBe(1);
    await expect(cut(sales, -1_000, 10)).rejects.toThrow(BulkChangeRefused);
    await expect(cut(sales, -1_000, 10)).rejects.toThrow(/\$11,995 → \$9,900 \(−17%\) over the last day/);
    expect((await findVehicleForStaff(id))!.price).toBe(10_900);
    expect(await dayStart()).toEqual({ price: 11_995, salePrice: null });
    // A day on, the step no longer counts.
    expect(await dayStart(new Date(Date.now() + 25 * 60 * 60 * 1000))).toEqual({
      price: 10_900,
      salePrice: null,
    });
    // A manager's change starts the count afresh: a salesperson's small step after it is their own.
    expect(await cut(manager, -1_000)).toBe(1);
    expect(await dayStart()).toEqual({ price: 9_900, salePrice: null });
    expect(await cut(sales, -900, 10)).toBe(1);
  });

  it('sends the listing sites’ CSV feed every value as typed, read as a program reads it', async () => {
    const { GET: csvFeed } = await import('@/app/feeds/inventory.csv/route');
    const typed = { name: '-Used Club Car Precedent, 2019', colour: '+Blue', stockNumber: '@U-19' };
    const id = await createVehicle(validInput(typed), staff);
    const records: string[][] = parse(await (await csvFeed()).text());
    const [header, ...rows] = records;
    const row = rows.find((cells) => cells[header!.indexOf('id')] === id)!;
    expect({
      name: row[header!.indexOf('title')],
      colour: row[header!.indexOf('color')],
      stockNumber: row[header!.indexOf('stock_number')],
    }).toEqual(typed);
  });

  it('moves what buyers pay in a bulk price change: a cart on sale keeps its discount, never below a dollar', async () => {
    const { bulkChangeVehicles, previewBulkChange, BulkChangeRefused } =
      await import('@/features/inventory/server/vehicle-mutations');
    const { advertisedPrice } = await import('@/features/inventory/price-change-limit');
    const id = await createVehicle(
      validInput({ name: 'On sale 2022 Club Car Onward', price: '9995', salePrice: '9495' }),
      staff,
    );
    const before = (await findVehicleForStaff(id))!;
    const target = [{ id, version: before.version }];
    const lower = { kind: 'price', byDollars: -500 } as const;
    const { planned } = await previewBulkChange(target, lower, undefined, true);
    expect(advertisedPrice(planned[0]!.input)).toBe(advertisedPrice(before) - 500);
    expect(await bulkChangeVehicles(target, lower, staff, undefined, true)).toBe(1);
    const after = (await findVehicleForStaff(id))!;
    expect({ price: after.price, salePrice: after.salePrice }).toEqual({
      price: before.price - 500,
      salePrice: before.salePrice! - 500,
    });
    // A cut larger than the sale price would leave it at nothing: refused, both prices kept.
    const tooFar = -after.salePrice!;
    await expect(
      bulkChangeVehicles(
        [{ id, version: after.version }],
        { kind: 'price', byDollars: tooFar },
        staff,
        undefined,
        true,
      ),
    ).rejects.toThrow(BulkChangeRefused);
    expect((await findVehicleForStaff(id))!.salePrice).toBe(after.salePrice);
  });

  it('leaves archiving, and bringing an archived cart back, to whoever may archive, in a bulk change too', async () => {
    const { bulkChangeVehicles, previewBulkChange, BulkChangeRefused } =
      await import('@/features/inventory/server/vehicle-mutations');
    const id = await createVehicle(validInput({ name: 'Archived 2019 Club Car Tempo' }), staff);
    const target = async () => [{ id, version: (await findVehicleForStaff(id))!.version }];
    const bulkStatus = async (status: 'archived' | 'available', mayArchive: boolean) =>
      bulkChangeVehicles(await target(), { kind: 'status', status }, staff, undefined, mayArchive);
    await expect(bulkStatus('archived', false)).rejects.toThrow(
      'Only a manager can archive “Archived 2019 Club Car Tempo”.',
    );
    expect(await bulkStatus('archived', true)).toBe(1);
    // Back on sale at its old price is a manager's call too: refused in the preview and in the change.
    expect(
      (await previewBulkChange(await target(), { kind: 'status', status: 'available' }, undefined, false))
        .problems,
    ).toEqual([
      '“Archived 2019 Club Car Tempo” is archived: only a manager can change it or bring it back on sale.',
    ]);
    await expect(bulkStatus('available', false)).rejects.toThrow(BulkChangeRefused);
    // Nor is what it would come back at another role's to change.
    const { price } = (await findVehicleForStaff(id))!;
    await expect(
      bulkChangeVehicles(await target(), { kind: 'price', byDollars: -100 }, staff, undefined, false),
    ).rejects.toThrow('is archived: only a manager can change it');
    expect((await findVehicleForStaff(id))!.price).toBe(price);
    // One cart's status button: asked of the status under the lock, whatever version is posted.
    const { version } = (await findVehicleForStaff(id))!;
    expect(await setVehicleStatus(id, 'available', staff, version, false)).toEqual({
      outcome: 'not-allowed',
    });
    expect((await findVehicleForStaff(id))!.status).toBe('archived');
    expect(await bulkStatus('available', true)).toBe(1);
    expect((await findVehicleForStaff(id))!.status).toBe('available');
  });

  it('keeps a name, a colour and a stock number on one line, without invisible direction marks', () => {
    const parsed = parseVehicleForm({
      ...vehicleToFormValues(seededVehicle('denago-ev-city')),
      name: 'Denago EV City\u0085Sold',
      colour: 'Blue\u202eder',
      stockNumber: 'U-2231\u2066',
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect([parsed.errors.name, parsed.errors.colour, parsed.errors.stockNumber]).toEqual([
        ['Name must be on one line, without line breaks'],
        ['Colour must not hold control characters or invisible direction marks'],
        ['Stock number must not hold control characters or invisible direction marks'],
      ]);
  });

  it('refuses copy that restates a figure wrongly, naming the field', () => {
    const parsed = parseVehicleForm({
      ...vehicleToFormValues(seededVehicle('denago-ev-city')),
      rangeMiles: '50',
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.errors.description?.[0]).toMatch(/says 40 miles of range, but the range is 50/);
  });

  it('a price changed by hand in the database is what the API answers next', async () => {
    const separate = connectSeparately();
    await sql`update vehicles set price = price + 111 where id = ${'evolution-classic-2-plus'}`.execute(
      separate,
    );
    await separate.destroy();
    const response = await getVehicle(new Request('http://127.0.0.1/api/vehicles/evolution-classic-2-plus'), {
      params: Promise.resolve({ id: 'evolution-classic-2-plus' }),
    });
    expect((await response.json()).price).toBe(await priceInDatabase('evolution-classic-2-plus'));
  });

  it('a finance setting changed by hand raises the stock version, so cached estimates are made again', async () => {
    const separate = connectSeparately();
    try {
      const before = await readStockVersion(separate);
      await sql`insert into settings (key, value, updated_at) values ('defaultAprPercent', '7.5', 'now')`.execute(
        separate,
      );
      const afterInsert = await readStockVersion(separate);
      expect(afterInsert).toBeGreaterThan(before);
      await sql`delete from settings where key = 'defaultAprPercent'`.execute(separate);
      expect(await readStockVersion(separate)).toBeGreaterThan(afterInsert);
    } finally {
      await separate.destroy();
    }
  });
});

describe('the stock version a server process trusts without asking', () => {
  it('is the one last read for the poll interval, and forgotten at once by a change this process makes', async () => {
    // A poll interval longer than this process has lived: only the forgetting can end the trust.
    process.env.STOCK_POLL_MS = '3600000';
    try {
      const version = await currentStockVersion();
      expect(knownStockVersion()).toBe(version);
      const id = await createVehicle(validInput({ name: 'Used 2018 Yamaha Drive2 trust test' }), staff);
      // The response cache answers from memory only for a version it knows: none until read again.
      expect(knownStockVersion()).toBeUndefined();
      const changed = await currentStockVersion();
      expect(changed).toBeGreaterThan(version);
      expect(knownStockVersion()).toBe(changed);
      await setVehicleStatus(id, 'sold', staff, (await findVehicleForStaff(id))!.version, true);
      expect(knownStockVersion()).toBeUndefined();
    } finally {
      process.env.STOCK_POLL_MS = '0';
      // The hour of trust ends here too, should an assertion above have stopped the test early.
      forgetStockVersion();
    }
  });
});

describe('versions: nobody undoes a change they have not seen', () => {
  it('keeps a change made meanwhile: the fields only one person changed merge, and nothing of theirs is undone', async () => {
    const name = 'Used 2019 EZ-GO TXT merge test';
    const id = await createVehicle(validInput({ name }), staff);
    const opened = (await findVehicleForStaff(id))!.version;
    // The owner sells it while Sam still has the page open, and Sam lowers the price.
    expect(await setVehicleStatus(id, 'sold', 'owner@dealer.test', opened, true)).toEqual({
      outcome: 'saved',
    });
    const saved = await updateVehicle(
      id,
      edit({ name, price: '7495' }, opened, { name }),
      'sam@dealer.test',
      anySave,
    );
    expect(saved).toMatchObject({ outcome: 'saved', keptTheirs: ['status'] });
    expect(await findVehicleForStaff(id)).toMatchObject({ status: 'sold', price: 7495, version: opened + 2 });
    // A status button from the same old page is refused: a status is one field, nothing to merge.
    expect(await setVehicleStatus(id, 'on-hold', 'sam@dealer.test', opened, true)).toMatchObject({
      outcome: 'stale',
    });
  });

  it('refuses a field both people changed, names it, and takes it only when applied anyway at the version shown', async () => {
    const name = 'Used 2019 EZ-GO TXT version test';
    const id = await createVehicle(validInput({ name }), staff);
    const opened = (await findVehicleForStaff(id))!.version;
    // The owner reprices and recolours; Sam, from the page opened before, reprices and sells.
    expect(
      await updateVehicle(
        id,
        edit({ name, price: '8795', colour: 'Red' }, opened),
        'owner@dealer.test',
        anySave,
      ),
    ).toMatchObject({ outcome: 'saved' });
    const samsEdit = { name, price: '7495', status: 'sold' };
    const refused = await updateVehicle(id, edit(samsEdit, opened, { name }), 'sam@dealer.test', anySave);
    expect(refused).toEqual({ outcome: 'stale', currentVersion: opened + 1, bothChanged: ['price'] });
    expect(await findVehicleForStaff(id)).toMatchObject({ status: 'available', price: 8795, colour: 'Red' });
    expect(await changesSince(id, 'record', opened)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ staff_email: 'owner@dealer.test', field: 'Price', new_value: '8795' }),
      ]),
    );
    // The largest version a form or an address may name is one the database can compare with.
    expect(await changesSince(id, 'record', maxVersion)).toEqual([]);
    // Ticked for an older version than the record's, it is refused again.
    expect(
      await updateVehicle(id, edit(samsEdit, opened, { name }, opened), 'sam@dealer.test', anySave),
    ).toMatchObject({ outcome: 'stale', bothChanged: ['price'] });
    // Applied anyway at the version the refusal showed: Sam's price and status, the owner's colour.
    expect(
      await updateVehicle(id, edit(samsEdit, opened, { name }, opened + 1), 'sam@dealer.test', anySave),
    ).toMatchObject({ outcome: 'saved', keptTheirs: ['colour'] });
    expect(await findVehicleForStaff(id)).toMatchObject({
      price: 7495,
      status: 'sold',
      colour: 'Red',
      version: opened + 2,
    });
  });

  it('lets only one of two saves made at the same moment from the same version through', async () => {
    const name = 'Used 2018 Yamaha Drive2 race test';
    const id = await createVehicle(validInput({ name }), staff);
    const opened = (await findVehicleForStaff(id))!.version;
    const results = await Promise.all(
      ['7100', '7200'].map((price) =>
        updateVehicle(id, edit({ name, price }, opened, { name }), staff, anySave),
      ),
    );
    expect(results.map((result) => result.outcome).sort()).toEqual(['saved', 'stale']);
  });

  it("refuses what the guard refuses, with the guard's messages, and writes nothing", async () => {
    const name = 'Used 2018 Yamaha Drive2 guard test';
    const id = await createVehicle(validInput({ name }), staff);
    const opened = (await findVehicleForStaff(id))!.version;
    const refusal = { errors: { price: ['Too far.'] } };
    expect(
      await updateVehicle(id, edit({ name, price: '495' }, opened), staff, (before, input) =>
        before.price === 8995 && input.price === 495 ? refusal : undefined,
      ),
    ).toEqual({ outcome: 'refused', refusal });
    expect(await findVehicleForStaff(id)).toMatchObject({ price: 8995, version: opened });
  });

  it('refuses a photo change from an older photo set, and an import raises the record version', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2021 Icon i40 photo version test' }), staff);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335' } })
      .jpeg()
      .toBuffer();
    await addVehiclePhotos(
      id,
      [
        { name: 'a.jpg', bytes: jpeg },
        { name: 'b.jpg', bytes: jpeg },
      ],
      staff,
    );
    const opened = (await findVehicleForStaff(id))!;
    const [first, second] = opened.photos;
    expect(await removePhoto(id, second!.id, 'owner@dealer.test', opened.photosVersion)).toBe('done');
    // Sam's page still shows both photos: moving or describing from it is refused.
    expect(await movePhoto(id, first!.id, 'later', 'sam@dealer.test', opened.photosVersion)).toBe('stale');
    expect(await setPhotoAlt(id, first!.id, 'Front', 'sam@dealer.test', opened.photosVersion)).toBe('stale');
    expect(await changesSince(id, 'photos', opened.photosVersion)).toEqual([
      expect.objectContaining({ staff_email: 'owner@dealer.test', field: 'Photo', new_value: 'Removed' }),
    ]);
    // The record itself did not change, so a save of its fields from that page goes through.
    expect((await findVehicleForStaff(id))!.version).toBe(opened.version);

    const csv = inventoryCsv([(await findVehicleForStaff(id))!]);
    expect(await applyChecked(await checkFile(withCell(csv, id, 'price', '6100')))).toMatchObject({
      outcome: 'applied',
    });
    expect((await findVehicleForStaff(id))!.version).toBe(opened.version + 1);
  });
});

describe('CSV import', () => {
  it('reads an export of the whole stock in a spreadsheet as one row a cart, and takes it back unchanged', async () => {
    const stock = await allInventory(parseInventoryOfficeQuery({}));
    // Features are one a line: the cells a spreadsheet splits into rows when they are not quoted.
    expect(stock.filter((vehicle) => vehicle.features.length > 1).length).toBeGreaterThan(1);
    const exported = inventoryCsv(stock);
    const records = spreadsheetRecords(exported);
    expect(records).toHaveLength(stock.length);
    expect(records.map((record) => [record.id, record.features])).toEqual(
      stock.map((vehicle) => [vehicle.id, vehicleToFormValues(vehicle).features]),
    );

    // Saved again as Excel's "CSV UTF-8" does: its byte-order mark, a quoted cell where one needs it.
    const [header, ...rows] = spreadsheetRows(exported);
    const saved = Buffer.concat([
      utf8ByteOrderMark,
      Buffer.from(stringify([header!, ...rows], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ })),
    ]);
    const id = await keepImportFile('stock.csv', readInventoryCsv(saved), staff);
    const check = (await findImportCheck(id))!;
    expect(check.problems).toEqual([]);
    expect(check.preview!.rows.map((row) => row.kind)).toEqual(stock.map(() => 'unchanged'));
  });

  it('changes nothing when one row is bad, and names that row and field', async () => {
    const vehicles = (await listVehicles()).slice(0, 3);
    const [header, ...rows] = inventoryCsv(vehicles).trimEnd().split('\r\n');
    const priceColumn = header!.split(',').indexOf('price');
    const bad = rows.map((row, index) =>
      index === 1
        ? row
            .split(',')
            .map((cell, column) => (column === priceColumn ? '-5' : cell))
            .join(',')
        : row,
    );
    const result = readInventoryCsv([header, ...bad].join('\r\n'));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toContainEqual(expect.objectContaining({ row: 3, field: 'Price' }));

    // Blank rows left in the spreadsheet count, as its row numbers do: the bad row is now row 5.
    // A row emptied inside the data is saved by a spreadsheet as its commas alone: blank too.
    const emptied = ','.repeat(header!.split(',').length - 1);
    const spaced = readInventoryCsv([header, bad[0], '', emptied, ...bad.slice(1)].join('\r\n'));
    expect(spaced.ok).toBe(false);
    if (!spaced.ok) expect(spaced.problems).toEqual([expect.objectContaining({ row: 5, field: 'Price' })]);
  });

  it('refuses a header with a column given twice, rather than reading only its last copy', async () => {
    const [header, row] = inventoryCsv((await listVehicles()).slice(0, 1))
      .trimEnd()
      .split('\r\n');
    const result = readInventoryCsv([`${header},price`, `${row},1`].join('\r\n'));
    expect(result).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringContaining('the column(s) price more than once') }],
    });
  });

  it('says a file saved with semicolons or tabs between its columns is to be saved with commas', async () => {
    const csv = inventoryCsv((await listVehicles()).slice(0, 2));
    for (const [separator, words] of [
      [';', 'semicolons'],
      ['\t', 'tabs'],
    ] as const) {
      const result = readInventoryCsv(csv.replaceAll(',', separator));
      expect(result).toMatchObject({
        ok: false,
        problems: [{ message: expect.stringContaining(`separated by ${words}, not commas`) }],
      });
    }
  });

  it('previews a changed price field by field and writes nothing until Apply', async () => {
    const vehicles = (await listVehicles()).slice(0, 2);
    const csv = inventoryCsv(vehicles);
    const same = await checkFile(csv);
    expect(same.problems).toEqual([]);
    expect(same.preview!.rows.map((row) => row.kind)).toEqual(['unchanged', 'unchanged']);

    const [first] = vehicles;
    const check = await checkFile(withCell(csv, first!.id, 'price', String(first!.price + 5)));
    expect(check.preview!.rows[0]).toMatchObject({
      kind: 'change',
      row: 2,
      id: first!.id,
      changes: [{ field: 'Price', oldValue: String(first!.price), newValue: String(first!.price + 5) }],
    });
    expect(await priceInDatabase(first!.id)).toBe(first!.price);
    expect(await applyChecked(check)).toEqual({
      outcome: 'applied',
      summary: { added: 0, changed: 1, unchanged: 1, skipped: 0 },
    });
    expect(await priceInDatabase(first!.id)).toBe(first!.price + 5);
    expect((await findImportCheck(check.id))!.applied).toMatchObject({ by: staff });
    // A second press of Apply (or a replayed post) writes nothing more.
    expect(await applyChecked(check)).toEqual({ outcome: 'already-applied' });
  });

  it('names who changed a cart by the name on their account, in its history and in what changed since', async () => {
    const { upsertStaff } = await import('@/features/staff/server/staff');
    const { database } = await import('@/server/db/database');
    const { changedBy, groupChanges } = await import('@/features/inventory/change-summary');
    const named = `riley.${Date.now()}@dealer.test`;
    await upsertStaff(named, 'a long enough password');
    await (
      await database()
    )
      .updateTable('staff_users')
      .set({ name: 'Riley Park' })
      .where('email', '=', named)
      .execute();
    const id = await createVehicle(validInput({ name: 'Used 2020 Club Car named in its history' }), staff);
    expect(await setVehicleStatus(id, 'sold', named, 1, true)).toEqual({ outcome: 'saved' });
    const history = await vehicleHistory(id);
    expect(changedBy(history.find((entry) => entry.field === 'Status')!)).toBe('Riley Park');
    // An account without a name (or none at all) is its sign-in address.
    expect(changedBy(history.find((entry) => entry.field === 'Record')!)).toBe(staff);
    expect(groupChanges(await changesSince(id, 'record', 1))).toEqual([
      expect.objectContaining({ by: 'Riley Park', changes: ['Status Available → Sold'] }),
    ]);
    // An import's preview and the list of imports name them the same way.
    const repriced = await createVehicle(validInput({ name: 'Used 2020 Club Car repriced by Riley' }), staff);
    const before = (await findVehicleForStaff(repriced))!;
    const check = await checkFile(
      withCell(inventoryCsv([before]), repriced, 'price', String(before.price + 5)),
      named,
    );
    expect(check.checkedBy).toBe('Riley Park');
    expect(await applyChecked(check, [], named)).toMatchObject({ outcome: 'applied' });
    expect((await findImportCheck(check.id))!.applied).toMatchObject({ by: 'Riley Park' });
    expect((await appliedImports(1))[0]).toMatchObject({ id: check.id, appliedBy: 'Riley Park' });
  });

  it('holds back a row exported before the cart was sold, showing who sold it, unless ticked', async () => {
    const sold = await createVehicle(validInput({ name: 'Used 2021 EZ-GO stale export sold' }), staff);
    const edited = await createVehicle(validInput({ name: 'Used 2021 EZ-GO stale export edited' }), staff);
    const morning = inventoryCsv([(await findVehicleForStaff(sold))!, (await findVehicleForStaff(edited))!]);
    expect(await setVehicleStatus(sold, 'sold', 'owner@dealer.test', 1, true)).toEqual({ outcome: 'saved' });

    // The afternoon: the morning's file, with a price edited on the other cart.
    const check = await checkFile(withCell(morning, edited, 'price', '8495'));
    expect(check.preview!.rows).toEqual([
      expect.objectContaining({
        kind: 'conflict',
        id: sold,
        changes: [{ field: 'Status', oldValue: 'Sold', newValue: 'Available' }],
      }),
      expect.objectContaining({ kind: 'change', id: edited }),
    ]);
    expect(check.preview!.changedSince[sold]).toEqual([
      expect.objectContaining({ by: 'owner@dealer.test', changes: ['Status Available → Sold'] }),
    ]);
    expect(await applyChecked(check)).toEqual({
      outcome: 'applied',
      summary: { added: 0, changed: 1, unchanged: 0, skipped: 1 },
    });
    expect((await findVehicleForStaff(sold))!.status).toBe('sold');
    expect(await priceInDatabase(edited)).toBe(8495);

    // Ticked on purpose, the row applies.
    const again = await checkFile(morning);
    const conflict = again.preview!.rows.find((row) => row.kind === 'conflict' && row.id === sold)!;
    expect(await applyChecked(again, [conflict.row])).toMatchObject({ outcome: 'applied' });
    expect((await findVehicleForStaff(sold))!.status).toBe('available');
  });

  it('refuses, by row, a row taking a stock number that a row left out would free', async () => {
    const first = await createVehicle(
      validInput({ name: 'Used 2021 Yamaha swap one', stockNumber: 'SWAP-1' }),
      staff,
    );
    const second = await createVehicle(
      validInput({ name: 'Used 2021 Yamaha swap two', stockNumber: 'SWAP-2' }),
      staff,
    );
    const morning = inventoryCsv([(await findVehicleForStaff(first))!, (await findVehicleForStaff(second))!]);
    // Someone puts the first cart on hold after the export, so its row is a conflict.
    expect(await setVehicleStatus(first, 'on-hold', 'owner@dealer.test', 1, true)).toEqual({
      outcome: 'saved',
    });
    // The file gives the first cart a new number and the second the number the first frees.
    const file = withCell(withCell(morning, first, 'stockNumber', 'SWAP-3'), second, 'stockNumber', 'SWAP-1');
    const check = await checkFile(file);
    const rowOfKind = (kind: ChangingRow['kind']) =>
      check.preview!.rows.find((row) => row.kind === kind) as ChangingRow;
    const [conflict, change] = [rowOfKind('conflict'), rowOfKind('change')];
    expect(conflict).toMatchObject({ id: first });

    // Not ticked, the first cart keeps SWAP-1: Apply refuses, naming both rows, and writes nothing.
    expect(await applyChecked(check)).toEqual({ outcome: 'left-out-clash' });
    const refused = (await findImportCheck(check.id, new Set()))!;
    expect(refused.preview!.ticked).toEqual({
      rows: [],
      problems: [
        expect.objectContaining({
          row: change.row,
          field: 'Stock number',
          message: expect.stringContaining(`stays on “${conflict.name}” while row ${conflict.row}`),
        }),
      ],
    });
    expect((await findVehicleForStaff(second))!.stockNumber).toBe('SWAP-2');
    expect((await findImportCheck(check.id))!.applied).toBeUndefined();

    // Ticked, both rows apply, as the same preview showed them.
    expect((await findImportCheck(check.id, new Set([conflict.row])))!.preview!.ticked!.problems).toEqual([]);
    expect(await applyChecked(check, [conflict.row])).toMatchObject({ outcome: 'applied' });
    expect((await findVehicleForStaff(first))!.stockNumber).toBe('SWAP-3');
    expect((await findVehicleForStaff(second))!.stockNumber).toBe('SWAP-1');
  });

  it('refuses a mistyped id and a file imported twice in the preview, by row', async () => {
    const [known] = await listVehicles();
    const header = inventoryCsv([]).trimEnd();
    const typo = await checkFile(
      withCell(
        `${header}\r\n${inventoryCsv([known!]).trimEnd().split('\r\n')[1]}`,
        known!.id,
        'id',
        `${known!.id}x`,
      ),
    );
    expect(typo.problems).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'id',
        message: expect.stringContaining(`No cart has the id “${known!.id}x”`),
      }),
    ]);
    expect(typo.preview).toBeUndefined();

    const newCart = await createVehicle(
      validInput({ name: 'Used 2022 Icon i40 twin file', stockNumber: 'TWIN-1' }),
      staff,
    );
    // A file of new carts (empty ids), as a supplier's list arrives.
    const [columns, row] = inventoryCsv([(await findVehicleForStaff(newCart))!])
      .trimEnd()
      .split('\r\n');
    const fresh = row!
      .replace(`${newCart},1,`, ',,')
      .replace('TWIN-1', 'TWIN-2')
      .replace('Used 2022 Icon i40 twin file', 'Used 2022 Icon i40 twin file two');
    const file = `${columns}\r\n${fresh}`;
    const first = await checkFile(file);
    expect(first.preview!.rows.map((planned) => planned.kind)).toEqual(['add']);
    expect(await applyChecked(first)).toMatchObject({ outcome: 'applied', summary: { added: 1 } });
    const before = (await listVehicles()).length;
    const twice = await checkFile(file);
    expect(twice.problems).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'Stock number',
        message: expect.stringContaining('TWIN-2 is already on “Used 2022 Icon i40 twin file two”'),
      }),
    ]);
    expect(twice.preview).toBeUndefined();
    expect((await listVehicles()).length).toBe(before);
  });

  it('applies nothing when the stock changed between the preview and Apply', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2019 Yamaha preview moved' }), staff);
    const other = await createVehicle(validInput({ name: 'Used 2019 Yamaha preview moved two' }), staff);
    const csv = inventoryCsv([(await findVehicleForStaff(id))!, (await findVehicleForStaff(other))!]);
    const check = await checkFile(withCell(withCell(csv, id, 'price', '7001'), other, 'price', '7002'));
    await updateVehicle(
      id,
      edit({ name: 'Used 2019 Yamaha preview moved', price: '6900' }, 1),
      'sam@dealer.test',
      anySave,
    );
    expect(await applyChecked(check)).toEqual({ outcome: 'moved' });
    expect(await priceInDatabase(id)).toBe(6900);
    expect(await priceInDatabase(other)).toBe(8995);
    // The preview made again shows the row as a conflict now.
    expect((await findImportCheck(check.id))!.preview!.rows[0]).toMatchObject({ kind: 'conflict', id });
  });

  it('undoes the last import: prices back, added carts gone; refused once a cart changed since', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2020 Club Car undo test' }), staff);
    const [columns, row] = inventoryCsv([(await findVehicleForStaff(id))!])
      .trimEnd()
      .split('\r\n');
    const added = row!
      .replace(`${id},1,`, ',,')
      .replace('Used 2020 Club Car undo test', 'Used 2020 Club Car undo added');
    const check = await checkFile(withCell(`${columns}\r\n${row}\r\n${added}`, id, 'price', '7777'));
    expect(await applyChecked(check)).toMatchObject({
      outcome: 'applied',
      summary: { added: 1, changed: 1 },
    });
    const addedId = (await listVehicles()).find(
      (vehicle) => vehicle.name === 'Used 2020 Club Car undo added',
    )!.id;

    expect(await undoImport(check.id, 'owner@dealer.test')).toEqual({ outcome: 'undone' });
    expect(await priceInDatabase(id)).toBe(8995);
    expect(await findVehicleForStaff(addedId)).toBeUndefined();
    expect(await vehicleHistory(id)).toContainEqual(
      expect.objectContaining({ field: 'Price (import undone)', old_value: '7777', new_value: '8995' }),
    );
    expect(await undoImport(check.id, 'owner@dealer.test')).toEqual({
      outcome: 'refused',
      reasons: ['This import has already been undone.'],
    });

    const second = await checkFile(
      withCell(inventoryCsv([(await findVehicleForStaff(id))!]), id, 'price', '7100'),
    );
    expect(await applyChecked(second)).toMatchObject({ outcome: 'applied' });
    await updateVehicle(
      id,
      edit({ name: 'Used 2020 Club Car undo test', price: '7200' }, (await findVehicleForStaff(id))!.version),
      'sam@dealer.test',
      anySave,
    );
    expect(await undoImport(second.id, 'owner@dealer.test')).toEqual({
      outcome: 'refused',
      reasons: [
        // Who, and when as the dealer reads a time (not an ISO stamp).
        expect.stringMatching(
          /^“Used 2020 Club Car undo test” has been changed since the import \(by sam@dealer\.test, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M\)\.$/,
        ),
      ],
    });
    expect(await priceInDatabase(id)).toBe(7200);
  });
});

describe('undoing an import after customers came', () => {
  it('keeps a cart the import added once a customer asked about it, naming it, and changes nothing', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2021 Club Car asked about' }), staff);
    const [columns, row] = inventoryCsv([(await findVehicleForStaff(id))!])
      .trimEnd()
      .split('\r\n');
    const name = 'Used 2021 Club Car added and asked about';
    const added = row!.replace(`${id},1,`, ',,').replace('Used 2021 Club Car asked about', name);
    const check = await checkFile(withCell(`${columns}\r\n${row}\r\n${added}`, id, 'price', '7654'));
    expect(await applyChecked(check)).toMatchObject({
      outcome: 'applied',
      summary: { added: 1, changed: 1 },
    });
    const addedId = (await listVehicles()).find((vehicle) => vehicle.name === name)!.id;
    const { POST: contact } = await import('@/app/api/contact/route');
    await postEnquiry(contact, { vehicleId: addedId, message: 'Is this one still available?' });
    expect(await undoImport(check.id, 'owner@dealer.test')).toEqual({
      outcome: 'refused',
      reasons: [
        `“${name}”, which the import added, has had an enquiry or a hold from a customer since: archive it instead.`,
      ],
    });
    expect(await findVehicleForStaff(addedId)).toBeDefined();
    expect(await priceInDatabase(id)).toBe(7654);
  });
});

describe('the merchant feed', () => {
  it('parses as XML and lists every available vehicle with a photo, with the required fields, escaped', async () => {
    const id = await createVehicle(
      validInput({ name: 'Tom & Jerry <b>special</b> cart', brand: 'EZ-GO "RXV"' }),
      staff,
    );
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    await addVehiclePhotos(id, [{ name: 'front.jpg', bytes: jpeg }], staff);
    const lsv = await createVehicle(
      validInput({ name: 'Used 2022 Club Car LSV', streetLegal: 'yes' }),
      staff,
    );
    await addVehiclePhotos(lsv, [{ name: 'lsv.jpg', bytes: jpeg }], staff);
    const turfman = (await findVehicleForStaff('evolution-turfman-200'))!;
    await setVehicleStatus(turfman.id, 'sold', staff, turfman.version, true);
    const xml = await (await merchantFeed()).text();
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { channel: { item: Record<string, unknown>[] } };
    };
    const items = [feed.rss.channel.item].flat();
    const available = (await listVehicles()).filter((vehicle) => vehicle.status === 'available');
    // Left out: a cart shown only by the site's drawing (Shopping takes real photos only), and a
    // street-legal one (Shopping takes no road vehicles).
    const shoppable = available.filter(
      (vehicle) => vehicle.photos.length > 0 && vehicle.streetLegal !== true,
    );
    expect(shoppable.length).toBeLessThan(available.length);
    expect(items.map((item) => item['g:id'])).toEqual(shoppable.map((vehicle) => vehicle.id));
    expect(items.some((item) => item['g:id'] === lsv)).toBe(false);
    for (const item of items) {
      for (const field of [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:price',
        'g:availability',
        'g:condition',
        'g:brand',
        'g:google_product_category',
      ])
        expect(item[field], `${String(item['g:id'])} ${field}`).toBeTruthy();
      expect(String(item['g:price'])).toMatch(/^\d+\.00 USD$/);
      // Merchant feeds take raster pictures only; the address may carry a fingerprint (?v=).
      expect(new URL(String(item['g:image_link'])).pathname).toMatch(/\.(png|webp)$/);
    }
    const special = items.find((item) => item['g:id'] === id)!;
    expect(special['g:title']).toBe('Tom & Jerry <b>special</b> cart');
    expect(special['g:brand']).toBe('EZ-GO "RXV"');
    expect(items.some((item) => item['g:id'] === 'evolution-turfman-200')).toBe(false);
  });
});

describe('upgrading a database from the first release', () => {
  it('moves every figure into its column and keeps the stock', async () => {
    // The first release's two migrations.
    const { db: old, upgrade, close } = await databaseBefore(2);
    await sql`insert into vehicles (id, name, description, brand, category, price, images, in_stock, is_new, features,
          specifications, condition, model, featured, created_at, updated_at)
         values ('old-cart', 'Evolution D3 Lifted', 'x', 'Evolution', 'D3', 17995, '[]', 0, 1, '["A"]',
          '{"seatingCapacity":4,"range":"30 miles","topSpeed":"25 mph","batteryType":"Lead-acid","driveType":"4x4","Charger":"48V"}',
          'new', 'D3 Lifted', 0, 'now', 'now')`.execute(old);
    const error = await upgrade();
    expect(error).toBeUndefined();
    expect(await old.selectFrom('vehicles').selectAll().executeTakeFirst()).toMatchObject({
      seats: 4,
      range_miles: 30,
      top_speed_mph: 25,
      drive: '4x4',
      battery_type: 'lead-acid',
      lifted: 1,
      status: 'sold',
      specifications: JSON.stringify([{ label: 'Charger', value: '48V' }]),
    });
    await close();
  });

  it("keeps both listings of a cart imported twice, clearing the later one's stock number with a history row", async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-11-25-009-unique-listed-identity');
    for (const [id, createdAt, stock] of [
      ['ranger', '2026-11-01T10:00:00.000Z', 'U-2231'],
      ['ranger-2', '2026-11-02T10:00:00.000Z', 'u-2231'],
    ])
      await sql`insert into vehicles (id, name, description, brand, category, price, features, specifications,
            condition, model, featured, status, lifted, stock_number, created_at, updated_at)
           values (${id}, 'Used Evolution D5 Ranger', 'x', 'Evolution', 'D5 Ranger', 9995, '[]', '[]', 'used',
            'D5 Ranger', 0, 'available', 0, ${stock}, ${createdAt}, ${createdAt})`.execute(old);
    const error = await upgrade();
    expect(error).toBeUndefined();
    const rows = await old
      .selectFrom('vehicles')
      .select(['id', 'stock_number', 'status'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'ranger', stock_number: 'U-2231', status: 'available' },
      { id: 'ranger-2', stock_number: null, status: 'available' },
    ]);
    expect(
      await old.selectFrom('vehicle_changes').selectAll().where('vehicle_id', '=', 'ranger-2').execute(),
    ).toEqual([
      expect.objectContaining({
        field: 'Stock number (also on ranger)',
        old_value: 'u-2231',
        new_value: null,
      }),
    ]);
    // From now on the database itself refuses a second listed cart with that number.
    await expect(
      sql`update vehicles set stock_number = 'U-2231' where id = 'ranger-2'`.execute(old),
    ).rejects.toThrow();
    await close();
  });
});

describe('one stock number and one VIN per listed cart', () => {
  it('refuses a second listed cart with a stock number in any case, naming the first; sold carts keep theirs', async () => {
    const first = await createVehicle(
      validInput({ name: 'Used 2022 Icon i40 identity test', stockNumber: 'ID-77' }),
      staff,
    );
    const clash = await createVehicle(
      validInput({ name: 'Used 2022 Icon i40 identity test', stockNumber: 'id-77' }),
      staff,
    ).catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(IdentityClashError);
    expect((clash as Error).message).toContain(
      'Stock number id-77 is already on “Used 2022 Icon i40 identity test” (available).',
    );
    // Sold, it may share the number of a listed cart; put back on sale, it may not.
    const sold = await createVehicle(
      validInput({ name: 'Used 2022 Icon i40 sold twin', stockNumber: 'ID-77', status: 'sold' }),
      staff,
    );
    const soldVersion = (await findVehicleForStaff(sold))!.version;
    await expect(setVehicleStatus(sold, 'available', staff, soldVersion, true)).rejects.toThrow(
      IdentityClashError,
    );
    expect((await findVehicleForStaff(sold))!.status).toBe('sold');
    expect((await findVehicleForStaff(first))!.stockNumber).toBe('ID-77');
  });

  it('refuses a VIN whose check digit does not add up, and a second listed cart with a VIN', async () => {
    const typo = parseVehicleForm({
      ...vehicleToFormValues((await findVehicleForStaff('denago-ev-city'))!),
      vin: '1M8GDM9AXKP042789',
    });
    expect(typo.success ? [] : typo.errors.vin).toEqual([expect.stringContaining('check digit')]);
    await createVehicle(validInput({ name: 'Used 2023 Club Car LSV one', vin: '1M8GDM9AXKP042788' }), staff);
    await expect(
      createVehicle(validInput({ name: 'Used 2023 Club Car LSV two', vin: '1M8GDM9AXKP042788' }), staff),
    ).rejects.toThrow(/VIN 1M8GDM9AXKP042788 is already on/);
  });

  it('an import row carries the larger move of its prices, a sale price added included, for its preview', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2021 EZ-GO import sale' }), staff);
    const cart = (await findVehicleForStaff(id))!;
    const stock = new Map([[id, cart]]);
    const withSale = planImport(
      [
        {
          row: 2,
          id,
          exportedVersion: cart.version,
          input: { ...cart, salePrice: Math.round(cart.price / 2) },
        },
      ],
      stock,
    );
    expect(withSale.rows).toEqual([
      expect.objectContaining({
        kind: 'change',
        priceMove: { from: cart.price, to: Math.round(cart.price / 2) },
      }),
    ]);
    const described = planImport(
      [
        {
          row: 2,
          id,
          exportedVersion: cart.version,
          input: { ...cart, description: `${cart.description} Seen.` },
        },
      ],
      stock,
    );
    expect(described.rows).toEqual([expect.not.objectContaining({ priceMove: expect.anything() })]);
  });

  it('refuses an import that repeats a stock number within the file or of a listed cart, by row', async () => {
    const listed = await createVehicle(
      validInput({ name: 'Used 2020 EZ-GO import twin', stockNumber: 'IMP-1' }),
      staff,
    );
    const row = (line: number, stockNumber: string) => ({
      row: line,
      id: '',
      exportedVersion: null,
      input: validInput({ name: `Imported ${stockNumber} row ${line}`, stockNumber }),
    });
    const stock = new Map((await listVehicles()).map((vehicle) => [vehicle.id, vehicle]));
    stock.set(listed, (await findVehicleForStaff(listed))!);
    const plan = planImport([row(2, 'IMP-2'), row(3, 'imp-2'), row(4, 'IMP-1')], stock);
    expect(plan.problems).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'Stock number',
        message: expect.stringContaining('also on row 3'),
      }),
      expect.objectContaining({
        row: 3,
        field: 'Stock number',
        message: expect.stringContaining('also on row 2'),
      }),
      expect.objectContaining({
        row: 4,
        field: 'Stock number',
        message: expect.stringContaining(`already on “${(await findVehicleForStaff(listed))!.name}”`),
      }),
    ]);
  });
});

describe("the inventory office's search", () => {
  it('finds a cart by its name typed in any case, accented capitals too', async () => {
    const id = await createVehicle(validInput({ name: 'Used 2019 ÉCLAT Ørsted Edition 4' }), staff);
    const found = async (q: string) =>
      (await allInventory(parseInventoryOfficeQuery({ q }))).map((vehicle) => vehicle.id);
    for (const typed of ['éclat ørsted', 'ÉCLAT ØRSTED', 'Éclat Ørsted'])
      expect(await found(typed), typed).toContain(id);
    expect(await found('eclat orsted')).not.toContain(id);
  });
});
