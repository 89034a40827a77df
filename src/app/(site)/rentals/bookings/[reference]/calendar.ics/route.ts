import { calendarDownload } from '@/features/rentals/server/booking-files';

export async function GET(
  request: Request,
  context: RouteContext<'/rentals/bookings/[reference]/calendar.ics'>,
) {
  const { reference } = await context.params;
  return calendarDownload(reference, new URL(request.url).searchParams.get('key') ?? '');
}
