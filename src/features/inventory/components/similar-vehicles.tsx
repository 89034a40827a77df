import type { Vehicle } from '../vehicle';
import { VehicleGrid } from './vehicle-grid';

/** Carts to consider instead, on the page of one that is sold or no longer listed. */
export function SimilarVehicles({ vehicles, title }: { vehicles: readonly Vehicle[]; title: string }) {
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="py-10">
      <h2 id="similar-heading" className="text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
      <VehicleGrid vehicles={vehicles} className="mt-6" />
    </section>
  );
}
