import { findLead } from '@/features/leads/server/lead-queries';
import { readTradeInPhoto } from '@/features/requests/server/trade-in-photos';
import { currentStaff } from '@/features/staff/server/current-staff';

export const dynamic = 'force-dynamic';

const answer = (text: string, status: number) =>
  new Response(text, { status, headers: { 'Cache-Control': 'no-store' } });

/** A photo a visitor sent with a trade-in request: for signed-in staff only, never cached. */
export async function GET(
  _request: Request,
  context: RouteContext<'/admin/leads/[id]/photos/[photo]'>,
): Promise<Response> {
  if (!(await currentStaff())) return answer('Sign in first.', 401);
  const { id, photo: photoId } = await context.params;
  const lead = await findLead(id);
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
