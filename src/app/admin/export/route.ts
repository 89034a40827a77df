import { parseLeadQuery } from '@/features/leads/lead-filters';
import { allLeads, inboxFilters } from '@/features/leads/server/lead-queries';
import { currentStaff } from '@/features/staff/server/current-staff';
import { toCsv } from '@/lib/csv';

export const dynamic = 'force-dynamic';

const header = [
  'id',
  'received',
  'status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'interest',
  'topic',
  'vehicle',
  'rental_plan',
  'town',
  'page',
  'message',
];

/** The filtered lead list as CSV (same filters as the inbox). */
export async function GET(request: Request): Promise<Response> {
  const staff = await currentStaff();
  if (!staff)
    return new Response('Sign in first.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const query = parseLeadQuery(Object.fromEntries(new URL(request.url).searchParams));
  const leads = await allLeads(inboxFilters(query, staff.id));
  const csv = toCsv(
    header,
    leads.map((lead) => [
      lead.id,
      lead.createdAt,
      lead.status,
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phone,
      lead.interest,
      lead.topic,
      lead.vehicleId,
      lead.rentalPlan,
      lead.municipality,
      lead.sourcePath,
      lead.message,
    ]),
  );
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
