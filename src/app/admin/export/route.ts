import { stockSnapshot } from '@/features/inventory/server/vehicle-queries';
import { parseLeadQuery } from '@/features/leads/lead-filters';
import { leadsCsv } from '@/features/leads/server/lead-csv';
import { allLeads, inboxFilters } from '@/features/leads/server/lead-queries';
import { staffForRoute } from '@/features/staff/server/current-staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import { staffDisplayName } from '@/features/staff/staff-roles';
import { csvDownload } from '@/server/http/csv-download';

export const dynamic = 'force-dynamic';

/** The filtered lead list as CSV (same filters as the inbox). */
export async function GET(request: Request): Promise<Response> {
  // Every customer's contact details at once: a manager's download.
  const staff = await staffForRoute('leads.export');
  if (staff instanceof Response) return staff;
  const query = parseLeadQuery(Object.fromEntries(new URL(request.url).searchParams));
  const [leads, people, stock] = await Promise.all([
    allLeads(inboxFilters(query, staff)),
    listStaff(),
    stockSnapshot(),
  ]);
  const csv = leadsCsv(leads, {
    owners: new Map(people.map((person) => [person.id, staffDisplayName(person)])),
    vehicles: new Map([...stock.byId].map(([id, vehicle]) => [id, vehicle.name])),
  });
  return csvDownload(csv, `leads-${new Date().toISOString().slice(0, 10)}.csv`);
}
