import 'server-only';

import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/env';
import { photoRefusalMessages, type PhotoRefusal } from '@/features/inventory/photo-rules';
import { checkPhoto, quickPhotoRefusal, type UploadedFile } from '@/features/inventory/server/photo-store';
import { makeFolder } from '@/server/folders';

import type { TradeInPhoto } from '../request-details';

/**
 * Photos a visitor sends with a trade-in request. They pass the inventory photos' checks
 * (checkPhoto) and are stored as WebP under DATA_DIR/trade-in-photos/{id}/, outside anything the
 * public site serves: only signed-in staff see them, from the lead's page.
 */
function root(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DATA_DIR, 'trade-in-photos');
}

const idPattern = /^[0-9a-f-]{36}$/;

export type TradeInPhotoOutcome = { ok: true; photos: TradeInPhoto[] } | { ok: false; error: string };

/** What a refused upload is told: its name and the rule it broke. */
const uploadRefused = (upload: UploadedFile, refused: PhotoRefusal) =>
  `${upload.name || 'A photo'} ${photoRefusalMessages[refused]}`;

const tooManyPhotos = (maxFiles: number) => `Send at most ${maxFiles} photos.`;

/**
 * Every upload checked (none written): the photos made from them, or why each refused one is, so
 * that one round of choosing photos again fixes them all.
 */
async function checkedUploads(uploads: readonly UploadedFile[], maxFiles: number) {
  if (uploads.length > maxFiles) return { ok: false as const, error: tooManyPhotos(maxFiles) };
  const checked = [];
  const refusals = [];
  for (const [index, upload] of uploads.entries()) {
    const result = await checkPhoto(upload, index, maxFiles);
    if ('refused' in result) refusals.push(uploadRefused(upload, result.refused));
    else checked.push(result.processed);
  }
  if (refusals.length > 0) return { ok: false as const, error: refusals.join(' ') };
  return { ok: true as const, checked };
}

/**
 * Why the uploads would be refused, by the checks that read no pixels (quickPhotoRefusal), storing
 * none: said with the form's other problems, so a refused request names them at once. A request
 * refused for its fields is not counted against the rate limit, so it decodes nothing; a photo
 * that fails only to decode is named once the fields pass.
 */
export function tradeInPhotosProblem(uploads: readonly UploadedFile[], maxFiles: number): string | undefined {
  if (uploads.length > maxFiles) return tooManyPhotos(maxFiles);
  const refusals = uploads.flatMap((upload, index) => {
    const refused = quickPhotoRefusal(upload, index, maxFiles);
    return refused ? [uploadRefused(upload, refused)] : [];
  });
  return refusals.length > 0 ? refusals.join(' ') : undefined;
}

/** Checks every upload first and stores them only when all pass, so a refusal leaves nothing behind. */
export async function storeTradeInPhotos(
  uploads: readonly UploadedFile[],
  maxFiles: number,
): Promise<TradeInPhotoOutcome> {
  const result = await checkedUploads(uploads, maxFiles);
  if (!result.ok) return result;
  const { checked } = result;
  const photos: TradeInPhoto[] = [];
  for (const processed of checked) {
    const id = randomUUID();
    await makeFolder(path.join(root(), id));
    for (const [width, file] of processed.files)
      await writeFile(path.join(root(), id, `${width}.webp`), file);
    photos.push({ id, width: processed.width, height: processed.height });
  }
  return { ok: true, photos };
}

/** Deletes stored trade-in photos: the request they came with was refused or not saved. */
export async function removeTradeInPhotos(photos: readonly TradeInPhoto[]): Promise<void> {
  for (const photo of photos)
    if (idPattern.test(photo.id)) await rm(path.join(root(), photo.id), { recursive: true, force: true });
}

/** The largest stored copy of a trade-in photo, or undefined. */
export async function readTradeInPhoto(photo: TradeInPhoto): Promise<Buffer | undefined> {
  if (!idPattern.test(photo.id)) return undefined;
  try {
    return await readFile(path.join(root(), photo.id, `${photo.width}.webp`));
  } catch {
    return undefined;
  }
}
