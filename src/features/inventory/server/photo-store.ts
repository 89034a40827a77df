import 'server-only';

import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Transaction } from 'kysely';
import sharp from 'sharp';

import { env } from '@/env';
import { asOneLine, withoutHiddenMarks } from '@/lib/one-line-text';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { makeFolder } from '@/server/folders';

import { byFileName, cartForPhotoFile } from '../photo-file-names';
import { photoRules, type PhotoRefusal } from '../photo-rules';
import { photoWidths } from '../vehicle-images';
import { writeAudit } from './audit-trail';
import { forgetStockVersion } from './stock-version';

/**
 * Vehicle photos: the type is read from the file's first bytes (never its name or the browser's
 * word), the camera's rotation applied, metadata dropped, and WebP copies stored in a few widths
 * under DATA_DIR/photos/{photo id}/. A photo id is new on every upload, so its files never change
 * and are served with a long immutable cache.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type by magic number, or undefined for anything else (SVG, GIF, HEIC, text...). */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

function photosRoot(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DATA_DIR, 'photos');
}

export function photoFile(photoId: string, width: number): string {
  return path.join(photosRoot(), photoId, `${width}.webp`);
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  files: Map<number, Buffer>;
}

/** A photo's sides as it stands upright (its EXIF orientation applied), read from its header. */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number } | undefined> {
  const { width, height, orientation } = await sharp(bytes).metadata();
  if (!width || !height) return undefined;
  // Orientations 5 to 8 turn the picture a quarter: its sides swap.
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The photo in each stored width, as WebP. Decoded once: turned upright and shrunk to the largest
 * width (a JPEG shrinks as it is read), each smaller width made from that: a 79-megapixel JPEG
 * takes a quarter of the time it took decoded whole, re-encoded, then decoded again for each width.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  // limitInputPixels refuses decompression bombs; rotate() applies the EXIF orientation.
  const largest = await sharp(bytes, { limitInputPixels: photoRules.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: photoWidths.at(-1)!, withoutEnlargement: true })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = largest.info;
  const targets = [...new Set([...photoWidths.filter((target) => target < width), width])];
  const files = new Map<number, Buffer>();
  for (const target of targets)
    files.set(
      target,
      await sharp(largest.data)
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  return { width, height, files };
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * A posted file as an upload: its bytes, and its name as staff or a customer will read it in a
 * history, a refusal or a lead, the last part of any path the sender put in it, on one line,
 * without control characters or direction marks ("a\u0000b/../x.jpg" is "x.jpg").
 */
export async function uploadedFile(file: File): Promise<UploadedFile> {
  const name = asOneLine(withoutHiddenMarks(file.name.split(/[\\/]/).at(-1)!))
    .trim()
    .slice(0, 200);
  return { name: name || 'photo', bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * The checks of an upload that read no pixels: the `index`-th of at most `maxFiles`, not empty,
 * not too large, a JPEG, PNG or WebP by its first bytes. Cheap enough for a request refused anyway
 * (a trade-in whose fields are wrong), where decoding every photo would cost for nothing.
 */
export function quickPhotoRefusal(
  upload: UploadedFile,
  index: number,
  maxFiles: number,
): PhotoRefusal | undefined {
  if (index >= maxFiles) return 'too-many';
  if (upload.bytes.length === 0) return 'empty';
  if (upload.bytes.length > photoRules.maxBytes) return 'too-large';
  if (!detectImageType(upload.bytes)) return 'not-an-image';
  return undefined;
}

/**
 * The checks every uploaded photo passes, whoever sends it (staff, or a visitor's trade-in): the
 * quick ones (quickPhotoRefusal), then that it decodes and is not too small to show anything. A
 * photo that passes comes back resized.
 */
export async function checkPhoto(
  upload: UploadedFile,
  index: number,
  maxFiles: number,
): Promise<{ processed: ProcessedPhoto } | { refused: PhotoRefusal }> {
  const quickly = quickPhotoRefusal(upload, index, maxFiles);
  if (quickly) return { refused: quickly };
  // Its size from its header, before a pixel is decoded: refused for that, it is told why.
  const size = await uprightSize(upload.bytes).catch(() => undefined);
  if (!size) return { refused: 'unreadable' };
  if (size.width * size.height > photoRules.maxPixels) return { refused: 'too-many-pixels' };
  // Its own sides count, not the stored copy's: a panorama shrunk to the largest width is short.
  if (Math.min(size.width, size.height) < photoRules.minSide) return { refused: 'too-small' };
  try {
    return { processed: await processPhoto(upload.bytes) };
  } catch {
    return { refused: 'unreadable' };
  }
}

export interface UploadOutcome {
  added: number;
  refused: { name: string; reason: PhotoRefusal }[];
}

/** Checks, resizes and stores photos, appended after the vehicle's others. */
export async function addVehiclePhotos(
  vehicleId: string,
  uploads: readonly UploadedFile[],
  staffEmail: string,
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { added: 0, refused: [] };
  const accepted: { name: string; processed: ProcessedPhoto }[] = [];
  for (const [index, upload] of uploads.entries()) {
    const checked = await checkPhoto(upload, index, photoRules.maxFiles);
    if ('refused' in checked) outcome.refused.push({ name: upload.name, reason: checked.refused });
    else accepted.push({ name: upload.name, processed: checked.processed });
  }
  if (accepted.length === 0) return outcome;

  const stored = accepted.map(({ name, processed }) => ({ id: randomUUID(), name, processed }));
  const removeFiles = async () => {
    for (const { id } of stored) await rm(path.join(photosRoot(), id), { recursive: true, force: true });
  };
  let kept: boolean;
  try {
    kept = await storePhotos(vehicleId, stored, staffEmail);
  } catch (error) {
    // An upload that fails (a full disk) leaves no file behind.
    await removeFiles();
    throw error;
  }
  if (!kept) {
    await removeFiles();
    outcome.refused.push(...stored.map(({ name }) => ({ name, reason: 'cart-gone' as const })));
    return outcome;
  }
  forgetStockVersion();
  outcome.added = stored.length;
  await purgeRemovedPhotos();
  return outcome;
}

/**
 * Writes checked photos' files, then their rows after the vehicle's other photos, in one
 * transaction; false when the vehicle is gone meanwhile.
 */
async function storePhotos(
  vehicleId: string,
  stored: readonly { id: string; name: string; processed: ProcessedPhoto }[],
  staffEmail: string,
): Promise<boolean> {
  for (const { id, processed } of stored) {
    await makeFolder(path.join(photosRoot(), id));
    for (const [width, file] of processed.files) await writeFile(photoFile(id, width), file);
  }
  const db = await database();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    // An upload only appends, so it is never refused; it still makes older pages out of date.
    const version = await raisePhotosVersion(trx, vehicleId);
    if (version === undefined) return false;
    const last = await trx
      .selectFrom('vehicle_photos')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirst();
    let position = Number(last?.position ?? -1);
    for (const { id, name, processed } of stored) {
      position += 1;
      await trx
        .insertInto('vehicle_photos')
        .values({
          id,
          vehicle_id: vehicleId,
          position,
          alt: '',
          width: processed.width,
          height: processed.height,
          widths: JSON.stringify([...processed.files.keys()].sort((a, b) => a - b)),
          created_at: now,
        })
        .execute();
      await writeAudit(trx, { vehicleId, staffEmail, at: now, made: { photos: Number(version) } }, [
        { field: 'Photo', oldValue: null, newValue: `Added ${name.slice(0, 120)}` },
      ]);
    }
    return true;
  });
}

type Trx = Transaction<Database>;

/**
 * A change that adds to the photo set whatever page it came from: the set's next version, or
 * undefined when the vehicle is gone (an import undone while its photos uploaded).
 */
async function raisePhotosVersion(trx: Trx, vehicleId: string): Promise<number | undefined> {
  const raised = await trx
    .updateTable('vehicles')
    .set((eb) => ({ photos_version: eb('photos_version', '+', 1) }))
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) === 0) return undefined;
  const { photos_version: version } = await trx
    .selectFrom('vehicles')
    .select('photos_version')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return Number(version);
}

