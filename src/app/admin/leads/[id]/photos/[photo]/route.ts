import { answerTradeInPhoto } from '@/features/leads/server/lead-downloads';

export const dynamic = 'force-dynamic';

/** A photo a visitor sent with a trade-in request: for the staff who may work its lead, never cached. */
export async function GET(
  _request: Request,
  context: RouteContext<'/admin/leads/[id]/photos/[photo]'>,
): Promise<Response> {
  const { id, photo } = await context.params;
  return answerTradeInPhoto(id, photo);
}
