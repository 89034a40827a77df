import { addPhotosByStockNumber } from '@/features/inventory/server/photo-store';
import {
  photoUploader,
  redirectTo,
  uploadedPhotos,
  wantsJson,
} from '@/features/inventory/server/photo-upload-request';

/**
 * Photos for several carts at once, each named after its cart's stock number. The answer is a
 * redirect back to the page with where each went, or that as JSON for the uploader's script.
 */
export async function POST(request: Request) {
  const staff = await photoUploader(request);
  if (staff instanceof Response) return staff;
  const uploads = await uploadedPhotos(request);
  if (uploads instanceof Response) return uploads;
  const outcome = await addPhotosByStockNumber(uploads, staff.email);
  if (wantsJson(request)) return Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } });
  const result = new URLSearchParams({ added: String(outcome.added) });
  for (const cart of outcome.carts) result.append('cart', `${cart.added}:${cart.id}`);
  for (const refusal of outcome.refused)
    result.append('refused', `${refusal.reason}:${refusal.name.slice(0, 100)}`);
  if (uploads.length === 0) result.set('none', '1');
  return redirectTo(`/admin/inventory/photos?${result}`);
}
