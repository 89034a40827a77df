import { notFound, permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';

import { resolveVehicleId } from '@/lib/vehicle-slug';
import { findVehicle, listVehicleIds } from '@/server/queries/vehicles';

// Stock and prices change without a rebuild.
export const dynamic = 'force-dynamic';

/**
 * Settles the URL before the page streams behind its loading skeleton: an unknown id answers a
 * real 404, a short brand-page id a 308 to its canonical slug. (Thrown from the page itself,
 * inside the loading boundary, both would arrive with status 200.)
 */
export default async function VehicleLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (await findVehicle(id)) return children;
  const known = new Set(await listVehicleIds());
  const canonical = resolveVehicleId(id, (candidate) => known.has(candidate));
  if (canonical && canonical !== id) permanentRedirect(`/vehicles/${encodeURIComponent(canonical)}`);
  notFound();
}
