import { addVehiclePhotos } from '@/features/inventory/server/photo-store';
import {
  photoUploader,
  plainAnswer,
  redirectTo,
  uploadedPhotos,
  wantsJson,
} from '@/features/inventory/server/photo-upload-request';
import { findVehicleForStaff } from '@/features/inventory/server/vehicle-queries';

/**
 * Photo upload for one vehicle (a multipart form post, so it works without JavaScript). The answer
 * is a redirect back to the vehicle's page with what was added and what was refused, or that as
 * JSON for the uploader's script.
 */
export async function POST(request: Request, context: RouteContext<'/admin/inventory/[id]/photos'>) {
  const staff = await photoUploader(request);
  if (staff instanceof Response) return staff;
  const { id } = await context.params;
  const vehicle = await findVehicleForStaff(id);
  if (!vehicle) return plainAnswer(404, 'No such vehicle.');
  const uploads = await uploadedPhotos(request);
  if (uploads instanceof Response) return uploads;
  const outcome = await addVehiclePhotos(vehicle.id, uploads, staff.email);
  if (wantsJson(request)) return Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } });
  const result = new URLSearchParams({ added: String(outcome.added) });
  for (const refusal of outcome.refused)
    result.append('refused', `${refusal.reason}:${refusal.name.slice(0, 100)}`);
  if (uploads.length === 0) result.set('none', '1');
  return redirectTo(`/admin/inventory/${encodeURIComponent(vehicle.id)}?${result}#photos`);
}
