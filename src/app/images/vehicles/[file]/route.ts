import sharp from 'sharp';

import { cartSvg } from '@/features/inventory/cart-illustration';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { fallbackDrawing, vehicleDrawing } from '@/features/inventory/vehicle-drawing';
import { drawnSvgResponse, fingerprintedCacheControl } from '@/server/http/cache-control';

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
  // Staff can change the figures it is drawn from: only a fingerprinted address is kept for good.
  if (format === 'svg') return drawnSvgResponse(request, svg);
  const png = await sharp(Buffer.from(svg)).resize(1200).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': fingerprintedCacheControl(request, svg) },
  });
}
