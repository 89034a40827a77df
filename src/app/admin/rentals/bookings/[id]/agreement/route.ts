import { answerAgreement } from '@/features/rentals/server/desk-downloads';

export const dynamic = 'force-dynamic';

/** The rental agreement the renter signed, as the PDF stored at booking. */
export async function GET(
  _request: Request,
  context: RouteContext<'/admin/rentals/bookings/[id]/agreement'>,
) {
  const { id } = await context.params;
  return answerAgreement(id);
}
