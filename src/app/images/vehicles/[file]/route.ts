import sharp from 'sharp';

import { cartSvg } from '@/lib/cart-illustration';
import { fallbackDrawing, vehicleDrawing } from '@/lib/vehicle-drawing';
import { immutable } from '@/lib/cache-control';
import { shortHash } from '@/lib/short-hash';
import { findVehicle } from '@/server/queries/vehicles';

/**
 * The drawn picture of a vehicle: /images/vehicles/{id}.svg for pages, {id}.png for feeds and link
 * previews (which do not take SVG), and fallback.svg. Drawn from the vehicle's current figures.
 */
export async function GET(
  request: Request,
  context: RouteContext<'/images/vehicles/[file]'>,
): Promise<Response> {
  const { file } = await context.params;
  const match = /^(.+)\.(svg|png)$/.exec(file);
  if (!match) return new Response('Not found', { status: 404 });
  const [, id, format] = match as unknown as [string, string, 'svg' | 'png'];
  const vehicle = id === 'fallback' ? undefined : await findVehicle(id);
  if (!vehicle && id !== 'fallback') return new Response('Not found', { status: 404 });
  const svg = cartSvg(vehicle ? vehicleDrawing(vehicle) : fallbackDrawing);
  // Pages ask with the drawing's fingerprint (?v=, src/lib/vehicle-images.ts): that exact picture
  // never changes, so it is kept for good. Without it (or an old one) it is kept a day: staff
  // can change the figures it is drawn from.
  const current = new URL(request.url).searchParams.get('v') === shortHash(svg);
  const cacheControl = current ? immutable : 'public, max-age=86400';
  if (format === 'svg') {
    return new Response(svg, {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl },
    });
  }
  const png = await sharp(Buffer.from(svg)).resize(1200).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': cacheControl },
  });
}
