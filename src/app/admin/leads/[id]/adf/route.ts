import { env } from '@/env';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { someoneElsesLead } from '@/features/leads/lead-access';
import { leadAdf } from '@/features/leads/server/lead-messages';
import { findLead } from '@/features/leads/server/lead-queries';
import { mayWorkLead } from '@/features/staff/access';
import { staffForRoute } from '@/features/staff/server/current-staff';

export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  context: RouteContext<'/admin/leads/[id]/adf'>,
): Promise<Response> {
  const staff = await staffForRoute();
  if (staff instanceof Response) return staff;
  const { id } = await context.params;
  const lead = await findLead(id);
  if (!lead)
    return new Response('Lead not found.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (!mayWorkLead(staff, lead))
    return new Response(someoneElsesLead, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  return new Response(leadAdf(lead, env().SITE_URL, vehicle), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="lead-${lead.id}.xml"`,
      'Cache-Control': 'no-store',
    },
  });
}
