/**
 * Decides a request's status before anything renders, where the page alone cannot:
 * - a malformed percent-encoded path answers 400 (Next's own route matching would answer 500);
 * - /vehicles/{id}: a short brand-page id redirects (308) to its canonical slug, and an unknown id
 *   is rendered as "Vehicle Not Found" with status 404 (thrown from inside the page, behind the
 *   loading skeleton, notFound() would arrive as a 200 and the text only with JavaScript);
 * - /{town}/rentals for an unknown town likewise renders "Municipality not found" with 404.
 */
import { NextResponse, type NextRequest } from 'next/server';

import { municipalityBySlug } from '@/content/municipalities';
import { resolveVehicleId } from '@/lib/vehicle-slug';
import { listVehicleIds, vehicleExists } from '@/server/queries/vehicles';

const notFound = () => NextResponse.next({ status: 404 });

async function vehicleRoute(request: NextRequest, id: string) {
  if (await vehicleExists(id)) return NextResponse.next();
  const known = new Set(await listVehicleIds());
  const canonical = resolveVehicleId(id, (candidate) => known.has(candidate));
  if (!canonical || canonical === id) return notFound();
  const target = request.nextUrl.clone();
  target.pathname = `/vehicles/${encodeURIComponent(canonical)}`;
  return NextResponse.redirect(target, 308);
}

export async function proxy(request: NextRequest) {
  let path: string;
  try {
    path = decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new NextResponse('Bad Request: the address is not a valid URL.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const vehicle = /^\/vehicles\/([^/]+)\/?$/.exec(path);
  if (vehicle?.[1]) return vehicleRoute(request, vehicle[1]);
  const townRentals = /^\/([^/]+)\/rentals\/?$/.exec(path);
  if (townRentals?.[1] && !municipalityBySlug(townRentals[1])) return notFound();
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|api/).*)'],
};
