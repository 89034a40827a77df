import 'server-only';

import { staffForRoute } from '@/features/staff/server/current-staff';
import { plainTextResponse, seeOther } from '@/server/http/plain-response';
import { readBodyBytes } from '@/server/http/request-body';
import { isSameOrigin } from '@/server/http/same-origin';

import { photoRules, type PhotoRefusal } from '../photo-rules';
import { addPhotosByStockNumber, addVehiclePhotos, uploadedFile, type UploadedFile } from './photo-store';
import { findVehicleForStaff } from './vehicle-queries';

/**
 * A staff photo upload as a request: a multipart form of files named "photos", from a signed-in
 * person on this site. Who asks is checked before the body is read.
 */

/** The most an upload may send: the files allowed at once, each at the size limit, plus the form. */
const maxUploadBytes = photoRules.maxFiles * photoRules.maxBytes + 1024 * 1024;

/**
 * The person uploading, or the refusal to send: not signed in (or two-factor still to set up while
 * a manager requires it), or a post from another site.
 */
export async function photoUploader(request: Request): Promise<{ email: string } | Response> {
  const staff = await staffForRoute();
  if (staff instanceof Response) return staff;
  if (!isSameOrigin(request))
    return plainTextResponse(403, 'This form can only be sent from the inventory office.');
  return staff;
}

/** The files sent, or the refusal to send: not multipart, too large, unreadable. */
export async function uploadedPhotos(request: Request): Promise<UploadedFile[] | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    return plainTextResponse(415, 'Send the photos as a multipart form.');
  const body = await readBodyBytes(request, maxUploadBytes);
  if (body === 'too-large') return plainTextResponse(413, 'That upload is too large.');
  if (body === 'unreadable') return plainTextResponse(400, 'The upload could not be read.');
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return plainTextResponse(400, 'The upload could not be read.');
  }
  const uploads: UploadedFile[] = [];
  for (const entry of form.getAll('photos')) {
    if (typeof entry === 'string' || (entry.size === 0 && entry.name === '')) continue;
    uploads.push(await uploadedFile(entry));
  }
  return uploads;
}

/** The uploader's script asks for JSON (one file at a time); a plain form post gets a redirect. */
export const wantsJson = (request: Request) =>
  request.headers.get('accept')?.includes('application/json') ?? false;

/**
 * What an upload did, for the page a plain form post goes back to: the count added, each refusal by
 * its reason's code and the file's name (the page words it, so the address never carries text for
 * the page to show), the files past the limit only counted (`tooMany`: hundreds of names would
 * make an address too long to send), and `none` when no file was chosen.
 */
export function uploadResultQuery(
  added: number,
  refused: readonly { name: string; reason: PhotoRefusal }[],
  chosen: number,
): URLSearchParams {
  const result = new URLSearchParams({ added: String(added) });
  let tooMany = 0;
  for (const refusal of refused)
    if (refusal.reason === 'too-many') tooMany++;
    else result.append('refused', `${refusal.reason}:${refusal.name.slice(0, 100)}`);
  if (tooMany > 0) result.set('tooMany', String(tooMany));
  if (chosen === 0) result.set('none', '1');
  return result;
}

const jsonAnswer = (outcome: object) => Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } });

/**
 * Photos for one vehicle. The answer is a redirect back to the vehicle's page with what was added
 * and what was refused, or that as JSON for the uploader's script.
 */
export async function answerVehiclePhotoUpload(request: Request, vehicleId: string): Promise<Response> {
  const staff = await photoUploader(request);
  if (staff instanceof Response) return staff;
  const vehicle = await findVehicleForStaff(vehicleId);
  if (!vehicle) return plainTextResponse(404, 'No such vehicle.');
  const uploads = await uploadedPhotos(request);
  if (uploads instanceof Response) return uploads;
  const outcome = await addVehiclePhotos(vehicle.id, uploads, staff.email);
  if (wantsJson(request)) return jsonAnswer(outcome);
  // Removed while the photos uploaded (an import undone): its page is gone too.
  if (outcome.refused.some((refusal) => refusal.reason === 'cart-gone'))
    return plainTextResponse(404, 'This cart was removed while its photos were uploading.');
  const result = uploadResultQuery(outcome.added, outcome.refused, uploads.length);
  return seeOther(`/admin/inventory/${encodeURIComponent(vehicle.id)}?${result}#photos`);
}

/**
 * Photos for several carts at once, each named after its cart's stock number. The answer is a
 * redirect back to the page with where each went, or that as JSON for the uploader's script.
 */
export async function answerStockPhotoUpload(request: Request): Promise<Response> {
  const staff = await photoUploader(request);
  if (staff instanceof Response) return staff;
  const uploads = await uploadedPhotos(request);
  if (uploads instanceof Response) return uploads;
  const outcome = await addPhotosByStockNumber(uploads, staff.email);
  if (wantsJson(request)) return jsonAnswer(outcome);
  const result = uploadResultQuery(outcome.added, outcome.refused, uploads.length);
  for (const cart of outcome.carts) result.append('cart', `${cart.added}:${cart.id}`);
  return seeOther(`/admin/inventory/photos?${result}`);
}
