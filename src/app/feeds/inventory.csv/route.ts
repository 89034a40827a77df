import { inventoryFeedCsv } from '@/lib/feeds';
import { listVehicles } from '@/server/queries/vehicles';
import { siteOrigin } from '@/server/site-metadata';

/** The available vehicles as CSV for other marketplaces (README "Feeds"); not linked from the site. */
export async function GET(): Promise<Response> {
  return new Response(inventoryFeedCsv(await listVehicles(), siteOrigin()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'inline; filename="inventory.csv"',
    },
  });
}
