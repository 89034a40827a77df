import { serviceCalendarDownload } from '@/features/service/server/booking-manage-page';

export async function GET(
  request: Request,
  context: RouteContext<'/services/bookings/[reference]/calendar.ics'>,
) {
  const { reference } = await context.params;
  return serviceCalendarDownload(reference, new URL(request.url).searchParams.get('key') ?? '');
}
