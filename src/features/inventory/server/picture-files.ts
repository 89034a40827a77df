import 'server-only';

import sharp from 'sharp';

import { drawnSvgResponse, fingerprintedCacheControl, immutable } from '@/server/http/cache-control';

import { cartSvg } from '../cart-illustration';
import { fallbackDrawing, vehicleDrawing } from '../vehicle-drawing';
import { readPhoto } from './photo-store';
import { findVehicle } from './vehicle-queries';

/** The inventory's pictures as files: a vehicle's drawing, and an uploaded photo in one width. */

const notFound = () => new Response('Not found', { status: 404 });

/**
 * The drawn picture of a vehicle: {id}.svg for pages, {id}.png for feeds and link previews (which
 * do not take SVG), and fallback.svg. Drawn from the vehicle's current figures.
 */
export async function answerVehicleDrawing(request: Request, file: string): Promise<Response> {
  const match = /^(.+)\.(svg|png)$/.exec(file);
  if (!match) return notFound();
  const [, id, format] = match as unknown as [string, string, 'svg' | 'png'];
  const vehicle = id === 'fallback' ? undefined : await findVehicle(id);
  if (!vehicle && id !== 'fallback') return notFound();
  const svg = cartSvg(vehicle ? vehicleDrawing(vehicle) : fallbackDrawing);
  // Staff can change the figures it is drawn from: only a fingerprinted address is kept for good.
  if (format === 'svg') return drawnSvgResponse(request, svg);
  const png = await sharp(Buffer.from(svg)).resize(1200).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': fingerprintedCacheControl(request, svg) },
  });
}

const photoId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An uploaded photo in one width ("{width}.webp"). Never changes once stored. */
export async function answerStoredPhoto(id: string, file: string): Promise<Response> {
  const width = /^(\d{2,4})\.webp$/.exec(file)?.[1];
  const bytes = photoId.test(id) && width ? await readPhoto(id, Number(width)) : undefined;
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': immutable,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
