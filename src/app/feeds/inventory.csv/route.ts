import { inventoryFeedCsv } from '@/features/inventory/feeds';
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { siteOrigin } from '@/features/seo/server/site-metadata';

/** The available vehicles as CSV for other marketplaces (README "Feeds"); not linked from the site. */
export async function GET(): Promise<Response> {
  return new Response(inventoryFeedCsv(await listVehicles(), siteOrigin()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'inline; filename="inventory.csv"',
    },
  });
}
