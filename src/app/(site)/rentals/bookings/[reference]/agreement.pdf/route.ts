import { agreementDownload } from '@/features/rentals/server/booking-files';

export async function GET(
  request: Request,
  context: RouteContext<'/rentals/bookings/[reference]/agreement.pdf'>,
) {
  const { reference } = await context.params;
  return agreementDownload(reference, new URL(request.url).searchParams.get('key') ?? '');
}
