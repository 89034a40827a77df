import { someoneElsesLead } from '@/features/leads/lead-access';
import { findLead } from '@/features/leads/server/lead-queries';
import { readTradeInPhoto } from '@/features/requests/server/trade-in-photos';
import { mayWorkLead } from '@/features/staff/access';
import { staffForRoute } from '@/features/staff/server/current-staff';

export const dynamic = 'force-dynamic';

const answer = (text: string, status: number) =>
  new Response(text, { status, headers: { 'Cache-Control': 'no-store' } });

/** A photo a visitor sent with a trade-in request: for the staff who may work its lead, never cached. */
export async function GET(
  _request: Request,
  context: RouteContext<'/admin/leads/[id]/photos/[photo]'>,
): Promise<Response> {
  const staff = await staffForRoute();
  if (staff instanceof Response) return staff;
  const { id, photo: photoId } = await context.params;
  const lead = await findLead(id);
  if (lead && !mayWorkLead(staff, lead)) return answer(someoneElsesLead, 403);
  const photo =
    lead?.details?.kind === 'trade-in'
      ? lead.details.photos.find((candidate) => candidate.id === photoId)
      : undefined;
  const bytes = photo ? await readTradeInPhoto(photo) : undefined;
  if (!bytes) return answer('Photo not found.', 404);
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
  });
}