/**
 * Raises the vehicle's photo-set version if it is still `expected`. The condition is in the
 * UPDATE itself, so two changes at once cannot both pass.
 */
async function claimPhotosVersion(trx: Trx, vehicleId: string, expected: number): Promise<number | 'stale'> {
  const result = await trx
    .updateTable('vehicles')
    .set({ photos_version: expected + 1 })
    .where('id', '=', vehicleId)
    .where('photos_version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? expected + 1 : 'stale';
}

function photosOf(trx: Trx, vehicleId: string) {
  return trx
    .selectFrom('vehicle_photos')
    .select(['id', 'position', 'alt'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('position')
    .execute();
}

/** One change to the photo set, in its vehicle's history. */
function audit(
  trx: Trx,
  change: { vehicleId: string; staffEmail: string; version: number },
  field: string,
  oldValue: string | null,
  newValue: string | null,
) {
  const { vehicleId, staffEmail, version } = change;
  return writeAudit(trx, { vehicleId, staffEmail, at: new Date().toISOString(), made: { photos: version } }, [
    { field, oldValue, newValue },
  ]);
}

/** done; stale when the photos changed after `expectedVersion`; missing when there is no such photo. */
export type PhotoChangeOutcome = 'done' | 'stale' | 'missing';

/**
 * A change to the photo set, in one transaction, only if the set is still at `expectedVersion`.
 * The change reads what it needs, then claims the next version (which fails if anyone changed
 * the photos since, even between that read and the claim) and writes.
 */
async function changePhotos(
  vehicleId: string,
  expectedVersion: number,
  change: (trx: Trx, claim: () => Promise<number | 'stale'>) => Promise<PhotoChangeOutcome>,
): Promise<PhotoChangeOutcome> {
  const db = await database();
  const outcome = await db.transaction().execute(async (trx) => {
    // An out-of-date page hears so first, whatever else is wrong with its request.
    const row = await trx
      .selectFrom('vehicles')
      .select('photos_version')
      .where('id', '=', vehicleId)
      .executeTakeFirst();
    if (!row) return 'missing';
    if (Number(row.photos_version) !== expectedVersion) return 'stale';
    return change(trx, () => claimPhotosVersion(trx, vehicleId, expectedVersion));
  });
  if (outcome === 'done') forgetStockVersion();
  return outcome;
}

/**
 * Where a photo can be moved: a place earlier or later, first (the main picture), or to a place
 * by its index (where it was dropped).
 */
export type PhotoMove = 'earlier' | 'later' | 'first' | { to: number };

/** Moves a photo; the first photo is the main picture on cards, pages, feeds and previews. */
export function movePhoto(
  vehicleId: string,
  photoId: string,
  direction: PhotoMove,
  staffEmail: string,
  expectedVersion: number,
): Promise<PhotoChangeOutcome> {
  return changePhotos(vehicleId, expectedVersion, async (trx, claim) => {
    const photos = await photosOf(trx, vehicleId);
    const index = photos.findIndex((photo) => photo.id === photoId);
    const target =
      typeof direction === 'object'
        ? direction.to
        : direction === 'first'
          ? 0
          : direction === 'earlier'
            ? index - 1
            : index + 1;
    if (index < 0 || target < 0 || target >= photos.length || target === index) return 'missing';
    const version = await claim();
    if (typeof version !== 'number') return version;
    const order = photos.map((photo) => photo.id);
    order.splice(index, 1);
    order.splice(target, 0, photoId);
    for (const [position, id] of order.entries()) {
      await trx.updateTable('vehicle_photos').set({ position }).where('id', '=', id).execute();
    }
    await audit(trx, { vehicleId, staffEmail, version }, 'Photo order', `${index + 1}`, `${target + 1}`);
    return 'done';
  });
}

/** The photo's row, if it belongs to the vehicle. */
function photoOf(trx: Trx, vehicleId: string, photoId: string) {
  return trx
    .selectFrom('vehicle_photos')
    .select('alt')
    .where('id', '=', photoId)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
}

export function setPhotoAlt(
  vehicleId: string,
  photoId: string,
  alt: string,
  staffEmail: string,
  expectedVersion: number,
): Promise<PhotoChangeOutcome> {
  return changePhotos(vehicleId, expectedVersion, async (trx, claim) => {
    const row = await photoOf(trx, vehicleId, photoId);
    if (!row) return 'missing';
    // The same words again change nothing: no new version, no history row.
    if (row.alt === alt) return 'done';
    const version = await claim();
    if (typeof version !== 'number') return version;
    await trx.updateTable('vehicle_photos').set({ alt }).where('id', '=', photoId).execute();
    await audit(trx, { vehicleId, staffEmail, version }, 'Photo description', row.alt || null, alt || null);
    return 'done';
  });
}

/** How long a removed photo can be put back; its files are deleted after that. */
export const photoUndoMs = 60_000;

/**
 * Removes a photo from the vehicle, if its photo set is still at `expectedVersion`. The photo waits
 * a minute in removed_photos, files and all, so that it can be put back.
 */
export async function removePhoto(
  vehicleId: string,
  photoId: string,
  staffEmail: string,
  expectedVersion: number,
): Promise<PhotoChangeOutcome> {
  const outcome = await changePhotos(vehicleId, expectedVersion, async (trx, claim) => {
    const row = await trx
      .selectFrom('vehicle_photos')
      .selectAll()
      .where('id', '=', photoId)
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirst();
    if (!row) return 'missing';
    const version = await claim();
    if (typeof version !== 'number') return version;
    await trx
      .insertInto('removed_photos')
      .values({ ...row, removed_at: new Date().toISOString() })
      .execute();
    await trx.deleteFrom('vehicle_photos').where('id', '=', photoId).execute();
    await audit(trx, { vehicleId, staffEmail, version }, 'Photo', 'A photo', 'Removed');
    return 'done';
  });
  await purgeRemovedPhotos();
  return outcome;
}

const undoDeadline = () => new Date(Date.now() - photoUndoMs).toISOString();

/** Whether a photo removed from the vehicle can still be put back. */
export async function canRestorePhoto(vehicleId: string, photoId: string): Promise<boolean> {
  const db = await database();
  const row = await db
    .selectFrom('removed_photos')
    .select('id')
    .where('id', '=', photoId)
    .where('vehicle_id', '=', vehicleId)
    .where('removed_at', '>', undoDeadline())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Puts a photo removed less than a minute ago back where it was. Whatever changed in the photo set
 * since, putting one back loses nothing, so it is not refused for that; it does raise the version.
 */
export async function restorePhoto(
  vehicleId: string,
  photoId: string,
  staffEmail: string,
): Promise<'done' | 'expired'> {
  const db = await database();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('removed_photos')
      .selectAll()
      .where('id', '=', photoId)
      .where('vehicle_id', '=', vehicleId)
      .where('removed_at', '>', undoDeadline())
      .executeTakeFirst();
    if (!row) return 'expired';
    const photo = {
      id: row.id,
      vehicle_id: row.vehicle_id,
      position: row.position,
      alt: row.alt,
      width: row.width,
      height: row.height,
      widths: row.widths,
      created_at: row.created_at,
    };
    await trx
      .updateTable('vehicle_photos')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('vehicle_id', '=', vehicleId)
      .where('position', '>=', photo.position)
      .execute();
    await trx.insertInto('vehicle_photos').values(photo).execute();
    await trx.deleteFrom('removed_photos').where('id', '=', photoId).execute();
    const version = await raisePhotosVersion(trx, vehicleId);
    if (version === undefined) return 'expired';
    await audit(trx, { vehicleId, staffEmail, version }, 'Photo', 'Removed', 'Put back');
    return 'done';
  });
  if (outcome === 'done') forgetStockVersion();
  return outcome;
}

/** Deletes the photos removed more than a minute ago, rows and files. */
async function purgeRemovedPhotos(): Promise<void> {
  const db = await database();
  const expired = await db
    .deleteFrom('removed_photos')
    .where('removed_at', '<=', undoDeadline())
    .returning('id')
    .execute();
  for (const { id } of expired) await rm(path.join(photosRoot(), id), { recursive: true, force: true });
}

/** A stored photo file, or undefined. */
export async function readPhoto(photoId: string, width: number): Promise<Buffer | undefined> {
  try {
    return await readFile(photoFile(photoId, width));
  } catch {
    return undefined;
  }
}

/** Where photos sent for several carts at once went: each cart's count, and every file refused. */
export interface StockNumberUploadOutcome extends UploadOutcome {
  carts: { id: string; name: string; stockNumber: string; added: number }[];
}

/**
 * Photos for several carts in one go, each file given to the cart whose stock number starts its
 * name (see photo-file-names.ts), after that cart's other photos, in file-name order. Archived
 * carts take none; a file that names no cart is refused by name.
 */
export async function addPhotosByStockNumber(
  uploads: readonly UploadedFile[],
  staffEmail: string,
): Promise<StockNumberUploadOutcome> {
  const db = await database();
  const stocked = (
    await db
      .selectFrom('vehicles')
      .select(['id', 'name', 'stock_number', 'status'])
      .where('stock_number', 'is not', null)
      .where('status', '!=', 'archived')
      .execute()
  ).map((row) => ({
    id: row.id,
    name: row.name,
    stockNumber: row.stock_number!,
    listed: row.status === 'available' || row.status === 'on-hold',
  }));
  const outcome: StockNumberUploadOutcome = { added: 0, refused: [], carts: [] };
  const byCart = new Map<string, UploadedFile[]>();
  for (const [index, upload] of uploads.entries()) {
    const cart = index < photoRules.maxFiles ? cartForPhotoFile(upload.name, stocked) : undefined;
    if (!cart) {
      outcome.refused.push({
        name: upload.name,
        reason: index < photoRules.maxFiles ? 'no-cart' : 'too-many',
      });
      continue;
    }
    byCart.set(cart.id, [...(byCart.get(cart.id) ?? []), upload]);
  }
  for (const [cartId, files] of byCart) {
    const cart = stocked.find((candidate) => candidate.id === cartId)!;
    const added = await addVehiclePhotos(cartId, [...files].sort(byFileName), staffEmail);
    outcome.added += added.added;
    outcome.refused.push(...added.refused);
    if (added.added > 0) outcome.carts.push({ ...cart, added: added.added });
  }
  return outcome;
}
