import { dealer } from '@/content/dealer';
import { merchantFeedXml } from '@/lib/feeds';
import { listVehicles } from '@/server/queries/vehicles';
import { siteOrigin } from '@/server/site-metadata';

/** Google Merchant Center feed of the available vehicles (README "Feeds"); not linked from the site. */
export async function GET(): Promise<Response> {
  return new Response(merchantFeedXml(await listVehicles(), siteOrigin(), dealer.name), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
