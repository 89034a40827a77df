import { answerRentalPhoto } from '@/features/rentals/server/desk-downloads';

export const dynamic = 'force-dynamic';

/** One check-out or return photo (`?size=small` for its thumbnail), for the rental desk only. */
export async function GET(
  request: Request,
  context: RouteContext<'/admin/rentals/bookings/[id]/photos/[photo]'>,
) {
  const { id, photo } = await context.params;
  return answerRentalPhoto(id, photo, new URL(request.url).searchParams.get('size') === 'small');
}
