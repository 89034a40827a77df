import { photoRules } from '@/features/inventory/photo-rules';
import { addVehiclePhotos, type UploadedFile } from '@/features/inventory/server/photo-store';
import { findVehicleForStaff } from '@/features/inventory/server/vehicle-queries';
import { currentStaff } from '@/features/staff/server/current-staff';
import { readBodyBytes } from '@/server/http/request-body';
import { isSameOrigin } from '@/server/http/same-origin';

/** The most an upload may send: the files allowed at once, each at the size limit, plus the form. */
const maxUploadBytes = photoRules.maxFiles * photoRules.maxBytes + 1024 * 1024;

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Photo upload for one vehicle (a multipart form post, so it works without JavaScript). Who asks
 * is checked before the body is read; the answer is a redirect back to the vehicle's page with
 * what was added and what was refused, or that as JSON for the uploader's script.
 */
export async function POST(request: Request, context: RouteContext<'/admin/inventory/[id]/photos'>) {
  const staff = await currentStaff();
  if (!staff) return plain(401, 'Sign in first.');
  if (!isSameOrigin(request)) return plain(403, 'This form can only be sent from the inventory office.');
  const { id } = await context.params;
  const vehicle = await findVehicleForStaff(id);
  if (!vehicle) return plain(404, 'No such vehicle.');
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    return plain(415, 'Send the photos as a multipart form.');
  const body = await readBodyBytes(request, maxUploadBytes);
  if (body === 'too-large') return plain(413, 'That upload is too large.');
  if (body === 'unreadable') return plain(400, 'The upload could not be read.');

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return plain(400, 'The upload could not be read.');
  }
  const uploads: UploadedFile[] = [];
  for (const entry of form.getAll('photos')) {
    if (typeof entry === 'string' || (entry.size === 0 && entry.name === '')) continue;
    uploads.push({ name: entry.name || 'photo', bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  const outcome = await addVehiclePhotos(vehicle.id, uploads, staff.email);
  // The uploader's script sends one file at a time and shows each answer itself.
  if (request.headers.get('accept')?.includes('application/json'))
    return Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } });
  const result = new URLSearchParams({ added: String(outcome.added) });
  for (const refusal of outcome.refused)
    result.append('refused', `${refusal.reason}:${refusal.name.slice(0, 100)}`);
  if (uploads.length === 0) result.set('none', '1');
  // A relative Location: the browser stays on the host it used (and keeps its cookie).
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/admin/inventory/${encodeURIComponent(vehicle.id)}?${result}#photos`,
      'Cache-Control': 'no-store',
    },
  });
}
