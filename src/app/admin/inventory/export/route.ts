import { parseInventoryOfficeQuery } from '@/features/inventory/inventory-office-filters';
import { allInventory } from '@/features/inventory/server/vehicle-queries';
import { inventoryCsv } from '@/features/inventory/vehicle-csv';
import { dealerToday } from '@/features/requests/request-dates';
import { staffForRoute } from '@/features/staff/server/current-staff';
import { csvDownload } from '@/server/http/csv-download';

/** The filtered inventory as CSV, in the columns the import reads. */
export async function GET(request: Request): Promise<Response> {
  const staff = await staffForRoute();
  if (staff instanceof Response) return staff;
  const query = parseInventoryOfficeQuery(Object.fromEntries(new URL(request.url).searchParams));
  // Named for the dealer's day, not UTC's (which turns over in the evening there).
  return csvDownload(inventoryCsv(await allInventory(query)), `inventory-${dealerToday()}.csv`);
}
