import 'server-only';

import { createHash, randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/env';
import { photoRules, type PhotoRefusal } from '@/features/inventory/photo-rules';
import { checkPhoto, type UploadedFile } from '@/features/inventory/server/photo-store';
import { photoWidths } from '@/features/inventory/vehicle-images';
import { database, type Executor } from '@/server/db/database';
import { makeFolder } from '@/server/folders';

import type { BookingStatus } from '../booking';
import type { PhotoStage } from '../rental-photo-stages';

/**
 * Photos of a rental cart taken at check-out and at return: the record of its state that a
 * damage charge rests on. They pass the inventory photos' checks (the type read from the bytes,
 * the size, a photo that decodes), are stored as WebP under DATA_DIR/rental-photos/{id}/ in the
 * inventory's widths, outside anything the public site serves, with a row each in rental_photos.
 * Only the rental desk sees them.
 */

function root(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DATA_DIR, 'rental-photos');
}

const idPattern = /^[0-9a-f-]{36}$/;

export interface RentalPhoto {
  id: string;
  stage: PhotoStage;
  width: number;
  height: number;
  createdAt: string;
}

/** The stage whose photos a booking takes in this status: before check-out, or while it is out. */
export function photoStageFor(status: BookingStatus): PhotoStage | undefined {
  if (status === 'booked') return 'check-out';
  if (status === 'out') return 'return';
  return undefined;
}

export interface PhotoUploadOutcome {
  added: number;
  /** Each refused file by name, with why. */
  refused: { name: string; reason: PhotoRefusal }[];
}

/**
 * Checks each file and stores those that pass, at the stage the booking is in. Every file is
 * written before its row, and a row is only written while the booking is still at that stage. A
 * file the stage has already (the same bytes, in this upload or an earlier one) is refused: six
 * copies of one picture are not six photos of the cart.
 */
export async function addRentalPhotos(
  booking: { id: string; status: BookingStatus },
  uploads: readonly UploadedFile[],
  now = new Date(),
): Promise<PhotoUploadOutcome | { refused: 'stage' }> {
  const stage = photoStageFor(booking.status);
  if (!stage) return { refused: 'stage' };
  const outcome: PhotoUploadOutcome = { added: 0, refused: [] };
  const db = await database();
  const already = new Set(await stageFingerprints(db, booking.id, stage));
  const stored: { id: string; name: string; width: number; height: number; sha256: string }[] = [];
  for (const [index, upload] of uploads.entries()) {
    const checked = await checkPhoto(upload, index, photoRules.maxFiles);
    if ('refused' in checked) {
      outcome.refused.push({ name: upload.name, reason: checked.refused });
      continue;
    }
    const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
    if (already.has(sha256)) {
      outcome.refused.push({ name: upload.name, reason: 'duplicate' });
      continue;
    }
    already.add(sha256);
    const id = randomUUID();
    await makeFolder(path.join(root(), id));
    for (const [width, file] of checked.processed.files)
      await writeFile(path.join(root(), id, `${width}.webp`), file);
    stored.push({
      id,
      name: upload.name,
      width: checked.processed.width,
      height: checked.processed.height,
      sha256,
    });
  }
  if (stored.length === 0) return outcome;
  const at = now.toISOString();
  const kept = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('rental_bookings')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirst();
    if (!current || photoStageFor(current.status as BookingStatus) !== stage) return undefined;
    // An upload of the same file from another tab may have landed meanwhile: the index keeps one.
    const inserted = await trx
      .insertInto('rental_photos')
      .values(
        stored.map(({ name: _name, ...photo }) => ({
          ...photo,
          booking_id: booking.id,
          stage,
          created_at: at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['booking_id', 'stage', 'sha256']).doNothing())
      .returning('id')
      .execute();
    return new Set(inserted.map((row) => row.id));
  });
  // Checked out or returned meanwhile, these photos belong to no stage; a copy landed meanwhile is one.
  for (const photo of stored.filter((each) => !kept?.has(each.id)))
    await rm(path.join(root(), photo.id), { recursive: true, force: true });
  if (!kept) return { refused: 'stage' };
  for (const photo of stored)
    if (!kept.has(photo.id)) outcome.refused.push({ name: photo.name, reason: 'duplicate' });
  outcome.added = kept.size;
  return outcome;
}

export async function rentalPhotos(bookingId: string): Promise<RentalPhoto[]> {
  const db = await database();
  const rows = await db
    .selectFrom('rental_photos')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    stage: row.stage as PhotoStage,
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
  }));
}

/** The fingerprints of the files the booking has at a stage. */
async function stageFingerprints(db: Executor, bookingId: string, stage: PhotoStage): Promise<string[]> {
  const rows = await db
    .selectFrom('rental_photos')
    .select('sha256')
    .where('booking_id', '=', bookingId)
    .where('stage', '=', stage)
    .where('sha256', 'is not', null)
    .execute();
  return rows.map((row) => row.sha256!);
}

/** How many photos the booking has at a stage. */
export async function photoCount(db: Executor, bookingId: string, stage: PhotoStage): Promise<number> {
  const row = await db
    .selectFrom('rental_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('booking_id', '=', bookingId)
    .where('stage', '=', stage)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A stored photo of the booking, at its largest or (`small`) its smallest width; undefined when there is none. */
export async function readRentalPhoto(
  bookingId: string,
  photoId: string,
  small = false,
): Promise<Buffer | undefined> {
  if (!idPattern.test(photoId)) return undefined;
  const db = await database();
  const row = await db
    .selectFrom('rental_photos')
    .select('width')
    .where('id', '=', photoId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const width = small ? (photoWidths.find((candidate) => candidate < row.width) ?? row.width) : row.width;
  try {
    return await readFile(path.join(root(), photoId, `${width}.webp`));
  } catch {
    return undefined;
  }
}
