import { answerPhotoUpload } from '@/features/rentals/server/desk-downloads';

/** Check-out and return photos of a booking: a multipart post, so it works without JavaScript. */
export async function POST(request: Request, context: RouteContext<'/admin/rentals/bookings/[id]/photos'>) {
  const { id } = await context.params;
  return answerPhotoUpload(request, id);
}
