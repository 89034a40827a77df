import { answerVehiclePhotoUpload } from '@/features/inventory/server/photo-upload-request';

/** Photo upload for one vehicle (a multipart form post, so it works without JavaScript). */
export async function POST(request: Request, context: RouteContext<'/admin/inventory/[id]/photos'>) {
  const { id } = await context.params;
  return answerVehiclePhotoUpload(request, id);
}
