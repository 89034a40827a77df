import { dealer } from '@/content/dealer';
import { merchantFeedXml } from '@/features/inventory/feeds';
import { listVehicles } from '@/features/inventory/server/vehicle-queries';
import { siteOrigin } from '@/features/seo/server/site-metadata';

/** Google Merchant Center feed of the available vehicles (docs/areas/inventory-office.md, "Feeds"); not linked from the site. */
export async function GET(): Promise<Response> {
  return new Response(merchantFeedXml(await listVehicles(), siteOrigin(), dealer.name), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
