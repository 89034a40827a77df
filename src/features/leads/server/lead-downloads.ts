import 'server-only';

import { env } from '@/env';
import { findVehicle, stockSnapshot } from '@/features/inventory/server/vehicle-queries';
import { dealerToday } from '@/features/requests/request-dates';
import { readTradeInPhoto } from '@/features/requests/server/trade-in-photos';
import { mayWorkLead } from '@/features/staff/access';
import { staffForRoute } from '@/features/staff/server/current-staff';
import { listStaff } from '@/features/staff/server/staff-directory';
import { csvDownload } from '@/server/http/csv-download';
import { plainTextResponse } from '@/server/http/plain-response';

import type { Lead } from '../lead';
import { leadRefusedBecause } from '../lead-access';
import { parseLeadQuery } from '../lead-filters';
import { leadsCsv } from './lead-csv';
import { leadAdf } from './lead-messages';
import { allLeads, findLead, inboxFilters } from './lead-queries';

/**
 * The lead desk's route handlers (downloads, which are not server actions: a CSV, an XML file, a
 * photo), each for the staff who may see what it holds, never cached.
 */

/** The filtered lead list as CSV (same filters as the inbox): a manager's download. */
export async function answerLeadExport(url: URL): Promise<Response> {
  // Every customer's contact details at once: a manager's download.
  const staff = await staffForRoute('leads.export');
  if (staff instanceof Response) return staff;
  const query = parseLeadQuery(Object.fromEntries(url.searchParams));
  const [leads, people, stock] = await Promise.all([
    allLeads(inboxFilters(query, staff)),
    listStaff(),
    stockSnapshot(),
  ]);
  const csv = leadsCsv(leads, {
    staff: people,
    vehicles: new Map([...stock.byId].map(([id, vehicle]) => [id, vehicle.name])),
  });
  // Named for the dealer's day, not UTC's (which turns over in the evening there).
  return csvDownload(csv, `leads-${dealerToday()}.csv`);
}

/** The lead, for the signed-in staff member who may work it; a refusal otherwise (none when it is missing). */
async function workableLead(id: string): Promise<{ lead?: Lead } | Response> {
  const staff = await staffForRoute();
  if (staff instanceof Response) return staff;
  const lead = await findLead(id);
  if (lead && !mayWorkLead(staff, lead)) return plainTextResponse(403, leadRefusedBecause(lead));
  return { lead };
}

/** The lead as an ADF (auto-lead data format) file, for a dealer system that imports it. */
export async function answerLeadAdf(id: string): Promise<Response> {
  const found = await workableLead(id);
  if (found instanceof Response) return found;
  const { lead } = found;
  if (!lead) return plainTextResponse(404, 'Lead not found.');
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  return new Response(leadAdf(lead, env().SITE_URL, vehicle), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="lead-${lead.id}.xml"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** A photo a visitor sent with a trade-in request. */
export async function answerTradeInPhoto(id: string, photoId: string): Promise<Response> {
  const found = await workableLead(id);
  if (found instanceof Response) return found;
  const { lead } = found;
  const photo =
    lead?.details?.kind === 'trade-in'
      ? lead.details.photos.find((candidate) => candidate.id === photoId)
      : undefined;
  const bytes = photo ? await readTradeInPhoto(photo) : undefined;
  if (!bytes) return plainTextResponse(404, 'Photo not found.');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
  });
}
