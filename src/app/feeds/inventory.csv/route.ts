import { inventoryFeedCsv } from '@/features/inventory/feeds';
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { siteOrigin } from '@/features/seo/server/site-metadata';

/**
 * The available vehicles as CSV for other marketplaces (docs/areas/inventory-office.md, "Feeds"); not linked from the site.
 * Without a byte-order mark, unlike the staff exports: it is read by the listing sites' programs,
 * and one that does not expect the mark takes it for part of the first column's name ("\ufeffid").
 */
export async function GET(): Promise<Response> {
  return new Response(inventoryFeedCsv(await listVehicles(), siteOrigin()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'inline; filename="inventory.csv"',
    },
  });
}
